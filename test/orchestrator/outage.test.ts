import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Orchestrator, STORE_RETRY_MS } from '../../src/orchestrator/orchestrator.ts';
import { StoreUnavailableError, type GameStore } from '../../src/store/game-store.ts';
import { memoryLogger } from '../support/logger.ts';
import { CHANNEL, Environment, GUILD, JUDGE, playerId, STORES } from './environment.ts';
import { dealt, dealtClassic, detectiveRemovedForSkips, flaky, toDay } from './games.ts';

const STORE_UNAVAILABLE = { ok: false, error: { key: 'error.storeUnavailable', params: {} } };

for (const factory of STORES) {
  describe(`a store outage reads as an outage (issue 11), ${factory.name} store`, () => {
    let store: GameStore;
    let dispose: () => Promise<void>;
    beforeEach(async () => {
      ({ store, dispose } = await factory.open());
    });
    afterEach(async () => dispose());

    it('GIVEN a running game and the store down when the bot starts WHEN a command looks for the game of the channel or a lobby opens THEN the answer is the outage, never "no game" nor a second game; once the store answers the game resumes and its timers run', async () => {
      const down = flaky(store);
      const env = new Environment(down);
      const gameId = await dealtClassic(env);
      await toDay(env, gameId);
      const before = await env.orchestrator.read(gameId);
      env.orchestrator.kill();
      env.clock.forgetAll();
      down.down = true;

      const bot = new Orchestrator({
        store: down,
        table: env.table,
        voice: env.voice,
        clock: env.clock,
        logger: memoryLogger('warn').logger,
      });
      let resumed: number | undefined;
      const starting = bot.start().then((count) => (resumed = count));
      // Longer than the first speech (60 s), which therefore runs out during the outage.
      await env.clock.advance(61_000, () => bot.idle());
      expect(resumed).toBeUndefined();
      await expect(bot.gamesKnown()).rejects.toBeInstanceOf(StoreUnavailableError);
      const lobby = await bot.openLobby({
        guildId: GUILD,
        channelId: CHANNEL,
        hostId: JUDGE,
        preset: 'classic',
        locale: 'en',
      });
      expect(lobby).toEqual(STORE_UNAVAILABLE);

      down.down = false;
      await env.clock.advance(5_000, () => bot.idle());
      await starting;
      expect(resumed).toBe(1);
      await expect(bot.gamesKnown()).resolves.toBeUndefined();
      expect(bot.gameInChannel(CHANNEL)).toBe(gameId);
      // The first speech ran out during the outage: its timer fired once the store was back.
      await env.clock.advance(STORE_RETRY_MS, () => bot.idle());
      const after = await bot.read(gameId);
      const floor = (document: typeof after) =>
        document?.state.phase.kind === 'day' ? document.state.phase.day.floor?.seat : undefined;
      expect(floor(before)).toBe(1);
      expect(floor(after)).toBe(2);
      bot.kill();
    });

    it('GIVEN the store goes down mid-game WHEN the judge fouls a player THEN the foul is refused and not counted, and once the store is back a foul is counted once', async () => {
      const down = flaky(store);
      const env = new Environment(down);
      const gameId = await dealtClassic(env);
      await toDay(env, gameId);
      down.down = true;
      const refused = await env.dispatch(gameId, { type: 'foul', by: { userId: JUDGE }, seat: 5 });
      expect(refused).toEqual(STORE_UNAVAILABLE);
      await expect(env.orchestrator.read(gameId)).rejects.toBeInstanceOf(StoreUnavailableError);
      down.down = false;
      expect((await env.orchestrator.read(gameId))!.state.seats[4]!.fouls).toBe(0);
      const counted = await env.dispatch(gameId, { type: 'foul', by: { userId: JUDGE }, seat: 5 });
      expect(counted.ok).toBe(true);
      expect((await env.orchestrator.read(gameId))!.state.seats[4]!.fouls).toBe(1);
    });

    it('GIVEN a lobby posted WHEN the store refuses the record of its message and a player signs up once it answers THEN that message is edited to show him, not posted again (Discord would hand back the first post, as it was, for its nonce)', async () => {
      const down = flaky(store);
      const env = new Environment(down);
      const show = env.table.showScreen.bind(env.table);
      env.table.showScreen = async (...args) => {
        const handle = await show(...args);
        down.failing.add('saveGame');
        return handle;
      };
      const opened = await env.orchestrator.openLobby({
        guildId: GUILD,
        channelId: CHANNEL,
        hostId: JUDGE,
        preset: 'classic',
        locale: 'en',
      });
      if (!opened.ok) throw new Error(opened.error.key);
      await env.settle();
      expect((await env.orchestrator.read(opened.gameId))?.screens).toEqual({});
      env.table.showScreen = show;
      down.failing.clear();

      const player = playerId(1);
      expect((await env.dispatch(opened.gameId, { type: 'join', by: { userId: player } })).ok).toBe(
        true,
      );
      const lobbies = [...env.table.screens.values()].filter(
        (entry) => entry.screen.id === 'lobby',
      );
      expect(lobbies).toHaveLength(1);
      expect(JSON.stringify(lobbies[0]!.screen.lines)).toContain(player);
    });

    it('GIVEN a forum player removed for skipped moves (FORUM-SKIP-BAN) WHEN the store refuses his lifetime record THEN the record waits for the store and is kept once it answers, and the judge is not told an effect failed', async () => {
      const down = flaky(store);
      down.failing.add('saveMemberRecord');
      const env = new Environment(down);
      const gameId = await dealt(env, 11, 'forum');
      const detective = await detectiveRemovedForSkips(env, gameId);
      await env.clock.advance(STORE_RETRY_MS, env.settle);
      expect(await store.loadMemberRecord(GUILD, detective.userId)).toBeUndefined();
      down.failing.clear();
      await env.clock.advance(STORE_RETRY_MS, env.settle);
      const record = await store.loadMemberRecord(GUILD, detective.userId);
      expect(record?.skipRemovals).toEqual([gameId]);
      const failed = env.table.judgeNotices.filter(
        (entry) => entry.notice.key === 'judge.effectFailed',
      );
      expect(failed).toEqual([]);
    });
  });
}
