import { AttachmentBuilder } from 'discord.js';
import { described, ephemeral, named, type CommandContext } from '../../src/discord/interactions/command-kit.ts';
import type { TournamentService } from '../../src/tournament/service/tournament-service.ts';
import { refuse, subcommand } from '../../src/discord/interactions/preconditions.ts';
import { currentRound, type TournamentState } from '../../src/tournament/domain/index.ts';
import { gamesCsv, standingsCsv, tournamentJson } from '../../src/tournament/service/export.ts';
import { standingsOf } from '../../src/tournament/service/views.ts';
import { act, actorIn, tournaments } from './kit.ts';

const gameAt = (state: TournamentState, round: number, table: number) =>
  state.started[round - 1]?.tables.find((t) => t.table === table)?.gameId;

/** The value as typed (a decimal comma, a typographic minus), for the acknowledgement. */
function typed(value: string): number {
  const number = Number(value.trim().replace(',', '.').replace('\u2212', '-'));
  return Number.isFinite(number) ? number : 0;
}

/** The points of a seat of a table's game (the current round's unless `round` is given). */
async function givePoints(context: CommandContext & { tournaments: TournamentService }) {
  const { options, guildId } = context.interaction;
  const document = await context.tournaments.read(guildId);
  if (!document) return refuse({ key: 'tournament.none', params: {} });
  const table = options.getInteger('table', true);
  const round = options.getInteger('round') ?? currentRound(document.tournament);
  const gameId = gameAt(document.tournament, round, table);
  if (!gameId) return refuse({ key: 'tournament.noTableGame', params: { table, round } });
  const seat = options.getInteger('seat', true);
  const value = options.getString('value', true);
  const reason = options.getString('reason') ?? '';
  const command = {
    type: 'extraPoints' as const,
    by: actorIn(context),
    gameId,
    seat,
    points: value,
    reason,
  };
  return act(context, command, {
    key: 'tournament.pointsGiven',
    params: { seat, points: typed(value) },
  });
}

/** `/tournament points table seat value [reason] [round]`: the table judge's extra points. */
export const points = subcommand({
  name: 'points',
  build: (sub) =>
    described(named(sub, 'points', 'баллы'), 'cmd.tournament.points')
      .addIntegerOption((o) =>
        described(named(o, 'table', 'стол'), 'cmd.tournament.number')
          .setRequired(true)
          .setMinValue(1),
      )
      .addIntegerOption((o) =>
        described(named(o, 'seat', 'место'), 'cmd.tournament.seat')
          .setRequired(true)
          .setMinValue(1)
          .setMaxValue(16),
      )
      .addStringOption((o) =>
        described(named(o, 'value', 'значение'), 'cmd.tournament.value')
          .setRequired(true)
          .setMaxLength(10),
      )
      .addStringOption((o) =>
        described(named(o, 'reason', 'причина'), 'cmd.tournament.reason').setMaxLength(200),
      )
      .addIntegerOption((o) =>
        described(named(o, 'round', 'тур'), 'cmd.tournament.round').setMinValue(1),
      ),
  preconditions: [tournaments],
  run: givePoints,
});

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
