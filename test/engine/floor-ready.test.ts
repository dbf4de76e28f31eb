import { describe, expect, it } from 'vitest';
import { floorWait } from '../../src/engine/rules/clock.ts';
import { FLOOR_GRACE_MS } from '../../src/engine/rules/floor/floor-ready.ts';
import { scaled } from '../../src/engine/rules/presets.ts';
import type { Timer } from '../../src/engine/rules/state/state.ts';
import { JUDGE, TestGame } from '../../harness/engine-game.ts';

/** A classic table playing in a voice channel: its steps wait for the floor. */
function inVoice(): TestGame {
  const game = TestGame.lobby('classic', 10);
  game.state = { ...game.state, voiceChannelId: '700000000000000001' };
  game.deal();
  return game;
}

function wait(game: TestGame): Pick<Timer, 'id'> | undefined {
  return floorWait(game.state);
}

/** Discord confirmed the mutes `afterMs` after the step began. */
function floorSetAfter(game: TestGame, afterMs: number): void {
  const timer = wait(game);
  if (!timer) throw new Error(`no wait for the floor in ${game.describe()}`);
  game.now += afterMs;
  game.ok({ type: 'floorSet', timerId: timer.id });
}

/** Night 0 played through, each step's floor set at once: Day 1, #1's speech waiting. */
function dayOne(): TestGame {
  const game = inVoice();
  game.fireUntil(() => {
    if (game.state.phase.kind === 'day') return true;
    if (wait(game)) floorSetAfter(game, 0);
    return false;
  });
  return game;
}

function cardLines(game: TestGame): string[] {
  return game.card().lines.map((line) => line.key);
}

describe('GAME-CLOCK-ON-FLOOR: a step’s clock starts when Discord has confirmed its mutes', () => {
  it('GIVEN a speech handed to #1 WHEN Discord confirms the unmute 3 s later THEN the speech’s deadline is counted from the confirmation, not from the handover, and the card shows no countdown until then', () => {
    const game = dayOne();
    expect(game.floor?.seat).toBe(1);
    expect(game.stepTimer()).toBeUndefined();
    expect(game.state.timers).toEqual([
      expect.objectContaining({ kind: 'floorReady', deadlineAt: game.now + FLOOR_GRACE_MS }),
    ]);
    expect(cardLines(game)).toContain('floor.waiting');
    expect(cardLines(game)).not.toContain('speech.deadline');

    floorSetAfter(game, 3_000);
    const speech = scaled(game.state.config, 'speech');
    expect(game.stepTimer()?.deadlineAt).toBe(game.now + speech);
    const warning = game.state.timers.find((timer) => timer.kind === 'speechWarning');
    expect(warning?.deadlineAt).toBe(
      game.now + speech - scaled(game.state.config, 'speechWarning'),
    );
    expect(wait(game)).toBeUndefined();
    expect(cardLines(game)).toContain('speech.deadline');
    expect(cardLines(game)).not.toContain('floor.waiting');
  });

  it('GIVEN a speech waiting for the floor WHEN the wait runs out first THEN the clock starts anyway and the judge is told why', () => {
    const game = dayOne();
    game.now += FLOOR_GRACE_MS;
    game.ok({ type: 'timerExpired', timerId: wait(game)!.id });
    expect(game.stepTimer()?.deadlineAt).toBe(game.now + scaled(game.state.config, 'speech'));
    expect(game.find('floor.graceExpired', { to: 'judge', since: 'last' })?.params).toEqual({
      seconds: FLOOR_GRACE_MS / 1000,
      seat: 1,
    });
    expect(game.find('floor.graceExpired', { to: 'public', since: 'last' })).toBeUndefined();
  });

  it('GIVEN #1 passed while his floor was awaited WHEN the confirmation of his floor arrives THEN it is stale and changes nothing; #2’s wait goes on', () => {
    const game = dayOne();
    const first = wait(game)!.id;
    game.ok({ type: 'pass', by: game.seat(1) });
    expect(game.floor?.seat).toBe(2);
    game.rejects({ type: 'floorSet', timerId: first }, 'error.timerStale');
    expect(wait(game)).toBeDefined();
  });

  it('GIVEN Night 0 begins WHEN the table’s mutes are not confirmed yet THEN its first step has no clock; once confirmed, the step runs its whole length', () => {
    const game = inVoice();
    expect(game.state.phase.kind).toBe('night');
    expect(game.stepTimer()).toBeUndefined();
    const night0 = game.screens().find((screen) => screen.id === 'night0');
    expect(night0?.lines.map((line) => line.key)).toEqual(['floor.waiting']);
    floorSetAfter(game, 4_800);
    expect(game.stepTimer()?.deadlineAt).toBeGreaterThan(game.now);
    const lines = game.screens().find((screen) => screen.id === 'night0')?.lines;
    expect(lines?.map((line) => line.key)).toEqual(['night.zero.step']);
  });

  it('GIVEN Night 1’s window WHEN its mutes are awaited THEN nobody is prompted yet; once confirmed the window runs its whole length and the prompts appear', () => {
    const game = dayOne();
    game.fireUntil(() => {
      if (game.state.phase.kind === 'night') return true;
      if (wait(game)) floorSetAfter(game, 0);
      return false;
    });
    expect(wait(game)).toBeDefined();
    expect(game.screens().some((screen) => screen.purpose === 'nightPrompt')).toBe(false);
    floorSetAfter(game, 2_000);
    expect(game.stepTimer()?.deadlineAt).toBe(game.now + scaled(game.state.config, 'nightWindow'));
    expect(game.screens().some((screen) => screen.purpose === 'nightPrompt')).toBe(true);
  });

  it('GIVEN a speech waiting WHEN the judge pauses, the floor is confirmed meanwhile, and he resumes THEN the speech runs its whole length from the resume', () => {
    const game = dayOne();
    game.ok({ type: 'pause', by: JUDGE });
    floorSetAfter(game, 0);
    game.now += 120_000;
    game.ok({ type: 'resume', by: JUDGE });
    expect(game.stepTimer()?.deadlineAt).toBe(game.now + scaled(game.state.config, 'speech'));
  });

  it('GIVEN a speech waiting WHEN the judge pauses and resumes THEN the wait goes on under a new id (an earlier confirmation is stale), with the time it had left', () => {
    const game = dayOne();
    const before = wait(game)!;
    game.now += 1_000;
    game.ok({ type: 'pause', by: JUDGE });
    game.now += 60_000;
    game.ok({ type: 'resume', by: JUDGE });
    const after = game.state.timers[0]!;
    expect(after.id).not.toBe(before.id);
    expect(after).toMatchObject({
      kind: 'floorReady',
      deadlineAt: game.now + FLOOR_GRACE_MS - 1_000,
    });
    game.rejects({ type: 'floorSet', timerId: before.id }, 'error.timerStale');
    floorSetAfter(game, 0);
    expect(game.stepTimer()).toBeDefined();
  });

  it('GIVEN a speech waiting WHEN the judge extends it by 30 s THEN the speech, once it starts, is 30 s longer; WHEN he skips it THEN the floor moves on', () => {
    const game = dayOne();
    game.ok({ type: 'extend', by: JUDGE, seconds: 30 });
    floorSetAfter(game, 500);
    expect(game.stepTimer()?.deadlineAt).toBe(
      game.now + scaled(game.state.config, 'speech') + 30_000,
    );
    game.ok({ type: 'pass', by: game.seat(1) });
    game.ok({ type: 'skip', by: JUDGE });
    expect(game.floor?.seat).toBe(3);
  });

  it('GIVEN a judge’s foul WHEN the floor is confirmed after it THEN the foul can still be undone (the clock starting is no table action)', () => {
    const game = dayOne();
    game.ok({ type: 'foul', by: JUDGE, seat: 4 });
    floorSetAfter(game, 100);
    game.ok({ type: 'undo', by: JUDGE });
    expect(game.seatInfo(4).fouls).toBe(0);
  });

  it('GIVEN a game with no voice channel THEN its steps start at once, as before', () => {
    const game = TestGame.started('classic', 10);
    expect(wait(game)).toBeUndefined();
    expect(game.stepTimer()).toBeDefined();
  });
});
