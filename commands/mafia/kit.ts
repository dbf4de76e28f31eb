import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { isJudge, MAX_PHASE_HOURS, SANCTIONS, type Sanction } from '../../src/engine/index.ts';
import {
  badChoice,
  described,
  ephemeral,
  localizedChoices,
  named,
  namedOption,
  reasonText,
  violationChoices,
  type CommandContext,
} from '../../src/discord/interactions/command-kit.ts';
import {
  dispatch,
  gameHere,
  playerSeat,
  refuse,
  seatNumber,
  subcommand,
  type FoundGame,
  type Precondition,
} from '../../src/discord/interactions/preconditions.ts';
import type { Reply } from '../../src/discord/interactions/respond.ts';
import { withSeatOption } from '../../src/discord/interactions/seat-option.ts';
import type { AnyText } from '../../src/i18n/index.ts';
import type { IncomingCommand } from '../../src/orchestrator/orchestrator.ts';

/**
 * Whom a judge's command names: a member picked from the server (`/mafia foul player:@…`, kept
 * for a release) or a seat number with autocomplete (`/judge foul seat:5`). Both come to the
 * same `seat` for the same handler.
 */
export interface TargetForm {
  build(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder;
  find: Precondition<{ game: FoundGame }, { seat: number }>;
}

export const BY_MEMBER: TargetForm = {
  build: (sub) =>
    sub.addUserOption((option) =>
      described(named(option, 'player', 'игрок'), 'cmd.option.player').setRequired(true),
    ),
  find: playerSeat,
};

export const BY_SEAT: TargetForm = {
  build: (sub) => withSeatOption(sub, { key: 'cmd.option.seat', required: true }),
  find: seatNumber,
};

/** The `reason` choices are the catalogue rows the engine allows for this sanction (DISC-CATALOGUE). */
function withReason(
  sub: SlashCommandSubcommandBuilder,
  sanction: Sanction,
): SlashCommandSubcommandBuilder {
  const rule = SANCTIONS[sanction];
  return sub
    .addStringOption((option) =>
      described(named(option, 'reason', 'причина'), 'cmd.option.reason')
        .setRequired(rule.reasonRequired)
        .addChoices(...violationChoices(rule.rows)),
    )
    .addStringOption((option) =>
      described(named(option, 'details', 'подробности'), 'cmd.option.details').setMaxLength(200),
    );
}

/** The cited violation and the judge's words, in the game's language, as the engine records it. */
function reasonOf({ interaction, game }: CommandContext & { game: FoundGame }): string {
  return reasonText(
    game.document.meta.locale,
    interaction.options.getString('reason'),
    interaction.options.getString('details'),
  );
}

/**
 * JUDGE-CONFIRM: the command is not dispatched; the judge is asked, privately, to Confirm it
 * (the router dispatches it on Confirm).
 */
function confirmFirst(
  context: CommandContext & { game: FoundGame },
  command: IncomingCommand,
  question: AnyText,
): Reply {
  // Only the judge is asked: anyone else is refused as the engine would refuse the command itself.
  if (!isJudge(context.game.document.state, context.actor))
    return ephemeral({ key: 'error.notJudge', params: {} });
  return context.confirmations.ask(
    { gameId: context.game.gameId, userId: context.actor.userId, command },
    question,
    context.locale,
  );
}

/** `foul|warn|disqualify|penalty <player|seat> reason [details]`; a team loss asks to confirm. */
function sanction(
  type: Sanction,
  en: string,
  ru: string,
  key: `cmd.${Sanction}`,
  form: TargetForm,
) {
  return subcommand({
    name: en,
    build: (sub) => withReason(form.build(described(named(sub, en, ru), key)), type),
    preconditions: [gameHere, form.find],
    seatPurposes: { seat: 'discipline' },
    run: (context) => {
      const command = { type, by: context.actor, seat: context.seat, reason: reasonOf(context) };
      if (type !== 'penalty') return dispatch(context, command);
      const question = {
        key: 'ui.confirmPenalty',
        params: { seat: context.seat, reason: command.reason },
      } as const;
      return confirmFirst(context, command, question);
    },
  });
}

function unfoulBy(form: TargetForm) {
  return subcommand({
    name: 'unfoul',
    build: (sub) => form.build(described(named(sub, 'unfoul', 'снять_фол'), 'cmd.unfoul')),
    preconditions: [gameHere, form.find],
    seatPurposes: { seat: 'unfoul' },
    run: (context) => dispatch(context, { type: 'unfoul', by: context.actor, seat: context.seat }),
  });
}

/** The judge's discipline commands in one form (`/mafia` by member, `/judge` by seat). */
export function discipline(form: TargetForm) {
  return {
    foul: sanction('foul', 'foul', 'фол', 'cmd.foul', form),
    unfoul: unfoulBy(form),
    warn: sanction('warn', 'warn', 'замечание', 'cmd.warn', form),
    disqualify: sanction('disqualify', 'disqualify', 'дисквалификация', 'cmd.disqualify', form),
    penalty: sanction('penalty', 'penalty', 'поражение_команды', 'cmd.penalty', form),
  };
}

export const { foul, unfoul, warn, disqualify, penalty } = discipline(BY_MEMBER);

/** A judge command without options: `pause|resume|skip|end|undo`; `end` asks to confirm. */
function control(type: 'pause' | 'resume' | 'skip' | 'end' | 'undo', ru: string) {
  return subcommand({
    name: type,
    build: (sub) => described(named(sub, type, ru), `cmd.${type}`),
    preconditions: [gameHere],
    run: (context) =>
      type === 'end'
        ? confirmFirst(context, { type, by: context.actor }, { key: 'ui.confirmEnd', params: {} })
        : dispatch(context, { type, by: context.actor }),
  });
}

export const pause = control('pause', 'пауза');
export const resume = control('resume', 'продолжить');
export const skip = control('skip', 'пропустить');
/** JUDGE-CONFIRM: `end` aborts the game only once the judge confirms it. */
export const end = control('end', 'завершить');
/** JUDGE-UNDO: `/mafia undo` takes back the judge's last action while nothing followed it. */
export const undo = control('undo', 'отменить');

/** What `/mafia extend` asks for: more time now (`seconds`), or later phases' length (forum). */
type ExtendForm =
  { form: 'seconds'; seconds: number } | { form: 'length'; phase: 'day' | 'night'; hours: number };

const PHASE_OPTION = { en: 'phase', ru: 'фаза' } as const;

/** Exactly one form: `seconds` alone, or `phase` with `hours` (anything else changes nothing). */
const extendForm: Precondition<object, { extension: ExtendForm }> = {
  name: 'extendForm',
  run({ interaction }) {
    const seconds = interaction.options.getInteger('seconds');
    const phase = interaction.options.getString(PHASE_OPTION.en);
    const hours = interaction.options.getInteger('hours');
    if (seconds !== null && phase === null && hours === null) {
      return { extension: { form: 'seconds', seconds } };
    }
    // A phase outside its choices (a stale or forged client) sets nothing, not the day's length.
    if (phase !== null && phase !== 'day' && phase !== 'night')
      return refuse(badChoice(PHASE_OPTION));
    if (seconds === null && phase !== null && hours !== null) {
      return { extension: { form: 'length', phase, hours } };
    }
    return refuse({ key: 'ui.extendForm', params: {} });
  },
};

function extendOptions(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return sub
    .addIntegerOption((option) =>
      described(named(option, 'seconds', 'секунды'), 'cmd.extend.seconds')
        .setMinValue(-7 * 24 * 3600)
        .setMaxValue(7 * 24 * 3600),
    )
    .addStringOption((option) =>
      described(namedOption(option, PHASE_OPTION), 'cmd.extend.phase').addChoices(
        ...localizedChoices('choice.phase', ['day', 'night'] as const),
      ),
    )
    .addIntegerOption((option) =>
      described(named(option, 'hours', 'часы'), 'cmd.extend.hours')
        .setMinValue(1)
        .setMaxValue(MAX_PHASE_HOURS),
    );
}

/**
 * `/mafia extend seconds` lengthens (forum: or shortens) the current step; `/mafia extend phase
 * hours` (forum, FORUM-SCHEDULE) sets the length of the days or nights to come. One subcommand
 * for both keeps `/mafia` within Discord's 25 subcommands.
 */
export const extend = subcommand({
  name: 'extend',
  build: (sub) => extendOptions(described(named(sub, 'extend', 'продлить'), 'cmd.extend')),
  preconditions: [gameHere, extendForm],
  run: ({ extension, ...context }) =>
    dispatch(
      context,
      extension.form === 'seconds'
        ? { type: 'extend', by: context.actor, seconds: extension.seconds }
        : {
            type: 'phaseLength',
            by: context.actor,
            phase: extension.phase,
            hours: extension.hours,
          },
    ),
});
