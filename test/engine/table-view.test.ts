import { describe, expect, it } from 'vitest';
import { finalTableView, spectatorView, tableView } from '../../src/engine/index.ts';
import { JUDGE, TestGame } from '../../harness/engine-game.ts';

const ROLE_NAMES = /DON|SHERIFF|MAFIOSO|CIVILIAN|"role"|"side"/;

/** classic canonical deal: 1 Don, 2–3 Mafiosi, 4 Sheriff, 5–10 Civilians. */
describe('GAME-DEPARTURES, GAME-ROLE-SECRECY, FAIR-REVEAL: the table at a glance (issue 15, product.md /mafia status)', () => {
  it('GIVEN day 1 with a foul, a nomination and a disqualification (geo_7_4 off) WHEN the table is viewed THEN every seat shows its name, alive or out and how (GAME-DEPARTURES), fouls, the nominated and the floor, with the clock; and no role (GAME-ROLE-SECRECY "Sports presets never reveal the role of an OUT player before the game ends")', () => {
    const game = TestGame.started('classic', 10, { geo74: false });
    game.ok({ type: 'foul', by: JUDGE, seat: 3 });
    game.ok({ type: 'nominate', by: game.seat(1), target: 5 });
    game.ok({ type: 'disqualify', by: JUDGE, seat: 7, reason: 'insult' });
    const view = tableView(game.state);
    expect(view).toMatchObject({
      preset: 'classic',
      phase: 'day',
      day: 1,
      stage: 'speeches',
      floor: { seat: 1, kind: 'regular' },
      endsAt: game.stepTimer()!.deadlineAt,
      paused: false,
    });
    expect(view.seats).toHaveLength(10);
    expect(view.seats[0]).toEqual({
      seat: 1,
      name: 'Player 1',
      alive: true,
      fouls: 0,
      nominated: false,
      speaking: true,
    });
    expect(view.seats[2]).toMatchObject({ seat: 3, fouls: 1, speaking: false });
    expect(view.seats[4]).toMatchObject({ seat: 5, nominated: true });
    expect(view.seats[6]).toMatchObject({
      seat: 7,
      alive: false,
      out: { reason: 'removed', day: 1, phase: 'day' },
    });
    expect(JSON.stringify(view)).not.toMatch(ROLE_NAMES);
  });

  it('GIVEN a paused game WHEN the table is viewed THEN it shows the time the step still has and no running deadline', () => {
    const game = TestGame.started('classic', 10);
    game.now += 10_000;
    game.ok({ type: 'pause', by: JUDGE });
    const view = tableView(game.state);
    expect(view.paused).toBe(true);
    expect(view.endsAt).toBeUndefined();
    expect(view.pausedRemainingMs).toBe(
      game.state.paused!.timers.find((t) => t.kind === 'step')!.remainingMs,
    );
  });

  it('GIVEN night 1 WHEN the table is viewed THEN nobody holds the floor and nobody is nominated', () => {
    const game = TestGame.started('classic', 10);
    game.fireUntil(() => game.state.phase.kind === 'night');
    const view = tableView(game.state);
    expect(view).toMatchObject({ phase: 'night', day: 1 });
    expect(view.floor).toBeUndefined();
    expect(view.stage).toBeUndefined();
    expect(view.seats.some((seat) => seat.speaking || seat.nominated)).toBe(false);
  });

  it('GIVEN a vote running WHEN the table is viewed THEN the candidates are the nominated', () => {
    const game = TestGame.started('classic', 10);
    game.runSpeeches({ 1: 4, 2: 9 });
    expect(game.day.stage.kind).toBe('voting');
    const view = tableView(game.state);
    expect(view.stage).toBe('voting');
    expect(view.seats.filter((seat) => seat.nominated).map((seat) => seat.seat)).toEqual([4, 9]);
  });

  it('GIVEN a running game WHEN the final view is asked for THEN it is the public view without roles; AND once the game is over it has every role and side and the winner (the report reveals them, FAIR-REVEAL)', () => {
    const game = TestGame.started('classic', 10);
    expect(JSON.stringify(finalTableView(game.state))).not.toMatch(ROLE_NAMES);
    game.ok({ type: 'end', by: JUDGE });
    const view = finalTableView(game.state);
    expect(view.phase).toBe('ended');
    expect(view.winner).toBe('aborted');
    expect(view.seats.map((seat) => seat.role)).toEqual(game.state.seats.map((seat) => seat.role));
    expect(view.seats[0]).toMatchObject({ role: 'DON', side: 'black' });
    expect(JSON.stringify(tableView(game.state))).not.toMatch(ROLE_NAMES);
  });
});

describe('DAY-NOMINEE-LIST: with geo_7_4 on, no running list of nominees during the speeches', () => {
  it('GIVEN geo_7_4 on and a nomination during the speeches WHEN the table is viewed (the card, the picture of /mafia status) THEN nobody is marked nominated; AND WHEN the vote opens THEN its candidates are', () => {
    const game = TestGame.started('classic', 10, { geo74: true });
    game.ok({ type: 'nominate', by: game.seat(1), target: 5 });
    expect(tableView(game.state).seats.filter((seat) => seat.nominated)).toEqual([]);
    game.runSpeeches({ 2: 6 });
    expect(game.day.stage.kind).toBe('voting');
    expect(
      tableView(game.state)
        .seats.filter((seat) => seat.nominated)
        .map((seat) => seat.seat),
    ).toEqual([5, 6]);
  });
});

describe('FAIR-NO-LEAKS, GAME-ROLE-SECRECY: what a spectator off Discord sees (the web page, issue 27)', () => {
  it('GIVEN a running game WHEN the spectator view is asked for THEN it is the public view of the card, with no role; AND at night it has no clock (the length of a night step would tell which roles still act)', () => {
    const game = TestGame.started('classic', 10);
    expect(spectatorView(game.state)).toEqual(tableView(game.state));
    game.toNight();
    expect(tableView(game.state).endsAt).toBeDefined();
    const night = spectatorView(game.state);
    expect(night.phase).toBe('night');
    expect(night.endsAt).toBeUndefined();
    expect(JSON.stringify(night)).not.toMatch(ROLE_NAMES);
  });

  it('GIVEN the game over WHEN the spectator view is asked for THEN it is the final view, every role and the winner (FAIR-REVEAL)', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'end', by: JUDGE });
    expect(spectatorView(game.state)).toEqual(finalTableView(game.state));
    expect(spectatorView(game.state).seats[0]).toMatchObject({ role: 'DON' });
  });
});
