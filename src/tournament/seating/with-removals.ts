/**
 * A whole tournament's seating from its history of removals: the first seating, then for each
 * round where players left (dropped out or removed by the judge), a re-seating from that round
 * among those still in. What the bot posts is this, so anyone can redo it from the seed.
 */
import { generateSeating, reseat } from './seat-plan.ts';
import type { SeatingDraws, SeatingRound, SeatingSize } from './types.ts';

export interface Removal {
  player: number;
  /** The first round (1-based) he is not seated in; the rounds before it were played. */
  fromRound: number;
}

export function seatingWithRemovals(
  size: SeatingSize,
  removals: readonly Removal[],
  draws: SeatingDraws,
): SeatingRound[] {
  let rounds = generateSeating(size, draws);
  const fromRounds = [...new Set(removals.map((removal) => removal.fromRound))].sort(
    (a, b) => a - b,
  );
  for (const fromRound of fromRounds) {
    if (fromRound < 1 || fromRound > size.rounds) continue;
    rounds = reseat({
      size,
      played: rounds.slice(0, fromRound - 1),
      removed: removals.filter((removal) => removal.fromRound <= fromRound).map((r) => r.player),
      draws,
    });
  }
  return rounds;
}
