/**
 * Issue 27: the public page under a crowd. One live classic game; 1,000 spectators' event
 * streams open on it (`npm run web` as its own process, on Redis, hearing the save channel as a
 * web process beside the bot does); each save of the game (a pause or a resume by the judge, so
 * every save changes what spectators see) is timed to the frame's arrival on every stream. The
 * same saves are made first with no web server at all: the save's own time, side by side.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SaveChannel } from '../src/cluster/save-channel.ts';
import { createLogger } from '../src/logger.ts';
import { toRecord, type GameDocument } from '../src/orchestrator/document.ts';
import { changedWebPage } from '../src/settings/web-page.ts';
import { createStore } from '../src/store/create-store.ts';
import { redisClient } from '../src/store/redis-client.ts';
import { SCHEMA_VERSION, type GameStore } from '../src/store/game-store.ts';
import { JUDGE, TestGame } from '../harness/engine-game.ts';
import { freePort } from '../harness/redis-server.ts';
import { TEST_REDIS_URL, uniquePrefix } from '../harness/redis.ts';
import { readStream, type StreamReader } from '../harness/stream-reader.ts';
import { fmt, quantile, rssMiB, sleep } from './support/measure.ts';
import type { BenchContext, Section } from './support/report.ts';

const WEB_MAIN = fileURLToPath(new URL('../src/web/main.ts', import.meta.url));
const GUILD = '300000000000000001';

const spread = (values: number[]) =>
  `p50 ${fmt(quantile(values, 0.5), 1)} ms, p99 ${fmt(quantile(values, 0.99), 1)} ms, max ${fmt(Math.max(...values), 1)} ms (n = ${values.length})`;

/** The game, saved by the orchestrator's rules: a new revision, the judge pausing or resuming. */
class SavedGame {
  readonly game = TestGame.started('classic', 10);
  revision = 0;
  readonly store: GameStore;
  constructor(store: GameStore) {
    this.store = store;
  }

  async save(): Promise<number> {
    const document: GameDocument = {
      revision: ++this.revision,
      meta: { guildId: GUILD, channelId: '300000000000000002', locale: 'en', hostId: JUDGE.userId },
      state: this.game.state,
      outbox: [],
      screens: {},
      reported: [],
    };
    const started = performance.now();
    await this.store.saveGame(toRecord(document, Date.now()));
    return performance.now() - started;
  }

  async toggle(): Promise<number> {
    this.game.ok({ type: this.game.state.paused ? 'resume' : 'pause', by: JUDGE });
    return this.save();
  }
}

async function webProcess(port: number, prefix: string) {
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', WEB_MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DISCORD_TOKEN: 'unused-by-the-web-page',
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      WEB_PORT: String(port),
      WEB_HOST: '127.0.0.1',
      // Every spectator of the bench comes from one address: the limit per address is lifted.
      WEB_RATE_LIMIT: '1000000',
    },
    stdio: 'ignore',
  });
  for (let tries = 0; tries < 100; tries++) {
    if (
      await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await sleep(100);
  }
  child.kill();
  throw new Error('npm run web did not answer');
}

export async function webStreams(context: BenchContext): Promise<Section> {
  const streamCount = context.smoke ? 20 : 1000;
  const saves = context.smoke ? 5 : 100;
  const prefix = uniquePrefix('bench-web');
  const logger = createLogger({ level: 'warn', pretty: false });
  const raw = await createStore(
    { redisUrl: TEST_REDIS_URL, redisKeyPrefix: prefix, dataDir: '.' },
    logger,
  );
  const redis = redisClient(TEST_REDIS_URL);
  await redis.connect();
  const store = new SaveChannel({ redis, prefix, origin: 'bench' }).announcing(raw);
  const page = changedWebPage(undefined, { enabled: true });
  await store.saveGuildSettings({
    schemaVersion: SCHEMA_VERSION,
    guildId: GUILD,
    version: 1,
    settings: { web: page },
  });
  const played = new SavedGame(store);
  await played.save();

  const alone: number[] = [];
  for (let i = 0; i < saves; i++) alone.push(await played.toggle());
  context.log(`web: ${saves} saves without the web server`);

  const port = await freePort();
  const web = await webProcess(port, prefix);
  const streams: StreamReader[] = [];
  try {
    await sleep(500);
    const idle = rssMiB(web.pid!);
    const url = `http://127.0.0.1:${port}/g/${GUILD}/${page.slug}/live/${played.game.state.gameId}/events`;
    for (let i = 0; i < streamCount; i += 50)
      streams.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(50, streamCount - i) }, () => readStream(url)),
        )),
      );
    while (streams.some((stream) => stream.frames.length === 0)) await sleep(20);
    await sleep(500);
    const open = rssMiB(web.pid!);
    context.log(`web: ${streamCount} streams open`);

    const beside: number[] = [];
    const latencies: number[] = [];
    for (let i = 0; i < saves; i++) {
      const started = performance.now();
      beside.push(await played.toggle());
      const version = played.revision;
      const deadline = Date.now() + 10_000;
      const arrivals = () =>
        streams.map((s) => s.arrivals[s.frames.findIndex((f) => f.version === version)]);
      while (arrivals().some((at) => at === undefined) && Date.now() < deadline) await sleep(2);
      for (const at of arrivals()) if (at !== undefined) latencies.push(at - started);
    }
    const loaded = rssMiB(web.pid!);
    return {
      title: 'The public web page: 1,000 event streams on one live game (issue 27)',
      sizes: `${streamCount} Server-Sent Events streams on one classic game (10 seats), ${saves} saves (the judge pausing and resuming: each changes what spectators see); \`npm run web\` as its own process on Redis, hearing the save channel; the streams read in the bench process`,
      rows: [
        {
          measure: 'save → event on every stream (the save started to the frame read)',
          figure: spread(latencies),
          goal: '—',
        },
        {
          measure: 'frames missed (not arrived within 10 s)',
          figure: String(saves * streamCount - latencies.length),
          goal: '0',
        },
        {
          measure: 'RSS of the web process: idle, then with the streams open, then after the saves',
          figure: `${fmt(idle, 1)} MiB, ${fmt(open, 1)} MiB (+${fmt(open - idle, 1)} MiB for ${streamCount} streams), ${fmt(loaded, 1)} MiB`,
          goal: '—',
        },
        { measure: 'the save itself, no web server', figure: spread(alone), goal: '—' },
        {
          measure: `the save itself, the web server and its ${streamCount} streams beside it`,
          figure: spread(beside),
          goal: '—',
        },
      ],
      notes: [
        "Each save is loaded once by the web process and rendered once (src/web/live-hub.ts); the frame is serialized once per kind of page and written to every stream (src/web/event-stream.ts). The bench process and the web process share the machine's two cores with the reading of 1,000 streams, so the save → event figure includes the reader's own delay.",
      ],
    };
  } finally {
    for (const stream of streams) stream.close();
    web.kill();
    await raw.close();
    await redis.close();
  }
}
