import { z } from 'zod';
import { described, named } from '../../src/discord/interactions/command-kit.ts';
import {
  dispatch,
  gameHere,
  playerSeat,
  subcommand,
  validOptions,
} from '../../src/discord/interactions/preconditions.ts';

/** `/mafia nominate player`: nominate during your own speech (also a menu on the speech message). */
export const nominate = subcommand({
  name: 'nominate',
  build: (sub) =>
    described(named(sub, 'nominate', 'выставить'), 'cmd.nominate').addUserOption((option) =>
      described(named(option, 'player', 'игрок'), 'cmd.nominate.player').setRequired(true),
    ),
  preconditions: [gameHere, playerSeat],
  run: (context) =>
    dispatch(context, { type: 'nominate', by: context.actor, target: context.seat }),
});

/** `/mafia pass`: end your own speech early. */
export const pass = subcommand({
  name: 'pass',
  build: (sub) => described(named(sub, 'pass', 'пас'), 'cmd.pass'),
  preconditions: [gameHere],
  run: (context) => dispatch(context, { type: 'pass', by: context.actor }),
});

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
