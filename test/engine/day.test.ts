import { describe, expect, it } from 'vitest';
import { JUDGE, TestGame } from '../../harness/engine-game.ts';

import { voteRound } from './day-fixtures.ts';

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

  it('DAY-PASS GIVEN a speech WHEN 10 seconds are left THEN the table is warned once, on the table card (no post of its own), and the speaker may pass early', () => {
    const game = TestGame.started('classic', 10);
    const warning = game.state.timers.find((timer) => timer.kind === 'speechWarning');
    expect(warning!.deadlineAt - game.now).toBe(50_000);
    game.now = warning!.deadlineAt;
    game.ok({ type: 'timerExpired', timerId: warning!.id });
    expect(game.notices({ since: 'last' })).toEqual([]);
    expect(game.card().lines.find((line) => line.key === 'speech.warning')?.params).toEqual({
      seat: 1,
      seconds: 10,
    });
    game.rejects({ type: 'pass', by: game.seat(2) }, 'error.notYourTurn');
    game.ok({ type: 'pass', by: game.seat(1) });
    expect(game.floor?.seat).toBe(2);
  });

  it('FLAG-NIGHT-SILENCE GIVEN a speech WHEN it passes THEN the floor holder alone is unmuted; at night everybody is muted', () => {
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

  it('DAY-NOMINEE-VALID T27 D56 GIVEN #4 is already nominated WHEN another player nominates #4 THEN it is rejected and he may nominate someone else in the same slot', () => {
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

  it('DAY-NOMINATE-ONCE T28 D28 GIVEN a player who does not hold the floor WHEN he presses nominate THEN it is rejected', () => {
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

  it('DAY-NOMINEE-LIST GIVEN a nomination WHEN it is made THEN it is acknowledged publicly at once, on the table card while its speaker holds the floor, and once only', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'nominate', by: game.seat(1), target: 4 });
    expect(game.notices({ to: 'public', since: 'last' })).toEqual([]);
    expect(game.card().lines.find((line) => line.key === 'nomination.made')?.params).toEqual({
      by: 1,
      target: 4,
    });
    game.ok({ type: 'pass', by: game.seat(1) });
    expect(game.card().lines.map((line) => line.key)).not.toContain('nomination.made');
  });

  it('DAY-NOMINEE-LIST T78 D29 GIVEN geo_7_4 is on WHEN speeches run THEN no running nominee list is shown, and the full list appears at the vote', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'nominate', by: game.seat(1), target: 4 });
    game.ok({ type: 'pass', by: game.seat(1) });
    game.ok({ type: 'nominate', by: game.seat(2), target: 6 });
    const speech = game.card();
    expect(speech.lines.map((line) => line.key)).not.toContain('speech.nominations');
    const seatFour = (card = game.card()) => card.card?.seats[3]?.params;
    expect(seatFour()).toMatchObject({ seat: 4, nominated: false });
    game.runSpeeches();
    expect(seatFour()).toMatchObject({ seat: 4, nominated: true });
    const vote = game.screens().find((screen) => screen.id.startsWith('vote.'));
    expect(
      vote?.lines.filter((line) => line.key === 'vote.candidate').map((line) => line.params),
    ).toMatchObject([{ seat: 4 }, { seat: 6 }]);
  });

  it('DAY-NOMINEE-LIST GIVEN geo_7_4 is off WHEN speeches run THEN the speech message lists the nominations so far', () => {
    const game = TestGame.started('classic', 10, { geo74: false });
    game.ok({ type: 'nominate', by: game.seat(1), target: 4 });
    game.ok({ type: 'pass', by: game.seat(1) });
    const speech = game.card();
    expect(speech.lines.find((line) => line.key === 'speech.nominations')?.params).toEqual({
      nominations: [{ by: 1, target: 4 }],
    });
    expect(speech.card?.seats[3]?.params).toMatchObject({ seat: 4, nominated: true });
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

  it('VOTE-RESULT LAST-WORDS GIVEN a unique top candidate WHEN tallied THEN he leaves (VOTED) and gives a 60 s last word, then night falls', () => {
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
