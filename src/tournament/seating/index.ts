/**
 * Balanced, verifiable tournament seating (issue 26, item 2): pure, no I/O, no clock; its only
 * randomness the injected labelled streams.
 */
export { meetingCounts, gamesPlayed } from './meetings.ts';
export { randomSeating, seatingQuality, type SeatingQuality } from './quality.ts';
export { generateSeating, reseat, seatingLabel, type ReseatInput } from './seat-plan.ts';
export {
  SEATS,
  sizeProblem,
  type DrawStream,
  type SeatingDraws,
  type SeatingRound,
  type SeatingSize,
} from './types.ts';
export { seatingWithRemovals, type Removal } from './with-removals.ts';
