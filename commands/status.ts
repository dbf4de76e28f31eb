import { tableView } from '../src/engine/table-view.ts';
import { status as statusOf } from '../src/engine/views.ts';
import {
  described,
  gameHere,
  isReply,
  named,
  publicly,
  type Subcommand,
} from '../src/discord/command-kit.ts';
import { tablePictureAttachment } from '../src/discord/table-picture-file.ts';

/** `/mafia status`: phase, day, seats alive, fouls, time left — public, no roles — and the picture. */
export const status: Subcommand = {
  name: 'status',
  nameRu: 'статус',
  build: (sub) => described(named(sub, 'status', 'статус'), 'cmd.status'),
  async execute(context) {
    const here = await gameHere(context);
    if (isReply(here)) return here;
    const { state, meta } = here.document;
    // Public, so in the game's language, as the summary beside it.
    const picture = await tablePictureAttachment(tableView(state), meta.locale, context.logger);
    return { ...publicly(statusOf(state), meta.locale), ...(picture ? { files: [picture] } : {}) };
  },
};
