import { describe, expect, it } from 'vitest';
import { resolveControl } from '../../src/engine/index.ts';
import { JUDGE, TestGame } from '../../harness/engine-game.ts';

describe('GAME-CARD-IN-VIEW: the table card moves to the bottom of the channel', () => {
  it('GIVEN Night 0 WHEN Day 1 opens THEN the card is a new screen (a new id), so it is posted below the morning', () => {
    const game = TestGame.lobby('classic', 10);
    game.deal();
    const nightCard = game.card().id;
    game.fireUntil(() => game.state.phase.kind === 'day');
    expect(game.card().id).not.toBe(nightCard);
  });

  it('GIVEN the speeches WHEN the floor passes from seat to seat THEN the card keeps its id (a handover is an edit, never a move)', () => {
    const game = TestGame.started('classic', 10);
    const dayCard = game.card().id;
    game.ok({ type: 'pass', by: game.seat(1) });
    game.ok({ type: 'pass', by: game.seat(2) });
    expect(game.card().id).toBe(dayCard);
  });

  it('GIVEN two nominees WHEN the vote opens THEN the card moves down; WHEN the tie speeches begin THEN it moves again; WHEN the night falls THEN it stays', () => {
    const game = TestGame.started('classic', 10);
    const dayCard = game.card().id;
    game.runSpeeches({ 1: 5, 2: 6 });
    expect(game.day.stage.kind).toBe('voting');
    const voteCard = game.card().id;
    expect(voteCard).not.toBe(dayCard);
    // Five votes each: a tie, then tie speeches (VOTE-TIE-SPEECHES).
    game.runVote({ 1: 5, 2: 5, 3: 5, 4: 5, 7: 5, 5: 6, 6: 6, 8: 6, 9: 6, 10: 6 });
    expect(game.day.stage.kind).toBe('tieSpeeches');
    const tieCard = game.card().id;
    expect(tieCard).not.toBe(voteCard);
    game.toNight();
    const nightCard = game.card().id;
    for (let step = 0; game.state.phase.kind === 'night' && step < 20; step++) {
      expect(game.card().id).toBe(nightCard);
      game.fire();
    }
  });

  it('GIVEN the card moved down WHEN Pass is clicked on the old card THEN it is closed, never a pass', () => {
    const game = TestGame.lobby('classic', 10);
    game.deal();
    const nightCard = game.card().id;
    game.fireUntil(() => game.state.phase.kind === 'day');
    const pass = game.floorControl('pass');
    expect(resolveControl(game, nightCard, pass, [], game.seat(1))).toMatchObject({
      ok: false,
      error: { key: 'error.closed' },
    });
    expect(resolveControl(game, game.card().id, pass, [], game.seat(1))).toMatchObject({
      ok: true,
    });
    game.ok({ type: 'skip', by: JUDGE });
  });
});
