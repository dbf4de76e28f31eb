import { divideRoundingHalfUp, toHundredths, type Hundredths } from './hundredths.ts';
import type { ScoringProfile } from './profile.ts';

/** A player's counts over the tournament that the compensation reads. */
export interface CompensationCounts {
  /** G: games played. */
  games: number;
  /** K: games killed on Night 1 as a red, whatever the result. */
  firstKilled: number;
  /** Of those, the games his side lost: each earns Ci. */
  compensated: number;
}

/**
 * The first-killed compensation over the tournament, as mafiaratings computes FIIM's Ci:
 * Ci = min(max, max·K / round(gamesShare·G)) in each compensated game (defaults max 0.4,
 * gamesShare 0.4). Ci depends on the final K and G, so every compensated game earns the same Ci,
 * and the total is (compensated games)·Ci, computed exactly and rounded half up to hundredths
 * once, here, for the whole tournament (a hand computation rounds the total, not each game).
 * round(gamesShare·G) is 0 for a single game: then Ci is the cap (K ≥ 1 in a compensated game).
 */
export function compensationOf(counts: CompensationCounts, profile: ScoringProfile): Hundredths {
  const { enabled, max, gamesShare } = profile.compensation;
  if (!enabled || counts.compensated === 0) return 0;
  const cap = toHundredths(max) ?? 0;
  // round(gamesShare·G), half up, in integers: gamesShare in hundredths times G, over 100.
  const normalizer = divideRoundingHalfUp((toHundredths(gamesShare) ?? 0) * counts.games, 100);
  if (normalizer === 0) return counts.compensated * cap;
  // Ci per game = min(cap, cap·K / normalizer); times the compensated games, over one denominator.
  const perGameNumerator = Math.min(cap * normalizer, cap * counts.firstKilled);
  return divideRoundingHalfUp(counts.compensated * perGameNumerator, normalizer);
}
