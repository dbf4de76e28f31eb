import { AttachmentBuilder } from 'discord.js';
import { described, ephemeral, named } from '../../src/discord/interactions/command-kit.ts';
import { subcommand } from '../../src/discord/interactions/preconditions.ts';
import { seasonGamesCsv, seasonJson, seasonStandingsCsv } from '../../src/season/export.ts';
import { seasonAdmin } from './season-kit.ts';

/** `/season export [season]`: the standings and every counted game, as JSON and CSV (README). */
export const exportSeason = subcommand({
  name: 'export',
  build: (sub) =>
    described(named(sub, 'export', 'экспорт'), 'cmd.season.export').addStringOption((o) =>
      described(named(o, 'season', 'сезон'), 'cmd.season.which').setMaxLength(40),
    ),
  preconditions: [seasonAdmin],
  async run(context) {
    const { options, guildId } = context.interaction;
    const name = options.getString('season')?.trim() || undefined;
    const outcome = await context.seasonAdmin.exportOf(guildId, name);
    if (!outcome.ok) return ephemeral(outcome.error);
    const data = outcome.value;
    const file = (text: string, fileName: string) =>
      new AttachmentBuilder(Buffer.from(text), { name: fileName });
    const season = data.season?.name;
    return {
      ...ephemeral({
        key: 'season.exported',
        params: { games: data.games.length, ...(season ? { season } : {}) },
      }),
      files: [
        file(seasonJson(data), 'season.json'),
        file(seasonStandingsCsv(data), 'season-standings.csv'),
        file(seasonGamesCsv(data), 'season-games.csv'),
      ],
    } as ReturnType<typeof ephemeral>;
  },
});
