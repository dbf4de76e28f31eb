import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Screen } from '../../src/engine/index.ts';
import type { GameDocument, ScreenHandle } from '../../src/orchestrator/document.ts';
import type { ClickResponse } from '../../src/orchestrator/ports.ts';
import type { GameStore } from '../../src/store/game-store.ts';
import { Environment, playerId, STORES } from './environment.ts';
import { openClassicLobby } from './script.ts';

/** A click's response as the Discord adapter keeps it: on one message, answering or not. */
class RecordedResponse implements ClickResponse {
  readonly shown: Array<{ screen: Screen; closed: boolean }> = [];
  readonly #messageId: string;
  readonly #answers: boolean;

  constructor(messageId: string, answers: boolean) {
    this.#messageId = messageId;
    this.#answers = answers;
  }

  isOn(handle: ScreenHandle): boolean {
    return handle.messageId === this.#messageId;
  }

  async show(_game: GameDocument, screen: Screen, closed: boolean): Promise<boolean> {
    if (this.#answers) this.shown.push({ screen, closed });
    return this.#answers;
  }
}

/**
 * The store, whose Nth read after `hold(n)` waits until `release`: the effects pass's read of
 * the document, caught on its way while a click's turn is saved.
 */
function holdingRead(store: GameStore) {
  let release!: () => void;
  let reached!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const atRead = new Promise<void>((resolve) => (reached = resolve));
  let left = 0;
  const held = new Proxy(store, {
    get(target, key) {
      const value = Reflect.get(target, key, target) as unknown;
      if (typeof value !== 'function') return value;
      if (key !== 'loadGame') return value.bind(target) as unknown;
      return async (gameId: string) => {
        if (left > 0 && --left === 0) {
          reached();
          await released;
        }
        return (value as GameStore['loadGame']).call(target, gameId);
      };
    },
  });
  const hold = (nth: number) => {
    left = nth;
  };
  return { held, hold, atRead, release };
}

async function lobbyOf(env: Environment) {
  const gameId = await openClassicLobby(env, 'en');
  const document = (await env.orchestrator.read(gameId))!;
  return { gameId, messageId: document.screens.lobby!.handle.messageId! };
}

const join = (gameId: string, index: number) => ({
  gameId,
  screenId: 'lobby',
  controlId: 'join',
  values: [],
  by: { userId: playerId(index) },
});

for (const factory of STORES) {
  describe(`a click's change carried by its own response (issue 13, item 4) on the ${factory.name} store`, () => {
    let store: GameStore;
    let dispose: () => Promise<void>;
    beforeEach(async () => {
      ({ store, dispose } = await factory.open());
    });
    afterEach(async () => dispose());

    it('GIVEN a lobby WHEN a player clicks Join THEN the lobby showing him rides on the click’s response, the table edits nothing, and the screen is recorded in sync (a restart edits it neither)', async () => {
      const env = new Environment(store);
      const { gameId, messageId } = await lobbyOf(env);
      const response = new RecordedResponse(messageId, true);
      const outcome = await env.orchestrator.click(join(gameId, 1), response);
      await env.settle();
      expect(outcome.ok).toBe(true);
      expect(response.shown).toHaveLength(1);
      expect(response.shown[0]!.closed).toBe(false);
      expect(JSON.stringify(response.shown[0]!.screen)).toContain(playerId(1));
      expect(env.table.screens.get(messageId)?.edits).toBe(0);
      const document = (await env.orchestrator.read(gameId))!;
      expect(document.screens.lobby?.screen).toEqual(response.shown[0]!.screen);
      await env.restart();
      expect(env.table.screens.get(messageId)?.edits).toBe(0);
      expect(env.table.log.filter((entry) => entry === 'show:lobby')).toHaveLength(1);
    });

    it('GIVEN a click whose response no longer answers (token expired) WHEN its turn changes the message THEN the table edits it once, as without a response', async () => {
      const env = new Environment(store);
      const { gameId, messageId } = await lobbyOf(env);
      await env.orchestrator.click(join(gameId, 1), new RecordedResponse(messageId, false));
      await env.settle();
      expect(env.table.screens.get(messageId)?.edits).toBe(1);
      await env.restart();
      expect(env.table.screens.get(messageId)?.edits).toBe(1);
    });

    it('GIVEN a click refused by the engine (a second Join) WHEN it is answered THEN its response shows nothing and nothing is edited', async () => {
      const env = new Environment(store);
      const { gameId, messageId } = await lobbyOf(env);
      await env.orchestrator.click(join(gameId, 1), new RecordedResponse(messageId, true));
      await env.settle();
      const again = new RecordedResponse(messageId, true);
      const outcome = await env.orchestrator.click(join(gameId, 1), again);
      await env.settle();
      expect(outcome.ok).toBe(false);
      expect(again.shown).toEqual([]);
      expect(env.table.screens.get(messageId)?.edits).toBe(0);
    });

    it('GIVEN an effects pass whose read of the game is on its way WHEN a click on the lobby is saved meanwhile THEN that pass shows the click on its response, and the lobby is not edited', async () => {
      const { held, hold, atRead, release } = holdingRead(store);
      const env = new Environment(held);
      const { gameId, messageId } = await lobbyOf(env);
      // A pass reads the store when its process has not saved the game itself (it remembers
      // what it saved; in a cluster every pass reads): here a new process's first pass, held.
      hold(1);
      const restarted = env.restart();
      await atRead;
      const response = new RecordedResponse(messageId, true);
      await env.orchestrator.click(join(gameId, 1), response);
      release();
      await restarted;
      await env.settle();
      expect(response.shown).toHaveLength(1);
      expect(JSON.stringify(response.shown[0]!.screen)).toContain(playerId(1));
      expect(env.table.screens.get(messageId)?.edits).toBe(0);
    });

    it('GIVEN a click on another message WHEN its turn changes the lobby THEN the lobby is edited the usual way', async () => {
      const env = new Environment(store);
      const { gameId, messageId } = await lobbyOf(env);
      const elsewhere = new RecordedResponse('not-the-lobby', true);
      await env.orchestrator.click(join(gameId, 1), elsewhere);
      await env.settle();
      expect(elsewhere.shown).toEqual([]);
      expect(env.table.screens.get(messageId)?.edits).toBe(1);
    });
  });
}
