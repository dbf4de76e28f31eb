import { describe, expect, it } from 'vitest';
import { voiceTarget, type Command, type GameState } from '../../src/engine/index.ts';
import { JUDGE, TestGame } from '../../harness/engine-game.ts';

/** classic canonical deal: 1 Don, 2–3 Mafiosi, 4 Sheriff, 5–10 Civilians; Day 1 opens at seat 1. */
const UNDO: Command = { type: 'undo', by: JUDGE };

/** The parts of the state an undo restores, as data to compare. */
function table(state: GameState) {
  return { seats: state.seats, phase: state.phase, memory: state.memory, schedule: state.schedule };
}

/** Applies the judge's action, then undoes it: the table must be as before the action. */
function actAndUndo(game: TestGame, action: Command): GameState {
  const before = structuredClone(game.state);
  game.ok(action);
  game.ok(UNDO);
  expect(table(game.state)).toEqual(table(before));
  return before;
}

function lastUndone(game: TestGame) {
  const entry = game.state.timeline.at(-1);
  if (entry?.kind !== 'undone') throw new Error(`the timeline ends with ${entry?.kind}`);
  return entry;
}

describe('JUDGE-UNDO: the judge takes back his last action while nothing followed it', () => {
  it('GIVEN a foul WHEN the judge undoes it THEN the foul no longer counts, the table is told publicly, and the timeline keeps the foul marked undone', () => {
    const game = TestGame.started('classic', 10);
    actAndUndo(game, { type: 'foul', by: JUDGE, seat: 5, reason: '5.1.15' });
    expect(game.seatInfo(5).fouls).toBe(0);
    expect(game.find('undo.done', { to: 'public', since: 'last' })?.params).toEqual({
      action: 'foul',
      seat: 5,
      count: 0,
    });
    expect(game.state.timeline.some((entry) => entry.kind === 'foul')).toBe(false);
    expect(lastUndone(game).action).toMatchObject({ kind: 'foul', seat: 5, count: 1 });
  });

  it('GIVEN a third foul (silenced next speech) WHEN undone THEN the silenced slot is no longer pending', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'foul', by: JUDGE, seat: 5 });
    game.ok({ type: 'foul', by: JUDGE, seat: 5 });
    actAndUndo(game, { type: 'foul', by: JUDGE, seat: 5 });
    expect(game.seatInfo(5)).toMatchObject({ fouls: 2, silencePending: false });
  });

  it('GIVEN a fourth foul that removed a player and cancelled the vote WHEN undone THEN he is back, the vote is on again, and the correction says so', () => {
    const game = TestGame.started('classic', 10);
    for (let count = 0; count < 3; count++) game.ok({ type: 'foul', by: JUDGE, seat: 6 });
    actAndUndo(game, { type: 'foul', by: JUDGE, seat: 6 });
    expect(game.seatInfo(6)).toMatchObject({ alive: true, fouls: 3 });
    expect(game.day.voteCancelled).toBe(false);
    expect(game.find('undo.done', { since: 'last' })?.params).toEqual({
      action: 'foul',
      seat: 6,
      count: 3,
      back: true,
    });
    expect(lastUndone(game).also.map((entry) => entry.kind)).toEqual([
      'departure',
      'voteCancelled',
    ]);
  });

  it('GIVEN an unfoul WHEN undone THEN the foul counts again', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'foul', by: JUDGE, seat: 5 });
    actAndUndo(game, { type: 'unfoul', by: JUDGE, seat: 5 });
    expect(game.seatInfo(5).fouls).toBe(1);
    expect(game.find('undo.done', { since: 'last' })?.params).toMatchObject({
      action: 'unfoul',
      count: 1,
    });
  });

  it('GIVEN a warning WHEN undone THEN it no longer counts', () => {
    const game = TestGame.started('classic', 10);
    actAndUndo(game, { type: 'warn', by: JUDGE, seat: 3 });
    expect(game.seatInfo(3).warnings).toBe(0);
    expect(lastUndone(game).action.kind).toBe('warning');
  });

  it('GIVEN a mistaken disqualification before the vote WHEN undone THEN the player is back at the table, in the speech order, and today’s vote is not cancelled', () => {
    const game = TestGame.started('classic', 10);
    actAndUndo(game, { type: 'disqualify', by: JUDGE, seat: 7, reason: '5.1.4' });
    expect(game.seatInfo(7).alive).toBe(true);
    expect(game.seatInfo(7).out).toBeUndefined();
    expect(game.day.voteCancelled).toBe(false);
    expect(game.find('undo.done', { since: 'last' })?.params).toEqual({
      action: 'disqualify',
      seat: 7,
      back: true,
    });
    game.runSpeeches({ 1: 5, 7: 2 });
    expect(game.day.spoke).toContain(7);
    expect(game.day.nominations).toContainEqual({ by: 7, target: 2 });
    expect(game.day.stage.kind).toBe('voting');
  });

  it('GIVEN the speaker disqualified WHEN undone THEN the floor is his again, with the time he had left, on the table card (corrected in place: it never left the screen), and the voice follows', () => {
    const game = TestGame.started('classic', 10);
    const slot = game.floor!.slotId;
    const pass = game.floorControl('pass');
    const cardId = game.card().id;
    const left = game.stepTimer()!.deadlineAt - game.now;
    game.ok({ type: 'disqualify', by: JUDGE, seat: 1, reason: '5.1.4' });
    expect(game.floor?.seat).toBe(2);
    game.now += 5_000;
    game.ok(UNDO);
    expect(game.floor).toMatchObject({ seat: 1, slotId: slot });
    expect(game.stepTimer()!.deadlineAt - game.now).toBe(left);
    expect(game.card().id).toBe(cardId);
    expect(game.card().title.params).toMatchObject({ seat: 1 });
    expect(game.floorControl('pass')).toBe(pass);
    expect(voiceTarget(game.state)).toEqual({ managed: true, unmuted: [game.seat(1).userId] });
    game.ok({ type: 'pass', by: game.seat(1) });
    expect(game.floor?.seat).toBe(2);
  });

  it('GIVEN a disqualification during the vote (vote aborted, night) WHEN undone THEN the vote is back where it was, its message posted anew', () => {
    const game = TestGame.started('classic', 10);
    game.runSpeeches({ 1: 5, 2: 6 });
    expect(game.day.stage.kind).toBe('voting');
    const vote = game.screens().find((screen) => screen.id.startsWith('vote.'))!;
    game.ok({ type: 'disqualify', by: JUDGE, seat: 9, reason: '5.1.4' });
    expect(game.state.phase.kind).toBe('night');
    game.ok(UNDO);
    expect(game.day.stage.kind).toBe('voting');
    expect(game.screens().map((screen) => screen.id)).toContain(`${vote.id}~1`);
    const stage = game.day.stage;
    if (stage.kind !== 'voting') throw new Error('not voting');
    game.ok({ type: 'vote', by: game.seat(9), voteId: stage.vote.id, candidate: 5 });
  });

  it('GIVEN a skipped speech WHEN undone THEN the speaker has the floor again with the time he had left', () => {
    const game = TestGame.started('classic', 10);
    game.now += 10_000;
    const left = game.stepTimer()!.deadlineAt - game.now;
    game.ok({ type: 'skip', by: JUDGE });
    game.now += 3_000;
    game.ok(UNDO);
    expect(game.floor?.seat).toBe(1);
    expect(game.stepTimer()!.deadlineAt - game.now).toBe(left);
    expect(game.find('undo.done', { since: 'last' })?.params).toEqual({
      action: 'skip',
      endsAt: game.now + left,
    });
    expect(lastUndone(game).action.kind).toBe('skipped');
  });

  it('GIVEN an extension WHEN undone THEN the earlier deadline holds again', () => {
    const game = TestGame.started('classic', 10);
    const deadline = game.stepTimer()!.deadlineAt;
    actAndUndo(game, { type: 'extend', by: JUDGE, seconds: 30 });
    expect(game.stepTimer()!.deadlineAt).toBe(deadline);
    expect(game.find('undo.done', { since: 'last' })?.params).toEqual({
      action: 'extend',
      endsAt: deadline,
    });
  });

  it('GIVEN an extension during a pause WHEN undone THEN the step keeps the remainder it had before', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'pause', by: JUDGE });
    const before = structuredClone(game.state.paused);
    game.ok({ type: 'extend', by: JUDGE, seconds: 20 });
    game.ok(UNDO);
    expect(game.state.paused?.timers.map((timer) => timer.remainingMs)).toEqual(
      before?.timers.map((timer) => timer.remainingMs),
    );
  });

  it('GIVEN a forum phase length WHEN undone THEN the earlier length holds', () => {
    const game = TestGame.started('forum', 11);
    game.ok({ type: 'phaseLength', by: JUDGE, phase: 'night', hours: 2 });
    game.ok({ type: 'phaseLength', by: JUDGE, phase: 'day', hours: 30 });
    game.ok(UNDO);
    expect(game.state.schedule).toEqual({ forumNight: 2 * 3_600_000 });
    expect(game.find('undo.done', { since: 'last' })?.params).toEqual({
      action: 'phaseLength',
      phase: 'day',
    });
  });

  it('GIVEN a disqualification WHEN the game is paused and resumed, a flag raised and the ten-second cue sounds before the undo THEN it is still undone (nothing depends on them)', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'disqualify', by: JUDGE, seat: 1, reason: '5.1.4' });
    game.ok({ type: 'pause', by: JUDGE });
    game.ok({ type: 'resume', by: JUDGE });
    game.ok({ type: 'flag', by: { userId: 'bot' }, kind: 'outOfTurn', seat: 4 });
    const warning = game.state.timers.find((timer) => timer.kind === 'speechWarning')!;
    game.now = warning.deadlineAt;
    game.ok({ type: 'timerExpired', timerId: warning.id });
    game.ok(UNDO);
    expect(game.seatInfo(1).alive).toBe(true);
    expect(game.floor?.seat).toBe(1);
    expect(game.state.flags?.map((flag) => flag.seat)).toEqual([4]);
  });

  it('GIVEN a disqualification during a pause WHEN undone while still paused THEN his step keeps its remainder, paused', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'pause', by: JUDGE });
    const remainder = game.state.paused!.timers.find((timer) => timer.kind === 'step')!.remainingMs;
    game.ok({ type: 'disqualify', by: JUDGE, seat: 1, reason: '5.1.4' });
    game.ok(UNDO);
    expect(game.state.timers).toEqual([]);
    const step = game.state.paused!.timers.find((timer) => timer.kind === 'step')!;
    expect(step.remainingMs).toBe(remainder);
    game.ok({ type: 'resume', by: JUDGE });
    expect(game.stepTimer()!.deadlineAt - game.now).toBe(remainder);
  });
});
