import type { SlashCommandSubcommandBuilder } from 'discord.js';
import {
  described,
  dispatchForPlayer,
  dispatchHere,
  localizedChoices,
  named,
  reasonText,
  violationChoices,
  type CommandContext,
  type Subcommand,
} from '../src/discord/command-kit.ts';
import type { Reply } from '../src/discord/respond.ts';
import { MAX_PHASE_HOURS } from '../src/engine/presets.ts';
import type { IncomingCommand } from '../src/orchestrator/orchestrator.ts';

/** Rows of the violation catalogue (rules.md §6.4) offered for each judge command. */
const FOUL_ROWS = [13, 14, 15, 16, 17, 19, 21];
const DQ_ROWS = [4, 6, 7, 8, 9, 10, 11, 12, 18, 20, 22, 23];
const TEAM_LOSS_ROWS = [1, 2, 3, 5];
const WARNING_ROWS = [24, 13, 14, 15, 17];

function withPlayer(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return sub.addUserOption((option) =>
    described(named(option, 'player', 'игрок'), 'cmd.option.player').setRequired(true),
  );
}

function withReason(
  sub: SlashCommandSubcommandBuilder,
  rows: number[],
  required: boolean,
): SlashCommandSubcommandBuilder {
  return sub
    .addStringOption((option) =>
      described(named(option, 'reason', 'причина'), 'cmd.option.reason')
        .setRequired(required)
        .addChoices(...violationChoices(rows)),
    )
    .addStringOption((option) =>
      described(named(option, 'details', 'подробности'), 'cmd.option.details').setMaxLength(200),
    );
}

/** Resolves the `player` option to a seat of this channel's game, then dispatches. */
function onPlayer(
  context: CommandContext,
  build: (seat: number, reason: string) => IncomingCommand,
): Promise<Reply> {
  return dispatchForPlayer(context, (seat, document) =>
    build(
      seat,
      reasonText(
        document.meta.locale,
        context.interaction.options.getString('reason'),
        context.interaction.options.getString('details'),
      ),
    ),
  );
}

export const foul: Subcommand = {
  name: 'foul',
  nameRu: 'фол',
  build: (sub) =>
    withReason(withPlayer(described(named(sub, 'foul', 'фол'), 'cmd.foul')), FOUL_ROWS, false),
  execute: (context) =>
    onPlayer(context, (seat, reason) => ({ type: 'foul', by: context.actor, seat, reason })),
};

export const unfoul: Subcommand = {
  name: 'unfoul',
  nameRu: 'снять_фол',
  build: (sub) => withPlayer(described(named(sub, 'unfoul', 'снять_фол'), 'cmd.unfoul')),
  execute: (context) => onPlayer(context, (seat) => ({ type: 'unfoul', by: context.actor, seat })),
};

export const warn: Subcommand = {
  name: 'warn',
  nameRu: 'замечание',
  build: (sub) =>
    withReason(
      withPlayer(described(named(sub, 'warn', 'замечание'), 'cmd.warn')),
      WARNING_ROWS,
      false,
    ),
  execute: (context) =>
    onPlayer(context, (seat, reason) => ({ type: 'warn', by: context.actor, seat, reason })),
};

export const disqualify: Subcommand = {
  name: 'disqualify',
  nameRu: 'дисквалификация',
  build: (sub) =>
    withReason(
      withPlayer(described(named(sub, 'disqualify', 'дисквалификация'), 'cmd.disqualify')),
      DQ_ROWS,
      true,
    ),
  execute: (context) =>
    onPlayer(context, (seat, reason) => ({ type: 'disqualify', by: context.actor, seat, reason })),
};

export const penalty: Subcommand = {
  name: 'penalty',
  nameRu: 'поражение_команды',
  build: (sub) =>
    withReason(
      withPlayer(described(named(sub, 'penalty', 'поражение_команды'), 'cmd.penalty')),
      TEAM_LOSS_ROWS,
      true,
    ),
  execute: (context) =>
    onPlayer(context, (seat, reason) => ({ type: 'penalty', by: context.actor, seat, reason })),
};

export const pause: Subcommand = {
  name: 'pause',
  nameRu: 'пауза',
  build: (sub) => described(named(sub, 'pause', 'пауза'), 'cmd.pause'),
  execute: (context) => dispatchHere(context, { type: 'pause', by: context.actor }),
};

export const resume: Subcommand = {
  name: 'resume',
  nameRu: 'продолжить',
  build: (sub) => described(named(sub, 'resume', 'продолжить'), 'cmd.resume'),
  execute: (context) => dispatchHere(context, { type: 'resume', by: context.actor }),
};

export const skip: Subcommand = {
  name: 'skip',
  nameRu: 'пропустить',
  build: (sub) => described(named(sub, 'skip', 'пропустить'), 'cmd.skip'),
  execute: (context) => dispatchHere(context, { type: 'skip', by: context.actor }),
};

export const extend: Subcommand = {
  name: 'extend',
  nameRu: 'продлить',
  build: (sub) =>
    described(named(sub, 'extend', 'продлить'), 'cmd.extend').addIntegerOption((option) =>
      described(named(option, 'seconds', 'секунды'), 'cmd.extend.seconds')
        .setRequired(true)
        .setMinValue(-7 * 24 * 3600)
        .setMaxValue(7 * 24 * 3600),
    ),
  execute: (context) =>
    dispatchHere(context, {
      type: 'extend',
      by: context.actor,
      seconds: context.interaction.options.getInteger('seconds', true),
    }),
};

/** `/mafia phase_length phase hours` (forum, rules §7.5.2): the length of later days or nights. */
export const phaseLength: Subcommand = {
  name: 'phase_length',
  nameRu: 'длина_фазы',
  build: (sub) =>
    described(named(sub, 'phase_length', 'длина_фазы'), 'cmd.phaseLength')
      .addStringOption((option) =>
        described(named(option, 'phase', 'фаза'), 'cmd.phaseLength.phase')
          .setRequired(true)
          .addChoices(...localizedChoices('choice.phase', ['day', 'night'] as const)),
      )
      .addIntegerOption((option) =>
        described(named(option, 'hours', 'часы'), 'cmd.phaseLength.hours')
          .setRequired(true)
          .setMinValue(1)
          .setMaxValue(MAX_PHASE_HOURS),
      ),
  execute: (context) =>
    dispatchHere(context, {
      type: 'phaseLength',
      by: context.actor,
      phase: context.interaction.options.getString('phase', true) === 'night' ? 'night' : 'day',
      hours: context.interaction.options.getInteger('hours', true),
    }),
};

export const end: Subcommand = {
  name: 'end',
  nameRu: 'завершить',
  build: (sub) => described(named(sub, 'end', 'завершить'), 'cmd.end'),
  execute: (context) => dispatchHere(context, { type: 'end', by: context.actor }),
};
