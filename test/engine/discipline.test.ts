import { describe, expect, it } from 'vitest';
import { JUDGE, TestGame } from '../../harness/engine-game.ts';

/** classic canonical deal: 1 Don, 2–3 Mafiosi, 4 Sheriff, 5–10 Civilians. */
function foul(game: TestGame, seat: number, times = 1): void {
  for (let i = 0; i < times; i++) game.ok({ type: 'foul', by: JUDGE, seat });
}

function toDay(game: TestGame, number: number): void {
  game.fireUntil(
    () =>
      game.state.phase.kind === 'day' &&
      game.state.phase.day.number === number &&
      game.state.phase.day.stage.kind === 'speeches',
  );
}

describe('DISC-FOULS, GAME-OUT-PLAYERS, DISC-THREE-FOULS, DISC-TIE-NOT-SILENCED, DISC-SHORT-SPEECH, VOTE-CANCEL: fouls and their consequences (D25, D26)', () => {
  it('GIVEN a foul WHEN the judge records it THEN it is public with the seat, the count and the consequence', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'foul', by: JUDGE, seat: 5, reason: 'speaking out of turn' });
    expect(game.find('foul.recorded', { to: 'public', since: 'last' })?.params).toEqual({
      seat: 5,
      count: 1,
      consequence: 'none',
      reason: 'speaking out of turn',
    });
    foul(game, 5, 2);
    expect(game.find('foul.recorded', { since: 'last' })?.params).toMatchObject({
      count: 3,
      consequence: 'silenced',
    });
  });

  it('GIVEN a player WHEN he tries to foul someone THEN it is refused: judge only', () => {
    const game = TestGame.started('classic', 10);
    game.rejects({ type: 'foul', by: game.seat(1), seat: 5 }, 'error.notJudge');
    game.rejects({ type: 'foul', by: JUDGE, seat: 11 }, 'error.noSuchSeat');
  });

  it('GIVEN a player who has left (and holds no last word) WHEN the judge fouls, warns or disqualifies him THEN it is refused: an OUT player is out of the game (GAME-OUT-PLAYERS)', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'disqualify', by: JUDGE, seat: 6, reason: 'insult' });
    game.rejects({ type: 'foul', by: JUDGE, seat: 6 }, 'error.playerOut');
    game.rejects({ type: 'warn', by: JUDGE, seat: 6 }, 'error.playerOut');
    game.rejects({ type: 'disqualify', by: JUDGE, seat: 6, reason: 'again' }, 'error.playerOut');
  });

  it('GIVEN a player with no fouls WHEN the judge takes a foul back THEN it is refused', () => {
    const game = TestGame.started('classic', 10);
    game.rejects({ type: 'unfoul', by: JUDGE, seat: 2 }, 'error.noFouls');
  });

  it('DISC-THREE-FOULS T40 GIVEN a 3rd foul during Day 2 after his speech WHEN his next regular slot comes on Day 3 THEN it is a 10 s silenced slot in which his nomination is accepted', () => {
    const game = TestGame.started('classic', 10);
    game.toNight();
    game.night([1, 2, 3].map((seat) => [seat, 'shot', [10]] as [number, 'shot', number[]]));
    toDay(game, 2);
    expect(game.floor?.seat).toBe(2);
    game.ok({ type: 'pass', by: game.seat(2) });
    foul(game, 2, 3);
    expect(game.seatInfo(2).silencePending).toBe(true);
    game.toNight();
    game.night([1, 2, 3].map((seat) => [seat, 'shot', [9]] as [number, 'shot', number[]]));
    game.fireUntil(() => game.floor?.seat === 2);
    expect(game.day.number).toBe(3);
    expect(game.floor?.kind).toBe('silenced');
    expect(game.stepTimer()!.deadlineAt - game.now).toBe(10_000);
    expect(game.lastDecision?.ok && game.lastDecision.voice).toEqual({
      managed: true,
      unmuted: [],
    });
    game.ok({ type: 'nominate', by: game.seat(2), target: 5 });
    expect(game.day.nominations).toContainEqual({ by: 2, target: 5 });
  });

  it('GIVEN a silenced slot was served WHEN his next regular speech comes THEN it is a normal speech again (once, D25)', () => {
    const game = TestGame.started('classic', 10);
    foul(game, 5, 3);
    game.fireUntil(() => game.floor?.seat === 5);
    expect(game.floor?.kind).toBe('silenced');
    game.toNight();
    game.night([]);
    game.fireUntil(() => game.floor?.seat === 5);
    expect(game.floor?.kind).toBe('regular');
  });

  it('GIVEN a 3rd foul WHEN the judge takes one back before the speech THEN the silence is cancelled', () => {
    const game = TestGame.started('classic', 10);
    foul(game, 5, 3);
    game.ok({ type: 'unfoul', by: JUDGE, seat: 5 });
    expect(game.find('foul.undone', { since: 'last' })?.params).toEqual({ seat: 5, count: 2 });
    game.fireUntil(() => game.floor?.seat === 5);
    expect(game.floor?.kind).toBe('regular');
    game.ok({ type: 'unfoul', by: JUDGE, seat: 5 });
    game.ok({ type: 'unfoul', by: JUDGE, seat: 5 });
    game.rejects({ type: 'unfoul', by: JUDGE, seat: 5 }, 'error.noFouls');
  });

  it('DISC-TIE-NOT-SILENCED T41 GIVEN a 3-foul player in a tie WHEN the tie speeches run THEN he gets 30 s', () => {
    const game = TestGame.started('classic', 10);
    game.runSpeeches({ 1: 5, 2: 6 });
    foul(game, 5, 3);
    game.runVote({ 1: 5, 2: 5, 3: 5, 4: 5, 7: 5 });
    expect(game.floor).toMatchObject({ seat: 5, kind: 'tie' });
    expect(game.stepTimer()!.deadlineAt - game.now).toBe(30_000);
    expect(game.seatInfo(5).silencePending).toBe(true);
  });

  it('DISC-SHORT-SPEECH T42 GIVEN a 3-foul player and 4 at the table at his next speech WHEN his slot comes THEN he gets 30 s', () => {
    const game = TestGame.started('classic', 10);
    game.outQuietly(2, 3, 7, 8, 9, 10);
    foul(game, 5, 3);
    game.fireUntil(() => game.floor?.seat === 5);
    expect(game.floor?.kind).toBe('short');
    expect(game.stepTimer()!.deadlineAt - game.now).toBe(30_000);
  });

  it('VOTE-CANCEL T43 GIVEN a 4th foul on Day 2 before the vote WHEN it is issued THEN immediate DQ, no last word, and the Day 2 vote is cancelled', () => {
    const game = TestGame.started('classic', 10);
    game.toNight();
    game.night([]);
    toDay(game, 2);
    foul(game, 7, 3);
    game.ok({ type: 'nominate', by: game.seat(game.floor!.seat), target: 5 });
    foul(game, 7);
    expect(game.seatInfo(7).out?.reason).toBe('removed');
    expect(game.find('foul.recorded', { since: 'last' })?.params).toMatchObject({
      seat: 7,
      count: 4,
      consequence: 'removed',
    });
    expect(game.find('vote.cancelledBy', { since: 'last' })?.params).toEqual({
      seat: 7,
      which: 'today',
    });
    expect(game.notices({ since: 'last' }).map((line) => line.key)).not.toContain(
      'departure.lastWord',
    );
    game.runSpeeches({ 4: 6 });
    expect(game.find('vote.none', { since: 'last' })?.params).toEqual({
      day: 2,
      reason: 'cancelled',
    });
    expect(game.state.phase.kind).toBe('night');
    expect(game.alive()).toHaveLength(9);
  });

  it('GIVEN the floor holder is disqualified WHEN it is issued THEN his speech ends at once and the next speaker has the floor', () => {
    const game = TestGame.started('classic', 10);
    expect(game.floor?.seat).toBe(1);
    game.ok({ type: 'disqualify', by: JUDGE, seat: 1, reason: 'insult' });
    expect(game.floor?.seat).toBe(2);
    expect(game.lastDecision?.ok && game.lastDecision.voice).toEqual({
      managed: true,
      unmuted: [game.seat(2).userId],
    });
  });

  it('GIVEN a DQ during the vote WHEN it is issued THEN the voting is aborted and nobody leaves by vote today', () => {
    const game = TestGame.started('classic', 10);
    game.runSpeeches({ 1: 5, 2: 6 });
    expect(game.day.stage.kind).toBe('voting');
    game.ok({ type: 'disqualify', by: JUDGE, seat: 9, reason: 'insult' });
    expect(game.state.phase.kind).toBe('night');
    expect(game.alive()).toHaveLength(9);
  });

  it('VOTE-CANCEL T44 GIVEN a DQ after the Day 2 result of a player not voted out WHEN it is issued THEN the Day 3 vote is cancelled', () => {
    const game = TestGame.started('classic', 10);
    game.toNight();
    game.night([]);
    toDay(game, 2);
    game.runSpeeches({ [game.floor!.seat]: 5, 4: 6 });
    game.runVote({ 1: 5, 2: 5, 3: 5, 4: 5, 5: 5, 6: 5 });
    expect(game.floor).toMatchObject({ seat: 5, kind: 'lastWord' });
    game.ok({ type: 'disqualify', by: JUDGE, seat: 8, reason: 'insult' });
    expect(game.find('vote.cancelledBy', { since: 'last' })?.params).toEqual({
      seat: 8,
      which: 'tomorrow',
    });
    game.toNight();
    game.night([]);
    toDay(game, 3);
    expect(game.day.voteCancelled).toBe(true);
    game.runSpeeches({ [game.floor!.seat]: 4 });
    expect(game.find('vote.none', { since: 'last' })?.params).toEqual({
      day: 3,
      reason: 'cancelled',
    });
  });

  it('VOTE-CANCEL T45 GIVEN a voted-out player WHEN he is disqualified during his last word THEN nothing is cancelled', () => {
    const game = TestGame.started('classic', 10);
    game.toNight();
    game.night([]);
    toDay(game, 2);
    game.runSpeeches({ [game.floor!.seat]: 5, 4: 6 });
    game.runVote({ 1: 5, 2: 5, 3: 5, 4: 5, 5: 5, 6: 5 });
    expect(game.floor).toMatchObject({ seat: 5, kind: 'lastWord' });
    game.ok({ type: 'disqualify', by: JUDGE, seat: 5, reason: 'insult' });
    expect(game.state.phase.kind).toBe('night');
    expect(game.state.memory.cancelNextVote).toBe(false);
    expect(game.seatInfo(5).out?.reason).toBe('voted');
    expect(game.find('vote.cancelledBy', { since: 'last' })).toBeUndefined();
  });

  /** Day 1: #5 and #6 tie twice and leave together by the eliminate-all vote; #5 speaks first. */
  function twoVotedOut(): TestGame {
    const game = TestGame.started('classic', 10);
    game.runSpeeches({ 1: 5, 2: 6 });
    const split = { 1: 5, 2: 5, 3: 5, 4: 5, 5: 5, 6: 6, 7: 6, 8: 6, 9: 6, 10: 6 };
    game.runVote(split);
    game.fireUntil(() => game.day.stage.kind === 'voting');
    game.runVote(split);
    const stage = game.day.stage;
    if (stage.kind !== 'eliminateAll') throw new Error(`no eliminate-all vote: ${game.describe()}`);
    for (const seat of [1, 2, 3, 4, 7, 8])
      game.ok({ type: 'eliminateAll', by: game.seat(seat), voteId: stage.vote.id, yes: true });
    game.fire();
    expect(game.floor).toMatchObject({ seat: 5, kind: 'lastWord' });
    expect(game.day.stage).toMatchObject({ kind: 'lastWords', queue: [6] });
    return game;
  }

  it('D21, VOTE-CANCEL GIVEN two players voted out together WHEN the second is disqualified while he waits for his last word THEN he gets none ("REMOVED players get none") and nothing is cancelled ("a player leaving by the current vote")', () => {
    const game = twoVotedOut();
    game.ok({ type: 'disqualify', by: JUDGE, seat: 6, reason: 'insult' });
    expect(game.find('disqualified', { to: 'public', since: 'last' })?.params).toEqual({
      seat: 6,
      reason: 'insult',
    });
    expect(game.find('vote.cancelledBy', { since: 'last' })).toBeUndefined();
    expect(game.state.memory.cancelNextVote).toBe(false);
    expect(game.seatInfo(6).out?.reason).toBe('voted');
    expect(game.floor).toMatchObject({ seat: 5, kind: 'lastWord' });
    game.fire();
    expect(game.find('departure.lastWord', { since: 'last' })).toBeUndefined();
    expect(game.state.phase.kind).toBe('night');
  });

  it('DISC-FOULS, D21 GIVEN a voted-out player waiting for his last word WHEN the judge warns him and gives him his 4th foul THEN both are recorded and he gets no last word ("4th foul: immediate DQ")', () => {
    const game = twoVotedOut();
    game.ok({ type: 'warn', by: JUDGE, seat: 6 });
    foul(game, 6, 4);
    expect(game.seatInfo(6)).toMatchObject({ warnings: 1, fouls: 4 });
    expect(game.find('foul.recorded', { since: 'last' })?.params).toMatchObject({
      seat: 6,
      consequence: 'removed',
    });
    expect(game.state.memory.cancelNextVote).toBe(false);
    game.fire();
    expect(game.state.phase.kind).toBe('night');
  });

  it('VOTE-CANCEL T46 GIVEN the night victim gets his 4th foul in his last word WHEN it is issued THEN nothing is cancelled and his Best Move is lost', () => {
    const game = TestGame.started('classic', 10);
    foul(game, 10, 3);
    game.toNight();
    game.night([1, 2, 3].map((seat) => [seat, 'shot', [10]] as [number, 'shot', number[]]));
    expect(game.floor).toMatchObject({ seat: 10, kind: 'lastWord' });
    game.ok({ type: 'bestMove', by: game.seat(10), seats: [1, 2, 3] });
    foul(game, 10);
    expect(game.find('vote.cancelledBy', { since: 'last' })).toBeUndefined();
    expect(game.day.voteCancelled).toBe(false);
    expect(game.state.memory.cancelNextVote).toBe(false);
    expect(game.state.memory.bestMove).toBeUndefined();
    expect(game.floor?.kind).toBe('regular');
  });

  it('VOTE-CANCEL T47 GIVEN a DQ during Night 2 WHEN it is issued THEN the Day 3 vote is cancelled', () => {
    const game = TestGame.started('classic', 10);
    game.toNight();
    game.night([]);
    game.toNight();
    expect(game.state.phase.kind === 'night' && game.state.phase.night.number).toBe(2);
    game.ok({ type: 'disqualify', by: JUDGE, seat: 6, reason: 'night talk' });
    expect(game.find('vote.cancelledBy', { since: 'last' })?.params).toEqual({
      seat: 6,
      which: 'tomorrow',
    });
    game.night([]);
    expect(game.day.number).toBe(3);
    expect(game.day.voteCancelled).toBe(true);
  });

  it('GIVEN a DQ during Night 0 WHEN Day 1 comes THEN its vote is cancelled, its speeches still held (VOTE-CANCEL)', () => {
    const game = TestGame.lobby('classic', 10);
    game.deal();
    game.ok({ type: 'disqualify', by: JUDGE, seat: 6, reason: 'peeking' });
    game.fireUntil(() => game.state.phase.kind === 'day');
    expect(game.day.voteCancelled).toBe(true);
    expect(game.floor?.seat).toBe(1);
  });

  it('GIVEN a warning WHEN the judge records it THEN it is public and has no game effect', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'warn', by: JUDGE, seat: 5, reason: 'asked for the list' });
    expect(game.find('warning.recorded', { since: 'last' })?.params).toEqual({
      seat: 5,
      reason: 'asked for the list',
    });
    expect(game.seatInfo(5)).toMatchObject({ fouls: 0, warnings: 1, alive: true });
  });

  it('GIVEN a DQ that leaves blacks equal to reds WHEN issued THEN the game ends at once (D20)', () => {
    const game = TestGame.started('classic', 10);
    game.outQuietly(6, 7, 8, 9);
    game.ok({ type: 'disqualify', by: JUDGE, seat: 10, reason: 'insult' });
    expect(game.result()).toMatchObject({ winner: 'black', reason: 'parity' });
  });
});

describe('DISC-TEAM-LOSS: team loss', () => {
  it('DISC-TEAM-LOSS T48 GIVEN a red player commits an oath WHEN the judge gives the team-loss penalty THEN the game ends and the black side (both teams) wins', () => {
    const game = TestGame.started('stylized', 16);
    game.ok({ type: 'penalty', by: JUDGE, seat: 12, reason: 'oath' });
    expect(game.result()).toEqual({
      winner: 'black',
      teams: ['GAMBINO', 'KA'],
      reason: 'teamLoss',
      penaltySeat: 12,
    });
    expect(game.seatInfo(12).out?.reason).toBe('removed');
    expect(game.lastDecision?.ok && game.lastDecision.voice).toEqual({ managed: false });
  });

  it('GIVEN a black player is penalised WHEN the judge gives the team-loss penalty THEN red wins (both black teams lose)', () => {
    const game = TestGame.started('stylized', 16);
    game.ok({ type: 'penalty', by: JUDGE, seat: 5, reason: 'bribery' });
    expect(game.result()).toMatchObject({ winner: 'red', teams: ['RED'], reason: 'teamLoss' });
  });
});
