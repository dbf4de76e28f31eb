import { described, named } from '../../src/discord/interactions/command-kit.ts';
import { dispatch, gameHere, subcommand } from '../../src/discord/interactions/preconditions.ts';

/** `/mafia join`: the same as the lobby's Join button. */
export const join = subcommand({
  name: 'join',
  build: (sub) => described(named(sub, 'join', 'войти'), 'cmd.join'),
  preconditions: [gameHere],
  run: (context) => dispatch(context, { type: 'join', by: context.actor }),
});
