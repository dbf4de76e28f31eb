import { AttachmentBuilder } from 'discord.js';
import { described, ephemeral, named } from '../../src/discord/interactions/command-kit.ts';
import { refuse, subcommand } from '../../src/discord/interactions/preconditions.ts';
import { gamesCsv, standingsCsv, tournamentJson } from '../../src/tournament/service/export.ts';
import { tournaments } from './kit.ts';

/** `/tournament export`: the games and the standings as JSON and CSV (README maps the fields). */
export const exportResults = subcommand({
  name: 'export',
  build: (sub) => described(named(sub, 'export', 'экспорт'), 'cmd.tournament.export'),
  preconditions: [tournaments],
  async run(context) {
    const document = await context.tournaments.read(context.interaction.guildId);
    if (!document) return refuse({ key: 'tournament.none', params: {} });
    const { tournament } = document;
    const file = (text: string, name: string) => new AttachmentBuilder(Buffer.from(text), { name });
    return {
      ...ephemeral({ key: 'tournament.exported', params: {} }),
      files: [
        file(tournamentJson(tournament), 'tournament.json'),
        file(standingsCsv(tournament), 'standings.csv'),
        file(gamesCsv(tournament), 'games.csv'),
      ],
    } as ReturnType<typeof ephemeral>;
  },
});
