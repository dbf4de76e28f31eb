import { describe, expect, it } from 'vitest';
import { JUDGE, TestGame } from './harness.ts';

/**
 * Canonical deal in these tests — classic: 1 Don, 2–3 Mafiosi, 4 Sheriff, 5–10 Civilians;
 * stylized 16: 1 Father, 2–3 Mafiosi, 4 Gang Head, 5–6 Bandits, 7 Det, 8 Law, 9 Jour, 10 FBI,
 * 11–16 Businessmen.
 */
function voteRound(game: TestGame) {
  const stage = game.day.stage;
  if (stage.kind !== 'voting') throw new Error(`not voting: ${game.describe()}`);
  return stage.vote;
}

describe('DAY-SPEECH-ORDER, DAY-OPENER, DAY-LENGTHS, DAY-PASS: speech order', () => {
  it('DAY-OPENER T24 GIVEN Day 1 was opened by seat 1 and seat 2 is OUT by Day 2 WHEN Day 2 starts THEN seat 3 opens', () => {
    const game = TestGame.started('stylized', 16);
    expect(game.day.opener).toBe(1);
    expect(game.floor).toMatchObject({ seat: 1, kind: 'regular' });
    game.toNight();
    game.night([
      [1, 'shot', [2]],
      [4, 'shot', [2]],
    ]);
    expect(game.floor).toMatchObject({ seat: 2, kind: 'lastWord' });
    game.fire();
    expect(game.day.opener).toBe(3);
    expect(game.floor).toMatchObject({ seat: 3, kind: 'regular' });
  });

  it('GIVEN Day 2 opened with seat 3 WHEN Day 3 starts THEN seat 4 opens, and every alive player speaks once in cyclic order', () => {
    const game = TestGame.started('classic', 10);
    game.toNight();
    game.night([]);
    game.toNight();
    game.night([1, 2, 3].map((seat) => [seat, 'shot', [5]] as [number, 'shot', number[]]));
    game.fire();
    expect(game.day.opener).toBe(3);
    const speakers: number[] = [];
    while (game.day.stage.kind === 'speeches') {
      speakers.push(game.floor!.seat);
      game.fire();
      if (game.state.phase.kind !== 'day') break;
    }
    expect(speakers).toEqual([3, 4, 6, 7, 8, 9, 10, 1, 2]);
  });

  it('DAY-OPENER GIVEN seat 2, due to open Day 2, is disqualified during the morning last word WHEN Day 3 starts THEN seat 4 opens: "the first alive seat strictly after the seat that opened Day d−1" (seat 3 did)', () => {
    const game = TestGame.started('classic', 10);
    game.toNight();
    game.night([1, 2, 3].map((seat) => [seat, 'shot', [10]] as [number, 'shot', number[]]));
    expect(game.floor).toMatchObject({ seat: 10, kind: 'lastWord' });
    game.ok({ type: 'disqualify', by: JUDGE, seat: 2, reason: 'insult' });
    game.fire();
    expect(game.floor).toMatchObject({ seat: 3, kind: 'regular' });
    expect(game.day.opener).toBe(3);
    game.toNight();
    game.night([]);
    expect(game.day.opener).toBe(4);
    expect(game.floor).toMatchObject({ seat: 4, kind: 'regular' });
  });

  it('DAY-LENGTHS T25 GIVEN a regular speech WHEN time runs out THEN it is cut at 40 s in stylized and 60 s in classic', () => {
    for (const [preset, length] of [
      ['stylized', 40_000],
      ['classic', 60_000],
    ] as const) {
      const game = TestGame.started(preset, preset === 'classic' ? 10 : 12);
      const start = game.now;
      expect(game.floor).toMatchObject({ seat: 1 });
      game.fire();
      expect(game.now - start).toBe(length);
      expect(game.floor).toMatchObject({ seat: 2 });
      expect(
        game.events.some((event) => event.type === 'narration' && event.narration.cue === 'timeUp'),
      ).toBe(true);
    }
  });

  it('DAY-PASS GIVEN a speech WHEN 10 seconds are left THEN the table is warned once, and the speaker may pass early', () => {
    const game = TestGame.started('classic', 10);
    const warning = game.state.timers.find((timer) => timer.kind === 'speechWarning');
    expect(warning!.deadlineAt - game.now).toBe(50_000);
    game.now = warning!.deadlineAt;
    game.ok({ type: 'timerExpired', timerId: warning!.id });
    expect(game.find('speech.warning', { since: 'last' })?.params).toEqual({
      seat: 1,
      seconds: 10,
    });
    game.rejects({ type: 'pass', by: game.seat(2) }, 'error.notYourTurn');
    game.ok({ type: 'pass', by: game.seat(1) });
    expect(game.floor?.seat).toBe(2);
  });

  it('GIVEN a speech WHEN it passes THEN the floor holder alone is unmuted; at night everybody is muted', () => {
    const game = TestGame.started('classic', 10);
    expect(game.lastDecision?.ok && game.lastDecision.voice).toEqual({
      managed: true,
      unmuted: [game.seat(1).userId],
    });
    game.ok({ type: 'pass', by: game.seat(1) });
    expect(game.lastDecision?.ok && game.lastDecision.voice).toEqual({
      managed: true,
      unmuted: [game.seat(2).userId],
    });
    game.toNight();
    expect(game.lastDecision?.ok && game.lastDecision.voice).toEqual({
      managed: true,
      unmuted: [],
    });
  });
});

describe('DAY-NOMINATE-ONCE, DAY-NOMINEE-VALID, DAY-NOMINEE-LIST: nominations', () => {
  it('DAY-NOMINATE-ONCE T26 GIVEN a player already nominated #4 this day WHEN he nominates #6 THEN it is rejected', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'nominate', by: game.seat(1), target: 4 });
    game.rejects({ type: 'nominate', by: game.seat(1), target: 6 }, 'error.alreadyNominated');
  });

  it('DAY-NOMINEE-VALID T27 GIVEN #4 is already nominated WHEN another player nominates #4 THEN it is rejected and he may nominate someone else in the same slot', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'nominate', by: game.seat(1), target: 4 });
    game.ok({ type: 'pass', by: game.seat(1) });
    game.rejects({ type: 'nominate', by: game.seat(2), target: 4 }, 'error.candidateTaken');
    game.ok({ type: 'nominate', by: game.seat(2), target: 6 });
    expect(game.day.nominations).toEqual([
      { by: 1, target: 4 },
      { by: 2, target: 6 },
    ]);
  });

  it('DAY-NOMINATE-ONCE T28 GIVEN a player who does not hold the floor WHEN he presses nominate THEN it is rejected', () => {
    const game = TestGame.started('classic', 10);
    game.rejects({ type: 'nominate', by: game.seat(5), target: 4 }, 'error.notYourTurn');
  });

  it('GIVEN the night WHEN a player presses Pass or nominates THEN it is refused: nobody holds the floor at night', () => {
    const game = TestGame.started('classic', 10);
    game.toNight();
    game.rejects({ type: 'pass', by: game.seat(1) }, 'error.wrongPhase');
    game.rejects({ type: 'nominate', by: game.seat(1), target: 5 }, 'error.wrongPhase');
  });

  it('GIVEN self-nomination (D22) and a nomination of an OUT player WHEN made THEN the first is accepted and the second rejected', () => {
    const game = TestGame.started('classic', 10);
    game.outQuietly(9);
    game.rejects({ type: 'nominate', by: game.seat(1), target: 9 }, 'error.targetOut');
    game.ok({ type: 'nominate', by: game.seat(1), target: 1 });
  });

  it('GIVEN a nomination WHEN it is made THEN it is acknowledged publicly at once', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'nominate', by: game.seat(1), target: 4 });
    expect(game.find('nomination.made', { to: 'public', since: 'last' })?.params).toEqual({
      by: 1,
      target: 4,
    });
  });

  it('DAY-NOMINEE-LIST T78 GIVEN geo_7_4 is on WHEN speeches run THEN no running nominee list is shown, and the full list appears at the vote', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'nominate', by: game.seat(1), target: 4 });
    game.ok({ type: 'pass', by: game.seat(1) });
    game.ok({ type: 'nominate', by: game.seat(2), target: 6 });
    const speech = game.screens().find((screen) => screen.id.startsWith('speech.'));
    expect(speech?.lines.map((line) => line.key)).not.toContain('speech.nominations');
    game.runSpeeches();
    const vote = game.screens().find((screen) => screen.id.startsWith('vote.'));
    expect(
      vote?.lines.filter((line) => line.key === 'vote.candidate').map((line) => line.params),
    ).toMatchObject([{ seat: 4 }, { seat: 6 }]);
  });

  it('DAY-NOMINEE-LIST GIVEN geo_7_4 is off WHEN speeches run THEN the speech message lists the nominations so far', () => {
    const game = TestGame.started('classic', 10, { geo74: false });
    game.ok({ type: 'nominate', by: game.seat(1), target: 4 });
    game.ok({ type: 'pass', by: game.seat(1) });
    const speech = game.screens().find((screen) => screen.id.startsWith('speech.'));
    expect(speech?.lines.find((line) => line.key === 'speech.nominations')?.params).toEqual({
      nominations: [{ by: 1, target: 4 }],
    });
  });
});

describe('VOTE-SEQUENCE, VOTE-SINGLE-NOMINEE: voting', () => {
  it('VOTE-SINGLE-NOMINEE T29 GIVEN Day 1 with exactly one nominee WHEN voting comes THEN there is no vote and nobody leaves', () => {
    const game = TestGame.started('classic', 10);
    game.runSpeeches({ 1: 4 });
    expect(game.state.phase.kind).toBe('night');
    expect(game.alive()).toHaveLength(10);
    expect(game.find('vote.none')?.params).toEqual({ day: 1, reason: 'singleDayOne' });
  });

  it('VOTE-SINGLE-NOMINEE T30 GIVEN Day 3 with exactly one nominee WHEN voting comes THEN the nominee leaves (VOTED) without a vote', () => {
    const game = TestGame.started('classic', 10);
    game.toNight();
    game.night([1, 2, 3].map((seat) => [seat, 'shot', [10]] as [number, 'shot', number[]]));
    game.toNight();
    game.night([]);
    game.toSpeeches();
    expect(game.day.number).toBe(3);
    game.runSpeeches({ [game.floor!.seat]: 5 });
    expect(game.seatInfo(5).out?.reason).toBe('voted');
    expect(game.floor).toMatchObject({ seat: 5, kind: 'lastWord' });
  });

  it('GIVEN no nominations WHEN speeches end THEN nobody is voted and night falls', () => {
    const game = TestGame.started('classic', 10);
    game.runSpeeches();
    expect(game.state.phase.kind).toBe('night');
    expect(game.find('vote.none')?.params).toEqual({ day: 1, reason: 'noNominees' });
  });

  it('VOTE-SEQUENCE T31 GIVEN candidates A, B, C and 2 eligible players who never click WHEN tallied THEN both votes are counted for C', () => {
    const game = TestGame.started('classic', 10);
    game.runSpeeches({ 1: 5, 2: 6, 3: 7 });
    const vote = voteRound(game);
    expect(vote.candidates).toEqual([5, 6, 7]);
    game.runVote({ 1: 5, 2: 5, 3: 5, 4: 5, 5: 6, 6: 6, 7: 6, 8: 6 });
    const tally = game.state.timeline.find((entry) => entry.kind === 'vote');
    expect(tally?.kind === 'vote' && tally.votes.filter((entry) => entry.candidate === 7)).toEqual([
      { voter: 9, candidate: 7, auto: true },
      { voter: 10, candidate: 7, auto: true },
    ]);
  });

  it('GIVEN a vote WHEN a player clicks twice, or clicks on a closed window, THEN it is rejected: one irrevocable vote per round (D27)', () => {
    const game = TestGame.started('classic', 10);
    game.runSpeeches({ 1: 5, 2: 6 });
    const vote = voteRound(game);
    game.ok({ type: 'vote', by: game.seat(1), voteId: vote.id, candidate: 5 });
    game.rejects(
      { type: 'vote', by: game.seat(1), voteId: vote.id, candidate: 5 },
      'error.alreadyVoted',
    );
    game.rejects({ type: 'vote', by: game.seat(2), voteId: vote.id, candidate: 6 }, 'error.closed');
    game.rejects({ type: 'vote', by: game.seat(2), voteId: 'd0r1', candidate: 5 }, 'error.closed');
  });

  it('GIVEN a unique top candidate WHEN tallied THEN he leaves (VOTED) and gives a 60 s last word, then night falls', () => {
    const game = TestGame.started('classic', 10);
    game.runSpeeches({ 1: 5, 2: 6 });
    game.runVote({ 1: 5, 2: 5, 3: 5, 4: 5, 5: 5, 6: 5 });
    expect(game.seatInfo(5).out?.reason).toBe('voted');
    expect(game.find('vote.out')?.params).toEqual({ seat: 5, votes: 6 });
    expect(game.floor).toMatchObject({ seat: 5, kind: 'lastWord' });
    expect(game.stepTimer()!.deadlineAt - game.now).toBe(60_000);
    game.fire();
    expect(game.state.phase.kind).toBe('night');
  });

  it('GIVEN every eligible voter has voted WHEN the last click lands THEN the vote closes without waiting for the remaining windows', () => {
    const game = TestGame.started('classic', 10);
    game.runSpeeches({ 1: 5, 2: 6, 3: 7 });
    const vote = voteRound(game);
    for (let voter = 1; voter <= 10; voter++)
      game.ok({ type: 'vote', by: game.seat(voter), voteId: vote.id, candidate: 5 });
    expect(game.seatInfo(5).alive).toBe(false);
  });
});

describe('VOTE-TIE-SPEECHES, VOTE-ELIMINATE-ALL, VOTE-WHOLE-TABLE-TIED, VOTE-FOUR-TIED-PAIR: ties', () => {
  function tiedOnDay1(): TestGame {
    const game = TestGame.started('classic', 10);
    game.runSpeeches({ 1: 5, 2: 6 });
    game.runVote({ 1: 5, 2: 5, 3: 5, 4: 5, 7: 5 });
    return game;
  }

  it('VOTE-TIE-SPEECHES T32 GIVEN A and B tie WHEN the tie procedure runs THEN 30 s speeches in nomination order, then a revote among A and B only', () => {
    const game = tiedOnDay1();
    expect(game.find('vote.tie')?.params).toEqual({ seats: [5, 6] });
    expect(game.floor).toMatchObject({ seat: 5, kind: 'tie' });
    expect(game.stepTimer()!.deadlineAt - game.now).toBe(30_000);
    game.fire();
    expect(game.floor).toMatchObject({ seat: 6, kind: 'tie' });
    game.fire();
    const revote = voteRound(game);
    expect(revote).toMatchObject({ round: 2, candidates: [5, 6] });
  });

  it('GIVEN a revote WHEN it has a unique top THEN that player leaves', () => {
    const game = tiedOnDay1();
    game.fireUntil(() => game.day.stage.kind === 'voting');
    game.runVote({ 1: 5, 2: 5, 3: 5, 4: 5, 7: 5, 8: 5 });
    expect(game.seatInfo(5).out?.reason).toBe('voted');
  });

  it('VOTE-ELIMINATE-ALL T33 GIVEN the revote ties A and B with 9 eligible voters WHEN 5 vote yes to eliminate all THEN A and B both leave, each with a 60 s last word', () => {
    const game = TestGame.started('classic', 10);
    game.toNight();
    game.night([1, 2, 3].map((seat) => [seat, 'shot', [10]] as [number, 'shot', number[]]));
    game.toSpeeches();
    // Day 2: seats 1–9 at the table, all eligible. A = #5, B = #6, C = #7.
    const order = game.day.stage.kind === 'speeches' ? game.day.stage.order : [];
    game.runSpeeches({ [order[0]!]: 5, [order[1]!]: 6, [order[2]!]: 7 });
    game.runVote({ 1: 5, 2: 5, 3: 5, 4: 6, 5: 6, 6: 6 });
    expect(game.find('vote.tie', { since: 'last' })?.params).toEqual({ seats: [5, 6, 7] });
    game.fireUntil(() => game.day.stage.kind === 'voting');
    // The revote: A 4, B 4, C 1 — the question covers the players tied at the top (D23).
    game.runVote({ 1: 5, 2: 5, 3: 5, 4: 5, 5: 6, 6: 6, 7: 6, 8: 6 });
    const stage = game.day.stage;
    if (stage.kind !== 'eliminateAll') throw new Error(`no eliminate-all vote: ${game.describe()}`);
    expect(stage.vote.candidates).toEqual([5, 6]);
    expect(stage.vote.eligible).toHaveLength(9);
    for (const seat of [1, 2, 3, 4, 5])
      game.ok({ type: 'eliminateAll', by: game.seat(seat), voteId: stage.vote.id, yes: true });
    game.fire();
    expect(game.find('eliminateAll.result', { since: 'last' })?.params).toEqual({
      seats: [5, 6],
      passed: true,
      yes: 5,
      needed: 5,
    });
    expect(game.seatInfo(5).out?.reason).toBe('voted');
    expect(game.seatInfo(6).out?.reason).toBe('voted');
    expect(game.floor).toMatchObject({ seat: 5, kind: 'lastWord' });
    expect(game.stepTimer()!.deadlineAt - game.now).toBe(60_000);
    game.fire();
    expect(game.floor).toMatchObject({ seat: 6, kind: 'lastWord' });
    game.fire();
    expect(game.state.phase.kind).toBe('night');
  });

  it('VOTE-ELIMINATE-ALL T34 GIVEN 8 eligible voters WHEN 4 vote yes to eliminate all THEN the motion fails and nobody leaves', () => {
    const game = TestGame.started('classic', 10);
    game.outQuietly(9, 10);
    const ties = { 1: 5, 2: 5, 3: 5, 4: 5, 5: 6, 6: 6, 7: 6, 8: 6 };
    game.runSpeeches({ 1: 5, 2: 6 });
    game.runVote(ties);
    game.fireUntil(() => game.day.stage.kind === 'voting');
    game.runVote(ties);
    const stage = game.day.stage;
    if (stage.kind !== 'eliminateAll') throw new Error(`no eliminate-all vote: ${game.describe()}`);
    expect(stage.vote.eligible).toHaveLength(8);
    for (const seat of [1, 2, 3, 4])
      game.ok({ type: 'eliminateAll', by: game.seat(seat), voteId: stage.vote.id, yes: true });
    for (const seat of [5, 6, 7, 8])
      game.ok({ type: 'eliminateAll', by: game.seat(seat), voteId: stage.vote.id, yes: false });
    expect(game.find('eliminateAll.result', { since: 'last' })?.params).toEqual({
      seats: [5, 6],
      passed: false,
      yes: 4,
      needed: 5,
    });
    expect(game.alive()).toHaveLength(8);
    expect(game.state.phase.kind).toBe('night');
  });

  it('VOTE-WHOLE-TABLE-TIED T35 GIVEN 3 at the table and a 3-way tie twice WHEN the revote ends THEN there is no eliminate-all vote and night falls', () => {
    const game = TestGame.started('classic', 10);
    game.outQuietly(2, 3, 6, 7, 8, 9, 10);
    // 1 (Don), 4 (Sheriff), 5 (Civilian) remain.
    game.runSpeeches({ 1: 4, 4: 5, 5: 1 });
    const threeWay = { 1: 4, 4: 5 };
    game.runVote(threeWay);
    expect(game.find('vote.tie', { since: 'last' })?.params).toEqual({ seats: [4, 5, 1] });
    game.fireUntil(() => game.day.stage.kind === 'voting');
    game.runVote(threeWay);
    expect(game.find('vote.tieAgain')?.params).toEqual({ seats: [4, 5, 1], outcome: 'wholeTable' });
    expect(game.state.phase.kind).toBe('night');
    expect(game.alive()).toEqual([1, 4, 5]);
  });

  it('VOTE-FOUR-TIED-PAIR T36 GIVEN 4 at the table, A and B tied twice and geo_7_6 on WHEN the revote ends THEN there is no further vote and night falls', () => {
    const game = TestGame.started('classic', 10);
    game.outQuietly(2, 3, 7, 8, 9, 10);
    // 1 (Don), 4, 5, 6 remain.
    game.runSpeeches({ 1: 5, 4: 6 });
    const ties = { 1: 5, 4: 5, 5: 6, 6: 6 };
    game.runVote(ties);
    game.fireUntil(() => game.day.stage.kind === 'voting');
    game.runVote(ties);
    expect(game.find('vote.tieAgain')?.params).toEqual({ seats: [5, 6], outcome: 'geo76' });
    expect(game.state.phase.kind).toBe('night');
  });

  it('GIVEN 4 at the table and geo_7_6 off WHEN a pair ties twice THEN the eliminate-all vote is held', () => {
    const game = TestGame.started('classic', 10, { geo76: false });
    game.outQuietly(2, 3, 7, 8, 9, 10);
    game.runSpeeches({ 1: 5, 4: 6 });
    const ties = { 1: 5, 4: 5, 5: 6, 6: 6 };
    game.runVote(ties);
    game.fireUntil(() => game.day.stage.kind === 'voting');
    game.runVote(ties);
    expect(game.day.stage.kind).toBe('eliminateAll');
  });

  it('GIVEN the eliminate-all window WHEN an eligible voter does not click THEN it counts as no', () => {
    const game = TestGame.started('classic', 10);
    const ties = { 1: 5, 2: 5, 3: 5, 4: 5, 5: 5, 6: 6, 7: 6, 8: 6, 9: 6, 10: 6 };
    game.runSpeeches({ 1: 5, 2: 6 });
    game.runVote(ties);
    game.fireUntil(() => game.day.stage.kind === 'voting');
    game.runVote(ties);
    const stage = game.day.stage;
    if (stage.kind !== 'eliminateAll') throw new Error('no eliminate-all vote');
    for (const seat of [1, 2, 3, 4, 5])
      game.ok({ type: 'eliminateAll', by: game.seat(seat), voteId: stage.vote.id, yes: true });
    game.fire();
    expect(game.find('eliminateAll.result', { since: 'last' })?.params).toMatchObject({
      passed: false,
      yes: 5,
      needed: 6,
    });
  });
});

describe('WIN-THREE-MISSES, WIN-QUIET-DRAW: the three-misses red win and the draw', () => {
  function fourAtTheTable(): TestGame {
    const game = TestGame.started('classic', 10);
    game.outQuietly(2, 3, 7, 8, 9, 10);
    game.toNight();
    return game;
  }

  it('WIN-THREE-MISSES T37 GIVEN 4 at the table WHEN the shot misses on 3 consecutive nights THEN red wins at the 3rd night, even though the draw rule would also apply', () => {
    const game = fourAtTheTable();
    for (let night = 1; night <= 3; night++) {
      expect(game.result()).toBeUndefined();
      game.night([]);
      if (night < 3) game.toNight();
    }
    expect(game.result()).toEqual({ winner: 'red', teams: ['RED'], reason: 'fourMisses' });
  });

  it('WIN-THREE-MISSES T38 GIVEN 4 at the table WHEN the nights end miss, save, miss THEN there is no WIN-THREE-MISSES win (a save is not a miss)', () => {
    const game = TestGame.started('stylized', 10);
    game.outQuietly(2, 3, 7, 8, 9, 10);
    // 1 Father, 4 Detective, 5 Lawyer, 6 Journalist remain.
    game.toNight();
    game.night([]);
    game.toNight();
    game.night([
      [1, 'shot', [6]],
      [5, 'protect', [6]],
    ]);
    game.toNight();
    game.night([]);
    expect(game.result()?.reason).not.toBe('fourMisses');
    expect(game.state.memory.fourMisses).toBe(1);
  });

  it('WIN-QUIET-DRAW T39 GIVEN three consecutive quiet cycles WHEN the 3rd night ends THEN the game is a draw', () => {
    const game = TestGame.started('classic', 10);
    for (let night = 1; night <= 3; night++) {
      expect(game.result()).toBeUndefined();
      game.toNight();
      game.night([]);
    }
    expect(game.result()).toEqual({ winner: 'draw', teams: [], reason: 'quietCycles' });
  });

  it('GIVEN a departure in the 2nd cycle WHEN the 3rd night ends THEN there is no draw yet (the count restarts)', () => {
    const game = TestGame.started('classic', 10);
    game.toNight();
    game.night([]);
    game.toNight();
    game.night([1, 2, 3].map((seat) => [seat, 'shot', [9]] as [number, 'shot', number[]]));
    game.toNight();
    game.night([]);
    expect(game.result()).toBeUndefined();
    expect(game.state.memory.quietCycles).toBe(1);
  });

  it('WIN-QUIET-DRAW GIVEN a removal during Night 0 WHEN Night 3 ends with nobody else gone THEN the game is a draw: "Cycle d: Day d followed by Night d", so Night 0 belongs to no cycle', () => {
    const game = TestGame.lobby('classic', 10);
    game.deal();
    game.ok({ type: 'disqualify', by: JUDGE, seat: 6, reason: 'peeking' });
    game.fireUntil(() => game.state.phase.kind === 'day');
    for (let night = 1; night <= 3; night++) {
      expect(game.result()).toBeUndefined();
      game.toNight();
      game.night([]);
    }
    expect(game.result()).toEqual({ winner: 'draw', teams: [], reason: 'quietCycles' });
  });
});

describe('LAST-BESTMOVE-PICK, LAST-BESTMOVE-NONE: Best Move', () => {
  function nightOneVictimSpeaking(): TestGame {
    const game = TestGame.started('classic', 10);
    game.toNight();
    game.night([1, 2, 3].map((seat) => [seat, 'shot', [10]] as [number, 'shot', number[]]));
    return game;
  }

  it('LAST-BESTMOVE-PICK T49 GIVEN the Night-1 victim WHEN he names 3 alive seats THEN they are recorded publicly and the hits are computed at the end', () => {
    const game = nightOneVictimSpeaking();
    expect(game.floor).toMatchObject({ seat: 10, kind: 'lastWord' });
    const speech = game.screens().find((screen) => screen.id.startsWith('speech.'));
    expect(speech?.controls.map((control) => control.id)).toContain('bestMove');
    game.ok({ type: 'bestMove', by: game.seat(10), seats: [3, 1, 5] });
    expect(game.find('bestMove.recorded', { to: 'public', since: 'last' })?.params).toEqual({
      seat: 10,
      named: [1, 3, 5],
    });
    game.rejects({ type: 'bestMove', by: game.seat(10), seats: [4] }, 'error.bestMoveDone');
    game.ok({ type: 'end', by: { userId: game.state.judgeId } });
    expect(game.find('game.report')?.params).toMatchObject({
      bestMove: { seat: 10, named: [1, 3, 5], hits: 2 },
    });
  });

  it('LAST-BESTMOVE-NONE T50 GIVEN 2 players left by the Day-1 eliminate-all vote WHEN the Night-1 victim gives his last word THEN there is no Best Move prompt', () => {
    const game = TestGame.started('stylized', 16);
    // 8 against 8: seats 9–16 never click and count for #12, the last candidate.
    const ties = { 1: 11, 2: 11, 3: 11, 4: 11, 5: 11, 6: 11, 7: 11, 8: 11 };
    game.runSpeeches({ 1: 11, 2: 12 });
    game.runVote(ties);
    game.fireUntil(() => game.day.stage.kind === 'voting');
    game.runVote(ties);
    const stage = game.day.stage;
    if (stage.kind !== 'eliminateAll') throw new Error('no eliminate-all vote');
    for (let seat = 1; seat <= 9; seat++)
      game.ok({ type: 'eliminateAll', by: game.seat(seat), voteId: stage.vote.id, yes: true });
    game.fire();
    expect(game.alive()).toHaveLength(14);
    game.toNight();
    game.night([
      [1, 'shot', [13]],
      [4, 'shot', [13]],
    ]);
    expect(game.floor).toMatchObject({ seat: 13, kind: 'lastWord' });
    const speech = game.screens().find((screen) => screen.id.startsWith('speech.'));
    expect(speech?.controls.map((control) => control.id)).not.toContain('bestMove');
    game.rejects({ type: 'bestMove', by: game.seat(13), seats: [1] }, 'error.bestMoveNotYours');
  });

  it('LAST-BESTMOVE-PICK T51 GIVEN the Night-1 victim WHEN he names 4 seats, or his own seat THEN it is rejected', () => {
    const game = nightOneVictimSpeaking();
    game.rejects(
      { type: 'bestMove', by: game.seat(10), seats: [1, 2, 3, 4] },
      'error.bestMoveTooMany',
    );
    game.rejects({ type: 'bestMove', by: game.seat(10), seats: [10, 1] }, 'error.bestMoveSelf');
    game.rejects({ type: 'bestMove', by: game.seat(5), seats: [1] }, 'error.bestMoveNotYours');
  });

  it('GIVEN the Night-2 victim WHEN he speaks his last word THEN he has no Best Move', () => {
    const game = TestGame.started('classic', 10);
    game.toNight();
    game.night([]);
    game.toNight();
    game.night([1, 2, 3].map((seat) => [seat, 'shot', [10]] as [number, 'shot', number[]]));
    game.rejects({ type: 'bestMove', by: game.seat(10), seats: [1] }, 'error.bestMoveNotYours');
  });
});

describe('WIN-SPORTS, GAME-WIN-CHECK: win conditions', () => {
  it('WIN-SPORTS T52 GIVEN 3 blacks (2 Gambino, 1 K&A) against 4 reds WHEN a red is killed at night THEN the black side wins, both teams listed', () => {
    const game = TestGame.started('stylized', 12);
    // 12: 1 Father, 2 Mafioso, 3 Gang Head, 4 Bandit, 5 Det, 6 Law, 7 Jour, 8 FBI, 9–12 Businessmen.
    game.outQuietly(4, 5, 6, 7, 8);
    game.toNight();
    game.night([
      [1, 'shot', [9]],
      [3, 'shot', [9]],
    ]);
    expect(game.result()).toEqual({ winner: 'black', teams: ['GAMBINO', 'KA'], reason: 'parity' });
  });

  it('WIN-SPORTS T53 GIVEN the last alive black is a K&A Bandit WHEN he is VOTED THEN red wins', () => {
    const game = TestGame.started('stylized', 12);
    game.outQuietly(1, 2, 3);
    game.toNight();
    game.night([]);
    game.toSpeeches();
    const order = game.day.stage.kind === 'speeches' ? game.day.stage.order : [];
    game.runSpeeches({ [order[0]!]: 4 });
    expect(game.result()).toEqual({ winner: 'red', teams: ['RED'], reason: 'allBlacksOut' });
  });

  it('GAME-WIN-CHECK T54 GIVEN a vote that makes blacks equal reds WHEN the result is determined THEN the game ends with no last word', () => {
    const game = TestGame.started('classic', 10);
    game.outQuietly(6, 7, 8, 9);
    // 1 Don, 2–3 Mafiosi, 4 Sheriff, 5 and 10 Civilians: 3 blacks against 3 reds... one more red out:
    game.outQuietly(10);
    game.runSpeeches({ 1: 5, 2: 4 });
    game.runVote({ 1: 5, 2: 5, 3: 5, 4: 4, 5: 4 });
    expect(game.result()).toEqual({ winner: 'black', teams: ['MAFIA'], reason: 'parity' });
    expect(game.floor).toBeUndefined();
    expect(game.notices({ since: 'last' }).map((line) => line.key)).not.toContain(
      'departure.lastWord',
    );
  });
});
