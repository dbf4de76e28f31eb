import type { FakeDiscord } from '@mafia-bot/fake-discord';
import { TEST_REDIS_URL } from '../../harness/redis.ts';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { Orchestrator } from '../../src/orchestrator/orchestrator.ts';
import type { TablePort } from '../../src/orchestrator/ports.ts';
import { nullTable, nullVoice } from './null-ports.ts';
import { createStore } from '../../src/store/create-store.ts';

/** Text channels per guild (Discord allows 500 channels in a guild). */
export const CHANNELS_PER_GUILD = 200;

/** Channels for `games` games: the default guild's and as many more guilds as needed. */
export function gameChannels(
  fake: FakeDiscord,
  games: number,
): { guildId: string; channelId: string }[] {
  const names = (guild: number) =>
    Array.from({ length: CHANNELS_PER_GUILD }, (_, i) => `table-${guild}-${i + 1}`);
  const guilds = Math.ceil(games / CHANNELS_PER_GUILD);
  const list: { guildId: string; channelId: string }[] = [];
  for (let guild = 0; guild < guilds; guild++) {
    const guildId = fake.addGuild({
      name: `Club ${guild + 1}`,
      locale: 'en',
      textChannels: names(guild),
    });
    for (const name of names(guild))
      list.push({ guildId, channelId: fake.channelId(name, guildId) });
  }
  return list.slice(0, games);
}

/**
 * A table port that puts the screens straight into the fake Discord's world (no REST, so a
 * thousand games are seeded in seconds rather than under discord.js's 50 requests a second):
 * every screen exists where the bot's own handle says, as after a run of the real bot.
 */
function worldTable(fake: FakeDiscord): TablePort {
  return {
    ...nullTable,
    showScreen: async (game, _screen, handle) => {
      if (handle?.messageId) return handle;
      const channelId = game.meta.channelId;
      const record = fake.world.createMessage({
        channelId,
        authorId: fake.botUserId,
        content: '…',
      });
      return { channelId, messageId: record.message.id };
    },
  };
}

/**
 * `games` classic games of ten players, dealt and running, saved in Redis under `prefix` by the
 * real orchestrator and engine (the bot process started on that prefix resumes them). The time
 * scale of 10 puts their deadlines minutes away, so none falls due while they are measured.
 * Returns where the games are, in the order they were seeded.
 */
export async function seedRunningGames(
  fake: FakeDiscord,
  prefix: string,
  games: number,
): Promise<{ guildId: string; channelId: string }[]> {
  const logger = createLogger({ level: 'silent', pretty: false });
  const config = loadConfig({
    REDIS_URL: TEST_REDIS_URL,
    DISCORD_TOKEN: fake.token,
    REDIS_KEY_PREFIX: prefix,
  });
  const store = await createStore(config, logger);
  const orchestrator = new Orchestrator({
    store,
    table: worldTable(fake),
    voice: nullVoice,
    logger,
    timeScale: 10,
  });
  const user = (n: number) => String(200000000000000000n + BigInt(n));
  const seed = async (index: number, where: { guildId: string; channelId: string }) => {
    const hostId = user(index * 11);
    const opened = await orchestrator.openLobby({
      ...where,
      hostId,
      preset: 'classic',
      locale: 'en',
    });
    if (!opened.ok) throw new Error(`lobby ${index}: ${opened.error.key}`);
    for (let seat = 1; seat <= 10; seat++)
      await orchestrator.dispatch(opened.gameId, {
        type: 'join',
        by: { userId: user(index * 11 + seat) },
      });
    await orchestrator.dispatch(opened.gameId, { type: 'deal', by: { userId: hostId } });
  };
  const channels = gameChannels(fake, games);
  for (let start = 0; start < channels.length; start += 25)
    await Promise.all(
      channels.slice(start, start + 25).map((where, offset) => seed(start + offset, where)),
    );
  await orchestrator.idle();
  await orchestrator.stop();
  await store.close();
  return channels;
}
