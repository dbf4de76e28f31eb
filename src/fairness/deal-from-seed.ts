import { dealWith, type Deal } from '../engine/rules/deal/deal.ts';
import { seededRandom } from './seeded-random.ts';

/** The deal a final seed produces: dealWith(seededRandom(finalSeedHex), players, roleMultiset[, fixedSeats]). */
export function dealFromSeed<Role extends string>(
  finalSeedHex: string,
  players: readonly string[],
  roleMultiset: readonly Role[],
  fixedSeats?: readonly string[],
): Deal<Role> {
  return dealWith(seededRandom(finalSeedHex), players, roleMultiset, fixedSeats);
}
