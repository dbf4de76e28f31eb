import { shuffledBy, type SeatingDraws } from './types.ts';

/** The stream the final's seats are drawn from (distinct from every `seating/from-round-…`). */
export const FINAL_SEATS_LABEL = 'seating/final';

/**
 * TOUR-FINAL: the final table's seat order, the finalists (best first) shuffled on the seed's
 * own stream, so that anyone recomputes it once the seed is revealed (verify-seating).
 */
export function finalSeats<T>(finalists: readonly T[], draws: SeatingDraws): T[] {
  return shuffledBy(draws(FINAL_SEATS_LABEL), finalists);
}
