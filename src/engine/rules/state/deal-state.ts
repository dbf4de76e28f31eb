import type { Role } from '../roles.ts';

/** FAIR-COMMIT, FAIR-SEED, FAIR-REVEAL: the deal's record as the game state keeps it. */
export interface DealInfo {
  /** Published at the lobby (FAIR-COMMIT). */
  commitment: string;
  /** Secret until the end (FAIR-REVEAL). */
  serverSeed: string;
  configHash: string;
  /** Known from the deal on. */
  finalSeed?: string;
  /** The multiset in canonical order, as dealt (FAIR-SEED). */
  roleMultiset?: Role[];
  /** Sorted players (the seat shuffle's input order). */
  players?: string[];
}
