/** The judge's sanctions that cite a row of the violation catalogue (DISC-CATALOGUE). */
export type Sanction = 'foul' | 'warn' | 'disqualify' | 'penalty';

export interface SanctionRule {
  /** The catalogue rows a judge may cite for it, in the order they are offered. */
  readonly rows: readonly number[];
  /** Whether a row must be cited (removals and team losses always name their ground). */
  readonly reasonRequired: boolean;
}

/**
 * Which violations are fouls, warnings, disqualifications and team losses (DISC-CATALOGUE): the same
 * row may be a foul or, first, a warning (13–15, 17); the heaviest rows remove a player (DQ)
 * or cost the whole team the game (1, 2, 3, 5).
 */
export const SANCTIONS: Readonly<Record<Sanction, SanctionRule>> = {
  foul: { rows: [13, 14, 15, 16, 17, 19, 21], reasonRequired: false },
  warn: { rows: [24, 13, 14, 15, 17], reasonRequired: false },
  disqualify: { rows: [4, 6, 7, 8, 9, 10, 11, 12, 18, 20, 22, 23], reasonRequired: true },
  penalty: { rows: [1, 2, 3, 5], reasonRequired: true },
};
