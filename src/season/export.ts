import { csvCell } from '../protocol/index.ts';
import { ratingRoleOf } from '../protocol/seat-history.ts';
import type { SeasonDates, VoidRecord } from './admin.ts';
import type { GameSummary } from './game-summary.ts';
import { pointsOf, standings } from './rating.ts';

/**
 * The season's results out (issue 26, items 7 and 8): the standings and every counted game, as
 * CSV sheets and one JSON document (README, "Season export" maps the fields onto mafiaratings'
 * and Polemica's). Pure: the caller hands in the games that count (voids and dates applied).
 */
export interface SeasonExport {
  guildId: string;
  season: SeasonDates | undefined;
  /** The games that count, oldest first. */
  games: readonly GameSummary[];
  /** Every void on record, standing or restored (who, when, why). */
  voids: readonly VoidRecord[];
}

const STANDINGS_COLUMNS = ['rank', 'user_id', 'nickname', 'games', 'wins', 'points'] as const;

const GAMES_COLUMNS = [
  'game_id',
  'date',
  'channel_id',
  'preset',
  'winner',
  'seat',
  'user_id',
  'nickname',
  'role',
  'rating_role',
  'side',
  'won',
  'points',
  'best_move_hits',
  'fouls',
  'removed',
] as const;

type Cell = string | number | boolean | null;
const line = (cells: readonly Cell[]) => cells.map(csvCell).join(',');
const sheet = (head: readonly string[], rows: Cell[][]) =>
  [line(head), ...rows.map(line)].join('\n') + '\n';
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Points to two decimals, as a sheet and a hand computation read them. */
const round2 = (value: number) => Math.round(value * 100) / 100;

export function seasonStandingsCsv(data: SeasonExport): string {
  const rows = standings(data.games).map((row, index) => [
    index + 1,
    row.userId,
    row.name,
    row.games,
    row.wins,
    round2(row.points),
  ]);
  return sheet(STANDINGS_COLUMNS, rows);
}

export function seasonGamesCsv(data: SeasonExport): string {
  const rows = data.games.flatMap((game) =>
    game.players.map((player): Cell[] => [
      game.gameId,
      isoDay(game.createdAt),
      game.channelId ?? null,
      game.preset,
      game.winner,
      player.seat,
      player.userId,
      player.name,
      player.role,
      ratingRoleOf(player.role),
      player.side,
      player.won,
      round2(pointsOf(player)),
      player.bestMove?.hits ?? null,
      player.fouls,
      player.removed,
    ]),
  );
  return sheet(GAMES_COLUMNS, rows);
}

/** mafiaratings' game JSON words (include/game.php, Game::api_help): civ / maf / sheriff / don. */
const SITE_ROLE = { civ: 'civ', srf: 'sheriff', maf: 'maf', don: 'don' } as const;
const SITE_WINNER = { red: 'civ', black: 'maf', draw: 'tie' } as const;

/** A game as mafiaratings' game JSON has it (the fields we can fill; README says which). */
function siteGame(game: GameSummary) {
  return {
    id: game.gameId,
    startTime: new Date(game.createdAt).toISOString(),
    winner: SITE_WINNER[game.winner],
    players: [...game.players]
      .sort((a, b) => a.seat - b.seat)
      .map((player) => ({
        id: player.userId,
        name: player.name,
        role: SITE_ROLE[ratingRoleOf(player.role)],
        // Removed by the judge: four fouls are the site's "warnings", anything else a kick-out.
        ...(player.removed ? { death: { type: player.fouls >= 4 ? 'warnings' : 'kickOut' } } : {}),
        ...(player.fouls > 0 ? { warnings: player.fouls } : {}),
      })),
  };
}

/** Everything a club keeps of the season, as one JSON document. */
export function seasonJson(data: SeasonExport): string {
  return JSON.stringify(
    {
      format: 'mafia-bot/season',
      version: 1,
      guildId: data.guildId,
      season: data.season ?? null,
      standings: standings(data.games).map((row, index) => ({
        rank: index + 1,
        ...row,
        points: round2(row.points),
      })),
      games: data.games.map((game) => ({
        gameId: game.gameId,
        date: isoDay(game.createdAt),
        channelId: game.channelId ?? null,
        preset: game.preset,
        winner: game.winner,
        players: game.players.map((player) => ({
          seat: player.seat,
          userId: player.userId,
          nickname: player.name,
          role: player.role,
          ratingRole: ratingRoleOf(player.role),
          won: player.won,
          points: round2(pointsOf(player)),
        })),
        mafiaratings: siteGame(game),
      })),
      voids: data.voids,
    },
    null,
    2,
  );
}
