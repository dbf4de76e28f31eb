/**
 * Phase 1a of the seating: who plays in which round. Each round needs 10 players per table and
 * the others sit it out; the games are spread so that the totals (the rounds already played
 * counted in) are as even as possible — equal whenever the seats divide evenly — and each
 * round's sitters-out follow from them.
 */
import type { DrawStream } from './types.ts';
import { shuffledBy } from './types.ts';

/**
 * How many of the coming `rounds` each player plays: the seats go one at a time to the player
 * with the fewest games so far (played + given), never more than one a round, ties in the
 * seeded order of `players`. Returns the counts in the order of `players`.
 */
export function comingGameCounts(
  players: readonly number[],
  playedGames: readonly number[],
  rounds: number,
  seatsPerRound: number,
): number[] {
  const coming = players.map(() => 0);
  for (let seat = 0; seat < rounds * seatsPerRound; seat++) {
    let chosen = -1;
    for (let k = 0; k < players.length; k++) {
      if ((coming[k] as number) >= rounds) continue;
      const total = (playedGames[players[k] as number] as number) + (coming[k] as number);
      const best =
        chosen < 0
          ? Infinity
          : (playedGames[players[chosen] as number] as number) + (coming[chosen] as number);
      if (total < best) chosen = k;
    }
    coming[chosen] = (coming[chosen] as number) + 1;
  }
  return coming;
}

/**
 * The players of each coming round. The players, most games first (ties in a seeded order),
 * fill the rounds cyclically — the k-th place goes to round k mod rounds — so nobody is twice
 * in a round (nobody has more games than rounds) and every round gets the same number.
 */
export function roundLineups(
  remaining: readonly number[],
  playedGames: readonly number[],
  rounds: number,
  seatsPerRound: number,
  stream: DrawStream,
): number[][] {
  const order = shuffledBy(stream, remaining);
  const counts = comingGameCounts(order, playedGames, rounds, seatsPerRound);
  const byCount = order
    .map((player, k) => ({ player, count: counts[k] as number }))
    .sort((a, b) => b.count - a.count);
  const lineups: number[][] = Array.from({ length: rounds }, () => []);
  let place = 0;
  for (const { player, count } of byCount) {
    for (let game = 0; game < count; game++) lineups[place++ % rounds]!.push(player);
  }
  return lineups;
}
