import { described, ephemeral, named } from '../../src/discord/interactions/command-kit.ts';
import { refuse, subcommand } from '../../src/discord/interactions/preconditions.ts';
import { standingsOf } from '../../src/tournament/service/views.ts';
import { tournaments } from './kit.ts';

/** `/tournament standings`: the table as it stands, to the asker. */
export const standingsNow = subcommand({
  name: 'standings',
  build: (sub) => described(named(sub, 'standings', 'таблица'), 'cmd.tournament.standings'),
  preconditions: [tournaments],
  async run(context) {
    const document = await context.tournaments.read(context.interaction.guildId);
    if (!document) return refuse({ key: 'tournament.none', params: {} });
    return ephemeral({ key: 'tournament.standings', params: standingsOf(document.tournament) });
  },
});
