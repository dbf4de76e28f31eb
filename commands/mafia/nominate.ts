import { described, named } from '../../src/discord/interactions/command-kit.ts';
import {
  dispatch,
  gameHere,
  playerSeat,
  subcommand,
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
