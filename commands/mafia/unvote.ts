import { described, named } from '../../src/discord/interactions/command-kit.ts';
import { dispatch, gameHere, subcommand } from '../../src/discord/interactions/preconditions.ts';

/** `/mafia unvote`: take your forum vote back (the same as `/mafia vote` with no player). */
export const unvote = subcommand({
  name: 'unvote',
  build: (sub) => described(named(sub, 'unvote', 'снять_голос'), 'cmd.unvote'),
  preconditions: [gameHere],
  run: (context) => dispatch(context, { type: 'forumVote', by: context.actor, target: null }),
});
