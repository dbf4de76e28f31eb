import type {
  AutocompleteInteraction,
  SlashCommandIntegerOption,
  SlashCommandSubcommandBuilder,
} from 'discord.js';
import { isJudge, judgeSeatChoices, type GameState, type SeatPurpose } from '../../engine/index.ts';
import type { AdapterKey } from '../../i18n/adapter-messages.ts';
import { described, namedOption, type OptionName } from './command-kit.ts';

/** Discord's bounds: at most 25 choices, names of 1–100 characters. */
const MAX_CHOICES = 25;
const MAX_NAME = 100;
/** The largest table of any preset (forum: 29), with room. */
const MAX_SEAT = 99;

export const SEAT_OPTION: OptionName = { en: 'seat', ru: 'место' };

/**
 * A seat-number option (`/judge foul seat:5`): an integer the judge types, with Discord's
 * autocomplete offering "#5 Dmitry" for the seats that make sense (`purpose`).
 */
export function withSeatOption(
  sub: SlashCommandSubcommandBuilder,
  options: { name?: OptionName; key: AdapterKey; required: boolean },
): SlashCommandSubcommandBuilder {
  return sub.addIntegerOption((option: SlashCommandIntegerOption) =>
    described(namedOption(option, options.name ?? SEAT_OPTION), options.key)
      .setRequired(options.required)
      .setMinValue(1)
      .setMaxValue(MAX_SEAT)
      .setAutocomplete(true),
  );
}

export interface SeatChoice {
  name: string;
  value: number;
}

/**
 * The choices for what the judge has typed so far: the seats fit for `purpose` whose number
 * starts with the typed digits ("5", "#5"), or whose name contains the typed text ("dmi").
 */
export function seatChoices(state: GameState, purpose: SeatPurpose, typed: string): SeatChoice[] {
  const query = typed.trim().replace(/^[#№]/, '').toLowerCase();
  const byNumber = /^\d+$/.test(query);
  return judgeSeatChoices(state, purpose)
    .filter((seat) =>
      byNumber ? String(seat.seat).startsWith(query) : seat.name.toLowerCase().includes(query),
    )
    .slice(0, MAX_CHOICES)
    .map((seat) => ({ name: `#${seat.seat} ${seat.name}`.slice(0, MAX_NAME), value: seat.seat }));
}

/**
 * The answer to an autocomplete of a seat option: the choices for the judge of this channel's
 * game; nothing for anyone else (the seats' names are public, but the list is the judge's tool).
 */
export async function answerSeatAutocomplete(
  interaction: AutocompleteInteraction,
  read: () => Promise<GameState | undefined>,
  purposeOf: (subcommand: string, option: string) => SeatPurpose | undefined,
  actor: { userId: string; privileged?: boolean },
): Promise<void> {
  const focused = interaction.options.getFocused(true);
  const purpose = purposeOf(interaction.options.getSubcommand(false) ?? '', focused.name);
  const state = purpose ? await read() : undefined;
  const choices =
    state && purpose && isJudge(state, actor)
      ? seatChoices(state, purpose, String(focused.value))
      : [];
  await interaction.respond(choices);
}
