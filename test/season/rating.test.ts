import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { summarizeGame, type GameSummary, type PlayerLine } from '../../src/season/game-summary.ts';
import { inPeriod, monthOf, playerStats, pointsOf, standings } from '../../src/season/rating.ts';
import { finishedClassic, user } from './fixtures.ts';

const line = (overrides: Partial<PlayerLine>): PlayerLine => ({
  userId: 'u',
  name: 'U',
  seat: 1,
  role: 'CIVILIAN',
  side: 'red',
  won: false,
  survived: true,
  fouls: 0,
  removed: false,
  checks: 0,
  checkHits: 0,
  ...overrides,
});

describe('the club points rating (issue 15: a documented rating)', () => {
  it.each([
    ['a loss', 0, {}],
    ['a win', 1, { won: true }],
    ['a win with a Best Move of 1 black', 1, { won: true, bestMove: { named: 3, hits: 1 } }],
    ['a win with a Best Move of 2 blacks', 1.25, { won: true, bestMove: { named: 3, hits: 2 } }],
    ['a loss with a Best Move of 3 blacks', 0.5, { bestMove: { named: 3, hits: 3 } }],
    ['a win removed by fouls', 0.5, { won: true, removed: true }],
    ['a loss removed', -0.5, { removed: true }],
  ] as const)('GIVEN %s WHEN scored THEN %s points', (_label, points, overrides) => {
    expect(pointsOf(line(overrides))).toBe(points);
  });

  it('GIVEN the classic fixture WHEN ranked THEN the Best Move owner leads, the removed red follows the reds, blacks last', () => {
    const table = standings([summarizeGame(finishedClassic())!]);
    expect(table[0]).toMatchObject({ userId: user(5), points: 1.25, games: 1, wins: 1 });
    expect(table.slice(1, 6).every((row) => row.points === 1)).toBe(true);
    expect(table[6]).toMatchObject({ userId: user(8), points: 0.5 });
    expect(table.slice(7).every((row) => row.points === 0 && row.wins === 0)).toBe(true);
  });

  it('GIVEN equal points WHEN ranked THEN the better average per game goes first', () => {
    const a = summarizeGame(finishedClassic({ gameId: 'a' }))!;
    const b = summarizeGame(finishedClassic({ gameId: 'b', pool: 1 }))!;
    // u(6) of pool 0 plays a second game and loses it: still 1 point, over 2 games.
    const lost: GameSummary = {
      ...b,
      players: b.players.map((p) => (p.seat === 1 ? { ...p, userId: user(6) } : p)),
    };
    const table = standings([a, lost]);
    const six = table.findIndex((row) => row.userId === user(6));
    const seven = table.findIndex((row) => row.userId === user(7));
    expect(table[six]).toMatchObject({ points: 1, games: 2 });
    expect(seven).toBeLessThan(six);
  });

  it('GIVEN any games WHEN counted in any order THEN the table is the same (why points, not Elo)', () => {
    const games = [0, 1, 2, 3].map((n) =>
      summarizeGame(
        finishedClassic({
          gameId: `g${n}`,
          pool: n % 2,
          ...(n === 2 ? { result: { winner: 'black', teams: ['MAFIA'], reason: 'parity' } } : {}),
        }),
      )!,
    );
    fc.assert(
      fc.property(fc.shuffledSubarray(games, { minLength: 4, maxLength: 4 }), (order) => {
        expect(standings(order)).toEqual(standings(games));
      }),
    );
  });

  it('GIVEN games of two presets WHEN ranked for one THEN only its games count', () => {
    const classic = summarizeGame(finishedClassic({ gameId: 'c' }))!;
    const stylized: GameSummary = { ...classic, gameId: 's', preset: 'stylized' };
    expect(
      standings([classic, stylized], 'classic').find((r) => r.userId === user(4)),
    ).toMatchObject({ games: 1 });
    expect(standings([classic, stylized]).find((r) => r.userId === user(4))).toMatchObject({
      games: 2,
    });
  });

  it('GIVEN a month WHEN filtered by period THEN month and year follow the calendar (UTC)', () => {
    const now = Date.UTC(2026, 11, 15);
    expect(monthOf(Date.UTC(2026, 11, 31, 23, 59))).toBe('2026-12');
    expect(inPeriod('2026-12', 'month', now)).toBe(true);
    expect(inPeriod('2026-11', 'month', now)).toBe(false);
    expect(inPeriod('2026-01', 'year', now)).toBe(true);
    expect(inPeriod('2025-12', 'year', now)).toBe(false);
    expect(inPeriod('2019-03', 'all', now)).toBe(true);
  });
});

describe('a player’s stats (issue 15: /mafia stats)', () => {
  it('GIVEN a red win and a black loss WHEN the Sheriff’s figures are read THEN wins by side and role, survival, fouls and checker accuracy add up', () => {
    const red = summarizeGame(finishedClassic({ gameId: 'r' }))!;
    const black = summarizeGame(
      finishedClassic({
        gameId: 'b',
        result: { winner: 'black', teams: ['MAFIA'], reason: 'parity' },
      }),
    )!;
    const sheriff = playerStats([red, black], user(4));
    expect(sheriff).toMatchObject({
      games: 2,
      wins: 1,
      points: 1,
      bySide: { red: { games: 2, wins: 1 }, black: { games: 0, wins: 0 } },
      byRole: { SHERIFF: { games: 2, wins: 1 } },
      survived: 2,
      fouls: 0,
      checks: 4,
      checkHits: 2,
    });
    const bestMover = playerStats([red, black], user(5));
    expect(bestMover).toMatchObject({ bestMoves: 2, bestMoveHits: 4, survived: 0, points: 1.5 });
    expect(playerStats([red], 'nobody').games).toBe(0);
  });
});
