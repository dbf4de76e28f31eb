import { described, named } from '../../src/discord/interactions/command-kit.ts';
import { dispatch, gameHere, subcommand } from '../../src/discord/interactions/preconditions.ts';

/** JUDGE-RESTART-SPEECH: `/judge restart`. */
export const restart = subcommand({
  name: 'restart',
  build: (sub) => described(named(sub, 'restart', 'заново'), 'cmd.judge.restart'),
  preconditions: [gameHere],
  run: (context) => dispatch(context, { type: 'restartSpeech', by: context.actor }),
});
