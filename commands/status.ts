import { status as statusOf } from '../src/engine/index.ts';
import { described, named, publicly } from '../src/discord/command-kit.ts';
import { gameHere, subcommand } from '../src/discord/preconditions.ts';

/** `/mafia status`: phase, day, seats alive, fouls, time left — public, no roles. */
export const status = subcommand({
  name: 'status',
  nameRu: 'статус',
  build: (sub) => described(named(sub, 'status', 'статус'), 'cmd.status'),
  preconditions: [gameHere],
  run: ({ game }) => publicly(statusOf(game.document.state), game.document.meta.locale),
});
