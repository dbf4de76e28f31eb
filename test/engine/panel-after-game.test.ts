import { describe, expect, it } from 'vitest';
import { resolveControl, panelAfterGame } from '../../src/engine/index.ts';
import { JUDGE_PANEL_ID } from '../../src/engine/rules/judge/panel-state.ts';
import { JUDGE, TestGame } from '../../harness/engine-game.ts';

/** A 10-seat game the judge ended from his panel (End, then Confirm). */
function endedGame(): TestGame {
  const game = TestGame.started('classic', 10);
  for (const id of ['end', 'confirm.end']) {
    const resolved = resolveControl(game, JUDGE_PANEL_ID, id, [], JUDGE, () => '');
    if (!resolved.ok) throw new Error(`refused: ${id}`);
    game.ok(resolved.command as never);
  }
  expect(game.state.phase.kind).toBe('ended');
  return game;
}

describe('TOUR-EXTRA-PANEL: the judge panel after a tournament game', () => {
  it('TOUR-EXTRA-PANEL GIVEN an ended tournament game with extras for seats 3 and 7 WHEN the judge views his panel THEN every seat is a button opening the form, and the two seats show their points', () => {
    const game = endedGame();
    const extras = [
      { seat: 3, points: 30 },
      { seat: 7, points: -20 },
    ];
    const panel = panelAfterGame(game.state, extras, JUDGE.userId)!;
    expect(panel.id).toBe(JUDGE_PANEL_ID);
    expect(panel.to).toEqual({ kind: 'judge' });
    expect(panel.controls.map((control) => control.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => `extra.${i + 1}`),
    );
    expect(panel.controls[0]).toMatchObject({
      label: { key: 'control.panelSeat', params: { seat: 1, name: game.state.seats[0]!.name } },
    });
    expect(panel.lines.map((line) => line.key)).toEqual([
      'panel.extras',
      'panel.extraGiven',
      'panel.extraGiven',
    ]);
    expect(panel.lines.slice(1).map((line) => line.params)).toEqual([
      { seat: 3, name: game.state.seats[2]!.name, points: 0.3 },
      { seat: 7, name: game.state.seats[6]!.name, points: -0.2 },
    ]);
  });

  it('TOUR-EXTRA-PANEL GIVEN an ended game that is no tournament table (no extras handed in) WHEN the panel is computed THEN there is none', () => {
    expect(panelAfterGame(endedGame().state, undefined, JUDGE.userId)).toBeUndefined();
  });

  it('TOUR-EXTRA-PANEL GIVEN an ended tournament game WHEN a player (not the judge) views it THEN there is nothing', () => {
    const game = endedGame();
    expect(panelAfterGame(game.state, [], game.state.seats[0]!.userId)).toBeUndefined();
  });

  it('TOUR-EXTRA-PANEL GIVEN a tournament game still running WHEN the panel is computed THEN there is no extra points step yet', () => {
    const game = TestGame.started('classic', 10);
    expect(panelAfterGame(game.state, [], JUDGE.userId)).toBeUndefined();
  });
});
