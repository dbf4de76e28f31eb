/**
 * Phase 1b of the seating: who sits at which table, by threshold accepting (a deterministic
 * simulated annealing, Dueck & Scheuer 1990) on the cost of search-costs.ts (the pairs'
 * meetings first, the table numbers second). A move either swaps two players of different
 * tables in one round, or trades two sitters-out between two rounds (a sits out r1 and plays
 * r2, b the other way round: each takes the other's place), which keeps everyone's number of
 * games, or trades the numbers of two tables of a round (their players staying together). A move is kept when it raises the cost by at most the threshold, which falls linearly
 * to 0 and stays there for the last part of the run.
 *
 * Integer arithmetic only (no exp, no floats): the seed alone fixes the result on any machine
 * and in any language that redoes it.
 */
import type { SearchCosts } from './search-costs.ts';
import { SEATS, type DrawStream } from './types.ts';

/** The search's state: fixed counts plus the coming rounds, the only part that moves. */
export interface TableSearch {
  players: number;
  /** m[a·P + b]: how often a and b share a table, the played rounds included. */
  meet: Int32Array;
  /** c[p·T + t]: the games of p at table t, the played rounds included. */
  atTable: Int32Array;
  /** Per coming round: its players, table k in places 10k…10k+9. */
  seated: Int32Array[];
  /** Per coming round: who sits it out. */
  out: Int32Array[];
  costs: SearchCosts;
}

export interface SearchPlan {
  iterations: number;
  /** The first threshold; it falls to 0 at `coolPercent` % of the iterations. */
  startThreshold: number;
  coolPercent: number;
}

/** Where each player is in a round: place ≥ 0, or −1 − k when k-th to sit out, or ABSENT. */
const ABSENT = -(1 << 30);

function placesOf(search: TableSearch): Int32Array[] {
  return search.seated.map((seated, r) => {
    const where = new Int32Array(search.players).fill(ABSENT);
    seated.forEach((player, place) => (where[player] = place));
    search.out[r]!.forEach((player, k) => (where[player] = -1 - k));
    return where;
  });
}

/** Cost change if a and b swap places i and j (different tables) of one round. */
function swapDelta(search: TableSearch, seated: Int32Array, i: number, j: number): number {
  const { meet, players, atTable } = search;
  const { up, down, tables, tableWeight } = search.costs;
  const a = seated[i]! * players;
  const b = seated[j]! * players;
  let sum = 0;
  const tableOfI = i - (i % SEATS);
  const tableOfJ = j - (j % SEATS);
  for (let k = 0; k < SEATS; k++) {
    const x = seated[tableOfI + k]!;
    const y = seated[tableOfJ + k]!;
    if (tableOfI + k !== i) sum += down[meet[a + x]!]! + up[meet[b + x]!]!;
    if (tableOfJ + k !== j) sum += up[meet[a + y]!]! + down[meet[b + y]!]!;
  }
  const ta = seated[i]! * tables;
  const tb = seated[j]! * tables;
  const ti = tableOfI / SEATS;
  const tj = tableOfJ / SEATS;
  const tableChange =
    atTable[ta + tj]! - atTable[ta + ti]! + atTable[tb + ti]! - atTable[tb + tj]! + 2;
  return sum + 2 * tableWeight * tableChange;
}

/**
 * Adds `sign` (±1) to every meeting of `player` with the table of `place` but that place, and
 * to his count at that table; returns the cost change.
 */
function meetTable(
  search: TableSearch,
  seated: Int32Array,
  place: number,
  player: number,
  sign: number,
): number {
  const { meet, players, atTable } = search;
  const { up, down, tables, tableWeight } = search.costs;
  const table = place - (place % SEATS);
  let delta = 0;
  for (let k = table; k < table + SEATS; k++) {
    if (k === place) continue;
    const other = seated[k]!;
    const m = meet[player * players + other]!;
    delta += sign > 0 ? up[m]! : down[m]!;
    meet[player * players + other] = m + sign;
    meet[other * players + player] = m + sign;
  }
  const count = player * tables + table / SEATS;
  delta += tableWeight * (2 * sign * atTable[count]! + 1);
  atTable[count]! += sign;
  return delta;
}

function swapPlaces(
  search: TableSearch,
  where: Int32Array,
  seated: Int32Array,
  i: number,
  j: number,
): void {
  const a = seated[i]!;
  const b = seated[j]!;
  meetTable(search, seated, i, a, -1);
  meetTable(search, seated, j, b, -1);
  seated[i] = b;
  seated[j] = a;
  meetTable(search, seated, i, b, 1);
  meetTable(search, seated, j, a, 1);
  where[a] = j;
  where[b] = i;
}

/** In `round`, `comer` (k-th to sit out) takes the place of `goer`, who sits out as k-th. */
function takePlace(
  search: TableSearch,
  where: Int32Array,
  round: number,
  k: number,
  goer: number,
): number {
  const seated = search.seated[round]!;
  const comer = search.out[round]![k]!;
  const place = where[goer]!;
  let delta = meetTable(search, seated, place, goer, -1);
  seated[place] = comer;
  delta += meetTable(search, seated, place, comer, 1);
  search.out[round]![k] = goer;
  where[comer] = place;
  where[goer] = -1 - k;
  return delta;
}

/**
 * The trade of sitters-out: a (k1-th out of r1) and b (k2-th out of r2), when a plays r2 and b
 * plays r1, take each other's places. Its own inverse (the same call undoes it). Returns the
 * change of the cost, or undefined when the two cannot trade.
 */
function tradeOut(
  search: TableSearch,
  where: Int32Array[],
  r1: number,
  r2: number,
  k1: number,
  k2: number,
): number | undefined {
  const a = search.out[r1]![k1]!;
  const b = search.out[r2]![k2]!;
  if (where[r2]![a]! < 0 || where[r1]![b]! < 0) return undefined;
  return takePlace(search, where[r1]!, r1, k1, b) + takePlace(search, where[r2]!, r2, k2, a);
}

/**
 * Tables u and v of a round trade numbers, their players staying together (no meeting
 * changes); its own inverse. Returns the change of the cost.
 */
function tradeNumbers(
  search: TableSearch,
  where: Int32Array,
  seated: Int32Array,
  u: number,
  v: number,
): number {
  const { atTable } = search;
  const { tables, tableWeight } = search.costs;
  let change = 0;
  for (let k = 0; k < SEATS; k++) {
    const i = u * SEATS + k;
    const j = v * SEATS + k;
    const a = seated[i]! * tables;
    const b = seated[j]! * tables;
    change += atTable[a + v]! - atTable[a + u]! + atTable[b + u]! - atTable[b + v]! + 2;
    atTable[a + u]! -= 1;
    atTable[a + v]! += 1;
    atTable[b + v]! -= 1;
    atTable[b + u]! += 1;
    [seated[i], seated[j]] = [seated[j]!, seated[i]!];
    where[seated[i]!] = i;
    where[seated[j]!] = j;
  }
  return 2 * tableWeight * change;
}

/** How many times each trade of table numbers is in the draw space (about a tenth of moves). */
const NUMBER_TRADE_COPIES = 10;

/** Runs the search in place. One draw per iteration picks the move. */
export function searchTables(search: TableSearch, plan: SearchPlan, stream: DrawStream): void {
  const rounds = search.seated.length;
  if (rounds === 0) return;
  const places = search.seated[0]!.length;
  const outs = search.out[0]!.length;
  const swaps = places > SEATS ? rounds * places * (places - SEATS) : 0;
  const trades = rounds > 1 ? rounds * (rounds - 1) * outs * outs : 0;
  const tables = places / SEATS;
  const numberTrades = rounds * tables * (tables - 1);
  if (swaps + trades === 0) return;
  const where = placesOf(search);
  const coolIterations = Math.max(1, Math.floor((plan.iterations * plan.coolPercent) / 100));
  for (let step = 0; step < plan.iterations; step++) {
    const left = Math.max(0, coolIterations - step);
    const threshold = Math.floor((plan.startThreshold * left) / coolIterations);
    let move = stream.int(swaps + trades + NUMBER_TRADE_COPIES * numberTrades);
    if (move >= swaps + trades) {
      move = (move - swaps - trades) % numberTrades;
      const round = move % rounds;
      move = Math.floor(move / rounds);
      const u = move % tables;
      const vIndex = Math.floor(move / tables);
      const v = vIndex < u ? vIndex : vIndex + 1;
      const seated = search.seated[round]!;
      if (tradeNumbers(search, where[round]!, seated, u, v) > threshold)
        tradeNumbers(search, where[round]!, seated, u, v);
    } else if (move < swaps) {
      const round = move % rounds;
      move = Math.floor(move / rounds);
      const i = move % places;
      const other = Math.floor(move / places);
      const j = other < i - (i % SEATS) ? other : other + SEATS;
      const seated = search.seated[round]!;
      if (swapDelta(search, seated, i, j) <= threshold)
        swapPlaces(search, where[round]!, seated, i, j);
    } else {
      move -= swaps;
      const r1 = move % rounds;
      move = Math.floor(move / rounds);
      const r2Index = move % (rounds - 1);
      const r2 = r2Index < r1 ? r2Index : r2Index + 1;
      move = Math.floor(move / (rounds - 1));
      const k1 = move % outs;
      const k2 = Math.floor(move / outs);
      const delta = tradeOut(search, where, r1, r2, k1, k2);
      if (delta !== undefined && delta > threshold) tradeOut(search, where, r1, r2, k1, k2);
    }
  }
}
