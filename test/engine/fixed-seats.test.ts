import { describe, expect, it } from 'vitest';
import {
  configHashOf,
  dealFromSeed,
  finalSeedOf,
  buildDealRecord,
  verifyDealRecord,
  type JsonValue,
} from '../../src/fairness/index.ts';
import { presetConfig } from '../../src/engine/index.ts';
import { identityRandom, JUDGE, TestGame, userId } from '../../harness/engine-game.ts';

/** A tournament table's seating: players 10…1, so seat order differs from join and id order. */
const SEATING = Array.from({ length: 10 }, (_, index) => userId(10 - index));
const reversing = {
  ...identityRandom,
  shuffle: <T>(_label: string, items: readonly T[]) => [...items].reverse(),
};

function seatedLobby(joined: number[]): TestGame {
  const game = TestGame.lobby('classic', 0, { seats: SEATING });
  for (const index of joined) game.ok({ type: 'join', by: game.actor(index) });
  return game;
}

const dealBy = (game: TestGame) => ({
  type: 'deal' as const,
  by: JUDGE,
  finalSeed: 'f'.repeat(64),
  players: game.state.lobby.map((entry) => entry.userId),
});

describe('TOUR-FIXED-SEATS: a tournament table is seated by the seating', () => {
  it('TOUR-FIXED-SEATS GIVEN a seated table WHEN a member outside its seating joins THEN it is refused and the lobby is unchanged', () => {
    const game = seatedLobby([1, 2]);
    game.rejects({ type: 'join', by: game.actor(11) }, 'error.notSeatedHere');
    expect(game.state.lobby.map((entry) => entry.userId)).toEqual([userId(1), userId(2)]);
  });

  it('TOUR-FIXED-SEATS GIVEN nine of the ten seated players WHEN the judge deals THEN it is refused naming the missing one', () => {
    const game = seatedLobby([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const decision = game.try(dealBy(game));
    expect(decision.ok).toBe(false);
    if (!decision.ok)
      expect(decision.error).toEqual({
        key: 'error.seatsMissing',
        params: { userIds: [userId(10)] },
      });
  });

  it("TOUR-FIXED-SEATS GIVEN every seated player joined in any order WHEN dealt THEN seat k holds the seating's k-th player and only the roles are shuffled", () => {
    const game = seatedLobby([3, 1, 10, 2, 9, 4, 8, 5, 7, 6]);
    game.random = reversing;
    game.ok(dealBy(game));
    expect(game.state.seats.map((seat) => seat.userId)).toEqual(SEATING);
    // The roles went through the shuffle (here: reversed), the seats did not.
    expect(game.state.seats.map((seat) => seat.role)).toEqual([
      'CIVILIAN',
      'CIVILIAN',
      'CIVILIAN',
      'CIVILIAN',
      'CIVILIAN',
      'CIVILIAN',
      'SHERIFF',
      'MAFIOSO',
      'MAFIOSO',
      'DON',
    ]);
  });

  it('TOUR-FIXED-SEATS GIVEN a fixed-seat deal WHEN its record is verified THEN the seats are read from the hashed config and every check passes, and another order fails', () => {
    const config = presetConfig('classic', { seats: SEATING }) as unknown as JsonValue;
    const serverSeedHex = 'a'.repeat(64);
    const roles = ['DON', 'MAFIA', 'MAFIA', 'SHERIFF', ...Array(6).fill('CIVILIAN')] as string[];
    const players = [...SEATING].sort();
    const finalSeed = finalSeedOf({
      serverSeedHex,
      gameId: 'g1',
      preset: 'classic',
      configHash: configHashOf(config),
      players,
      entropy: [],
    });
    const deal = dealFromSeed(finalSeed, players, roles, SEATING);
    expect(deal.seats).toEqual(SEATING);
    const record = buildDealRecord({
      gameId: 'g1',
      preset: 'classic',
      config,
      serverSeedHex,
      players,
      entropy: [],
      roleMultiset: roles,
      seats: deal.seats,
      roles: deal.roles,
      draws: [],
    });
    expect(verifyDealRecord(record).ok).toBe(true);
    const moved = { ...record, seats: [...record.seats].reverse() };
    expect(verifyDealRecord(moved).checks.find((c) => c.name === 'seats')?.ok).toBe(false);
  });
});
