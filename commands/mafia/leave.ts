import { described, named } from '../../src/discord/interactions/command-kit.ts';
import { dispatch, gameHere, subcommand } from '../../src/discord/interactions/preconditions.ts';

/** `/mafia leave`: the same as the lobby's Leave button. */
export const leave = subcommand({
  name: 'leave',
  build: (sub) => described(named(sub, 'leave', 'выйти'), 'cmd.leave'),
  preconditions: [gameHere],
  run: (context) => dispatch(context, { type: 'leave', by: context.actor }),
});
