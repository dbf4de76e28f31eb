import { described, named } from '../../src/discord/interactions/command-kit.ts';
import {
  dispatch,
  gameHere,
  optionalPlayerSeat,
  subcommand,
} from '../../src/discord/interactions/preconditions.ts';

/**
 * `/mafia vote [player]`: a forum day vote, changeable until the deadline; without a player it
 * withdraws the vote .
 */
export const vote = subcommand({
  name: 'vote',
  build: (sub) =>
    described(named(sub, 'vote', 'голос'), 'cmd.vote').addUserOption((option) =>
      described(named(option, 'player', 'игрок'), 'cmd.vote.player'),
    ),
  preconditions: [gameHere, optionalPlayerSeat],
  run: (context) =>
    dispatch(context, { type: 'forumVote', by: context.actor, target: context.seat }),
});
