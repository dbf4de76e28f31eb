import { described, named } from '../../src/discord/interactions/command-kit.ts';
import { subcommand } from '../../src/discord/interactions/preconditions.ts';
import { act, actorIn, tournaments } from './kit.ts';

/** `/tournament start_round`: the next round, every table's game opened at once. */
export const startRound = subcommand({
  name: 'start_round',
  build: (sub) => described(named(sub, 'start_round', 'начать_тур'), 'cmd.tournament.start_round'),
  preconditions: [tournaments],
  run: (context) => act(context, { type: 'startRound', by: actorIn(context) }),
});
