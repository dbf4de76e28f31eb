import { described, named } from '../../src/discord/interactions/command-kit.ts';
import { inboxView } from '../../src/discord/screens/inbox.ts';
import { gameOfUser, subcommand } from '../../src/discord/interactions/preconditions.ts';

/**
 * `/mafia role`: your role again, with anything private that could not reach your DMs; in any
 * channel of the server (the fallback when DMs are closed), always ephemeral.
 */
export const role = subcommand({
  name: 'role',
  build: (sub) => described(named(sub, 'role', 'роль'), 'cmd.role'),
  preconditions: [gameOfUser],
  run: (context) => inboxView(context.game.document, context.actor.userId, context.locale),
});
