import { describe, expect, it } from 'vitest';
import type { Command } from '../../src/engine/index.ts';
import { JUDGE, TestGame } from '../../harness/engine-game.ts';

/** classic canonical deal: 1 Don, 2–3 Mafiosi, 4 Sheriff, 5–10 Civilians; Day 1 opens at seat 1. */
const UNDO: Command = { type: 'undo', by: JUDGE };

/** The refusal's parameters: it names why, and nothing changed. */
function refusal(game: TestGame, command: Command = UNDO) {
  game.rejects(command, 'error.undo');
  const decision = game.lastDecision;
  return decision && !decision.ok ? decision.error.params : undefined;
}

describe('JUDGE-UNDO, FORUM-MIN-NOTICE: when an undo is refused, and why', () => {
  it('GIVEN a player (not the judge) WHEN he asks to undo THEN it is refused as for every judge command', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'foul', by: JUDGE, seat: 5 });
    game.rejects({ type: 'undo', by: game.seat(5) }, 'error.notJudge');
  });

  it('GIVEN the lobby WHEN the judge asks to undo THEN it is refused: not dealt', () => {
    const game = TestGame.lobby('classic', 10);
    game.rejects(UNDO, 'error.notDealt');
  });

  it('GIVEN no judge action in the game WHEN the judge asks to undo THEN it is refused: nothing to undo', () => {
    const game = TestGame.started('classic', 10);
    expect(refusal(game)).toEqual({ why: 'nothing' });
  });

  it('GIVEN an undone action WHEN the judge asks to undo again THEN it is refused: only the last action, once', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'foul', by: JUDGE, seat: 5 });
    game.ok({ type: 'warn', by: JUDGE, seat: 6 });
    game.ok(UNDO);
    expect(refusal(game)).toEqual({ why: 'undone', action: 'warn' });
    expect(game.seatInfo(5).fouls).toBe(1);
  });

  it('GIVEN a foul WHEN the speaker passes, nominates or the step ends THEN the foul can no longer be undone, and the refusal names why', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'foul', by: JUDGE, seat: 5 });
    game.ok({ type: 'pass', by: game.seat(1) });
    expect(refusal(game)).toEqual({ why: 'speech', action: 'foul' });
    game.ok({ type: 'foul', by: JUDGE, seat: 5 });
    game.fire();
    expect(refusal(game)).toEqual({ why: 'step', action: 'foul' });
  });

  it('GIVEN a foul during the vote WHEN a vote is cast after it THEN it can no longer be undone', () => {
    const game = TestGame.started('classic', 10);
    game.runSpeeches({ 1: 5, 2: 6 });
    game.ok({ type: 'foul', by: JUDGE, seat: 9 });
    const stage = game.day.stage;
    if (stage.kind !== 'voting') throw new Error('not voting');
    game.ok({ type: 'vote', by: game.seat(9), voteId: stage.vote.id, candidate: 5 });
    expect(refusal(game)).toEqual({ why: 'vote', action: 'foul' });
  });

  it('GIVEN a night and the judge’s warning WHEN a night move follows THEN it can no longer be undone', () => {
    const game = TestGame.started('classic', 10);
    game.toNight();
    game.ok({ type: 'warn', by: JUDGE, seat: 5 });
    game.act(4, 'check', [1]);
    expect(refusal(game)).toEqual({ why: 'nightMove', action: 'warn' });
  });

  it('GIVEN an extension WHEN the judge resolves a flag after it THEN it can no longer be undone (another judge command)', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'flag', by: { userId: 'bot' }, kind: 'outOfTurn', seat: 4 });
    game.ok({ type: 'extend', by: JUDGE, seconds: 30 });
    game.ok({ type: 'resolveFlag', by: JUDGE, flagId: 'f1', confirm: false });
    expect(refusal(game)).toEqual({ why: 'judge', action: 'extend' });
  });

  it('GIVEN a night WHEN the judge skips it (the checks are told to their owners) THEN the skip cannot be undone: what a player learned cannot be untold', () => {
    const game = TestGame.started('classic', 10);
    game.toNight();
    game.act(4, 'check', [1]);
    game.ok({ type: 'skip', by: JUDGE });
    expect(game.find('night.result.check', { seat: 4, since: 'last' })).toBeDefined();
    expect(refusal(game)).toEqual({ why: 'told', action: 'skip' });
  });

  it('GIVEN a night with only a shot (nothing told in private) WHEN the judge skips it THEN it cannot be undone either: the shot’s outcome was announced', () => {
    const game = TestGame.started('classic', 10);
    game.toNight();
    for (const seat of [1, 2, 3]) game.act(seat, 'shot', [9]);
    game.ok({ type: 'skip', by: JUDGE });
    expect(refusal(game)).toEqual({ why: 'told', action: 'skip' });
  });

  it('FORUM-MIN-NOTICE GIVEN a forum extension WHEN undoing it would bring the deadline closer than min_notice THEN it is refused as any such shortening (D49); with the notice kept, it is undone', () => {
    const game = TestGame.started('forum', 11);
    const deadline = game.stepTimer()!.deadlineAt;
    game.ok({ type: 'extend', by: JUDGE, seconds: 2 * 3600 });
    game.now = deadline - 30 * 60_000;
    game.rejects(UNDO, 'error.shortenNotice');
    game.now = deadline - 2 * 3_600_000;
    game.ok(UNDO);
    expect(game.stepTimer()!.deadlineAt).toBe(deadline);
  });

  it('GIVEN a team loss (the game ends) WHEN the judge asks to undo THEN it is refused: the end revealed the deal', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'foul', by: JUDGE, seat: 5 });
    game.ok({ type: 'penalty', by: JUDGE, seat: 2, reason: '5.1.1' });
    expect(refusal(game)).toEqual({ why: 'ended' });
  });

  it('GIVEN a disqualification that ends the game WHEN the judge asks to undo THEN it is refused: the game is over', () => {
    const game = TestGame.started('classic', 10);
    for (const seat of [1, 2]) game.ok({ type: 'disqualify', by: JUDGE, seat, reason: '5.1.4' });
    game.ok({ type: 'disqualify', by: JUDGE, seat: 3, reason: '5.1.4' });
    expect(game.state.phase.kind).toBe('ended');
    expect(refusal(game)).toEqual({ why: 'ended' });
  });

  it('GIVEN a 4th foul in a last word that voided the Best Move (T46) WHEN undone THEN the Best Move is back, in the timeline too', () => {
    const game = TestGame.started('classic', 10);
    for (let count = 0; count < 3; count++) game.ok({ type: 'foul', by: JUDGE, seat: 10 });
    game.toNight();
    game.night([1, 2, 3].map((seat) => [seat, 'shot', [10]] as [number, 'shot', number[]]));
    game.ok({ type: 'bestMove', by: game.seat(10), seats: [1, 2, 3] });
    const timeline = structuredClone(game.state.timeline);
    game.ok({ type: 'foul', by: JUDGE, seat: 10 });
    expect(game.state.memory.bestMove).toBeUndefined();
    game.ok(UNDO);
    expect(game.state.memory.bestMove).toEqual({ seat: 10, named: [1, 2, 3] });
    expect(game.floor).toMatchObject({ seat: 10, kind: 'lastWord' });
    expect(game.state.timeline.slice(0, -1)).toEqual(timeline);
  });
});
