import { compensationOf } from './compensation.ts';
import type { ExtraAward } from './extra-points.ts';
import { scoreGame, type ScorableGame, type SeatScore } from './game-score.ts';
import type { Hundredths } from './hundredths.ts';
import type { ScoringProfile, Tiebreaker } from './profile.ts';

export interface StandingsOptions {
  /** Finals: the judges' extra points stay hidden (left out of totals and tie-breaks) until the end. */
  hideExtra?: boolean;
  /** The final table: only the first N rows (ranked over everybody). */
  topN?: number;
}

/** One player's line, all points in hundredths. */
export interface StandingsRow {
  /** 1, 2, 3…: the place in the total order (the user id settles what the tie-breaks leave). */
  rank: number;
  userId: string;
  /** As in his latest game (by its start, then its id). */
  name: string;
  games: number;
  wins: number;
  /** Wins as Sheriff or Don. */
  roleWins: number;
  /** Times killed on Night 1 as a red. */
  firstKilled: number;
  points: {
    win: Hundredths;
    /** null while hidden (options.hideExtra). */
    extra: Hundredths | null;
    bestMove: Hundredths;
    ci: Hundredths;
    penalty: Hundredths;
    /** win + extra (if shown) + bestMove + ci + penalty. */
    total: Hundredths;
  };
}

interface Tally {
  userId: string;
  name: string;
  latest: string;
  games: number;
  wins: number;
  roleWins: number;
  firstKilled: number;
  compensated: number;
  win: number;
  extra: number;
  bestMove: number;
  penalty: number;
}

const emptyTally = (userId: string): Tally => ({
  userId,
  name: '',
  latest: '',
  games: 0,
  wins: 0,
  roleWins: 0,
  firstKilled: 0,
  compensated: 0,
  win: 0,
  extra: 0,
  bestMove: 0,
  penalty: 0,
});

function add(tally: Tally, score: SeatScore, game: ScorableGame): void {
  tally.games++;
  if (score.won) tally.wins++;
  if (score.roleWin) tally.roleWins++;
  if (score.firstKilled) tally.firstKilled++;
  if (score.compensated) tally.compensated++;
  tally.win += score.win;
  tally.extra += score.extra;
  tally.bestMove += score.bestMove;
  tally.penalty += score.penalty;
  // The name of the latest game wins whatever order the games come in.
  const when = `${game.createdAt}\u0000${game.gameId}`;
  if (when >= tally.latest) {
    tally.latest = when;
    tally.name = score.name;
  }
}

function rowOf(tally: Tally, profile: ScoringProfile, hideExtra: boolean): StandingsRow {
  const ci = compensationOf(tally, profile);
  const shownExtra = hideExtra ? 0 : tally.extra;
  return {
    rank: 0,
    userId: tally.userId,
    name: tally.name,
    games: tally.games,
    wins: tally.wins,
    roleWins: tally.roleWins,
    firstKilled: tally.firstKilled,
    points: {
      win: tally.win,
      extra: hideExtra ? null : tally.extra,
      bestMove: tally.bestMove,
      ci,
      penalty: tally.penalty,
      total: tally.win + shownExtra + tally.bestMove + ci + tally.penalty,
    },
  };
}

/** A tie-break's value for a row, more is better; hidden extra points count as none. */
export function tiebreakValue(row: StandingsRow, tiebreaker: Tiebreaker): number {
  const extra = row.points.extra ?? 0;
  switch (tiebreaker) {
    case 'extraSum':
      return extra + row.points.bestMove + row.points.penalty;
    case 'extra':
      return extra;
    case 'wins':
      return row.wins;
    case 'roleWins':
      return row.roleWins;
    case 'firstKilled':
      return row.firstKilled;
  }
}

/** The order of the table: total, the profile's tie-breaks in order, then the user id. */
export function compareRows(a: StandingsRow, b: StandingsRow, profile: ScoringProfile): number {
  if (a.points.total !== b.points.total) return b.points.total - a.points.total;
  for (const tiebreaker of profile.tiebreakers) {
    const difference = tiebreakValue(b, tiebreaker) - tiebreakValue(a, tiebreaker);
    if (difference !== 0) return difference;
  }
  // Code-unit order, not a locale's: the same table on every machine.
  return a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0;
}

/**
 * The tournament's standings (issue 26, item 5, as data): every player of the counted games with
 * points split into wins / extra / Best Move / Ci / penalties, best first. Each game is given once;
 * the order of the games and of the awards changes nothing.
 */
export function standings(
  games: readonly ScorableGame[],
  extras: readonly ExtraAward[],
  profile: ScoringProfile,
  options: StandingsOptions = {},
): StandingsRow[] {
  const tallies = new Map<string, Tally>();
  for (const game of games) {
    for (const score of scoreGame(game, profile, extras)) {
      const tally = tallies.get(score.userId) ?? emptyTally(score.userId);
      add(tally, score, game);
      tallies.set(score.userId, tally);
    }
  }
  const rows = [...tallies.values()]
    .map((tally) => rowOf(tally, profile, options.hideExtra ?? false))
    .sort((a, b) => compareRows(a, b, profile))
    .map((row, index) => ({ ...row, rank: index + 1 }));
  return options.topN === undefined ? rows : rows.slice(0, Math.max(0, options.topN));
}
