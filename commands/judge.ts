import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { MAX_PHASE_HOURS, SANCTIONS, type Sanction } from '../src/engine/index.ts';
import {
  badChoice,
  described,
  localizedChoices,
  named,
  namedOption,
  reasonText,
  violationChoices,
  type CommandContext,
} from '../src/discord/command-kit.ts';
import {
  dispatch,
  gameHere,
  playerSeat,
  refuse,
  subcommand,
  type FoundGame,
  type Precondition,
} from '../src/discord/preconditions.ts';

function withPlayer(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return sub.addUserOption((option) =>
    described(named(option, 'player', 'игрок'), 'cmd.option.player').setRequired(true),
  );
}

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

/** `/mafia foul|warn|disqualify|penalty player reason [details]`. */
function sanction(type: Sanction, en: string, ru: string, key: `cmd.${Sanction}`) {
  return subcommand({
    name: en,
    build: (sub) => withReason(withPlayer(described(named(sub, en, ru), key)), type),
    preconditions: [gameHere, playerSeat],
    run: (context) =>
      dispatch(context, { type, by: context.actor, seat: context.seat, reason: reasonOf(context) }),
  });
}

export const foul = sanction('foul', 'foul', 'фол', 'cmd.foul');
export const warn = sanction('warn', 'warn', 'замечание', 'cmd.warn');
export const disqualify = sanction('disqualify', 'disqualify', 'дисквалификация', 'cmd.disqualify');
export const penalty = sanction('penalty', 'penalty', 'поражение_команды', 'cmd.penalty');

export const unfoul = subcommand({
  name: 'unfoul',
  build: (sub) => withPlayer(described(named(sub, 'unfoul', 'снять_фол'), 'cmd.unfoul')),
  preconditions: [gameHere, playerSeat],
  run: (context) => dispatch(context, { type: 'unfoul', by: context.actor, seat: context.seat }),
});

/** A judge command without options: `/mafia pause|resume|skip|end|undo`. */
function control(type: 'pause' | 'resume' | 'skip' | 'end' | 'undo', ru: string) {
  return subcommand({
    name: type,
    build: (sub) => described(named(sub, type, ru), `cmd.${type}`),
    preconditions: [gameHere],
    run: (context) => dispatch(context, { type, by: context.actor }),
  });
}

export const pause = control('pause', 'пауза');
export const resume = control('resume', 'продолжить');
export const skip = control('skip', 'пропустить');
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
