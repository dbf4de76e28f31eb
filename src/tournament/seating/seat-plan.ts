/**
 * The seating of a tournament (issue 26, item 2): phases 1a (who plays each round), 1b (who
 * sits with whom), 1c (table numbers) and 2 (seat numbers), each on its own labelled stream.
 * A first seating and a re-seating after a removal are one computation: the rounds already
 * played stay as they are, the coming ones are seated among the players left, and every
 * balance counts the played rounds in.
 */
import { gamesPlayed, meetingCounts } from './meetings.ts';
import { assignSeats } from './seat-numbers.ts';
import { searchCosts, PAIR_WEIGHT } from './search-costs.ts';
import { balanceTableNumbers, tableCounts } from './table-numbers.ts';
import { searchTables, type SearchPlan } from './table-search.ts';
import { roundLineups } from './who-plays.ts';
import {
  SEATS,
  shuffledBy,
  type SeatingDraws,
  type SeatingRound,
  type SeatingSize,
} from './types.ts';

export interface ReseatInput {
  size: SeatingSize;
  /** The rounds already played, which never change (none for a first seating). */
  played: readonly SeatingRound[];
  /** Players no longer seated: dropped out or removed from the tournament. */
  removed: readonly number[];
  draws: SeatingDraws;
  /** Search iterations per player place of the coming rounds (tests of structure use few). */
  effort?: number;
}

/** Search length per player place of the coming rounds, and its threshold schedule. */
export const SEARCH_ITERATIONS_PER_PLACE = 2000;
export const SEARCH_START_THRESHOLD = 12 * PAIR_WEIGHT;
export const SEARCH_COOL_PERCENT = 80;

/** The labels of a seating's streams: "seating/from-round-<first coming round>/<phase>". */
export function seatingLabel(firstComingRound: number, phase: string): string {
  return `seating/from-round-${firstComingRound}/${phase}`;
}

function searchPlan(rounds: number, places: number, effort: number): SearchPlan {
  return {
    iterations: effort * rounds * places,
    startThreshold: SEARCH_START_THRESHOLD,
    coolPercent: SEARCH_COOL_PERCENT,
  };
}

/** All rounds: the played ones as they were, then the coming ones seated. */
export function reseat(input: ReseatInput): SeatingRound[] {
  const { size, played, draws } = input;
  const removed = new Set(input.removed);
  const remaining = Array.from({ length: size.players }, (_, p) => p).filter(
    (p) => !removed.has(p),
  );
  const tables = Math.min(size.tables, Math.floor(remaining.length / SEATS));
  const rounds = Math.max(0, size.rounds - played.length);
  if (tables === 0) return [...played, ...Array.from({ length: rounds }, () => [])];
  const label = (phase: string) => draws(seatingLabel(played.length + 1, phase));
  const places = tables * SEATS;

  const lineups = roundLineups(
    remaining,
    gamesPlayed(size.players, played),
    rounds,
    places,
    label('players'),
  );
  const start = label('start');
  const seated = lineups.map((lineup) => Int32Array.from(shuffledBy(start, lineup)));
  const out = lineups.map((lineup) => {
    const playing = new Set(lineup);
    return Int32Array.from(remaining.filter((p) => !playing.has(p)));
  });
  const groupsOf = (round: Int32Array) =>
    Array.from({ length: tables }, (_, t) =>
      Array.from(round.subarray(t * SEATS, (t + 1) * SEATS)),
    );
  const comingGroups = seated.map(groupsOf);
  const everyRound = [...played, ...comingGroups];
  const meet = meetingCounts(size.players, everyRound);
  const atTable = tableCounts(size.players, tables, everyRound);
  const games = gamesPlayed(size.players, everyRound);
  const expected =
    (remaining.reduce((sum, p) => sum + games[p]!, 0) * (SEATS - 1)) /
    (remaining.length * (remaining.length - 1));
  const costs = searchCosts(expected, size.rounds, tables);
  const search = { players: size.players, meet, atTable, seated, out, costs };
  searchTables(
    search,
    searchPlan(rounds, places, input.effort ?? SEARCH_ITERATIONS_PER_PLACE),
    label('search'),
  );
  const groups = seated.map(groupsOf);
  balanceTableNumbers(size.players, played, groups);
  return [...played, ...assignSeats(size.players, played, groups, label('seats'))];
}

/** A first seating: P players, T tables of 10, R rounds. */
export function generateSeating(
  size: SeatingSize,
  draws: SeatingDraws,
  effort?: number,
): SeatingRound[] {
  return reseat({ size, played: [], removed: [], draws, effort });
}
