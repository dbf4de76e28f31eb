/**
 * What the table search minimises (issue 26, c and d), in whole numbers:
 *
 *   Σ over pairs of PAIR_WEIGHT·m² + OUTSIDE_WEIGHT·d(m)²  +  TABLE_WEIGHT·Σ over players and tables of c²
 *
 * m is how often a pair meets and d(m) how far m lies outside [⌊E⌋−2, ⌈E⌉+1], E the mean of m;
 * c is how often a player sits at a table number. The sum of m is fixed by the sizes, so Σ m²
 * is least exactly when the squared deviation from E is; it is the main term. It has many
 * equally good minima (for 30 players on 3 tables the bound Σ(m−E)² ≥ 400.3 is met by any
 * seating where every two rounds share 3, 3 or 4 players per pair of tables), and the other
 * terms choose among them: no pair far from E (1–5 meetings for E = 90/29), tables even.
 */
export const PAIR_WEIGHT = 4;
export const OUTSIDE_WEIGHT = 8;
export const TABLE_WEIGHT = 1;

export interface SearchCosts {
  /** up[m]: the cost change when a pair that met m times meets once more. */
  up: Int32Array;
  /** down[m]: the cost change when a pair that met m times meets once less (m ≥ 1). */
  down: Int32Array;
  tables: number;
  tableWeight: number;
}

/** The meetings a pair may have without the outside term: [⌊E⌋−2, ⌈E⌉+1], at least 0. */
export function fairMeetings(expected: number): [number, number] {
  return [Math.max(0, Math.floor(expected) - 2), Math.ceil(expected) + 1];
}

/** The cost tables for meetings up to `mostMeetings` (the number of rounds). */
export function searchCosts(expected: number, mostMeetings: number, tables: number): SearchCosts {
  const [low, high] = fairMeetings(expected);
  const pairCost = (m: number) => {
    const outside = Math.max(0, low - m, m - high);
    return PAIR_WEIGHT * m * m + OUTSIDE_WEIGHT * outside * outside;
  };
  const up = new Int32Array(mostMeetings + 1);
  const down = new Int32Array(mostMeetings + 2);
  for (let m = 0; m <= mostMeetings; m++) up[m] = pairCost(m + 1) - pairCost(m);
  for (let m = 1; m <= mostMeetings + 1; m++) down[m] = pairCost(m - 1) - pairCost(m);
  return { up, down, tables, tableWeight: TABLE_WEIGHT };
}
