import { describe, expect, it } from 'vitest';
import {
  countingGames,
  currentSeason,
  decideAdmin,
  EMPTY_ADMIN,
  inSeason,
  standingVoid,
  type AdminCommand,
  type SeasonAdmin,
} from '../../src/season/admin.ts';
import { summarizeGame } from '../../src/season/game-summary.ts';
import { standings } from '../../src/season/rating.ts';
import { finishedClassic, user } from './fixtures.ts';

const NOW = Date.UTC(2026, 11, 20, 18);
const ADMIN = { userId: '900', privileged: true };
const MEMBER = { userId: '901', privileged: false };
const game = (gameId: string, createdAt = Date.UTC(2026, 11, 1, 12)) =>
  summarizeGame(finishedClassic({ gameId, createdAt }))!;

function decided(admin: SeasonAdmin, command: AdminCommand, now = NOW): SeasonAdmin {
  const outcome = decideAdmin(admin, command, now);
  if (!outcome.ok) throw new Error(`refused: ${outcome.error.key}`);
  return outcome.admin;
}

const voidOf = (gameId: string, reason = 'appeal 3'): AdminCommand => ({
  type: 'void',
  by: ADMIN,
  gameId,
  reason,
  counted: true,
});

describe('SEASON-VOID', () => {
  it('GIVEN two counted games WHEN one is voided THEN the standings are those of the other alone, and the void records who, when and why', () => {
    const games = [game('g1'), game('g2')];
    const admin = decided(EMPTY_ADMIN, voidOf('g1', '  wrong count  '));
    expect(standings(countingGames(games, admin, undefined))).toEqual(standings([game('g2')]));
    expect(standingVoid(admin, 'g1')?.voided).toEqual({
      userId: '900',
      at: NOW,
      reason: 'wrong count',
    });
    expect(standings(countingGames(games, EMPTY_ADMIN, undefined))[0]?.games).toBe(2);
  });

  it('GIVEN a voided game WHEN restored THEN it counts again and the void stays on record, restored; voided again THEN a second entry', () => {
    const voided = decided(EMPTY_ADMIN, voidOf('g1'));
    const restore: AdminCommand = { type: 'restore', by: ADMIN, gameId: 'g1', reason: 'withdrawn' };
    const restored = decided(voided, restore, NOW + 1);
    expect(standingVoid(restored, 'g1')).toBeUndefined();
    expect(restored.voids).toEqual([
      {
        gameId: 'g1',
        voided: { userId: '900', at: NOW, reason: 'appeal 3' },
        restored: { userId: '900', at: NOW + 1, reason: 'withdrawn' },
      },
    ]);
    expect(countingGames([game('g1')], restored, undefined)).toHaveLength(1);
    const again = decided(restored, voidOf('g1', 'new appeal'), NOW + 2);
    expect(again.voids).toHaveLength(2);
    expect(standingVoid(again, 'g1')?.voided.reason).toBe('new appeal');
  });

  it.each([
    [
      'a member without Manage Server or the judge role',
      { ...voidOf('g1'), by: MEMBER },
      'season.notAdmin',
    ],
    ['a game not counted in the season', { ...voidOf('g9'), counted: false }, 'season.unknownGame'],
    ['no reason', voidOf('g1', '   '), 'season.noReason'],
  ] as const)(
    'GIVEN %s WHEN voiding THEN refused (%s), nothing changes',
    (_label, command, key) => {
      const outcome = decideAdmin(EMPTY_ADMIN, command as AdminCommand, NOW);
      expect(outcome).toMatchObject({ ok: false, error: { key } });
    },
  );

  it('GIVEN a voided game WHEN voided again THEN refused; a game never voided WHEN restored THEN refused', () => {
    const voided = decided(EMPTY_ADMIN, voidOf('g1'));
    expect(decideAdmin(voided, voidOf('g1'), NOW)).toMatchObject({
      error: { key: 'season.alreadyVoided' },
    });
    const restore: AdminCommand = { type: 'restore', by: ADMIN, gameId: 'g2', reason: '' };
    expect(decideAdmin(voided, restore, NOW)).toMatchObject({ error: { key: 'season.notVoided' } });
  });
});

describe('SEASON-DATES', () => {
  const set = (name: string, start: string, end: string, by = ADMIN): AdminCommand => ({
    type: 'setSeason',
    by,
    season: { name, start, end },
  });

  it('GIVEN a season of December WHEN games of November, 1 and 31 December and January are counted THEN only the December ones count (both days included, UTC)', () => {
    const admin = decided(EMPTY_ADMIN, set('Winter', '2026-12-01', '2026-12-31'));
    const games = [
      game('nov', Date.UTC(2026, 10, 30, 23, 59)),
      game('first', Date.UTC(2026, 11, 1, 0, 0)),
      game('last', Date.UTC(2026, 11, 31, 23, 59)),
      game('jan', Date.UTC(2027, 0, 1, 0, 0)),
    ];
    const season = currentSeason(admin, NOW);
    expect(season?.name).toBe('Winter');
    expect(countingGames(games, admin, season).map((g) => g.gameId)).toEqual(['first', 'last']);
  });

  it('GIVEN an old season and a new one WHEN the new one is under way THEN it is current and starts clean, the old one still readable by name', () => {
    let admin = decided(EMPTY_ADMIN, set('Autumn', '2026-09-01', '2026-11-30'));
    admin = decided(admin, set('Winter', '2026-12-15', '2027-02-28'));
    const games = [game('old', Date.UTC(2026, 10, 2)), game('new', Date.UTC(2026, 11, 16))];
    expect(
      countingGames(games, admin, currentSeason(admin, Date.UTC(2026, 11, 14)))[0]?.gameId,
    ).toBe('old');
    const winter = currentSeason(admin, NOW)!;
    expect(countingGames(games, admin, winter).map((g) => g.gameId)).toEqual(['new']);
    const autumn = admin.seasons.find((s) => s.name === 'Autumn')!;
    expect(
      standings(countingGames(games, admin, autumn)).find((r) => r.userId === user(1))?.games,
    ).toBe(1);
  });

  it('GIVEN no season set WHEN the current one is asked THEN none: every game counts', () => {
    expect(currentSeason(EMPTY_ADMIN, NOW)).toBeUndefined();
    expect(countingGames([game('g1')], EMPTY_ADMIN, undefined)).toHaveLength(1);
  });

  it.each([
    ['an end before the start', set('X', '2026-12-31', '2026-12-01'), 'season.badDates'],
    ['a day that does not exist', set('X', '2026-02-30', '2026-03-10'), 'season.badDates'],
    ['not a date', set('X', '1 Dec', '2026-12-31'), 'season.badDates'],
    ['a member', set('X', '2027-03-01', '2027-03-31', MEMBER), 'season.notAdmin'],
    [
      'dates that overlap another season',
      set('Spring', '2027-02-28', '2027-05-31'),
      'season.overlap',
    ],
  ] as const)('GIVEN %s WHEN set THEN refused (%s)', (_label, command, key) => {
    const admin = decided(EMPTY_ADMIN, set('Winter', '2026-12-01', '2027-02-28'));
    expect(decideAdmin(admin, command, NOW)).toMatchObject({ ok: false, error: { key } });
  });

  it('GIVEN a season WHEN set again under the same name THEN its dates change (no overlap with itself)', () => {
    let admin = decided(EMPTY_ADMIN, set('Winter', '2026-12-01', '2027-02-28'));
    admin = decided(admin, set('winter', '2026-12-01', '2027-03-15'));
    expect(admin.seasons).toEqual([{ name: 'winter', start: '2026-12-01', end: '2027-03-15' }]);
    expect(inSeason(admin.seasons[0]!, Date.UTC(2027, 2, 15, 23))).toBe(true);
  });
});

describe('SEASON-BOARD', () => {
  it('GIVEN an admin WHEN he posts the standings THEN the board is kept with its channel, then its message id; an unknown season or a member is refused', () => {
    const post: AdminCommand = { type: 'postBoard', by: ADMIN, channelId: 'c1', locale: 'ru' };
    const posted = decided(EMPTY_ADMIN, post);
    expect(decided(posted, { type: 'boardPosted', messageId: 'm1' }).board).toEqual({
      channelId: 'c1',
      locale: 'ru',
      messageId: 'm1',
    });
    expect(decideAdmin(EMPTY_ADMIN, { ...post, season: 'Nope' }, NOW)).toMatchObject({
      error: { key: 'season.unknownSeason', params: { name: 'Nope', known: [] } },
    });
    expect(decideAdmin(EMPTY_ADMIN, { ...post, by: MEMBER }, NOW)).toMatchObject({
      error: { key: 'season.notAdmin' },
    });
  });
});
