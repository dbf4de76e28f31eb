import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { GameLeases } from '../../src/cluster/game-lease.ts';
import { QueuedTimers } from '../../src/cluster/queued-timers.ts';
import { SaveChannel, type SavedNotice } from '../../src/cluster/save-channel.ts';
import { systemClock } from '../../src/orchestrator/ports.ts';
import { DocumentStore } from '../../src/store/document-store.ts';
import { StoreUnavailableError, type GameStore } from '../../src/store/game-store.ts';
import {
  connectWithGrace,
  redisClient,
  redisReachable,
  type BotRedis,
} from '../../src/store/redis-client.ts';
import { RedisKv } from '../../src/store/redis-kv.ts';
import { memoryLogger } from '../support/logger.ts';
import { uniquePrefix } from '../../harness/redis.ts';
import { freePort, RedisServer } from '../../harness/redis-server.ts';
import { SentinelSet } from '../support/redis-sentinel.ts';
import { gameRecord } from './contract.ts';

const GAMES = 20;

/** Polls until `check` holds; returns how long it took. */
async function within<T>(ms: number, what: string, check: () => Promise<T | undefined>) {
  const from = Date.now();
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined && value !== false) return { value, ms: Date.now() - from };
    if (Date.now() - from > ms) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function timed<T>(call: () => Promise<T>) {
  const from = Date.now();
  const outcome = await call().then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  return { ...outcome, ms: Date.now() - from };
}

describe('Redis Sentinel (issue 14 item 8): REDIS_URL=redis+sentinel://… for the store, the leases and BullMQ', () => {
  let set: SentinelSet | undefined;
  const closing: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const close of closing.splice(0).reverse()) await close().catch(() => {});
    await set?.dispose();
    set = undefined;
  });

  it('GIVEN games, a lease, save notices and BullMQ timers through Sentinel WHEN the master is SIGKILLed THEN calls in the gap fail at once as a store outage, Sentinel promotes the replica, the next save succeeds, nothing saved before is lost, and the lease, the notices and the delayed jobs carry on', async () => {
    set = await SentinelSet.start();
    const prefix = uniquePrefix('sentinel');
    const kv = await RedisKv.connect({ url: set.url, prefix });
    closing.push(() => kv.close());
    const store: GameStore = new DocumentStore('redis', kv, memoryLogger().logger);
    for (let index = 1; index <= GAMES; index++)
      expect(await store.saveGame(gameRecord({ gameId: `g${index}` }))).toEqual({ ok: true });
    expect((await store.loadGame('g7'))?.version).toBe(1);
    expect((await store.listActiveGames()).map((game) => game.gameId)).toHaveLength(GAMES);

    // The cluster's client (leases, arms) and BullMQ, on the same URL.
    const redis: BotRedis = redisClient(set.url);
    redis.on('error', () => {});
    await connectWithGrace(redis);
    closing.push(() => redis.close());
    const leases = new GameLeases({ redis, prefix, holder: 'A', ttlMs: 15_000, onTaken: () => {} });
    closing.push(() => leases.close());
    expect(await leases.hold('g1')).toBe(true);
    const fired: string[] = [];
    const timers = new QueuedTimers({
      redis,
      prefix,
      queueName: `q${randomBytes(4).toString('hex')}`,
      clock: systemClock,
      fire: async (gameId, timerId) => void fired.push(`${gameId}:${timerId}`),
    });
    closing.push(async () => {
      await timers.obliterate();
      await timers.close();
    });
    timers.start();
    // Two processes' save notices: B hears what A's store saves.
    const heard: SavedNotice[] = [];
    const channelA = new SaveChannel({ redis, prefix, origin: 'A' });
    const channelB = new SaveChannel({ redis, prefix, origin: 'B' });
    closing.push(() => channelB.close());
    await channelB.listen((notice) => heard.push(notice));
    const announcing = channelA.announcing(store);
    expect(await announcing.saveGame(gameRecord({ gameId: 'g6', version: 2 }))).toEqual({
      ok: true,
    });
    await within(5_000, 'B to hear the save', async () => heard.length === 1);
    timers.arm('g1', [{ id: 't1', kind: 'step', deadlineAt: Date.now() + 200 }], 1);
    await timers.settled();
    await within(5_000, 'the first delayed job to fire', async () => fired.includes('g1:t1'));

    // A job due after the failover, and every write so far on the replica before the kill.
    timers.arm('g2', [{ id: 't2', kind: 'step', deadlineAt: Date.now() + 4_000 }], 1);
    await timers.settled();
    expect(await store.saveGame(gameRecord({ gameId: 'g3', version: 2 }))).toEqual({ ok: true });
    await set.replicated();

    const killedAt = Date.now();
    await set.master.kill();
    // A command already on the wire when the master died is retried by node-redis on the new
    // master once there is one; the calls made after the clients saw the death are refused.
    // How soon the clients notice the death depends on the machine's load (npm test runs this
    // beside the CPU-bound property suites; 2 s was missed once there): "at once" is the gap
    // save's 500 ms below, not these bounds.
    await within(5_000, 'the clients to see the master gone', async () => !redisReachable(redis));
    await new Promise((resolve) => setImmediate(resolve));
    // The gap: the store refuses at once (the outage path answers "try again"), never hangs.
    const refused = await within(5_000, 'the store to see the master gone', async () => {
      const attempt = await timed(() => store.loadGame('g1'));
      return 'error' in attempt ? attempt : undefined;
    });
    expect(refused.value.error).toBeInstanceOf(StoreUnavailableError);
    const gapSave = await timed(() => store.saveGame(gameRecord({ gameId: 'g4', version: 2 })));
    expect('error' in gapSave && gapSave.error).toBeInstanceOf(StoreUnavailableError);
    expect(gapSave.ms).toBeLessThan(500);
    await expect(leases.hold('g9')).resolves.toBe(false); // refused too, not queued

    // A conflict here (stored version 0) is a write the replica never had: see replicated().
    let lastSave: unknown;
    await within(40_000, 'a save after the promotion', async () => {
      const save = await timed(() => store.saveGame(gameRecord({ gameId: 'g4', version: 2 })));
      lastSave = 'error' in save ? save.error : save.value;
      return 'value' in save && save.value.ok;
    }).catch(async (error: unknown) => {
      const master = await set!.masterPort().catch((why: unknown) => String(why));
      throw new Error(`${String(error)}; the last: ${inspect(lastSave)}; Sentinel names ${master}`);
    });
    const failoverMs = Date.now() - killedAt;
    expect(await set.masterPort()).toBe(set.replica.port);
    // Nothing saved before the kill is lost, the refused save in the gap wrote nothing.
    const games = await store.listActiveGames();
    expect(games.map((game) => game.gameId).sort()).toEqual(
      Array.from({ length: GAMES }, (_, index) => `g${index + 1}`).sort(),
    );
    expect(games.find((game) => game.gameId === 'g3')?.version).toBe(2);
    expect(games.find((game) => game.gameId === 'g4')?.version).toBe(2);
    expect((await store.loadGame('g4'))?.version).toBe(2);

    // The lease lives on the promoted replica, and new leases are taken there.
    await within(5_000, 'the lease client on the new master', () => leases.hold('g9'));
    expect(leases.holds('g1')).toBe(true);
    expect(await redis.get(`${prefix}:lease:g1`)).toBe('A');
    // The job armed before the kill fires (it was replicated), and so does one armed after.
    await within(15_000, 'the job armed before the kill', async () => fired.includes('g2:t2'));
    timers.arm('g5', [{ id: 't5', kind: 'step', deadlineAt: Date.now() + 200 }], 1);
    await timers.settled();
    await within(10_000, 'a job armed after the failover', async () => fired.includes('g5:t5'));
    expect(fired.sort()).toEqual(['g1:t1', 'g2:t2', 'g5:t5']);
    // The subscription moved to the new master with everything else.
    expect(await announcing.saveGame(gameRecord({ gameId: 'g6', version: 3 }))).toEqual({
      ok: true,
    });
    await within(5_000, 'B to hear the save after the failover', async () => heard.length === 2);
    expect(heard.map((notice) => notice.version)).toEqual([2, 3]);
    console.info(
      `sentinel failover: a read in the gap refused in ${refused.value.ms} ms, a save in ${gapSave.ms} ms; the first save on the promoted replica ${failoverMs} ms after the SIGKILL`,
    );
  }, 60_000);
});

describe('Redis Sentinel down when the bot starts', () => {
  let set: SentinelSet | undefined;
  afterEach(async () => {
    await set?.dispose();
    set = undefined;
  });

  it('GIVEN no Sentinel answers WHEN the store opens THEN it opens anyway, every call fails at once naming the Sentinel, and it works once the Sentinel and its master are up', async () => {
    const port = await freePort();
    const kv = await RedisKv.connect({
      url: `redis+sentinel://127.0.0.1:${port}/mymaster`,
      prefix: uniquePrefix('sentinel-late'),
    });
    try {
      const store = new DocumentStore('redis', kv, memoryLogger().logger);
      const refused = await timed(() => store.loadGame('g1'));
      expect('error' in refused && refused.error).toBeInstanceOf(StoreUnavailableError);
      expect('error' in refused && (refused.error as Error).message).toContain(
        `the master "mymaster" of Sentinel 127.0.0.1:${port}`,
      );
      expect(refused.ms).toBeLessThan(100);
      set = await SentinelSet.start({ sentinelPort: port });
      await within(25_000, 'the store to reach the master', async () =>
        (await store.saveGame(gameRecord())).ok ? true : undefined,
      );
      expect((await store.loadGame('g1'))?.version).toBe(1);
    } finally {
      await kv.close();
    }
  }, 40_000);
});

describe('Redis Sentinel: the master restarted before Sentinel noticed', () => {
  let set: SentinelSet | undefined;
  afterEach(async () => {
    await set?.dispose();
    set = undefined;
  });

  it('GIVEN a master that Sentinel gives 10 s WHEN it is SIGKILLed and started again at once THEN no failover happens, and the store works again on the same master (Sentinel sends no notice of it)', async () => {
    set = await SentinelSet.start({ downAfterMs: 10_000 });
    const kv = await RedisKv.connect({ url: set.url, prefix: uniquePrefix('sentinel-restart') });
    try {
      const store = new DocumentStore('redis', kv, memoryLogger().logger);
      expect(await store.saveGame(gameRecord())).toEqual({ ok: true });
      await set.master.kill();
      await set.master.launch();
      await within(8_000, 'the store back on the restarted master', async () =>
        (await store.saveGame(gameRecord({ version: 2 }))).ok ? true : undefined,
      );
      expect(await set.masterPort()).toBe(set.master.port);
      expect((await store.loadGame('g1'))?.version).toBe(2);
    } finally {
      await kv.close();
    }
  });
});

describe('Redis Cluster is refused at start-up', () => {
  let server: RedisServer | undefined;
  afterEach(async () => {
    await server?.dispose();
    server = undefined;
  });

  it('GIVEN a redis-server in cluster mode WHEN the store opens on it THEN it refuses with the reason instead of failing later on a multi-key script', async () => {
    server = await RedisServer.start(['--cluster-enabled', 'yes']);
    await expect(
      RedisKv.connect({ url: server.url, prefix: uniquePrefix('cluster') }),
    ).rejects.toThrow(/Redis Cluster node, but the bot does not support Redis Cluster.*Sentinel/);
  });

  it('GIVEN REDIS_URL names a redis-server in cluster mode WHEN the bot starts THEN it exits 1 with the reason in its log', async () => {
    server = await RedisServer.start(['--cluster-enabled', 'yes']);
    const run = spawnSync(
      process.execPath,
      ['--disable-warning=ExperimentalWarning', resolve('src/main.ts')],
      {
        env: { PATH: process.env.PATH ?? '', DISCORD_TOKEN: 'x', REDIS_URL: server.url },
        encoding: 'utf8',
        timeout: 15_000,
      },
    );
    expect(run.status).toBe(1);
    expect(run.stdout + run.stderr).toMatch(
      /Cannot open the game store: REDIS_URL points at a Redis Cluster node, but the bot does not support Redis Cluster/,
    );
  });
});
