import { describe, expect, it } from 'vitest';
import { Environment, playerId, STORES } from './environment.ts';
import { lobbyOf } from './games.ts';

describe.each(STORES)('the documents a process remembers ($name)', (factory) => {
  it('GIVEN a lobby this process saved WHEN a second process on the same store signs a player up behind its back and a player then signs up here THEN both are in the lobby: the remembered document is refused by the compare-and-set and the stored one is used', async () => {
    const { store, dispose } = await factory.open();
    try {
      const here = new Environment(store);
      const gameId = await lobbyOf(here, 1, 'classic');
      await here.settle();

      const elsewhere = new Environment(store);
      await elsewhere.dispatch(gameId, { type: 'join', by: { userId: playerId(2) } });
      await elsewhere.settle();
      await here.dispatch(gameId, { type: 'join', by: { userId: playerId(3) } });
      await here.settle();

      const stored = await here.orchestrator.read(gameId);
      expect(stored?.state.lobby.map((entry) => entry.userId)).toEqual([
        playerId(1),
        playerId(2),
        playerId(3),
      ]);
    } finally {
      await dispose();
    }
  });
});
