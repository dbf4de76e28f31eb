import { dealWith, type Deal } from '../engine/index.ts';
import { seededRandom } from './seeded-random.ts';
import { sortSnowflakes } from './discord-ids.ts';

/** The deal a final seed produces: dealWith(seededRandom(finalSeedHex), players, roleMultiset[, fixedSeats]). */
export function dealFromSeed<Role extends string>(
  finalSeedHex: string,
  players: readonly string[],
  roleMultiset: readonly Role[],
  fixedSeats?: readonly string[],
): Deal<Role> {
  // The strict order first: a record whose players are not Discord ids is refused (TypeError).
  return dealWith(seededRandom(finalSeedHex), sortSnowflakes(players), roleMultiset, fixedSeats);
}
