import { describe, expect, it } from 'vitest';
import { resolveControl, type Actor, type Screen, type Text } from '../../src/engine/index.ts';
import { JUDGE_PANEL_ID } from '../../src/engine/rules/judge/panel-state.ts';
import { stepKey } from '../../src/engine/views/judge-panel.ts';
import { JUDGE, TestGame } from '../../harness/engine-game.ts';

/** A click on the judge's panel, as the adapter sends it: resolved, then decided. */
function click(game: TestGame, controlId: string, values: string[] = [], by: Actor = JUDGE) {
  const resolved = resolveControl(
    game,
    JUDGE_PANEL_ID,
    controlId,
    values,
    by,
    (row) => `violation ${row}`,
  );
  if (!resolved.ok) return { ok: false as const, error: resolved.error };
  const decision = game.try(resolved.command as never);
  return decision.ok ? { ok: true as const } : { ok: false as const, error: decision.error };
}

function panel(game: TestGame): Screen {
  const found = game.screens().find((screen) => screen.id === JUDGE_PANEL_ID);
  if (!found) throw new Error('no judge panel');
  return found;
}

const buttonIds = (game: TestGame) => panel(game).controls.map((control) => control.id);
const refusedWith = (key: Text['key']) => ({ ok: false, error: expect.objectContaining({ key }) });

describe('the judge panel: one message for the judge, from the deal to the end', () => {
  it('GIVEN a dealt sports game WHEN its screens are listed THEN one panel goes to the judge, with every seat as a button', () => {
    const game = TestGame.started('stylized', 16);
    const panels = game.screens().filter((screen) => screen.id === JUDGE_PANEL_ID);
    expect(panels).toHaveLength(1);
    expect(panels[0]!.to).toEqual({ kind: 'judge' });
    expect(buttonIds(game).filter((id) => id.startsWith('seat.'))).toHaveLength(16);
  });

  it('GIVEN a seat is out WHEN the panel shows THEN his button is disabled and picking him is refused', () => {
    const game = TestGame.started('classic', 10);
    game.outQuietly(6);
    const six = panel(game).controls.find((control) => control.id === 'seat.6');
    expect(six).toMatchObject({ kind: 'button', disabled: true });
    expect(click(game, 'seat.6')).toEqual(refusedWith('error.playerOut'));
  });

  it('GIVEN a forum game WHEN its screens are listed THEN there is no panel (29 seats do not fit its buttons)', () => {
    const game = TestGame.started('forum', 11);
    expect(game.screens().some((screen) => screen.id === JUDGE_PANEL_ID)).toBe(false);
  });
});

describe('DISC-FOULS: a foul in two clicks', () => {
  it('GIVEN a speech WHEN the judge clicks #5 then Foul THEN seat 5 has a foul and the public warning is posted', () => {
    const game = TestGame.started('classic', 10);
    expect(click(game, 'seat.5')).toEqual({ ok: true });
    expect(buttonIds(game)).toContain('foul.5');
    expect(click(game, 'foul.5')).toEqual({ ok: true });
    expect(game.seatInfo(5).fouls).toBe(1);
    expect(game.find('foul.recorded', { since: 'last' })?.params).toMatchObject({
      seat: 5,
      count: 1,
    });
  });

  it('GIVEN no seat picked WHEN a Foul click for #5 comes THEN it is refused as closed and nothing changes', () => {
    const game = TestGame.started('classic', 10);
    expect(click(game, 'foul.5')).toEqual(refusedWith('error.closed'));
    expect(game.seatInfo(5).fouls).toBe(0);
  });

  it("GIVEN a player (not the judge) WHEN he clicks a seat or Foul on the judge's panel THEN he is refused and nothing changes", () => {
    const game = TestGame.started('classic', 10);
    const player = game.seat(3);
    expect(click(game, 'seat.5', [], player)).toEqual(refusedWith('error.notJudge'));
    click(game, 'seat.5');
    const version = game.state.version;
    expect(click(game, 'foul.5', [], player)).toEqual(refusedWith('error.notJudge'));
    expect(game.seatInfo(5).fouls).toBe(0);
    expect(game.state.version).toBe(version);
  });

  it('GIVEN a foul WHEN the judge then picks another seat THEN Undo still takes the foul back (a pick changes nothing at the table)', () => {
    const game = TestGame.started('classic', 10);
    click(game, 'seat.5');
    click(game, 'foul.5');
    click(game, 'seat.7');
    expect(click(game, 'undo')).toEqual({ ok: true });
    expect(game.seatInfo(5).fouls).toBe(0);
  });
});

describe('confirmations: End, Disqualify and Team loss act only once confirmed', () => {
  it('GIVEN a running game WHEN the judge clicks End THEN the game runs on until he clicks Confirm', () => {
    const game = TestGame.started('classic', 10);
    expect(click(game, 'end')).toEqual({ ok: true });
    expect(game.state.phase.kind).toBe('day');
    expect(buttonIds(game)).toContain('confirm.end');
    expect(click(game, 'confirm.end')).toEqual({ ok: true });
    expect(game.state.phase.kind).toBe('ended');
  });

  it('GIVEN End asked WHEN the judge clicks Cancel THEN no Confirm is left and a late Confirm click is closed', () => {
    const game = TestGame.started('classic', 10);
    click(game, 'end');
    click(game, 'cancel');
    expect(buttonIds(game)).not.toContain('confirm.end');
    expect(click(game, 'confirm.end')).toEqual(refusedWith('error.closed'));
    expect(game.state.phase.kind).toBe('day');
  });

  it('DISC-CATALOGUE GIVEN Disqualify on #5 WHEN no violation is picked THEN there is no Confirm; once picked, Confirm removes him citing it', () => {
    const game = TestGame.started('classic', 10);
    click(game, 'seat.5');
    click(game, 'disqualify.5');
    expect(buttonIds(game)).toContain('reason');
    expect(buttonIds(game)).not.toContain('confirm.disqualify');
    expect(game.seatInfo(5).alive).toBe(true);
    expect(click(game, 'reason', ['7'])).toEqual({ ok: true });
    expect(click(game, 'confirm.disqualify')).toEqual({ ok: true });
    expect(game.seatInfo(5).out?.reason).toBe('removed');
    expect(game.find('disqualified', { since: 'last' })?.params).toEqual({
      seat: 5,
      reason: 'violation 7',
    });
  });

  it('DISC-CATALOGUE GIVEN Team loss on #2 WHEN a violation that is not a team loss is sent THEN it is refused as closed', () => {
    const game = TestGame.started('classic', 10);
    click(game, 'seat.2');
    click(game, 'penalty.2');
    expect(click(game, 'reason', ['15'])).toEqual(refusedWith('error.closed'));
    expect(click(game, 'reason', ['1'])).toEqual({ ok: true });
    expect(click(game, 'confirm.penalty')).toEqual({ ok: true });
    expect(game.state.phase.kind).toBe('ended');
  });

  it('JUDGE-UNDO GIVEN a disqualification confirmed and undone WHEN the old Confirm is clicked again THEN it is closed: a confirmation acts once', () => {
    const game = TestGame.started('classic', 10);
    click(game, 'seat.5');
    click(game, 'disqualify.5');
    click(game, 'reason', ['7']);
    click(game, 'confirm.disqualify');
    expect(click(game, 'undo')).toEqual({ ok: true });
    expect(game.seatInfo(5).alive).toBe(true);
    expect(click(game, 'confirm.disqualify')).toEqual(refusedWith('error.closed'));
    expect(game.seatInfo(5).alive).toBe(true);
  });
});

describe("the game's buttons: Pause / Resume / Skip / Extend carry the step they were shown for", () => {
  it('GIVEN the panel shown for a speech WHEN Skip is clicked after that speech ended THEN it is closed and the next speech runs on', () => {
    const game = TestGame.started('classic', 10);
    const stale = `skip@${stepKey(game.state)}`;
    game.ok({ type: 'pass', by: game.seat(game.floor!.seat) });
    const speaker = game.floor!.seat;
    expect(click(game, stale)).toEqual(refusedWith('error.closed'));
    expect(game.floor!.seat).toBe(speaker);
    expect(click(game, `skip@${stepKey(game.state)}`)).toEqual({ ok: true });
    expect(game.floor!.seat).not.toBe(speaker);
  });

  it('GIVEN a speech WHEN the judge clicks Pause, then Resume, then +30 s THEN the clock stops, runs again and gains 30 s', () => {
    const game = TestGame.started('classic', 10);
    expect(click(game, 'pause')).toEqual({ ok: true });
    expect(buttonIds(game)).toContain('resume');
    expect(click(game, 'resume')).toEqual({ ok: true });
    const before = game.stepTimer()!.deadlineAt;
    expect(click(game, `extend@${stepKey(game.state)}`)).toEqual({ ok: true });
    expect(game.stepTimer()!.deadlineAt).toBe(before + 30_000);
  });
});
