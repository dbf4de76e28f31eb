import { describe, expect, it } from 'vitest';
import type { Command } from '../../src/engine/index.ts';
import { buildProtocol } from '../../src/protocol/build.ts';
import { voteRound } from './day-fixtures.ts';
import { JUDGE, TestGame } from '../../harness/engine-game.ts';

/** classic canonical deal: 1 Don, 2–3 Mafiosi, 4 Sheriff, 5–10 Civilians; Day 1 opens at seat 1. */
const UNDO: Command = { type: 'undo', by: JUDGE };

function refusedWhy(game: TestGame, command: Command): unknown {
  game.rejects(command, 'error.correction');
  const decision = game.lastDecision;
  return decision && !decision.ok ? decision.error.params : undefined;
}

function protocolOf(game: TestGame) {
  const protocol = buildProtocol(game.state);
  if (!protocol) throw new Error('no protocol for an undealt game');
  return protocol;
}

function lastCorrection(game: TestGame) {
  return game.state.timeline.filter((entry) => entry.kind === 'correction').at(-1);
}

/** Day 1 with every speech passed: seats 1, 2 and 3 nominated 5, 6 and 7; the vote is open. */
function votingOnDayOne(): TestGame {
  const game = TestGame.started('classic', 10);
  game.runSpeeches({ 1: 5, 2: 6, 3: 7 });
  return game;
}

describe('JUDGE-NOMINATE-ALOUD: the judge enters a nomination the speaker made aloud', () => {
  it('GIVEN seat 1 speaking WHEN the judge enters his nomination of #5 THEN it counts as seat 1’s, marked byJudge, is announced and is in the timeline', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'judgeNominate', by: JUDGE, target: 5 });
    expect(game.day.nominations).toEqual([{ by: 1, target: 5, byJudge: true }]);
    expect(game.find('judge.corrected', { to: 'public', since: 'last' })?.params).toEqual({
      what: 'nominate',
      by: 1,
      target: 5,
    });
    expect(game.state.timeline.slice(-2).map((entry) => entry.kind)).toEqual([
      'correction',
      'nomination',
    ]);
  });

  it('GIVEN the judge entered #5 for seat 1 WHEN the vote opens THEN #5 is a candidate, and the protocol marks the nomination byJudge', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'judgeNominate', by: JUDGE, target: 5 });
    game.runSpeeches({ 2: 6 });
    expect(voteRound(game).candidates).toEqual([5, 6]);
    const protocol = protocolOf(game);
    expect(protocol.nominations[0]).toEqual({ day: 1, by: 1, target: 5, byJudge: true });
    expect(protocol.corrections).toEqual([
      { day: 1, phase: 'day', what: 'nominate', by: 1, target: 5 },
    ]);
  });

  it('GIVEN the speaker already nominated WHEN the judge enters another THEN it is refused as a clicked one would be, and nothing changes', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'nominate', by: game.seat(1), target: 5 });
    game.rejects({ type: 'judgeNominate', by: JUDGE, target: 6 }, 'error.alreadyNominated');
    game.rejects({ type: 'judgeNominate', by: JUDGE, target: 5 }, 'error.alreadyNominated');
  });

  it('GIVEN a nominated or departed target WHEN the judge enters it THEN it is refused (DAY-NOMINEE-VALID)', () => {
    const game = TestGame.started('classic', 10);
    game.runSpeeches({ 1: 5 });
    // The vote: no floor any more.
    game.rejects({ type: 'judgeNominate', by: JUDGE, target: 6 }, 'error.wrongPhase');
    const fresh = TestGame.started('classic', 10);
    fresh.outQuietly(9);
    fresh.rejects({ type: 'judgeNominate', by: JUDGE, target: 9 }, 'error.targetOut');
  });

  it('GIVEN a player (not the judge) WHEN he sends the judge’s entry THEN it is refused and nothing changes', () => {
    const game = TestGame.started('classic', 10);
    game.rejects({ type: 'judgeNominate', by: game.seat(1), target: 5 }, 'error.notJudge');
  });

  it('GIVEN the judge’s entry WHEN he undoes it THEN the nomination is gone and seat 1 may nominate himself', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'judgeNominate', by: JUDGE, target: 5 });
    game.ok(UNDO);
    expect(game.day.nominations).toEqual([]);
    expect(game.find('undo.done', { since: 'last' })?.params).toMatchObject({
      action: 'judgeNominate',
      correction: { what: 'nominate', by: 1, target: 5 },
    });
    game.ok({ type: 'nominate', by: game.seat(1), target: 6 });
  });
});

describe('JUDGE-WITHDRAW-NOMINATION: a nomination entered by mistake is taken back before the vote', () => {
  it('GIVEN #5 nominated by seat 1 WHEN the judge withdraws it during the speeches THEN it is no candidate, seat 1 may nominate again, and the protocol marks it withdrawn', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'nominate', by: game.seat(1), target: 5 });
    game.ok({ type: 'withdrawNomination', by: JUDGE, target: 5 });
    expect(game.day.nominations).toEqual([]);
    expect(game.find('judge.corrected', { since: 'last' })?.params).toEqual({
      what: 'withdraw',
      by: 1,
      target: 5,
    });
    game.ok({ type: 'nominate', by: game.seat(1), target: 6 });
    const protocol = protocolOf(game);
    expect(protocol.nominations).toEqual([
      { day: 1, by: 1, target: 5, withdrawn: true },
      { day: 1, by: 1, target: 6 },
    ]);
    expect(protocol.seats[0]?.nominations).toEqual([{ day: 1, target: 6 }]);
  });

  it('GIVEN the vote has started WHEN the judge withdraws a nomination THEN it is refused and nothing changes', () => {
    const game = votingOnDayOne();
    expect(refusedWhy(game, { type: 'withdrawNomination', by: JUDGE, target: 5 })).toEqual({
      why: 'voteStarted',
    });
  });

  it('GIVEN a seat nobody nominated WHEN the judge withdraws it THEN it is refused', () => {
    const game = TestGame.started('classic', 10);
    expect(refusedWhy(game, { type: 'withdrawNomination', by: JUDGE, target: 5 })).toEqual({
      why: 'notNominated',
      seat: 5,
    });
  });

  it('GIVEN a withdrawal WHEN undone THEN the nomination is back', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'nominate', by: game.seat(1), target: 5 });
    game.ok({ type: 'withdrawNomination', by: JUDGE, target: 5 });
    game.ok(UNDO);
    expect(game.day.nominations).toEqual([{ by: 1, target: 5 }]);
    expect(protocolOf(game).nominations).toEqual([{ day: 1, by: 1, target: 5 }]);
  });
});

describe('JUDGE-CORRECT-VOTE: the judge corrects a vote while its round is open', () => {
  it('GIVEN seat 4 misclicked #5 WHEN the judge moves his vote to #6 in #6’s window THEN the tally at the close counts it for #6', () => {
    const game = votingOnDayOne();
    const vote = voteRound(game);
    game.ok({ type: 'vote', by: game.seat(4), voteId: vote.id, candidate: 5 });
    game.fire(); // #6's window opens
    game.ok({ type: 'correctVote', by: JUDGE, voter: 4, candidate: 6 });
    expect(game.find('judge.corrected', { since: 'last' })?.params).toEqual({
      what: 'vote',
      round: 1,
      voter: 4,
      from: 5,
      to: 6,
    });
    game.runVote({ 1: 6, 2: 6 });
    const tally = game.state.timeline.find((entry) => entry.kind === 'vote');
    expect(tally?.kind === 'vote' && tally.votes.filter((v) => v.candidate === 6)).toHaveLength(3);
  });

  it('GIVEN a vote taken away (null) WHEN the voter’s candidate window comes THEN he may click again', () => {
    const game = votingOnDayOne();
    const vote = voteRound(game);
    game.ok({ type: 'vote', by: game.seat(4), voteId: vote.id, candidate: 5 });
    game.ok({ type: 'correctVote', by: JUDGE, voter: 4, candidate: null });
    game.fire();
    game.ok({ type: 'vote', by: game.seat(4), voteId: vote.id, candidate: 6 });
  });

  it('GIVEN a candidate whose window has not come WHEN the judge sets a vote for him THEN it is refused (the voter can still click)', () => {
    const game = votingOnDayOne();
    expect(refusedWhy(game, { type: 'correctVote', by: JUDGE, voter: 4, candidate: 7 })).toEqual({
      why: 'notCandidate',
      seat: 7,
    });
  });

  it('GIVEN no vote open (speeches) WHEN the judge corrects a vote THEN it is refused and nothing changes', () => {
    const game = TestGame.started('classic', 10);
    expect(refusedWhy(game, { type: 'correctVote', by: JUDGE, voter: 4, candidate: 5 })).toEqual({
      why: 'noVote',
    });
  });

  it('GIVEN the same vote as recorded WHEN the judge “corrects” it THEN it is refused: nothing to change', () => {
    const game = votingOnDayOne();
    const vote = voteRound(game);
    game.ok({ type: 'vote', by: game.seat(4), voteId: vote.id, candidate: 5 });
    expect(refusedWhy(game, { type: 'correctVote', by: JUDGE, voter: 4, candidate: 5 })).toEqual({
      why: 'noChange',
      seat: 4,
    });
  });

  it('GIVEN a player WHEN he sends a vote correction THEN it is refused (notJudge)', () => {
    const game = votingOnDayOne();
    game.rejects(
      { type: 'correctVote', by: game.seat(4), voter: 4, candidate: 5 },
      'error.notJudge',
    );
  });

  it('GIVEN a corrected vote WHEN undone THEN the vote is as recorded', () => {
    const game = votingOnDayOne();
    const vote = voteRound(game);
    game.ok({ type: 'vote', by: game.seat(4), voteId: vote.id, candidate: 5 });
    game.ok({ type: 'correctVote', by: JUDGE, voter: 4, candidate: null });
    game.ok(UNDO);
    expect(voteRound(game).votes).toEqual([{ voter: 4, candidate: 5, auto: false }]);
  });
});

describe('JUDGE-RESTART-SPEECH: the speech under way starts again with its full time', () => {
  it('GIVEN seat 1 half-way through his speech WHEN the judge restarts it THEN seat 1 has the whole speech again and the old Pass is stale', () => {
    const game = TestGame.started('classic', 10);
    const full = (game.stepTimer()?.deadlineAt ?? 0) - game.now;
    const oldPass = game.floorControl('pass');
    game.now += 30_000;
    game.ok({ type: 'restartSpeech', by: JUDGE });
    expect(game.floor).toMatchObject({ seat: 1, kind: 'regular' });
    expect((game.stepTimer()?.deadlineAt ?? 0) - game.now).toBe(full);
    expect(game.floorControl('pass')).not.toBe(oldPass);
    expect(lastCorrection(game)).toMatchObject({
      correction: { what: 'restart', seat: 1, floor: 'regular' },
    });
  });

  it('GIVEN the vote (nobody holds the floor) WHEN the judge restarts a speech THEN it is refused', () => {
    const game = votingOnDayOne();
    expect(refusedWhy(game, { type: 'restartSpeech', by: JUDGE })).toEqual({ why: 'noSpeaker' });
  });

  it('GIVEN a restart WHEN undone THEN the speech has the time it had left at the restart', () => {
    const game = TestGame.started('classic', 10);
    game.now += 30_000;
    const left = (game.stepTimer()?.deadlineAt ?? 0) - game.now;
    game.ok({ type: 'restartSpeech', by: JUDGE });
    game.ok(UNDO);
    expect((game.stepTimer()?.deadlineAt ?? 0) - game.now).toBe(left);
  });
});

describe('JUDGE-GIVE-FLOOR: the judge gives the floor to a seat that has not spoken today', () => {
  it('GIVEN seat 1 speaking WHEN the judge gives the floor to #4 THEN #4 speaks, then the order goes on from #2 without #4', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'giveFloor', by: JUDGE, seat: 4 });
    expect(game.floor?.seat).toBe(4);
    expect(lastCorrection(game)).toMatchObject({ correction: { what: 'floor', seat: 4, from: 1 } });
    const order: number[] = [];
    for (let floor = game.floor; floor; floor = game.floor) {
      order.push(floor.seat);
      game.ok({ type: 'pass', by: game.seat(floor.seat) });
    }
    expect(order).toEqual([4, 2, 3, 5, 6, 7, 8, 9, 10]);
  });

  it('GIVEN seat 2 has already spoken WHEN the judge gives him the floor THEN it is refused and nothing changes', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'pass', by: game.seat(1) });
    expect(refusedWhy(game, { type: 'giveFloor', by: JUDGE, seat: 1 })).toEqual({
      why: 'alreadySpoke',
      seat: 1,
    });
    expect(refusedWhy(game, { type: 'giveFloor', by: JUDGE, seat: 2 })).toEqual({
      why: 'holdsFloor',
      seat: 2,
    });
  });

  it('GIVEN a night WHEN the judge gives the floor THEN it is refused (wrong phase)', () => {
    const game = TestGame.started('classic', 10);
    game.toNight();
    game.rejects({ type: 'giveFloor', by: JUDGE, seat: 4 }, 'error.wrongPhase');
  });

  it('GIVEN the floor given to #4 WHEN undone THEN seat 1 speaks again, with the time he had left', () => {
    const game = TestGame.started('classic', 10);
    game.now += 10_000;
    const left = (game.stepTimer()?.deadlineAt ?? 0) - game.now;
    game.ok({ type: 'giveFloor', by: JUDGE, seat: 4 });
    game.ok(UNDO);
    expect(game.floor?.seat).toBe(1);
    expect(game.day.spoke).toEqual([1]);
    expect((game.stepTimer()?.deadlineAt ?? 0) - game.now).toBe(left);
  });
});
