/**
 * Rules whose behaviour no other test named (issue 24, item 6): each group quotes its rule from
 * docs/rules.md and checks it against the engine.
 */
import { describe, expect, it } from 'vitest';
import { composition, gameChannelPost, presetConfig, type Preset } from '../../src/engine/index.ts';
import { WAKE_ORDER } from '../../src/engine/rules/roles.ts';
import { JUDGE, TestGame } from '../../harness/engine-game.ts';
import { forumVote } from './forum-fixtures.ts';

const PRESETS: Preset[] = ['stylized', 'classic', 'forum'];

describe('NIGHT-WAKE-ORDER: prompts, logs and narration follow one order', () => {
  it('NIGHT-WAKE-ORDER GIVEN the canonical wake order THEN it is the shot, the Father’s check, FBI Agent, Lawyer, Journalist, Detective', () => {
    expect(WAKE_ORDER).toEqual(['shot', 'leaderCheck', 'block', 'protect', 'compare', 'check']);
  });
});

describe('NIGHT-NARRATION: every night step is announced, a dead role’s like a live one’s', () => {
  /** The night steps announced as the next night (d ≥ 1) opens. */
  function announcedSteps(game: TestGame): string[] {
    const from = game.events.length;
    game.toNight();
    return game.events
      .slice(from)
      .flatMap((event) =>
        event.type === 'narration' && event.narration.cue === 'nightStep'
          ? [event.narration.step]
          : [],
      );
  }

  it('NIGHT-NARRATION NIGHT-WAKE-ORDER GIVEN the Detective killed on Night 1 WHEN Night 2 opens THEN the same steps are announced as on Night 1, his among them, in the wake order', () => {
    const game = TestGame.started('stylized', 16);
    const night1 = announcedSteps(game);
    expect(night1).toEqual(WAKE_ORDER.map((action) => `action.${action}`));
    game.night([
      [1, 'shot', [7]],
      [4, 'shot', [7]],
    ]);
    expect(game.seatInfo(7).out?.reason).toBe('killed');
    expect(announcedSteps(game)).toEqual(night1);
  });
});

describe('DAY-MORNING-LAST-WORD: the night’s victim speaks before the day’s speeches', () => {
  it('DAY-MORNING-LAST-WORD GIVEN #10 killed on Night 1 WHEN Day 2 begins THEN his last word comes first, then the speeches', () => {
    const game = TestGame.started('classic', 10);
    game.toNight();
    game.night([1, 2, 3].map((seat) => [seat, 'shot', [10]] as [number, 'shot', number[]]));
    expect(game.day.number).toBe(2);
    expect(game.day.stage).toMatchObject({ kind: 'lastWords', after: 'morning' });
    expect(game.floor?.seat).toBe(10);
    game.fireUntil(() => game.day.stage.kind !== 'lastWords');
    expect(game.day.stage.kind).toBe('speeches');
  });
});

describe('DISC-REMOVAL: a removal takes the player out at once, with no last word', () => {
  it('DISC-REMOVAL GIVEN seat 1 holds the floor on Day 1 WHEN the judge disqualifies him THEN he is out at once, his speech ends and seat 2 speaks: no last word', () => {
    const game = TestGame.started('classic', 10);
    expect(game.floor?.seat).toBe(1);
    game.ok({ type: 'disqualify', by: JUDGE, seat: 1, reason: 'insult' });
    expect(game.seatInfo(1).alive).toBe(false);
    expect(game.day.stage.kind).toBe('speeches');
    expect(game.floor?.seat).toBe(2);
  });
});

describe('CONF-GEO-FLAGS, D31: the geographic switches are on by default', () => {
  it.each(PRESETS)(
    'CONF-GEO-FLAGS D31 GIVEN a %s game with no overrides THEN geo_7_4 and geo_7_6 are on',
    (preset) => {
      const config = presetConfig(preset, { speechMs: 30_000 });
      expect(config.geo74).toBe(true);
      expect(config.geo76).toBe(true);
    },
  );

  it('CONF-GEO-FLAGS GIVEN a game created with geo_7_4 THEN it keeps the switch it was created with through the game', () => {
    const game = TestGame.started('stylized', 10);
    const created = game.state.config.geo74;
    game.toNight();
    expect(game.state.config.geo74).toBe(created);
  });
});

describe('D34: forum k = 4 − 0.5·max(0, R−2), clamped to [3, 4]', () => {
  it.each([
    [11, 2],
    [16, 4],
    [17, 4],
    [22, 6],
    [23, 7],
    [29, 9],
  ])('D34 GIVEN a forum table of %i THEN it has %i mafiosi', (players, mafia) => {
    const roles = composition('forum', players) ?? [];
    expect(roles.filter((role) => role === 'MAFIOSO')).toHaveLength(mafia);
  });
});

describe('FORUM-NIGHT-MOVES, D54, D55: the forum night', () => {
  it('FORUM-NIGHT-MOVES GIVEN the mafia shoot #7 and the Doctor protects #7 WHEN the night ends THEN protection cancels the kill', () => {
    const game = TestGame.started('forum', 11);
    game.fire();
    game.night([
      [1, 'shot', [7]],
      [4, 'protect', [7]],
    ]);
    expect(game.seatInfo(7).alive).toBe(true);
    expect(game.alive()).toHaveLength(11);
  });

  it('D54 GIVEN a forum player jailed by the day vote WHEN the day ends THEN he has no last word: the night follows at once', () => {
    const game = TestGame.started('forum', 11);
    forumVote(game, { 1: 5, 2: 5, 3: 5, 4: 5 });
    game.fire();
    expect(game.seatInfo(5).out?.reason).toBe('voted');
    expect(game.state.phase.kind).toBe('night');
  });

  it('D55 GIVEN a forum night WHEN an alive player writes in the game channel THEN the post counts: the channel stays open at night', () => {
    const game = TestGame.started('forum', 11);
    game.fire();
    expect(game.state.phase.kind).toBe('night');
    expect(gameChannelPost(game.state, game.seat(6).userId)).toEqual({ kind: 'count' });
  });
});
