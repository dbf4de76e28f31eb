import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameDocument } from '../../src/orchestrator/document.ts';
import { GAMES_KNOWN_WAIT_MS } from '../../src/orchestrator/games/games-known.ts';
import { Orchestrator, type OpenLobby } from '../../src/orchestrator/orchestrator.ts';
import { StoreUnavailableError, type GameStore } from '../../src/store/game-store.ts';
import { memoryLogger } from '../support/logger.ts';
import { CHANNEL, Environment, GUILD, JUDGE, STORES } from './environment.ts';
import { dealtClassic, flaky, toDay } from './games.ts';

const STORE_UNAVAILABLE = { ok: false, error: { key: 'error.storeUnavailable', params: {} } };
const OTHER_CHANNEL = '300000000000000009';
const lobbyIn = (channelId: string): OpenLobby => ({
  guildId: GUILD,
  channelId,
  hostId: JUDGE,
  preset: 'classic',
  locale: 'en',
});

/** A classic speech at time scale 1. */
const SPEECH_MS = 60_000;
const floorOf = (document: GameDocument | undefined) =>
  document?.state.phase.kind === 'day' ? document.state.phase.day.floor?.seat : undefined;

/** A settled promise's value, or 'pending' (after the microtasks of the moment have run). */
async function peek<T>(promise: Promise<T>): Promise<T | 'pending'> {
  const pending = Symbol('pending');
  const first = await Promise.race([
    promise,
    new Promise<typeof pending>((resolve) => setTimeout(() => resolve(pending), 20)),
  ]);
  return first === pending ? 'pending' : first;
}

/** A bot process over `store`, whose start-up is still to read the running games. */
function newProcess(env: Environment, store: GameStore): Orchestrator {
  return new Orchestrator({
    store,
    table: env.table,
    voice: env.voice,
    clock: env.clock,
    logger: memoryLogger('warn').logger,
    readsGamesAtStart: true,
  });
}

for (const factory of STORES) {
  describe(`a question asked while the bot starts waits for the running games (issue 23), ${factory.name} store`, () => {
    let store: GameStore;
    let dispose: () => Promise<void>;
    beforeEach(async () => {
      ({ store, dispose } = await factory.open());
    });
    afterEach(async () => dispose());

    it('GIVEN a running game and a new bot process whose start-up has not read the games yet WHEN a lobby is asked for in the game’s channel and in another channel THEN both wait for the read and are answered from it: the busy channel refused as busy, the other lobby opened, neither refused as an outage', async () => {
      const env = new Environment(store);
      const gameId = await dealtClassic(env);
      env.orchestrator.kill();
      env.clock.forgetAll();
      const bot = newProcess(env, store);

      const busy = bot.openLobby(lobbyIn(CHANNEL));
      const free = bot.openLobby(lobbyIn(OTHER_CHANNEL));
      const found = bot.gamesKnown().then(() => bot.gameInChannel(CHANNEL));
      expect(await peek(busy)).toBe('pending');
      expect(await bot.start()).toBe(1);

      expect(await busy).toEqual({
        ok: false,
        error: { key: 'error.channelBusy', params: { gameId } },
      });
      expect((await free).ok).toBe(true);
      expect(await found).toBe(gameId);
      bot.kill();
    });

    it('GIVEN the store down when the bot starts WHEN a question comes during start-up’s pause before its next read THEN it is answered as an outage by a read made for it, without waiting out the pause; once the store answers, the next question is answered from the read', async () => {
      const down = flaky(store);
      const env = new Environment(store);
      const gameId = await dealtClassic(env);
      env.orchestrator.kill();
      env.clock.forgetAll();
      down.down = true;
      const bot = newProcess(env, down);
      const starting = bot.start();
      await env.clock.advance(1_000, () => bot.idle());

      // The clock stands still: an answer that waited out the pause would never come.
      expect(await bot.openLobby(lobbyIn(OTHER_CHANNEL))).toEqual(STORE_UNAVAILABLE);
      await expect(bot.gamesKnown()).rejects.toBeInstanceOf(StoreUnavailableError);

      down.down = false;
      await bot.gamesKnown();
      expect(bot.gameInChannel(CHANNEL)).toBe(gameId);
      expect(await starting).toBe(1);
      bot.kill();
    });

    it('GIVEN a speech running and a new bot process whose start-up is reading the games WHEN the speaker passes (a click) before the read is back THEN his turn waits for start-up, and the next speech keeps its own deadline (start-up does not re-arm the timers of the game as it was read, over the pass)', async () => {
      const env = new Environment(store);
      const gameId = await dealtClassic(env);
      await toDay(env, gameId);
      env.orchestrator.kill();
      env.clock.forgetAll();
      const held = flaky(store);
      let release = () => {};
      const back = new Promise<void>((resolve) => (release = resolve));
      held.listActiveGames = async () => {
        const games = await store.listActiveGames();
        await back;
        return games;
      };
      const bot = newProcess(env, held);
      const starting = bot.start();
      const speaker = (await bot.read(gameId))!.state.seats[0]!.userId;

      const passed = bot.dispatch(gameId, { type: 'pass', by: { userId: speaker } });
      expect(await peek(passed)).toBe('pending');
      release();
      await starting;
      expect((await passed).ok).toBe(true);
      expect(floorOf(await bot.read(gameId))).toBe(2);
      // GAME-CLOCK-ON-FLOOR: speech 2's minute runs from its floor set (floorSet, at once here),
      // well before the wait's bound (FLOOR_GRACE_MS), and is not cut short.
      await env.clock.advance(SPEECH_MS - 1_000, () => bot.idle());
      expect(floorOf(await bot.read(gameId))).toBe(2);
      await env.clock.advance(2_000, () => bot.idle());
      expect(floorOf(await bot.read(gameId))).toBe(3);
      bot.kill();
    });

    it(`GIVEN a store that neither answers nor fails when the bot starts WHEN a question has waited ${GAMES_KNOWN_WAIT_MS / 1000} s THEN it is answered as the store's outage`, async () => {
      const env = new Environment(store);
      const hanging = flaky(store);
      hanging.listActiveGames = () => new Promise(() => {});
      const bot = newProcess(env, hanging);
      void bot.start();
      const asked = bot.gamesKnown();
      const outcome = asked.then(
        () => 'known',
        (error: unknown) => error,
      );
      await env.clock.advance(GAMES_KNOWN_WAIT_MS - 1, async () => {});
      expect(await peek(outcome)).toBe('pending');
      await env.clock.advance(1, async () => {});
      expect(await outcome).toBeInstanceOf(StoreUnavailableError);
      bot.kill();
    });
  });
}
