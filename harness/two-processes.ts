import { FakeDiscord } from '@mafia-bot/fake-discord';
import { uniquePrefix } from './redis.ts';
import { BotProcess } from './bot-process.ts';
import { RestProxyProcess } from './rest-proxy-process.ts';
import { Table } from './table.ts';
import { waitUntil } from './wait.ts';

/** How far apart a request's send (the proxy) and its arrival (the fake) may be under load. */
export const JITTER_MS = 100;

/** What the fake Discord saw of the token from the deal on (issue 14, item 4). */
export interface TwoProcessRun {
  /** Requests counted against the global limit (interaction endpoints are not). */
  requests: number;
  /** The most of them within any 1 s (sliding, as they arrived), refused ones included. */
  peak: number;
  /**
   * The same within any 0.9 s: the proxy spaces requests when it sends them, the fake counts
   * them when they arrive, and on a loaded machine the two differ by tens of milliseconds.
   */
  peakAllowingJitter: number;
  /** Requests per whole second from the token's first one. */
  perSecond: number[];
  /** Global 429s Discord answered. */
  globalHits: number;
  /** Of those, the ones the proxy logged and waited out (none of them reached a bot). */
  globalHitsWaitedOutByProxy: number;
  /** From the click on Deal to the last role card of both tables. */
  cardsMs: number;
  /** Lines at error level or worse of the two bots, warnings of the proxy. */
  botErrors: string[];
  proxyWarnings: string[];
  unknownRoutes: number;
  internalErrors: number;
}

/**
 * Two bot processes of one token — shard 0 and shard 1 of 2, on one Redis — each with a guild
 * of its own where a table of ten deals at the same moment: role cards by DM, mutes, the seating
 * and the night's screens, several dozen REST calls a process within a few seconds. With
 * `proxy`, both send their REST through one `npm run rest-proxy`; without, each process keeps
 * its own limiter and believes it owns the whole budget.
 */
export async function twoProcessesDealing(options: {
  globalRate: number;
  proxy: boolean;
}): Promise<TwoProcessRun> {
  const fake = await FakeDiscord.start({
    guild: { locale: 'en', shard: [0, 2] },
    shards: 2,
    globalRateLimit: options.globalRate,
  });
  const running: { stop(): Promise<unknown> }[] = [];
  try {
    const proxy = options.proxy
      ? await RestProxyProcess.start(fake, { globalRequestsPerSecond: options.globalRate })
      : undefined;
    if (proxy) running.push(proxy);
    const guilds = [fake.guildId, fake.addGuild({ name: 'Second', locale: 'en', shard: [1, 2] })];
    const redisKeyPrefix = uniquePrefix('rest-proxy');
    const bots: BotProcess[] = [];
    for (const shard of [0, 1]) {
      const env = {
        ...proxy?.botEnv(fake),
        SHARDS: `[${shard}]`,
        SHARD_COUNT: '2',
        // Commands registered globally, for both guilds.
        DISCORD_GUILD_ID: '',
      };
      const bot = await BotProcess.start(fake, { timeScale: 0.05, redisKeyPrefix, env });
      running.push(bot);
      bots.push(bot);
    }
    const tables = guilds.map((guildId) => new Table(fake, 10, 'en', { guildId }));
    await Promise.all(tables.map((table) => table.start('classic')));
    await Promise.all(tables.map((table) => table.fill()));
    const dealtAt = Date.now();
    await Promise.all(tables.map((table) => table.deal()));
    const players = tables.flatMap((table) => table.players);
    await waitUntil(
      () => players.every((player) => player.dmMessages().length > 0),
      60_000,
      'every role card delivered',
    );
    const cardsMs = Date.now() - dealtAt;
    // The nights and days go on by themselves (time scale 0.05): a few more seconds of them.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const limit = fake.globalRateLimit;
    return {
      requests: limit.requests(fake.token).filter((request) => request.at >= dealtAt).length,
      peak: limit.peak(fake.token),
      peakAllowingJitter: limit.peak(fake.token, 1000 - JITTER_MS),
      perSecond: limit.perSecondCounts(fake.token),
      globalHits: limit.hits.length,
      globalHitsWaitedOutByProxy: (proxy?.warnings() ?? []).filter(
        (line) => line.includes('answered 429') && line.includes('"global":true'),
      ).length,
      cardsMs,
      botErrors: bots.flatMap((bot) => bot.errors()),
      proxyWarnings: proxy?.warnings() ?? [],
      unknownRoutes: fake.unknownRoutes.length,
      internalErrors: fake.internalErrors.length,
    };
  } finally {
    for (const process of running.reverse()) await process.stop();
    await fake.close();
  }
}
