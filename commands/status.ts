import { status as statusOf, tableView } from '../src/engine/index.ts';
import { described, named, publicly } from '../src/discord/command-kit.ts';
import { gameHere, subcommand } from '../src/discord/preconditions.ts';
import { tablePictureAttachment } from '../src/discord/table-picture-file.ts';

/** `/mafia status`: phase, day, seats alive, fouls, time left — public, no roles — and the picture. */
export const status = subcommand({
  name: 'status',
  nameRu: 'статус',
  build: (sub) => described(named(sub, 'status', 'статус'), 'cmd.status'),
  preconditions: [gameHere],
  answersInPublic: true,
  async run({ game, logger }) {
    const { state, meta } = game.document;
    // Public, so in the game's language, as the summary beside it.
    const picture = await tablePictureAttachment(tableView(state), meta.locale, logger);
    return { ...publicly(statusOf(state), meta.locale), ...(picture ? { files: [picture] } : {}) };
  },
});
