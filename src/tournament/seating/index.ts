/**
 * Balanced, verifiable tournament seating (issue 26, item 2): pure, no I/O, no clock; its only
 * randomness the injected labelled streams.
 */
export { finalSeats } from './final-seats.ts';
export { gamesPlayed } from './meetings.ts';
export { randomSeating, seatingQuality } from './quality.ts';
export { generateSeating, reseat } from './seat-plan.ts';
export {
  SEATS,
  sizeProblem,
  type SeatingDraws,
  type SeatingRound,
  type SeatingSize,
} from './types.ts';
export { seatingWithRemovals } from './with-removals.ts';
