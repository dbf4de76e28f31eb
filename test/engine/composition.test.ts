import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/engine/rules/create.ts';
import { screens } from '../../src/engine/index.ts';
import { composition, presetConfig } from '../../src/engine/rules/presets.ts';
import type { Role } from '../../src/engine/rules/roles.ts';
import { JUDGE, TestGame } from '../../harness/engine-game.ts';

function count(roles: Role[] | undefined): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const role of roles ?? []) counts[role] = (counts[role] ?? 0) + 1;
  return counts;
}

describe('DEAL-STYLIZED, DEAL-CLASSIC, DEAL-FORUM: composition by table size', () => {
  it('DEAL-STYLIZED T01 GIVEN stylized with 16 players WHEN dealt THEN 3 Gambino (Father + 2), 3 K&A (Gang Head + 2), Det, Law, Jour, FBI and 6 Businessmen', () => {
    const game = TestGame.lobby('stylized', 16);
    game.deal();
    const dealt = game.state.seats.map((seat) => seat.role);
    expect(count(dealt)).toEqual({
      FATHER: 1,
      MAFIOSO: 2,
      GANG_HEAD: 1,
      BANDIT: 2,
      DETECTIVE: 1,
      LAWYER: 1,
      JOURNALIST: 1,
      FBI_AGENT: 1,
      BUSINESSMAN: 6,
    });
    expect(game.state.seats.filter((seat) => seat.team === 'GAMBINO')).toHaveLength(3);
    expect(game.state.seats.filter((seat) => seat.team === 'KA')).toHaveLength(3);
  });

  it('DEAL-STYLIZED T02 GIVEN stylized with 15 players WHEN dealt THEN 6 blacks (3+3) and 9 reds with 5 Businessmen (D01)', () => {
    const roles = composition('stylized', 15);
    expect(count(roles)).toMatchObject({
      FATHER: 1,
      MAFIOSO: 2,
      GANG_HEAD: 1,
      BANDIT: 2,
      BUSINESSMAN: 5,
    });
    expect(
      roles?.filter((role) => ['FATHER', 'MAFIOSO', 'GANG_HEAD', 'BANDIT'].includes(role)),
    ).toHaveLength(6);
    expect(roles).toHaveLength(15);
  });

  it('DEAL-STYLIZED T03 GIVEN stylized with 10 players WHEN dealt THEN Father + 1 Mafioso, a lone Gang Head, Det/Law/Jour, 4 Businessmen and no FBI (D14)', () => {
    expect(count(composition('stylized', 10))).toEqual({
      FATHER: 1,
      MAFIOSO: 1,
      GANG_HEAD: 1,
      DETECTIVE: 1,
      LAWYER: 1,
      JOURNALIST: 1,
      BUSINESSMAN: 4,
    });
  });

  it.each([11, 12, 13, 14])(
    'GIVEN stylized with %i players WHEN composed THEN it follows the D14 table',
    (n) => {
      const expected: Record<number, [number, number, boolean, number]> = {
        11: [2, 2, false, 4],
        12: [2, 2, true, 4],
        13: [3, 2, true, 4],
        14: [3, 2, true, 5],
      };
      const [gambino, ka, fbi, businessmen] = expected[n] ?? [0, 0, false, 0];
      const roles = composition('stylized', n) ?? [];
      expect(roles.filter((role) => role === 'FATHER' || role === 'MAFIOSO')).toHaveLength(gambino);
      expect(roles.filter((role) => role === 'GANG_HEAD' || role === 'BANDIT')).toHaveLength(ka);
      expect(roles.includes('FBI_AGENT')).toBe(fbi);
      expect(roles.filter((role) => role === 'BUSINESSMAN')).toHaveLength(businessmen);
    },
  );

  it('DEAL-ROLES GIVEN classic WHEN dealt THEN 6 Civilians, 1 Sheriff, 1 Don and 2 Mafiosi (DEAL-CLASSIC)', () => {
    expect(count(composition('classic', 10))).toEqual({
      DON: 1,
      MAFIOSO: 2,
      SHERIFF: 1,
      CIVILIAN: 6,
    });
  });

  it.each([
    ['stylized', 17, 10, 16],
    ['stylized', 9, 10, 16],
    ['classic', 9, 10, 10],
    ['classic', 11, 10, 10],
    ['forum', 10, 11, 29],
    ['forum', 30, 11, 29],
  ] as const)(
    'DEAL-TABLE-SIZE T04 GIVEN %s with %i players WHEN the judge deals THEN it is refused with the size range',
    (preset, n, min, max) => {
      const game = TestGame.lobby(preset, Math.min(n, max));
      // The lobby itself stops at the maximum; a 30th (or 17th) player waits in the queue
      // (LOBBY-QUEUE), never at the table.
      if (n > max) {
        game.ok({ type: 'join', by: game.actor(n) });
        expect(game.state.lobby).toHaveLength(max);
        game.state.lobby.push({ userId: game.actor(n).userId, name: 'forced' });
      }
      while (game.state.lobby.length > n) game.state.lobby.pop();
      const decision = game.try({
        type: 'deal',
        by: JUDGE,
        finalSeed: 'f'.repeat(64),
        players: game.state.lobby.map((entry) => entry.userId),
      });
      expect(decision.ok).toBe(false);
      if (!decision.ok) {
        expect(decision.error).toEqual({
          key: 'error.playerCount',
          params: { min, max, count: n },
        });
      }
      expect(game.state.phase.kind).toBe('lobby');
    },
  );

  it.each([
    [11, 2],
    [18, 5],
    [23, 7],
    [29, 9],
  ])(
    'DEAL-FORUM T05 GIVEN forum defaults with N = %i WHEN composed THEN M = %i mafia',
    (n, mafia) => {
      expect(composition('forum', n)?.filter((role) => role === 'MAFIOSO')).toHaveLength(mafia);
    },
  );

  it('GIVEN forum sizes WHEN composed THEN the red roles follow D35: Journalist from 17, FBI Agent from 23', () => {
    expect(composition('forum', 16)?.includes('JOURNALIST')).toBe(false);
    expect(composition('forum', 17)?.includes('JOURNALIST')).toBe(true);
    expect(composition('forum', 22)?.includes('FBI_AGENT')).toBe(false);
    expect(composition('forum', 23)?.includes('FBI_AGENT')).toBe(true);
    for (let n = 11; n <= 29; n++) expect(composition('forum', n)).toHaveLength(n);
  });
});

describe('lobby', () => {
  it('GIVEN a lobby opened for a voice channel WHEN it is shown THEN it names the voice channel, the judge and the seats taken / needed (product.md, Lobby)', () => {
    const state = createGame({
      gameId: 'game1',
      judgeId: JUDGE.userId,
      voiceChannelId: '700',
      config: presetConfig('stylized', {}),
      now: 0,
      serverSeed: 'a'.repeat(64),
      commitment: 'c'.repeat(64),
      configHash: 'd'.repeat(64),
    });
    const lobby = screens(state).find((screen) => screen.id === 'lobby');
    expect(lobby?.lines[0]).toEqual({
      key: 'lobby.details',
      params: { judgeId: JUDGE.userId, voiceChannelId: '700', count: 0, min: 10, max: 16 },
    });
  });

  it('GIVEN a lobby WHEN the judge tries to join THEN it is refused: the judge does not play', () => {
    const game = TestGame.lobby('classic', 3);
    game.rejects({ type: 'join', by: JUDGE }, 'error.judgeCannotPlay');
  });

  it('GIVEN a player in the lobby WHEN he joins again or a stranger leaves THEN both are refused and nothing changes', () => {
    const game = TestGame.lobby('classic', 3);
    game.rejects({ type: 'join', by: game.actor(1) }, 'error.alreadyJoined');
    game.rejects({ type: 'leave', by: game.actor(7) }, 'error.notJoined');
    game.ok({ type: 'leave', by: game.actor(2) });
    expect(game.state.lobby.map((entry) => entry.name)).toEqual(['Player 1', 'Player 3']);
  });

  it('GIVEN a full lobby WHEN a player who is not the judge deals THEN it is refused', () => {
    const game = TestGame.lobby('classic', 10);
    game.rejects(
      {
        type: 'deal',
        by: game.actor(1),
        finalSeed: 'f',
        players: game.state.lobby.map((entry) => entry.userId),
      },
      'error.notJudge',
    );
  });

  it('GIVEN the list changed after the seed was derived WHEN the deal arrives THEN it is refused as stale', () => {
    const game = TestGame.lobby('classic', 10);
    game.rejects(
      {
        type: 'deal',
        by: JUDGE,
        finalSeed: 'f',
        players: game.state.lobby.slice(1).map((entry) => entry.userId),
      },
      'error.closed',
    );
  });

  it('GIVEN a member with Manage Server who is not playing WHEN he deals THEN he acts as judge (product.md)', () => {
    const game = TestGame.lobby('classic', 10);
    const admin = { userId: '800000000000000001', privileged: true };
    game.ok({
      type: 'deal',
      by: admin,
      finalSeed: 'f',
      players: game.state.lobby.map((entry) => entry.userId),
    });
    expect(game.state.seats).toHaveLength(10);
  });

  it('GIVEN a lobby WHEN the judge cancels THEN the game ends aborted and the seed is revealed', () => {
    const game = TestGame.lobby('classic', 4);
    game.ok({ type: 'cancel', by: JUDGE });
    expect(game.result()).toMatchObject({ winner: 'aborted', reason: 'cancelled' });
    const report = game.find('game.report');
    expect(report?.params).toMatchObject({
      deal: { serverSeed: 'a'.repeat(64), commitment: 'c'.repeat(64) },
    });
  });

  it('D50 D51 GIVEN the deal WHEN it is made THEN seating and the fairness commitment are public, each role goes only to its owner, and the judge gets the list', () => {
    const game = TestGame.lobby('classic', 10);
    game.deal();
    expect(game.find('deal.seating', { to: 'public' })).toBeDefined();
    expect(game.find('deal.fairness', { to: 'public' })?.params).toMatchObject({
      commitment: 'c'.repeat(64),
    });
    for (let seat = 1; seat <= 10; seat++) {
      const cards = game.notices({ seat }).filter((line) => line.key === 'role.card');
      expect(cards).toHaveLength(1);
      expect(cards[0]?.params).toMatchObject({ seat, role: game.seatInfo(seat).role });
    }
    expect(game.notices({ to: 'public' }).some((line) => line.key === 'role.card')).toBe(false);
    expect(game.find('judge.roles', { to: 'judge' })?.params).toMatchObject({
      roles: expect.arrayContaining([{ seat: 1, userId: game.seat(1).userId, role: 'DON' }]),
    });
  });
});
