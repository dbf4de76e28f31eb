/**
 * Phase 1c of the seating: which table number each group of ten gets (d of issue 26). The
 * groups of a round can trade numbers without changing who meets whom, so each player's count
 * at each table number is evened out alone, minimising Σ c², c[p][t] the games of p at table t
 * (the played rounds counted in), by coordinate descent: round after round, the numbers of that
 * round's groups are chosen by the assignment method given all other rounds, taken only when
 * strictly better, until a sweep changes nothing. No draws: the result follows from phase 1b.
 */
import { cheapestAssignment } from './assignment.ts';
import type { SeatingRound } from './types.ts';

const MOST_SWEEPS = 50;

/** c[p·T + t]: the games of p at table t. */
export function tableCounts(
  players: number,
  tables: number,
  rounds: readonly SeatingRound[],
): Int32Array {
  const counts = new Int32Array(players * tables);
  for (const round of rounds) {
    round.forEach((table, t) => {
      if (t < tables) for (const player of table) counts[player * tables + t]! += 1;
    });
  }
  return counts;
}

function count(counts: Int32Array, tables: number, round: number[][], sign: number): void {
  round.forEach((group, t) => {
    for (const player of group) counts[player * tables + t]! += sign;
  });
}

/** Puts one round's groups at their cheapest numbers; true when that changed anything. */
function renumberRound(counts: Int32Array, tables: number, round: number[][]): boolean {
  count(counts, tables, round, -1);
  const cost = round.map((group) =>
    Array.from({ length: tables }, (_, t) =>
      group.reduce((sum, player) => sum + 2 * counts[player * tables + t]! + 1, 0),
    ),
  );
  const now = cost.reduce((sum, row, g) => sum + row[g]!, 0);
  const table = cheapestAssignment(cost);
  const best = cost.reduce((sum, row, g) => sum + row[table[g]!]!, 0);
  const changed = best < now;
  if (changed) {
    const groups = [...round];
    groups.forEach((group, g) => (round[table[g]!] = group));
  }
  count(counts, tables, round, 1);
  return changed;
}

/** Reorders the tables of each coming round in place. */
export function balanceTableNumbers(
  players: number,
  played: readonly SeatingRound[],
  coming: number[][][],
): void {
  const tables = coming[0]?.length ?? 0;
  if (tables < 2) return;
  const counts = tableCounts(players, tables, [...played, ...coming]);
  for (let sweep = 0; sweep < MOST_SWEEPS; sweep++) {
    let changed = false;
    for (const round of coming) changed = renumberRound(counts, tables, round) || changed;
    if (!changed) return;
  }
}
