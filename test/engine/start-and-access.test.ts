import { describe, expect, it } from 'vitest';
import {
  MAX_PHASE_HOURS,
  SANCTIONS,
  gameChannelPost,
  gameKind,
  hasMafiaRoom,
  mafiaRoomAccess,
  phaseHourOverrides,
  startOptionRefusal,
  voiceRefusal,
} from '../../src/engine/index.ts';
import { catalog } from '../../src/i18n/index.ts';
import { TestGame, userId } from '../../harness/engine-game.ts';

const NONE = { voiceNamed: false, dayHours: null, nightHours: null };

describe('FORUM-SCHEDULE: which options belong to which kind of game (product.md: /mafia start)', () => {
  it('GIVEN a forum game WHEN a voice channel is named THEN the start is refused, not the option dropped', () => {
    expect(startOptionRefusal('forum', { ...NONE, voiceNamed: true })).toBe('forumNoVoice');
    expect(startOptionRefusal('forum', { ...NONE, dayHours: 48, nightHours: 24 })).toBeUndefined();
  });

  it('GIVEN a sports game WHEN day or night hours are given THEN the start is refused (forum only)', () => {
    for (const preset of ['stylized', 'classic'] as const) {
      expect(startOptionRefusal(preset, { ...NONE, dayHours: 48 })).toBe('forumOnly');
      expect(startOptionRefusal(preset, { ...NONE, nightHours: 1 })).toBe('forumOnly');
      expect(startOptionRefusal(preset, { ...NONE, voiceNamed: true })).toBeUndefined();
    }
  });

  it('GIVEN a sports game without a voice channel THEN it is refused; a forum game needs none', () => {
    expect(voiceRefusal('stylized', false)).toBe('voiceRequired');
    expect(voiceRefusal('classic', true)).toBeUndefined();
    expect(voiceRefusal('forum', false)).toBeUndefined();
    expect(gameKind('forum')).toMatchObject({
      voice: 'refused',
      phaseHours: true,
      mafiaRoom: true,
    });
  });

  it('GIVEN forum phase hours THEN they become the day and night lengths, at most MAX_PHASE_HOURS (FORUM-SCHEDULE)', () => {
    expect(phaseHourOverrides({ ...NONE, dayHours: 48, nightHours: 2 })).toEqual({
      forumDayMs: 48 * 3_600_000,
      forumNightMs: 2 * 3_600_000,
    });
    expect(phaseHourOverrides(NONE)).toEqual({});
    expect(MAX_PHASE_HOURS).toBe(168);
  });
});

describe('DISC-CATALOGUE: which violations each sanction cites', () => {
  it('GIVEN the judge’s sanctions THEN each offers rows of the violation catalogue, removals and team losses with a ground required', () => {
    const rows = Object.keys(catalog('en').violations).map(Number);
    for (const rule of Object.values(SANCTIONS))
      for (const row of rule.rows) expect(rows).toContain(row);
    expect(SANCTIONS.disqualify.reasonRequired && SANCTIONS.penalty.reasonRequired).toBe(true);
    expect(SANCTIONS.foul.reasonRequired || SANCTIONS.warn.reasonRequired).toBe(false);
    expect(SANCTIONS.penalty.rows).toEqual([1, 2, 3, 5]);
  });
});

describe('FORUM-MAFIA-ROOM: who may read and post in the forum mafia room (D37, D53)', () => {
  it('GIVEN a dealt forum game THEN each mafia seat’s holder reads and writes, an out one reads only, and at the end nobody writes', () => {
    const game = TestGame.started('forum', 11);
    expect(hasMafiaRoom(game.state)).toBe(true);
    expect(mafiaRoomAccess(game.state)).toEqual([
      { seat: 1, userId: userId(1), posts: true },
      { seat: 2, userId: userId(2), posts: true },
    ]);
    game.state.seats[0]!.alive = false;
    expect(mafiaRoomAccess(game.state).map((entry) => entry.posts)).toEqual([false, true]);
    game.state.phase = { kind: 'ended' } as typeof game.state.phase;
    expect(mafiaRoomAccess(game.state).every((entry) => !entry.posts)).toBe(true);
  });

  it('GIVEN a sports game or a forum lobby THEN there is no mafia room', () => {
    expect(hasMafiaRoom(TestGame.started('classic', 10).state)).toBe(false);
    expect(hasMafiaRoom(TestGame.lobby('forum', 11).state)).toBe(false);
  });
});

describe('FORUM-ACTIVITY: who may post in the game channel (FORUM-POSTING T77, FLAG-LEAKED-TEXT T57)', () => {
  it('GIVEN a forum game THEN an alive player’s message counts, anyone else’s stands only if he may judge', () => {
    const game = TestGame.started('forum', 11);
    expect(gameChannelPost(game.state, userId(3))).toEqual({ kind: 'count' });
    expect(gameChannelPost(game.state, '700000000000000001')).toEqual({ kind: 'judgesOnly' });
    game.state.seats[2]!.alive = false;
    expect(gameChannelPost(game.state, userId(3))).toEqual({ kind: 'judgesOnly' });
  });

  it('GIVEN a sports game THEN a player’s message is a leak of his seat, a spectator’s is none of the game’s business', () => {
    const game = TestGame.started('classic', 10);
    expect(gameChannelPost(game.state, userId(4))).toEqual({ kind: 'leak', seat: 4 });
    expect(gameChannelPost(game.state, '700000000000000001')).toEqual({ kind: 'ignore' });
  });

  it('GIVEN a lobby or an ended game THEN no message means anything', () => {
    expect(gameChannelPost(TestGame.lobby('forum', 11).state, userId(1))).toEqual({
      kind: 'ignore',
    });
    const ended = TestGame.started('classic', 10);
    ended.state.phase = { kind: 'ended' } as typeof ended.state.phase;
    expect(gameChannelPost(ended.state, userId(1))).toEqual({ kind: 'ignore' });
  });
});
