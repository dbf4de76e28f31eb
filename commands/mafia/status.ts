import { status as statusOf, tableView } from '../../src/engine/index.ts';
import { described, named, publicly } from '../../src/discord/interactions/command-kit.ts';
import { gameHere, subcommand } from '../../src/discord/interactions/preconditions.ts';
import { tablePictureAttachment } from '../../src/discord/screens/table-picture-file.ts';

/** `/mafia status`: phase, day, seats alive, fouls, time left — public, no roles — and the picture. */
export const status = subcommand({
  name: 'status',
  build: (sub) => described(named(sub, 'status', 'статус'), 'cmd.status'),
  preconditions: [gameHere],
  answersInPublic: true,
  run({ game, logger }) {
    const { state, meta } = game.document;
    const view = tableView(state);
    // Public, so in the game's language, as the summary beside it. The words go at once; the
    // picture, drawn in its own thread, follows on the same message (issue 23, defect 4).
    return {
      ...publicly(statusOf(state), meta.locale),
      later: async () => {
        const picture = await tablePictureAttachment(view, meta.locale, logger);
        return picture ? [picture] : [];
      },
    };
  },
});
