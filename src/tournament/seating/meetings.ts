/**
 * How often each pair of players shares a table: the measure that the opponents' balance (c of
 * issue 26) is about. A P×P symmetric count; its sum over pairs is fixed by the sizes, so the
 * squared deviation from the mean E = games·9/(P−1) is least exactly when Σ m² is least.
 */
import type { SeatingRound } from './types.ts';

export function meetingCounts(players: number, rounds: readonly SeatingRound[]): Int32Array {
  const meet = new Int32Array(players * players);
  for (const round of rounds) {
    for (const table of round) {
      for (const a of table) {
        for (const b of table) if (a !== b) meet[a * players + b]! += 1;
      }
    }
  }
  return meet;
}

/** Games each player has in `rounds`. */
export function gamesPlayed(players: number, rounds: readonly SeatingRound[]): number[] {
  const games = new Array<number>(players).fill(0);
  for (const round of rounds) {
    for (const table of round) for (const player of table) games[player]! += 1;
  }
  return games;
}
