import { describe, expect, it } from 'vitest';
import { JUDGE, TestGame } from '../../harness/engine-game.ts';

import { voteRound } from './day-fixtures.ts';

describe('VOTE-TIE-SPEECHES, VOTE-ELIMINATE-ALL, VOTE-WHOLE-TABLE-TIED, VOTE-FOUR-TIED-PAIR: ties', () => {
  function tiedOnDay1(): TestGame {
    const game = TestGame.started('classic', 10);
    game.runSpeeches({ 1: 5, 2: 6 });
    game.runVote({ 1: 5, 2: 5, 3: 5, 4: 5, 7: 5 });
    return game;
  }

  it('VOTE-TIE-SPEECHES T32 D56 GIVEN A and B tie WHEN the tie procedure runs THEN 30 s speeches in nomination order, then a revote among A and B only', () => {
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

  it('VOTE-ELIMINATE-ALL T33 D23 GIVEN the revote ties A and B with 9 eligible voters WHEN 5 vote yes to eliminate all THEN A and B both leave, each with a 60 s last word', () => {
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

  it('WIN-THREE-MISSES T37 D30 GIVEN 4 at the table WHEN the shot misses on 3 consecutive nights THEN red wins at the 3rd night, even though the draw rule would also apply', () => {
    const game = fourAtTheTable();
    for (let night = 1; night <= 3; night++) {
      expect(game.result()).toBeUndefined();
      game.night([]);
      if (night < 3) game.toNight();
    }
    expect(game.result()).toEqual({ winner: 'red', teams: ['RED'], reason: 'fourMisses' });
  });

  it('WIN-THREE-MISSES T38 D30 GIVEN 4 at the table WHEN the nights end miss, save, miss THEN there is no WIN-THREE-MISSES win (a save is not a miss)', () => {
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
    const bases = game.card().controls.map((control) => control.id.split('@')[0]);
    expect(bases).toContain('bestMove');
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
    const bases = game.card().controls.map((control) => control.id.split('@')[0]);
    expect(bases).toEqual(['pass']);
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
  it('WIN-SPORTS T52 D07 GIVEN 3 blacks (2 Gambino, 1 K&A) against 4 reds WHEN a red is killed at night THEN the black side wins, both teams listed', () => {
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
    // 1 Don, 2–3 Mafiosi, 4 Sheriff, 5, 9 and 10 Civilians: 3 blacks against 4 reds (a table the
    // game can reach: with one red fewer, blacks would already have won, and the flow's win check
    // ends a game at its next command).
    game.outQuietly(6, 7, 8);
    game.runSpeeches({ 1: 5, 2: 4 });
    game.runVote({ 1: 5, 2: 5, 3: 5, 4: 4, 5: 4, 9: 5, 10: 5 });
    expect(game.result()).toEqual({ winner: 'black', teams: ['MAFIA'], reason: 'parity' });
    expect(game.floor).toBeUndefined();
    expect(game.notices({ since: 'last' }).map((line) => line.key)).not.toContain(
      'departure.lastWord',
    );
  });
});
