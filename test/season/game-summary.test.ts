import { describe, expect, it } from 'vitest';
import { summarizeGame } from '../../src/season/game-summary.ts';
import { ABORTED, finishedClassic, user } from './fixtures.ts';

describe('the season summary of a finished game (issue 15: stats per server)', () => {
  it('GIVEN a classic game red won WHEN summarized THEN each seat has its role, side, win, survival and fouls', () => {
    const summary = summarizeGame(finishedClassic())!;
    expect(summary).toMatchObject({ gameId: 'game-1', preset: 'classic', winner: 'red' });
    expect(summary.players).toHaveLength(10);
    expect(summary.players[0]).toMatchObject({
      userId: user(1),
      seat: 1,
      role: 'DON',
      side: 'black',
      won: false,
      survived: true,
      fouls: 0,
      removed: false,
    });
    expect(summary.players[1]).toMatchObject({ role: 'MAFIOSO', fouls: 2, won: false });
    expect(summary.players[4]).toMatchObject({ role: 'CIVILIAN', won: true, survived: false });
    expect(summary.players[7]).toMatchObject({ fouls: 4, removed: true, survived: false });
  });

  it('GIVEN a Best Move naming #1 #2 #6 (two blacks) WHEN summarized THEN its owner has 2 hits of 3', () => {
    const summary = summarizeGame(finishedClassic())!;
    expect(summary.players[4]!.bestMove).toEqual({ named: 3, hits: 2 });
    expect(summary.players.filter((line) => line.bestMove)).toHaveLength(1);
  });

  it('GIVEN the Sheriff checked a black and a red and the Don found the Sheriff WHEN summarized THEN the Sheriff hit 1 of 2 and the Don 1 of 1', () => {
    const summary = summarizeGame(finishedClassic())!;
    expect(summary.players[3]).toMatchObject({ role: 'SHERIFF', checks: 2, checkHits: 1 });
    expect(summary.players[0]).toMatchObject({ role: 'DON', checks: 1, checkHits: 1 });
    // The shot is not a check.
    expect(summary.players[5]).toMatchObject({ checks: 0, checkHits: 0 });
  });

  it('GIVEN a team loss WHEN summarized THEN the seat whose penalty ended the game counts as removed', () => {
    const state = finishedClassic({
      result: { winner: 'red', teams: ['RED'], reason: 'teamLoss', penaltySeat: 2 },
    });
    expect(summarizeGame(state)!.players[1]!.removed).toBe(true);
  });

  it('GIVEN a draw WHEN summarized THEN nobody won', () => {
    const state = finishedClassic({ result: { winner: 'draw', teams: [], reason: 'quietCycles' } });
    expect(summarizeGame(state)!.players.some((line) => line.won)).toBe(false);
  });

  it('GIVEN an aborted game, a sign-up cancelled, or a game still running WHEN summarized THEN it does not count', () => {
    expect(summarizeGame(finishedClassic({ result: ABORTED }))).toBeUndefined();
    const cancelled = finishedClassic({
      result: { winner: 'aborted', teams: [], reason: 'cancelled' },
    });
    expect(summarizeGame({ ...cancelled, seats: [] })).toBeUndefined();
    expect(summarizeGame({ ...finishedClassic(), phase: { kind: 'lobby' } })).toBeUndefined();
  });
});
