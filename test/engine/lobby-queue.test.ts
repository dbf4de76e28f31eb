import { describe, expect, it } from 'vitest';
import { resolveControl } from '../../src/engine/index.ts';
import { JUDGE, TestGame } from '../../harness/engine-game.ts';

/** A full classic sign-up (10 of 10) and two more who signed up after it filled. */
function fullWithQueue(): TestGame {
  const game = TestGame.lobby('classic', 10);
  game.ok({ type: 'join', by: game.actor(11) });
  game.ok({ type: 'join', by: game.actor(12) });
  return game;
}

const lobbyIds = (game: TestGame) => game.state.lobby.map((entry) => entry.userId);
const queueIds = (game: TestGame) => (game.state.lobbyQueue ?? []).map((entry) => entry.userId);
const lobbyScreen = (game: TestGame) => game.screens().find((screen) => screen.id === 'lobby')!;

describe('LOBBY-QUEUE: sign-ups past the table size wait in a queue', () => {
  it('GIVEN a full table WHEN two more sign up THEN they wait in the queue in order, each told his place, and the lobby card lists the queue', () => {
    const game = fullWithQueue();
    expect(lobbyIds(game)).toHaveLength(10);
    expect(queueIds(game)).toEqual([game.actor(11).userId, game.actor(12).userId]);
    expect(game.find('lobby.queued', { to: 'user', since: 'last' })?.params).toEqual({
      position: 2,
      max: 10,
    });
    expect(lobbyScreen(game).lines).toContainEqual({
      key: 'lobby.queue',
      params: { userIds: queueIds(game) },
    });
    game.rejects({ type: 'join', by: game.actor(11) }, 'error.alreadyJoined');
  });

  it('GIVEN a queue WHEN a seated member leaves THEN the first in the queue takes the seat and is told; the second moves up', () => {
    const game = fullWithQueue();
    game.ok({ type: 'leave', by: game.actor(3) });
    expect(lobbyIds(game)).toHaveLength(10);
    expect(lobbyIds(game)).toContain(game.actor(11).userId);
    expect(lobbyIds(game)).not.toContain(game.actor(3).userId);
    expect(queueIds(game)).toEqual([game.actor(12).userId]);
    const told = game.last.find(
      (event) => event.type === 'notice' && event.lines[0]?.key === 'lobby.promoted',
    );
    expect(told).toMatchObject({ to: { kind: 'user', userId: game.actor(11).userId } });
  });

  it('GIVEN a queue WHEN a queued member leaves THEN only the queue changes', () => {
    const game = fullWithQueue();
    game.ok({ type: 'leave', by: game.actor(11) });
    expect(lobbyIds(game)).toHaveLength(10);
    expect(queueIds(game)).toEqual([game.actor(12).userId]);
  });

  it('GIVEN a queue WHEN the judge deals THEN the ten signed up are seated, nobody from the queue', () => {
    const game = fullWithQueue();
    game.deal();
    const seated = game.state.seats.map((seat) => seat.userId);
    expect(seated).not.toContain(game.actor(11).userId);
    expect(seated).toHaveLength(10);
  });
});

describe('LOBBY-JUDGE-REMOVE: the judge removes a member from the sign-up', () => {
  it('GIVEN a full table with a queue WHEN the judge picks a seated member in his menu THEN the member is removed, the table is told, and the first in the queue takes the seat', () => {
    const game = fullWithQueue();
    const menu = lobbyScreen(game).controls.find((control) => control.id === 'lobbyRemove');
    expect(menu?.kind).toBe('select');
    const target = game.actor(5).userId;
    const resolved = resolveControl(game, 'lobby', 'lobbyRemove', [target], JUDGE);
    expect(resolved).toEqual({
      ok: true,
      command: { type: 'lobbyRemove', by: JUDGE, userId: target },
    });
    game.ok({ type: 'lobbyRemove', by: JUDGE, userId: target });
    expect(lobbyIds(game)).not.toContain(target);
    expect(lobbyIds(game)).toContain(game.actor(11).userId);
    expect(game.find('lobby.removed', { to: 'public', since: 'last' })?.params).toEqual({
      userId: target,
    });
  });

  it('GIVEN the menu WHEN a player (not the judge) picks a member THEN it is refused (not the judge) and nobody is removed', () => {
    const game = fullWithQueue();
    game.rejects(
      { type: 'lobbyRemove', by: game.actor(2), userId: game.actor(5).userId },
      'error.notJudge',
    );
    expect(lobbyIds(game)).toContain(game.actor(5).userId);
  });

  it('GIVEN the menu as shown before a member left WHEN the judge picks him THEN the click is closed (stale), nothing changes', () => {
    const game = TestGame.lobby('classic', 6);
    const gone = game.actor(4).userId;
    game.ok({ type: 'leave', by: game.actor(4) });
    expect(resolveControl(game, 'lobby', 'lobbyRemove', [gone], JUDGE)).toMatchObject({
      ok: false,
      error: { key: 'error.closed' },
    });
    game.rejects({ type: 'lobbyRemove', by: JUDGE, userId: gone }, 'error.closed');
    expect(lobbyIds(game)).toHaveLength(5);
  });

  it('GIVEN a dealt game WHEN the judge sends a removal THEN it is refused (the sign-up is over)', () => {
    const game = TestGame.started('classic', 10);
    game.rejects({ type: 'lobbyRemove', by: JUDGE, userId: game.seat(1).userId }, 'error.notLobby');
  });
});
