import { describe, expect, it } from 'vitest';
import { judgeSheet, type JudgeSheet } from '../../src/engine/views/judge-sheet.ts';
import { JUDGE, TestGame } from '../../harness/engine-game.ts';
import { stylized16AtNight1, toNight } from './night-fixtures.ts';

/** The sheet the judge reads now (the test fails if he has none). */
function sheetOf(game: TestGame): JudgeSheet {
  const sheet = judgeSheet(game.state, game.state.judgeId);
  if (!sheet) throw new Error('the judge has no sheet');
  return sheet;
}

/** Classic layout of the harness: 1 Don, 2–3 Mafiosi, 4 Sheriff, 5–10 Civilians. */
function classicAtNight1(): TestGame {
  const game = TestGame.started('classic', 10);
  toNight(game);
  return game;
}

describe('GAME-ROLE-SECRECY: the judge alone has the sheet', () => {
  it('GIVEN a dealt game WHEN anyone but the judge asks for the sheet THEN there is none; the judge gets every role', () => {
    const game = TestGame.started('classic', 10);
    for (const seat of game.state.seats)
      expect(judgeSheet(game.state, seat.userId)).toBeUndefined();
    expect(judgeSheet(game.state, 'someone-else')).toBeUndefined();
    expect(sheetOf(game).seats.map((seat) => seat.role)).toEqual(
      game.state.seats.map((seat) => seat.role),
    );
  });

  it('GIVEN a lobby not yet dealt WHEN the judge asks THEN there is no sheet (no roles exist)', () => {
    const game = TestGame.lobby('classic', 10);
    expect(judgeSheet(game.state, JUDGE.userId)).toBeUndefined();
  });

  it('GIVEN a game running WHEN a player takes his turn THEN his screens never carry the sheet; the judge panel alone does', () => {
    const game = classicAtNight1();
    const carrying = game.screens().filter((screen) => screen.sheet !== undefined);
    expect(carrying.map((screen) => screen.to)).toEqual([{ kind: 'judge' }]);
  });
});

describe('the sheet: seats', () => {
  it('GIVEN a foul and a warning WHEN the judge reads the sheet THEN the seat shows its role, 1 foul and 1 warning', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'foul', by: JUDGE, seat: 4 });
    game.ok({ type: 'warn', by: JUDGE, seat: 4 });
    expect(sheetOf(game).seats[3]).toMatchObject({
      seat: 4,
      role: 'SHERIFF',
      alive: true,
      fouls: 1,
      warnings: 1,
    });
  });
});

describe('the sheet: nights (classic)', () => {
  it('GIVEN Night 1 running WHEN the blacks have aimed and the Sheriff has checked THEN the sheet shows each submission so far, the check with its answer, and no outcome yet', () => {
    const game = classicAtNight1();
    game.act(1, 'shot', [9]);
    game.act(2, 'shot', [9]);
    game.act(4, 'check', [2]);
    const night = sheetOf(game).nights.at(-1)!;
    expect(night).toMatchObject({ night: 1, open: true });
    expect(night.outcome).toBeUndefined();
    expect(night.moves).toEqual([
      { seat: 1, role: 'DON', action: 'shot', targets: [9] },
      { seat: 2, role: 'MAFIOSO', action: 'shot', targets: [9] },
      {
        seat: 4,
        role: 'SHERIFF',
        action: 'check',
        targets: [2],
        found: { kind: 'side', seat: 2, side: 'black' },
      },
    ]);
  });

  it("GIVEN every black's shot at #9, the Don's check of #4 and the Sheriff's of #5 WHEN the night resolves THEN the sheet shows each shot, both answers and the kill of #9", () => {
    const game = classicAtNight1();
    game.night([
      [1, 'shot', [9]],
      [2, 'shot', [9]],
      [3, 'shot', [9]],
      [1, 'leaderCheck', [4]],
      [4, 'check', [5]],
    ]);
    const night = sheetOf(game).nights[0]!;
    expect(night).toMatchObject({ night: 1, open: false, outcome: 'kill', shot: 9, victim: 9 });
    expect(night.moves.filter((move) => move.action === 'shot').map((move) => move.seat)).toEqual([
      1, 2, 3,
    ]);
    expect(night.moves.find((move) => move.action === 'leaderCheck')?.found).toEqual({
      kind: 'role',
      seat: 4,
      role: 'SHERIFF',
      found: true,
    });
    expect(night.moves.find((move) => move.action === 'check')?.found).toEqual({
      kind: 'side',
      seat: 5,
      side: 'red',
    });
  });

  it('GIVEN the blacks disagree WHEN the night resolves THEN the sheet shows a miss and every shot as aimed', () => {
    const game = classicAtNight1();
    game.night([
      [1, 'shot', [2]],
      [2, 'shot', [2]],
      [3, 'shot', [9]],
    ]);
    const night = sheetOf(game).nights[0]!;
    expect(night.outcome).toBe('miss');
    expect(night.victim).toBeUndefined();
    expect(night.moves.map((move) => move.targets[0])).toEqual([2, 2, 9]);
  });
});

describe('the sheet: nights (stylized)', () => {
  it("GIVEN the Lawyer protects the leaders' target, the Journalist compares, the FBI Agent blocks WHEN the night resolves THEN the sheet shows the save, the comparison's answer and the block", () => {
    const game = stylized16AtNight1();
    game.night([
      [1, 'shot', [12]],
      [4, 'shot', [12]],
      [8, 'protect', [12]],
      [9, 'compare', [2, 5]],
      [10, 'block', [13]],
    ]);
    const night = sheetOf(game).nights[0]!;
    expect(night).toMatchObject({ outcome: 'save', shot: 12 });
    expect(night.victim).toBeUndefined();
    const of = (action: string) => night.moves.find((move) => move.action === action);
    expect(of('protect')).toMatchObject({ seat: 8, role: 'LAWYER', targets: [12] });
    expect(of('compare')?.found).toEqual({ kind: 'same', first: 2, second: 5, same: false });
    expect(of('block')).toMatchObject({ seat: 10, role: 'FBI_AGENT', targets: [13] });
  });

  it('GIVEN Night 0 (acquaintance only) WHEN the judge reads the sheet THEN it lists no night yet', () => {
    const game = TestGame.lobby('stylized', 16);
    game.deal();
    expect(sheetOf(game).nights).toEqual([]);
  });
});

describe('the sheet: days', () => {
  it('GIVEN nominations on Day 1 WHEN the vote runs THEN the sheet lists the nominations in order and the open round with its votes so far', () => {
    const game = TestGame.started('classic', 10);
    game.runSpeeches({ 1: 5, 2: 7 });
    const vote = game.day.stage.kind === 'voting' ? game.day.stage.vote : undefined;
    game.ok({ type: 'vote', by: game.seat(3), voteId: vote!.id, candidate: 5 });
    const day = sheetOf(game).days[0]!;
    expect(day.nominations).toEqual([
      { by: 1, target: 5 },
      { by: 2, target: 7 },
    ]);
    expect(day.votes).toEqual([
      { round: 1, open: true, votes: [{ voter: 3, candidate: 5, auto: false }] },
    ]);
  });

  it('GIVEN the Day 1 vote is over WHEN the judge reads the sheet THEN the round shows every vote and who left', () => {
    const game = TestGame.started('classic', 10);
    game.runSpeeches({ 1: 5, 2: 7 });
    game.runVote({ 1: 5, 2: 5, 3: 5, 4: 5, 6: 5, 8: 5 });
    const day = sheetOf(game).days[0]!;
    expect(day.votes[0]).toMatchObject({ round: 1, open: false, out: [5] });
    expect(day.votes[0]!.votes.filter((vote) => vote.candidate === 5)).toHaveLength(6);
  });
});
