import { described, named } from '../../src/discord/interactions/command-kit.ts';
import { subcommand } from '../../src/discord/interactions/preconditions.ts';
import { act, actorIn, playerOption, tournaments } from './kit.ts';

/** `/tournament add player`: the chief judge registers a member. */
export const add = subcommand({
  name: 'add',
  build: (sub) => playerOption(described(named(sub, 'add', 'добавить'), 'cmd.tournament.add')),
  preconditions: [tournaments],
  run(context) {
    const user = context.interaction.options.getUser('player', true);
    const member = context.interaction.options.getMember('player');
    const name = member?.displayName ?? user.globalName ?? user.username;
    return act(context, {
      type: 'addPlayer',
      by: actorIn(context),
      player: { userId: user.id, name },
    });
  },
});
