import { csvCell } from '../../protocol/index.ts';
import {
  currentRound,
  extrasHidden,
  isOver,
  tableOfGame,
  type TournamentState,
} from '../domain/index.ts';
import { seatingFile } from '../seating-file.ts';
import { standingsOf } from './views.ts';

/** The standings' columns, as a rating site's import reads them (README, "Tournaments"). */
const STANDINGS_COLUMNS = [
  'rank',
  'user_id',
  'name',
  'games',
  'wins',
  'total',
  'win',
  'extra',
  'best_move',
  'ci',
  'penalty',
  'removed',
  'finalist',
] as const;

/** One row per seat of each counted game. */
const GAMES_COLUMNS = [
  'game_id',
  'round',
  'table',
  'seat',
  'user_id',
  'name',
  'role',
  'side',
  'outcome',
  'out',
  'best_move_hits',
  'extra',
  'extra_reason',
] as const;

const line = (cells: readonly (string | number | boolean | null)[]) => cells.map(csvCell).join(',');

export function standingsCsv(state: TournamentState): string {
  const rows = standingsOf(state).rows.map((row) =>
    line([
      row.rank,
      row.userId,
      row.name,
      row.games,
      row.wins,
      row.total,
      row.win,
      row.extra,
      row.bestMove,
      row.ci,
      row.penalty,
      row.removed,
      row.finalist,
    ]),
  );
  return [line(STANDINGS_COLUMNS), ...rows].join('\n') + '\n';
}

/** Every seat of every counted game; the extra points left empty while hidden (TOUR-HIDDEN-EXTRAS). */
export function gamesCsv(state: TournamentState): string {
  const hidden = extrasHidden(state);
  const rows = Object.values(state.results).flatMap((game) => {
    const table = tableOfGame(state, game.gameId);
    return game.seats.map((seat) => {
      const extra = hidden
        ? undefined
        : state.extras.find((e) => e.gameId === game.gameId && e.seat === seat.seat);
      return line([
        game.gameId,
        table?.round ?? null,
        table?.table ?? null,
        seat.seat,
        seat.userId,
        seat.name,
        seat.ratingRole,
        seat.side,
        seat.outcome,
        seat.out?.type ?? null,
        seat.bestMove?.hits ?? null,
        extra ? extra.points / 100 : null,
        extra?.reason ?? null,
      ]);
    });
  });
  return [line(GAMES_COLUMNS), ...rows].join('\n') + '\n';
}

/**
 * The published seating (seating-file.ts): players numbered by registration, the removals, and
 * the seed once the last round is played (TOUR-SEED-COMMIT); before round 1 there is none.
 */
export function tournamentSeating(state: TournamentState) {
  if (currentRound(state) === 0) return undefined;
  const number = (userId: string) => state.players.findIndex((p) => p.userId === userId) + 1;
  const file = seatingFile(
    {
      players: state.players.length,
      tables: state.tables,
      rounds: state.rounds,
      seed: state.seed,
      removed: state.removed.map((r) => ({ player: number(r.userId), fromRound: r.fromRound })),
    },
    isOver(state),
  );
  const finalists = state.final?.finalists;
  const seats = state.started[state.rounds]?.tables[0]?.seats;
  if (!finalists || !seats) return file;
  return { ...file, final: { players: finalists.map(number), seats: seats.map(number) } };
}

/** Everything a club keeps of the tournament, as one JSON document. */
export function tournamentJson(state: TournamentState): string {
  const over = isOver(state);
  return JSON.stringify(
    {
      format: 'mafia-bot/tournament',
      version: 1,
      name: state.name,
      preset: state.preset,
      rounds: state.rounds,
      tables: state.tables,
      geo74: state.geo74,
      geo76: state.geo76,
      profile: state.profile,
      seedSha256: state.seedSha256,
      ...(over ? { seed: state.seed } : {}),
      players: state.players.map((p, index) => ({ number: index + 1, ...p })),
      removed: state.removed,
      started: state.started,
      seating: tournamentSeating(state) ?? null,
      games: Object.values(state.results),
      extras: extrasHidden(state) ? null : state.extras,
      final: state.final ?? null,
      standings: standingsOf(state).rows,
    },
    null,
    2,
  );
}
