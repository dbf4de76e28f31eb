import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { MAX_PHASE_HOURS } from '../../src/engine/index.ts';
import {
  badChoice,
  described,
  localizedChoices,
  named,
  namedOption,
} from '../../src/discord/interactions/command-kit.ts';
import {
  dispatch,
  gameHere,
  refuse,
  subcommand,
  type Precondition,
} from '../../src/discord/interactions/preconditions.ts';

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
