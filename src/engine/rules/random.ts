/**
 * The engine's only source of randomness, injected by the caller. Every draw is named by a
 * label, and the same (seed, label) always gives the same answer: that is what lets anyone
 * recompute the deal and every later draw from the revealed seed (FAIR-DERIVATION). The real source
 * lives in `src/fairness/seeded-random.ts` (SHA-256 block streams; the deal itself is
 * `rules/deal/`); tests inject simple deterministic ones.
 *
 * Labels the engine uses: "seats", "roles", and "draw|<phase id>|<counter>" for every later draw.
 */
export interface RandomSource {
  /** A uniform integer in [0, n) for n ≥ 1, from the label's own stream. */
  int(label: string, n: number): number;
  /** A Fisher–Yates shuffle (last index down) driven by the label's stream; returns a new array. */
  shuffle<T>(label: string, items: readonly T[]): T[];
}
