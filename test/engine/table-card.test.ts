import { describe, expect, it } from 'vitest';
import { closedScreen, screens, type MessageParams } from '../../src/engine/index.ts';
import { JUDGE, TestGame } from '../../harness/engine-game.ts';

const ROLE_NAMES = /DON|SHERIFF|MAFIOSO|CIVILIAN|"role"/;

type SeatLine = MessageParams['table.seat'];
const seatParams = (game: TestGame): SeatLine[] =>
  game.card().card!.seats.map((line) => line.params as SeatLine);

/** Issue 15 item 4: the table card, an engine screen built from the state alone. */
describe('GAME-DEPARTURES, DAY-FLOOR-CONTROL, DAY-NOMINEE-LIST, GAME-ROLE-SECRECY, FAIR-REVEAL, DAY-PASS: the table card', () => {
  it('GIVEN day 1 with a foul, a disqualification and #1 speaking (geo_7_4 off) WHEN the screens are derived THEN one public card shows the floor (title, speaker, deadline, nominations, Pass once he has nominated), the phase, and every seat in or out and how, its fouls and the nominated; no role', () => {
    const game = TestGame.started('classic', 10, { geo74: false });
    game.ok({ type: 'foul', by: JUDGE, seat: 3 });
    game.ok({ type: 'nominate', by: game.seat(1), target: 5 });
    game.ok({ type: 'disqualify', by: JUDGE, seat: 7, reason: 'insult' });
    const all = game.screens();
    expect(all.filter((screen) => screen.card)).toHaveLength(1);
    // Day 1 moved it to the bottom (GAME-CARD-IN-VIEW): its first generation.
    expect(all[0]?.id).toBe('table~1');
    const card = game.card();
    expect(card).toMatchObject({ to: { kind: 'public' }, tone: 'day' });
    expect(card.title).toEqual({
      key: 'speech.title',
      params: { seat: 1, userId: game.seat(1).userId, kind: 'regular' },
    });
    expect(card.lines.map((line) => line.key)).toEqual([
      'speech.speaker',
      'speech.deadline',
      'speech.nominations',
    ]);
    expect(card.card?.phase).toEqual({
      key: 'table.title',
      params: { phase: 'day', day: 1, stage: 'speeches' },
    });
    expect(card.card?.clock).toBeUndefined();
    const seats = seatParams(game);
    expect(seats).toHaveLength(10);
    expect(seats[0]).toEqual({
      preset: 'classic',
      seat: 1,
      userId: game.seat(1).userId,
      alive: true,
      fouls: 0,
      nominated: false,
      speaking: true,
    });
    expect(seats[2]).toMatchObject({ seat: 3, fouls: 1, speaking: false });
    expect(seats[4]).toMatchObject({ seat: 5, nominated: true });
    expect(seats[6]).toMatchObject({
      seat: 7,
      alive: false,
      out: { reason: 'removed', day: 1, phase: 'day' },
    });
    // He has nominated: his menu is gone, Pass is left.
    expect(card.controls.map((control) => control.id.split('@')[0])).toEqual(['pass']);
    expect(JSON.stringify(card)).not.toMatch(ROLE_NAMES);
  });

  it('GIVEN the speeches WHEN the floor is handed on THEN it is the same card (same id) with the next speaker: a handover is an edit, never a new screen', () => {
    const game = TestGame.started('classic', 10);
    const first = game.card();
    game.ok({ type: 'pass', by: game.seat(1) });
    const second = game.card();
    expect(second.id).toBe(first.id);
    expect(second.title.params).toMatchObject({ seat: 2 });
    expect(seatParams(game)[1]).toMatchObject({ seat: 2, speaking: true });
    expect(seatParams(game)[0]).toMatchObject({ seat: 1, speaking: false });
    expect(screens(game.state).filter((screen) => screen.to.kind === 'public')).toHaveLength(1);
  });

  it('GIVEN the vote and then the night WHEN the card is derived THEN it shows the phase as its title, the candidates as nominated, no controls and no clock of its own (the vote and the night count down in their own messages)', () => {
    const game = TestGame.started('classic', 10);
    game.runSpeeches({ 1: 4, 2: 6 });
    const voting = game.card();
    expect(voting).toMatchObject({ tone: 'vote', controls: [], lines: [] });
    expect(voting.title).toEqual({
      key: 'table.title',
      params: { phase: 'day', day: 1, stage: 'voting' },
    });
    expect(voting.card?.clock).toBeUndefined();
    expect(
      seatParams(game)
        .filter((seat) => seat.nominated)
        .map((seat) => seat.seat),
    ).toEqual([4, 6]);
    game.toNight();
    const night = game.card();
    expect(night).toMatchObject({ tone: 'night', controls: [] });
    expect(night.title).toEqual({ key: 'table.title', params: { phase: 'night', day: 1 } });
  });

  it('DAY-PASS GIVEN the ten-second warning on the card WHEN the judge extends the speech THEN the warning line goes (the speech has more time), and the next speaker starts without it', () => {
    const game = TestGame.started('classic', 10);
    const warning = game.state.timers.find((timer) => timer.kind === 'speechWarning')!;
    game.now = warning.deadlineAt;
    game.ok({ type: 'timerExpired', timerId: warning.id });
    const keys = () => game.card().lines.map((line) => line.key);
    expect(keys()).toContain('speech.warning');
    game.ok({ type: 'extend', by: JUDGE, seconds: 30 });
    expect(keys()).not.toContain('speech.warning');
    game.ok({ type: 'pass', by: game.seat(1) });
    expect(keys()).not.toContain('speech.warning');
  });

  it('GIVEN a paused speech WHEN the card is derived THEN it says how long the step still has', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'pause', by: JUDGE });
    expect(game.card().card?.clock).toEqual({
      key: 'table.clock',
      params: { pausedRemainingMs: 60_000 },
    });
  });

  it('FAIR-REVEAL GIVEN a game the judge ends WHEN the card leaves the screens THEN its last form is the table at the end: the winner in the title and every role', () => {
    const game = TestGame.started('classic', 10);
    const shown = game.card();
    game.ok({ type: 'end', by: JUDGE });
    expect(screens(game.state).some((screen) => screen.id === shown.id)).toBe(false);
    const last = closedScreen(game.state, shown);
    expect(last).toMatchObject({ id: shown.id, controls: [], tone: 'end' });
    expect(last.title).toMatchObject({
      key: 'table.title',
      params: { phase: 'ended', winner: 'aborted' },
    });
    const roles = last.card!.seats.map((line) => (line.params as { role?: string }).role);
    expect(roles).toEqual(game.state.seats.map((seat) => seat.role));
  });

  it('GIVEN a forum game of 29 WHEN the card is derived THEN it has a line for each of the 29 seats and the phase deadline as its clock', () => {
    const game = TestGame.started('forum', 29);
    const card = game.card();
    expect(card.card?.seats).toHaveLength(29);
    expect(card.card?.clock).toEqual({
      key: 'table.clock',
      params: { endsAt: game.stepTimer()!.deadlineAt },
    });
  });

  it('GIVEN the lobby WHEN the screens are derived THEN there is no card yet (it comes with the deal)', () => {
    const lobby = TestGame.lobby('classic', 10);
    expect(screens(lobby.state).some((screen) => screen.id === 'table')).toBe(false);
  });
});
