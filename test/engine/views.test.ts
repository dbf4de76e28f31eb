import { describe, expect, it } from 'vitest';
import { voiceManaged, voiceTarget } from '../../src/engine/rules/access/voice-rules.ts';
import { roleCard, status } from '../../src/engine/views/status.ts';
import { JUDGE, TestGame } from '../../harness/engine-game.ts';

/** classic canonical deal: 1 Don, 2–3 Mafiosi, 4 Sheriff, 5–10 Civilians. */
describe('GAME-ROLE-SECRECY, DAY-FLOOR-CONTROL, NIGHT0-TEAMS, FLAG-AUDIENCE-MUTED: what players may see and hear (product.md /mafia status and /mafia role)', () => {
  it('GIVEN a running game with a foul and a departure WHEN /mafia status is asked THEN it shows the phase, the day, who is in and out, the fouls and the deadline, and no role', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'foul', by: JUDGE, seat: 3 });
    game.ok({ type: 'disqualify', by: JUDGE, seat: 7, reason: 'insult' });
    const summary = status(game.state);
    expect(summary).toEqual({
      key: 'status.summary',
      params: {
        preset: 'classic',
        phase: 'day',
        day: 1,
        alive: [1, 2, 3, 4, 5, 6, 8, 9, 10],
        out: [7],
        fouls: [{ seat: 3, count: 1 }],
        endsAt: game.stepTimer()!.deadlineAt,
        paused: false,
        players: 10,
      },
    });
    expect(JSON.stringify(summary)).not.toMatch(/DON|SHERIFF|MAFIOSO|CIVILIAN/);
  });

  it('GIVEN a lobby or a pause WHEN /mafia status is asked THEN it counts the sign-ups, and a paused game shows no running deadline', () => {
    const lobby = TestGame.lobby('classic', 7);
    expect(status(lobby.state).params).toMatchObject({ phase: 'lobby', day: 0, players: 7 });
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'pause', by: JUDGE });
    const paused = status(game.state).params;
    expect(paused).toMatchObject({ paused: true });
    expect(paused).not.toHaveProperty('endsAt');
  });

  it('GIVEN a dealt game WHEN a player asks for his role again THEN he gets his own card (black players with their team, NIGHT0-TEAMS); a non-player gets none', () => {
    const game = TestGame.started('classic', 10);
    expect(roleCard(game.state, game.seat(2).userId)).toEqual({
      key: 'role.card',
      params: {
        seat: 2,
        role: 'MAFIOSO',
        team: 'MAFIA',
        preset: 'classic',
        teammates: [1, 3],
        leader: 1,
      },
    });
    expect(roleCard(game.state, game.seat(4).userId)?.params).toMatchObject({
      role: 'SHERIFF',
      teammates: [],
    });
    expect(roleCard(game.state, JUDGE.userId)).toBeUndefined();
  });

  it('GIVEN floor control "detect" WHEN it is day THEN every alive player may speak (nobody is server-muted); at night everybody is muted', () => {
    const game = TestGame.started('classic', 10, { floorControl: 'detect' });
    game.ok({ type: 'disqualify', by: JUDGE, seat: 5, reason: 'insult' });
    expect(voiceTarget(game.state)).toEqual({
      managed: true,
      unmuted: game.alive().map((seat) => game.seat(seat).userId),
    });
    game.toNight();
    expect(voiceTarget(game.state)).toEqual({ managed: true, unmuted: [] });
  });

  it('GIVEN floor control "detect" WHEN the night victim gives last words THEN he is unmuted for his minute along with the living, and muted again after it', () => {
    const game = TestGame.started('classic', 10, { floorControl: 'detect' });
    game.toNight();
    game.night([1, 2, 3].map((seat) => [seat, 'shot', [5]] as [number, 'shot', number[]]));
    expect(game.floor).toMatchObject({ seat: 5, kind: 'lastWord' });
    const living = game.alive().map((seat) => game.seat(seat).userId);
    expect(voiceTarget(game.state)).toEqual({
      managed: true,
      unmuted: [...living, game.seat(5).userId],
    });
    game.fire();
    expect(voiceTarget(game.state)).toEqual({ managed: true, unmuted: living });
  });

  it('GIVEN the judge, the host and a spectator in the voice channel WHEN the managed voices are listed THEN they are every player and the spectator, never the judge or the host (FLAG-AUDIENCE-MUTED: no hints from the audience)', () => {
    const game = TestGame.started('classic', 10);
    const players = game.state.seats.map((seat) => seat.userId);
    expect(
      voiceManaged(game.state, [JUDGE.userId, 'host', 'spectator', players[0]!], 'host'),
    ).toEqual([...players, 'spectator']);
  });
});
