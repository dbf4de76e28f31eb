import { described, named } from '../../src/discord/interactions/command-kit.ts';
import { subcommand } from '../../src/discord/interactions/preconditions.ts';
import { act, actorIn, playerOption, tournaments } from './kit.ts';

/** `/tournament drop player`: off the list, before round 1. */
export const drop = subcommand({
  name: 'drop',
  build: (sub) => playerOption(described(named(sub, 'drop', 'снять'), 'cmd.tournament.drop')),
  preconditions: [tournaments],
  run(context) {
    const userId = context.interaction.options.getUser('player', true).id;
    return act(context, { type: 'dropPlayer', by: actorIn(context), userId });
  },
});
