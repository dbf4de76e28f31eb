import {
  described,
  gameOfUser,
  isReply,
  named,
  type Subcommand,
} from '../src/discord/command-kit.ts';
import { inboxView } from '../src/discord/inbox.ts';

/**
 * `/mafia role`: your role again, with anything private that could not reach your DMs; in any
 * channel of the server (the fallback when DMs are closed), always ephemeral.
 */
export const role: Subcommand = {
  name: 'role',
  nameRu: 'роль',
  build: (sub) => described(named(sub, 'role', 'роль'), 'cmd.role'),
  async execute(context) {
    const mine = await gameOfUser(context);
    if (isReply(mine)) return mine;
    return inboxView(mine.document, context.actor.userId, context.locale);
  },
};
