import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/fairness/seeded-random.ts';
import { JUDGE, scriptedRandom, TestGame } from '../../harness/engine-game.ts';

import { HOUR, forumVote, duelAt, move } from './forum-fixtures.ts';

describe('FORUM-DUEL-ROUNDS, FORUM-DUEL-FALLBACK, FORUM-DUEL-NO-MOVE: the duel (D40)', () => {
  function duelBetween5And6(random = scriptedRandom([])): TestGame {
    const game = TestGame.started('forum', 11);
    game.random = random;
    forumVote(game, { 1: 5, 2: 6 });
    game.fire();
    expect(game.find('forum.day.tie', { since: 'last' })?.params).toEqual({ seats: [5, 6] });
    return game;
  }

  it('FORUM-DUEL-ROUNDS T61 GIVEN a duel A vs B WHEN in round 1 only A is hit THEN A is jailed', () => {
    const game = duelBetween5And6();
    expect(duelAt(game).duellists).toEqual([5, 6]);
    expect(game.stepTimer()!.deadlineAt - game.now).toBe(2 * HOUR);
    move(game, 5, 1, 3);
    move(game, 6, 2, 1);
    expect(game.seatInfo(5).out?.reason).toBe('voted');
    expect(game.find('duel.lost', { since: 'last' })?.params).toEqual({
      seat: 5,
      role: 'CIVILIAN',
      why: 'hits',
    });
    expect(game.find('duel.round', { since: 'last' })?.params).toMatchObject({
      round: 1,
      moves: [
        { seat: 5, cover: 1, target: 6, position: 3 },
        { seat: 6, cover: 2, target: 5, position: 1 },
      ],
    });
    expect(game.state.phase.kind).toBe('night');
  });

  it('GIVEN both duellists are hit in a round WHEN it closes THEN the next round starts', () => {
    const game = duelBetween5And6();
    move(game, 5, 1, 2);
    move(game, 6, 2, 1);
    expect(duelAt(game).round).toBe(2);
    expect(game.alive()).toContain(5);
  });

  it('FORUM-DUEL-FALLBACK T62 GIVEN a duel still undecided after 3 rounds WHEN the fallback runs THEN the RNG picks the loser, reproducibly from the revealed seed', () => {
    const seed = '5'.repeat(64);
    const game = duelBetween5And6();
    game.random = seededRandom(seed);
    for (let round = 1; round <= 3; round++) {
      move(game, 5, 1, 1);
      move(game, 6, 2, 2);
    }
    const [draw] = game.state.memory.draws;
    expect(draw?.label).toBe('draw|day-1-duel|0');
    expect(draw?.n).toBe(2);
    expect(seededRandom(seed).int(draw!.label, draw!.n)).toBe(draw!.result);
    const loser = [5, 6][draw!.result]!;
    expect(game.seatInfo(loser).out?.reason).toBe('voted');
    expect(game.find('duel.lost', { since: 'last' })?.params).toMatchObject({
      seat: loser,
      why: 'draw',
    });
  });

  it('FORUM-DUEL-NO-MOVE T63 GIVEN B submits nothing in round 1 WHEN the round closes THEN B loses', () => {
    const game = duelBetween5And6();
    move(game, 5, 1, 1);
    game.fire();
    expect(game.seatInfo(6).out?.reason).toBe('voted');
    expect(game.find('duel.lost', { since: 'last' })?.params).toMatchObject({
      seat: 6,
      why: 'noMove',
    });
  });

  it('GIVEN a three-way duel WHEN a duellist names no target THEN his move is incomplete; a move outside 1–3 is refused', () => {
    const game = TestGame.started('forum', 11);
    forumVote(game, { 1: 5, 2: 6, 3: 7 });
    game.fire();
    const duel = duelAt(game);
    expect(duel.duellists).toEqual([5, 6, 7]);
    game.rejects(
      { type: 'duelMove', by: game.seat(5), duelId: duel.id, cover: 4 },
      'error.badMove',
    );
    game.rejects(
      { type: 'duelMove', by: game.seat(5), duelId: duel.id, target: 5 },
      'error.badMove',
    );
    game.rejects(
      { type: 'duelMove', by: game.seat(8), duelId: duel.id, cover: 1 },
      'error.notDuellist',
    );
    move(game, 5, 1, 2);
    expect(duelAt(game).moves['5']).toEqual({ cover: 1, target: 0, position: 2 });
  });

  it('GIVEN a duel #5 vs #6 in which #5 has moved WHEN #5 is disqualified THEN #6 is not jailed: the duel is over and the night starts', () => {
    const game = duelBetween5And6();
    move(game, 5, 1, 2);
    game.ok({ type: 'disqualify', by: JUDGE, seat: 5, reason: 'leak' });
    expect(game.seatInfo(5).out?.reason).toBe('removed');
    expect(game.state.phase.kind).toBe('night');
    expect(game.seatInfo(6).alive).toBe(true);
    game.fire();
    expect(game.seatInfo(6).alive).toBe(true);
  });

  it('GIVEN a three-way duel WHEN one duellist is disqualified THEN he gets no prompt and drops out, and the other two finish the duel', () => {
    const game = TestGame.started('forum', 11);
    forumVote(game, { 1: 5, 2: 6, 3: 7 });
    game.fire();
    game.ok({ type: 'disqualify', by: JUDGE, seat: 7, reason: 'leak' });
    expect(duelAt(game).duellists).toEqual([5, 6, 7]);
    const prompts = game.screens().filter((screen) => screen.to.kind === 'seat');
    expect(prompts.map((screen) => screen.to)).toEqual([
      { kind: 'seat', seat: 5 },
      { kind: 'seat', seat: 6 },
    ]);
    move(game, 5, 1, 3, 6);
    move(game, 6, 2, 1, 5);
    expect(game.seatInfo(5).out?.reason).toBe('voted');
    expect(game.seatInfo(6).alive).toBe(true);
    expect(game.state.phase.kind).toBe('night');
  });
});

describe('FORUM-SCHEDULE, FORUM-MIN-NOTICE, FORUM-SKIPS: forum schedule (D49)', () => {
  it('FORUM-MIN-NOTICE T73 GIVEN a forum day WHEN the host shortens it to 30 min from now THEN it is rejected (min_notice 1 h)', () => {
    const game = TestGame.started('forum', 11);
    const remaining = game.stepTimer()!.deadlineAt - game.now;
    const toThirtyMinutes = Math.round((remaining - 30 * 60_000) / 1000);
    game.rejects({ type: 'extend', by: JUDGE, seconds: -toThirtyMinutes }, 'error.shortenNotice');
    const toTwoHours = Math.round((remaining - 2 * HOUR) / 1000);
    game.ok({ type: 'extend', by: JUDGE, seconds: -toTwoHours });
    expect(game.stepTimer()!.deadlineAt - game.now).toBe(2 * HOUR);
    expect(game.find('game.extended', { since: 'last' })?.params).toEqual({
      seconds: -toTwoHours,
      endsAt: game.now + 2 * HOUR,
    });
  });

  it('FORUM-MIN-NOTICE T73 GIVEN a forum day or night WHEN the host skips it THEN it is refused like any shortening without 1 h notice (D49): the deadline stands and no skipped move is charged (FORUM-SKIPS)', () => {
    const game = TestGame.started('forum', 11);
    const dayDeadline = game.stepTimer()!.deadlineAt;
    game.rejects({ type: 'skip', by: JUDGE }, 'error.shortenNotice');
    expect(game.lastDecision?.ok === false && game.lastDecision.error.params).toEqual({
      minutes: 60,
    });
    expect(game.stepTimer()!.deadlineAt).toBe(dayDeadline);
    game.fire();
    expect(game.state.phase.kind).toBe('night');
    const nightDeadline = game.stepTimer()!.deadlineAt;
    // An hour before the deadline the skip is still refused: ending now gives no notice at all.
    game.now = nightDeadline - HOUR;
    game.rejects({ type: 'skip', by: JUDGE }, 'error.shortenNotice');
    expect(game.state.phase.kind).toBe('night');
    expect(game.stepTimer()!.deadlineAt).toBe(nightDeadline);
    expect(game.state.timeline.some((entry) => entry.kind === 'skip')).toBe(false);
    expect(game.seatInfo(3).skips).toBeUndefined();
  });

  it('FORUM-SCHEDULE GIVEN a forum day WHEN the host sets the night to 2 h and the day to 30 h THEN it is announced publicly, the running day keeps its deadline, and from the next phase on (also after a restart) nights last 2 h and days 30 h', () => {
    const game = TestGame.started('forum', 11);
    const dayDeadline = game.stepTimer()!.deadlineAt;
    game.ok({ type: 'phaseLength', by: JUDGE, phase: 'night', hours: 2 });
    expect(game.find('game.phaseLength', { to: 'public', since: 'last' })?.params).toEqual({
      phase: 'night',
      hours: 2,
    });
    game.ok({ type: 'phaseLength', by: JUDGE, phase: 'day', hours: 30 });
    expect(game.stepTimer()!.deadlineAt).toBe(dayDeadline);
    // The state is saved as a document: a restart reads back exactly this JSON.
    game.state = JSON.parse(JSON.stringify(game.state)) as typeof game.state;
    game.fire();
    expect(game.state.phase.kind).toBe('night');
    expect(game.stepTimer()!.deadlineAt - game.now).toBe(2 * HOUR);
    game.night([
      [1, 'shot', [9]],
      [3, 'check', [1]],
      [4, 'protect', [5]],
    ]);
    expect(game.state.phase.kind).toBe('day');
    expect(game.stepTimer()!.deadlineAt - game.now).toBe(30 * HOUR);
    expect(game.state.timeline.filter((entry) => entry.kind === 'phaseLength')).toEqual([
      { kind: 'phaseLength', phase: 'night', hours: 2, day: 1 },
      { kind: 'phaseLength', phase: 'day', hours: 30, day: 1 },
    ]);
  });

  it('FORUM-SCHEDULE GIVEN a phase length change WHEN a player sends it, the game is a sports game, or the hours are not 1 to 168 THEN it is refused and nothing changes', () => {
    const game = TestGame.started('forum', 11);
    game.rejects(
      { type: 'phaseLength', by: game.seat(3), phase: 'day', hours: 12 },
      'error.notJudge',
    );
    for (const hours of [0, -5, 169, 1.5])
      game.rejects({ type: 'phaseLength', by: JUDGE, phase: 'day', hours }, 'error.badHours');
    const sports = TestGame.started('classic', 10);
    sports.rejects({ type: 'phaseLength', by: JUDGE, phase: 'night', hours: 1 }, 'error.notForum');
  });

  it('GIVEN a forum night WHEN the host extends it THEN the new deadline applies at once and is announced', () => {
    const game = TestGame.started('forum', 11);
    game.fire();
    const before = game.stepTimer()!.deadlineAt;
    game.ok({ type: 'extend', by: JUDGE, seconds: 3600 });
    expect(game.stepTimer()!.deadlineAt).toBe(before + HOUR);
  });
});
