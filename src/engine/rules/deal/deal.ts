import type { RandomSource } from '../random.ts';
import { sortByDiscordId } from './snowflake.ts';

/** The two labels of the deal (FAIR-DERIVATION); every later draw uses "draw|<phase id>|<counter>". */
export const SEATS_LABEL = 'seats';
export const ROLES_LABEL = 'roles';

/** seats[k] is the Discord id in seat k+1; roles[j] is the role of seat j+1. */
export interface Deal<Role extends string = string> {
  seats: string[];
  roles: Role[];
}

/**
 * The deal from any RandomSource (FAIR-DERIVATION): seats = shuffle("seats", players in numeric id order),
 * roles = shuffle("roles", roleMultiset in the preset's canonical order). It lives in the pure
 * engine, which deals through it with its injected source; src/fairness's verifier deals through
 * the same function with the seeded source, so the two stay in step by construction. `fixedSeats` (TOUR-FIXED-SEATS, a tournament table):
 * the seats are that order and only the roles are shuffled; the streams are per label, so the
 * roles come out the same whether or not the "seats" stream was read.
 */
export function dealWith<Role extends string>(
  random: RandomSource,
  players: readonly string[],
  roleMultiset: readonly Role[],
  fixedSeats?: readonly string[],
): Deal<Role> {
  return {
    seats: fixedSeats ? [...fixedSeats] : random.shuffle(SEATS_LABEL, sortByDiscordId(players)),
    roles: random.shuffle(ROLES_LABEL, roleMultiset),
  };
}
