/**
 * Item 6 of issue 13, restart: running games saved in Redis, then the real bot process started
 * on them. From its IDENTIFY (READY follows at once) to every game resumed (timers re-armed,
 * effects kicked: the bot's "resumed running games" log line), to the last REST call of the
 * reconciliation (no call for two seconds), and the REST calls spent on the way.
 */
import { FakeDiscord } from '@mafia-bot/fake-discord';
import { BotProcess } from '../harness/bot-process.ts';
import { TEST_REDIS_URL, uniquePrefix } from '../harness/redis.ts';
import { RedisKv } from '../src/store/redis-kv.ts';
import { fmt, settledRssMiB, sleep } from './support/measure.ts';
import { recordRequests } from './support/played-game.ts';
import type { BenchContext, Section } from './support/report.ts';
import { routeOf } from './rest-economy.ts';
import { seedRunningGames } from './support/seed-games.ts';

/** Waits until no request arrived for `quietMs` (at most `maxMs`); the time of the last one. */
async function quiet(requests: { at: number }[], quietMs: number, maxMs: number): Promise<number> {
  const until = Date.now() + maxMs;
  for (;;) {
    const last = requests.at(-1)?.at ?? 0;
    if (Date.now() - last >= quietMs || Date.now() > until) return last;
    await sleep(100);
  }
}

const logTime = (line: string | undefined) =>
  line ? Number((JSON.parse(line) as { time?: number }).time ?? NaN) : NaN;

export async function restart(context: BenchContext): Promise<Section> {
  const games = context.smoke ? 10 : 1000;
  const fake = await FakeDiscord.start({ guild: { locale: 'en' } });
  const prefix = uniquePrefix('bench-restart');
  const seeding = Date.now();
  await seedRunningGames(fake, prefix, games);
  const seedMs = Date.now() - seeding;
  context.log(`restart: ${games} games seeded in ${seedMs} ms`);
  const requests = recordRequests(fake);
  const bot = await BotProcess.start(fake, {
    timeScale: 1,
    redisKeyPrefix: prefix,
    readyTimeoutMs: 180_000,
  });
  try {
    const identified = fake.identifies.at(-1)?.at ?? NaN;
    const resumedLine = await bot.waitForLog(/resumed running games/, 60_000);
    const resumed = logTime(resumedLine);
    const registered = logTime(await bot.waitForLog(/application commands registered/));
    const ready = logTime(await bot.waitForLog(/mafia-bot ready/));
    const resumedGames = (JSON.parse(resumedLine) as { games?: number }).games;
    const last = await quiet(requests, 2000, 60_000);
    const rss = await settledRssMiB(bot.pid ?? 0, context.smoke ? 300 : 2000);
    const byRoute = new Map<string, number>();
    for (const entry of requests)
      byRoute.set(routeOf(entry), (byRoute.get(routeOf(entry)) ?? 0) + 1);
    const routes = [...byRoute.entries()].map(([route, count]) => `\`${route}\` ${count}`);
    return {
      title: 'Restart (issue 13, item 6)',
      sizes: `${games.toLocaleString('en')} dealt classic games of 10 players in Redis (seeded by the real orchestrator in ${fmt(seedMs / 1000, 1)} s, their screens in place, nobody in voice), ${Math.ceil(games / 200)} guilds of up to 200 game channels; then \`node src/main.ts\``,
      rows: [
        { measure: 'games resumed (bot log)', figure: String(resumedGames) },
        {
          measure: 'IDENTIFY → every game resumed, timers re-armed',
          figure: `${Math.round(resumed - identified)} ms`,
          goal: '≤ 2 s',
        },
        {
          measure: 'IDENTIFY → slash commands registered (beside the resume since issue 23)',
          figure: `${Math.round(registered - identified)} ms`,
        },
        {
          measure: 'IDENTIFY → "mafia-bot ready" (after the voice service read every game again)',
          figure: `${Math.round(ready - identified)} ms`,
        },
        {
          measure: 'IDENTIFY → last REST call of the reconciliation',
          figure: `${Math.max(0, Math.round(last - identified))} ms`,
          goal: '≤ 2 s',
        },
        {
          measure: 'REST calls from start to quiet, by route',
          figure: `${requests.length}${routes.length ? `: ${routes.join('<br>')}` : ''}`,
          goal: 'none for games whose screens are right',
        },
        { measure: 'RSS of the bot with these games resumed', figure: `${fmt(rss, 1)} MiB` },
      ],
      notes: [
        'The registration of the slash commands (one PUT) runs beside the season recovery and the resume (issue 23; before, it was awaited first and counted with them). A command sent meanwhile waits for the games to be read (src/orchestrator/games/games-known.ts); the start-up window section measures that.',
      ],
    };
  } finally {
    await bot.stop();
    await fake.close();
    const kv = await RedisKv.connect({ url: TEST_REDIS_URL, prefix });
    await kv.clearPrefix();
    await kv.close();
  }
}
