import { describe, expect, it } from 'vitest';
import { stepDeadline, stepRemainingMs } from '../../src/engine/rules/clock.ts';
import { phaseOf, settle } from '../../src/engine/rules/flow/phase-driver.ts';
import { Draft } from '../../src/engine/rules/flow/draft.ts';
import { identityRandom, JUDGE, TestGame } from '../../harness/engine-game.ts';

describe('phases as data: the flow reads the phase from the state and drives it (issue 12)', () => {
  it('GIVEN a classic game played from the lobby WHEN the flow reads each saved state THEN it names the phase module in charge from the stored shape alone', () => {
    const game = TestGame.lobby('classic', 10);
    expect(phaseOf(game.state)).toBe('lobby');
    game.deal();
    expect(phaseOf(game.state)).toBe('nightZero');
    game.fireUntil(() => game.state.phase.kind === 'day');
    expect(phaseOf(game.state)).toBe('speeches');
    game.runSpeeches({ 1: 5, 2: 6 });
    expect(phaseOf(game.state)).toBe('voting');
    game.runVote({ 1: 5, 2: 5, 3: 5, 4: 5, 5: 6, 6: 6, 7: 6, 8: 6, 9: 6, 10: 6 });
    expect(phaseOf(game.state)).toBe('lastWords');
    game.fire();
    expect(phaseOf(game.state)).toBe('night');
    game.ok({ type: 'end', by: JUDGE });
    expect(phaseOf(game.state)).toBe('ended');
  });

  it('GIVEN a forum game WHEN it is dealt and its day ends THEN the forum day and the forum night are their own phases', () => {
    const game = TestGame.started('forum', 11);
    expect(phaseOf(game.state)).toBe('forumVoting');
    game.fire();
    expect(phaseOf(game.state)).toBe('forumNight');
  });

  it('GIVEN a phase that keeps asking for more WHEN the flow settles the turn THEN its loop guard refuses the turn instead of running for ever', () => {
    const game = TestGame.started('classic', 10);
    const draft = new Draft(structuredClone(game.state), { now: game.now, random: identityRandom });
    for (let index = 0; index < 100; index++) draft.requests.push({ kind: 'removal', seat: 99 });
    expect(settle(draft)?.key).toBe('error.internal');
  });
});

describe("one source for a step's deadline (issue 12, deliverable 4)", () => {
  it('GIVEN a running speech WHEN it is paused and resumed THEN the deadline is the timer; paused, the remainder from the pause (screens) or from the given moment (commands)', () => {
    const game = TestGame.started('classic', 10);
    const deadline = game.stepTimer()!.deadlineAt;
    expect(stepDeadline(game.state)).toBe(deadline);
    game.now += 25_000;
    expect(stepRemainingMs(game.state, game.now)).toBe(deadline - game.now);
    game.ok({ type: 'pause', by: JUDGE });
    const pausedAt = game.now;
    expect(stepDeadline(game.state)).toBe(deadline);
    expect(stepDeadline(game.state, pausedAt + 60_000)).toBe(deadline + 60_000);
    game.now += 60_000;
    expect(stepRemainingMs(game.state, game.now)).toBe(deadline - pausedAt);
    game.ok({ type: 'extend', by: JUDGE, seconds: 30 });
    expect(game.last).toContainEqual(
      expect.objectContaining({
        lines: [
          expect.objectContaining({
            key: 'game.extended',
            params: { seconds: 30, endsAt: game.now + deadline - pausedAt + 30_000 },
          }),
        ],
      }),
    );
    game.ok({ type: 'resume', by: JUDGE });
    expect(stepDeadline(game.state)).toBe(game.now + deadline - pausedAt + 30_000);
  });

  it('GIVEN a game not yet dealt WHEN asked for the deadline THEN there is none', () => {
    expect(stepDeadline(TestGame.lobby('classic', 10).state)).toBeUndefined();
  });
});
