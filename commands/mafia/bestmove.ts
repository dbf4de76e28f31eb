import { z } from 'zod';
import { described, named } from '../../src/discord/interactions/command-kit.ts';
import {
  dispatch,
  gameHere,
  subcommand,
  validOptions,
} from '../../src/discord/interactions/preconditions.ts';

/** Seat numbers as people type them: "3 5 8", "3,5,8", "#3 #5" (seats 1–99). */
export const seatListSchema = z
  .string()
  .transform((input) =>
    input
      .split(/[\s,;]+/)
      .filter((part) => part !== '')
      .map((part) => Number(part.replace(/^[#№]/, ''))),
  )
  .pipe(z.array(z.number().int().positive().lt(100)).min(1));

/** The option's length on Discord: the refusal quotes no more (a forged value may be longer). */
const MAX_SEATS_INPUT = 40;

/** `/mafia bestmove players:"3 5 8"`: the first-night victim's Best Move. */
export const bestmove = subcommand({
  name: 'bestmove',
  build: (sub) =>
    described(named(sub, 'bestmove', 'лучший_ход'), 'cmd.bestmove').addStringOption((option) =>
      described(named(option, 'players', 'игроки'), 'cmd.bestmove.players')
        .setRequired(true)
        .setMaxLength(MAX_SEATS_INPUT),
    ),
  preconditions: [
    validOptions(
      'seats',
      (interaction) => interaction.options.getString('players', true),
      seatListSchema,
      (input) => ({
        key: 'ui.badSeats',
        params: {
          input: input.length > MAX_SEATS_INPUT ? `${input.slice(0, MAX_SEATS_INPUT)}…` : input,
        },
      }),
    ),
    gameHere,
  ],
  run: (context) =>
    dispatch(context, { type: 'bestMove', by: context.actor, seats: context.seats }),
});
