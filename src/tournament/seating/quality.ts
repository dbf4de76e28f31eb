/**
 * The figures a seating is judged by (issue 26): how often pairs meet against E = games·9/(P−1),
 * the spread of seat numbers and table numbers per player, and games per player. Also a random
 * seating of the same sizes, the baseline the pair balance is measured against.
 */
import { gamesPlayed, meetingCounts } from './meetings.ts';
import { seatCounts } from './seat-numbers.ts';
import { tableCounts } from './table-numbers.ts';
import {
  SEATS,
  shuffledBy,
  type DrawStream,
  type SeatingRound,
  type SeatingSize,
} from './types.ts';

export interface SeatingQuality {
  /** Fewest and most games of a player. */
  games: [number, number];
  /** E = mean meetings per pair = total games·9/(P−1) averaged over players. */
  expectedMeetings: number;
  /** Fewest and most times a pair meets. */
  meetings: [number, number];
  /** pairsMeeting[k]: how many pairs meet k times. */
  pairsMeeting: number[];
  /** Σ over pairs of (meetings − E)². */
  squaredDeviation: number;
  /** Fewest and most times a player sits in one seat number. */
  seatCount: [number, number];
  /** Players whose seat counts differ by more than one. */
  unevenSeats: number;
  /** Σ over players and seat numbers of (count − games/10)²: 0 when every seat evens out. */
  seatDeviation: number;
  /** Fewest and most times a player is at one table number. */
  tableCount: [number, number];
  /** Σ over players and tables of (count − games/T)², mafiaratings' tables score. */
  tableDeviation: number;
}

/** Σ over players p and columns k of (counts[p·width + k] − games[p]/width)². */
function deviation(counts: Int32Array, width: number, games: readonly number[]): number {
  let sum = 0;
  counts.forEach((count, at) => {
    sum += (count - games[Math.floor(at / width)]! / width) ** 2;
  });
  return sum;
}

function range(values: Iterable<number>): [number, number] {
  let low = Infinity;
  let high = -Infinity;
  for (const value of values) {
    low = Math.min(low, value);
    high = Math.max(high, value);
  }
  return [low, high];
}

export function seatingQuality(size: SeatingSize, rounds: readonly SeatingRound[]): SeatingQuality {
  const { players, tables } = size;
  const meet = meetingCounts(players, rounds);
  const games = gamesPlayed(players, rounds);
  const pairs = (players * (players - 1)) / 2;
  const expected = (games.reduce((sum, g) => sum + g, 0) * (SEATS - 1)) / 2 / pairs;
  const pairsMeeting: number[] = [];
  let squaredDeviation = 0;
  const pairCounts: number[] = [];
  for (let a = 0; a < players; a++) {
    for (let b = a + 1; b < players; b++) {
      const m = meet[a * players + b]!;
      pairCounts.push(m);
      pairsMeeting[m] = (pairsMeeting[m] ?? 0) + 1;
      squaredDeviation += (m - expected) ** 2;
    }
  }
  const seats = seatCounts(players, rounds);
  const atTable = tableCounts(players, tables, rounds);
  let unevenSeats = 0;
  for (let p = 0; p < players; p++) {
    const [low, high] = range(seats.subarray(p * SEATS, (p + 1) * SEATS));
    if (high - low > 1) unevenSeats++;
  }
  return {
    games: range(games),
    expectedMeetings: expected,
    meetings: range(pairCounts),
    pairsMeeting: Array.from(pairsMeeting, (count) => count ?? 0),
    squaredDeviation,
    seatCount: range(seats),
    unevenSeats,
    seatDeviation: deviation(seats, SEATS, games),
    tableCount: range(atTable),
    tableDeviation: deviation(atTable, tables, games),
  };
}

/** Every round an independent shuffle: the first 10·T play, ten by ten in seat order. */
export function randomSeating(size: SeatingSize, stream: DrawStream): SeatingRound[] {
  const everyone = Array.from({ length: size.players }, (_, p) => p);
  return Array.from({ length: size.rounds }, () => {
    const order = shuffledBy(stream, everyone);
    return Array.from({ length: size.tables }, (_, t) => order.slice(t * SEATS, (t + 1) * SEATS));
  });
}
