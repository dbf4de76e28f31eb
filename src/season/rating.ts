import type { Preset, Role } from '../engine/index.ts';
import type { GameSummary, PlayerLine } from './game-summary.ts';

/**
 * The season's rating: the points system sports mafia clubs keep (FIIM-style tables), not a
 * skill estimate such as Elo or OpenSkill. Why: it is what players and judges already read and
 * can check by hand from the protocols, and a sum of per-game points does not depend on the
 * order the games are counted in — a game recounted at start-up, or two processes counting two
 * games in either order, give the same table (an Elo-like rating would change with the order).
 *
 *   win of one's team                         +1
 *   Best Move naming 2 blacks / 3 blacks      +0.25 / +0.5
 *   removed by the judge (4 fouls, a disqualification, the seat that caused a team loss)  −0.5
 *
 * A draw gives no one the win point. Ties in the table go to the better average per game,
 * then to more wins, then to fewer games.
 */
export const POINTS = { win: 1, bestMoveTwo: 0.25, bestMoveThree: 0.5, removed: -0.5 } as const;

export function pointsOf(line: PlayerLine): number {
  let points = line.won ? POINTS.win : 0;
  const hits = line.bestMove?.hits ?? 0;
  if (hits >= 3) points += POINTS.bestMoveThree;
  else if (hits === 2) points += POINTS.bestMoveTwo;
  if (line.removed) points += POINTS.removed;
  return points;
}

export const PERIODS = ['all', 'year', 'month'] as const;
export type Period = (typeof PERIODS)[number];

/** The month ("YYYY-MM", UTC) a game is filed under. */
export function monthOf(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 7);
}

/** Does a period (this month, this year, or all time, at `now`) cover the month? */
export function inPeriod(month: string, period: Period, now: number): boolean {
  if (period === 'all') return true;
  const current = monthOf(now);
  return period === 'month' ? month === current : month.slice(0, 4) === current.slice(0, 4);
}

export interface Standing {
  userId: string;
  name: string;
  games: number;
  wins: number;
  points: number;
}

/** The table: every player of the given games, best first (see the tie-breaks above). */
export function standings(games: readonly GameSummary[], preset?: Preset): Standing[] {
  const byUser = new Map<string, Standing>();
  for (const game of games) {
    if (preset && game.preset !== preset) continue;
    for (const line of game.players) {
      const row = byUser.get(line.userId) ?? {
        userId: line.userId,
        name: line.name,
        games: 0,
        wins: 0,
        points: 0,
      };
      row.games++;
      if (line.won) row.wins++;
      row.points += pointsOf(line);
      row.name = line.name;
      byUser.set(line.userId, row);
    }
  }
  return [...byUser.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.points / b.games - a.points / a.games ||
      b.wins - a.wins ||
      a.games - b.games ||
      a.userId.localeCompare(b.userId),
  );
}

export interface Tally {
  games: number;
  wins: number;
}

export interface PlayerStats {
  userId: string;
  games: number;
  wins: number;
  points: number;
  bySide: { red: Tally; black: Tally };
  byRole: Partial<Record<Role, Tally>>;
  survived: number;
  fouls: number;
  bestMoves: number;
  bestMoveHits: number;
  checks: number;
  checkHits: number;
}

const tally = (into: Tally, won: boolean) => {
  into.games++;
  if (won) into.wins++;
};

/** One player's figures over the given games. */
export function playerStats(games: readonly GameSummary[], userId: string): PlayerStats {
  const stats: PlayerStats = {
    userId,
    games: 0,
    wins: 0,
    points: 0,
    bySide: { red: { games: 0, wins: 0 }, black: { games: 0, wins: 0 } },
    byRole: {},
    survived: 0,
    fouls: 0,
    bestMoves: 0,
    bestMoveHits: 0,
    checks: 0,
    checkHits: 0,
  };
  for (const line of games.flatMap((game) => game.players)) {
    if (line.userId !== userId) continue;
    tally(stats, line.won);
    tally(stats.bySide[line.side], line.won);
    tally((stats.byRole[line.role] ??= { games: 0, wins: 0 }), line.won);
    stats.points += pointsOf(line);
    if (line.survived) stats.survived++;
    stats.fouls += line.fouls;
    if (line.bestMove) stats.bestMoves++;
    stats.bestMoveHits += line.bestMove?.hits ?? 0;
    stats.checks += line.checks;
    stats.checkHits += line.checkHits;
  }
  return stats;
}
