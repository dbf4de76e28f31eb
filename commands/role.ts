import {
  described,
  gameHere,
  isReply,
  named,
  type Subcommand,
} from '../src/discord/command-kit.ts';
import { inboxView } from '../src/discord/inbox.ts';

/** `/mafia role`: your role again, with anything private that could not reach your DMs. */
export const role: Subcommand = {
  name: 'role',
  nameRu: 'роль',
  build: (sub) => described(named(sub, 'role', 'роль'), 'cmd.role'),
  async execute(context) {
    const here = await gameHere(context);
    if (isReply(here)) return here;
    return inboxView(here.document, context.actor.userId, context.locale);
  },
};
