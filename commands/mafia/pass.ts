import { described, named } from '../../src/discord/interactions/command-kit.ts';
import { dispatch, gameHere, subcommand } from '../../src/discord/interactions/preconditions.ts';

/** `/mafia pass`: end your own speech early. */
export const pass = subcommand({
  name: 'pass',
  build: (sub) => described(named(sub, 'pass', 'пас'), 'cmd.pass'),
  preconditions: [gameHere],
  run: (context) => dispatch(context, { type: 'pass', by: context.actor }),
});
