import { status as statusOf } from '../src/engine/views.ts';
import {
  described,
  gameHere,
  isReply,
  named,
  publicly,
  type Subcommand,
} from '../src/discord/command-kit.ts';

/** `/mafia status`: phase, day, seats alive, fouls, time left — public, no roles. */
export const status: Subcommand = {
  name: 'status',
  nameRu: 'статус',
  build: (sub) => described(named(sub, 'status', 'статус'), 'cmd.status'),
  async execute(context) {
    const here = await gameHere(context);
    if (isReply(here)) return here;
    return publicly(statusOf(here.document.state), here.document.meta.locale);
  },
};
