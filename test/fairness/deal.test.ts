import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RandomSource } from '../../src/engine/rules/random.ts';
import {
  dealFromSeed,
  dealWith,
  ROLES_LABEL,
  SEATS_LABEL,
  seededRandom,
  sortSnowflakes,
} from '../../src/fairness/index.ts';
import { FIXTURE_PLAYERS, FIXTURE_ROLES } from './fixture.ts';
import { referenceShuffle } from './spec-reference.ts';

const FINAL_SEED = '3c9f1e0a7b2d4c6e8f1a3b5c7d9e0f2a4b6c8d0e1f3a5b7c9d1e3f5a7b9c0d2e';
const hexSeed = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Buffer.from(bytes).toString('hex'));
const snowflake = fc.bigInt({ min: 1n, max: 2n ** 64n - 1n }).map(String);

describe('FAIR-DERIVATION: the deal: seats and roles', () => {
  it('GIVEN a final seed WHEN dealt THEN seats = shuffle("seats", players by id) and roles = shuffle("roles", multiset), exactly as the engine draws them through the injected source', () => {
    const random = seededRandom(FINAL_SEED);
    expect(dealFromSeed(FINAL_SEED, FIXTURE_PLAYERS, FIXTURE_ROLES)).toEqual({
      seats: random.shuffle('seats', sortSnowflakes(FIXTURE_PLAYERS)),
      roles: random.shuffle('roles', FIXTURE_ROLES),
    });
    expect([SEATS_LABEL, ROLES_LABEL]).toEqual(['seats', 'roles']);
  });

  it('GIVEN any seed, players and roles WHEN dealt THEN dealFromSeed equals the two shuffles of seededRandom and of the independent reference', () => {
    fc.assert(
      fc.property(
        hexSeed,
        fc.uniqueArray(snowflake, { minLength: 1, maxLength: 29 }),
        fc.array(fc.constantFrom('DON', 'MAFIA', 'SHERIFF', 'CIVILIAN'), { maxLength: 29 }),
        (seed, players, roles) => {
          const deal = dealFromSeed(seed, players, roles);
          const random = seededRandom(seed);
          expect(deal.seats).toEqual(random.shuffle('seats', sortSnowflakes(players)));
          expect(deal.roles).toEqual(random.shuffle('roles', roles));
          expect(deal.seats).toEqual(referenceShuffle(seed, 'seats', sortSnowflakes(players)));
          expect(deal.roles).toEqual(referenceShuffle(seed, 'roles', roles));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('GIVEN the players in any join order WHEN dealt THEN the seating is the same (the shuffle input is the numeric id order)', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(FIXTURE_PLAYERS, { minLength: 10 }), (joined) => {
        expect(dealFromSeed(FINAL_SEED, joined, FIXTURE_ROLES)).toEqual(
          dealFromSeed(FINAL_SEED, FIXTURE_PLAYERS, FIXTURE_ROLES),
        );
      }),
      { numRuns: 50 },
    );
  });

  it('GIVEN any injected RandomSource WHEN dealWith runs THEN it asks for exactly the "seats" shuffle of the id-ordered players and the "roles" shuffle of the multiset', () => {
    const calls: Array<[string, readonly unknown[]]> = [];
    const recording: RandomSource = {
      int: () => 0,
      shuffle<T>(label: string, items: readonly T[]): T[] {
        calls.push([label, [...items]]);
        return [...items].reverse();
      },
    };
    const deal = dealWith(recording, ['10', '9', '11'], ['MAFIA', 'CIVILIAN', 'CIVILIAN']);
    expect(calls).toEqual([
      ['seats', ['9', '10', '11']],
      ['roles', ['MAFIA', 'CIVILIAN', 'CIVILIAN']],
    ]);
    expect(deal).toEqual({ seats: ['11', '10', '9'], roles: ['CIVILIAN', 'CIVILIAN', 'MAFIA'] });
  });

  it('GIVEN a deal WHEN made THEN every player has exactly one seat and the roles are the multiset rearranged', () => {
    const { seats, roles } = dealFromSeed(FINAL_SEED, FIXTURE_PLAYERS, FIXTURE_ROLES);
    expect([...seats].sort()).toEqual([...FIXTURE_PLAYERS].sort());
    expect([...roles].sort()).toEqual([...FIXTURE_ROLES].sort());
  });
});
