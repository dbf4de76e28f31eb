import { describe, expect, it, vi } from 'vitest';
import { DocumentStore } from '../../src/store/document-store.ts';
import { StoreUnavailableError } from '../../src/store/game-store.ts';
import { RedisKv } from '../../src/store/redis-kv.ts';
import { memoryLogger } from '../support/logger.ts';
import { TEST_REDIS_URL, uniquePrefix } from '../../harness/redis.ts';
import { freePort } from '../../harness/redis-server.ts';
import { TcpProxy } from '../support/tcp-proxy.ts';
import { describeGameStoreContract, gameRecord } from './contract.ts';
import { describeSeasonContract } from './season-contract.ts';
import { describeSeasonAdminContract } from './season-admin-contract.ts';

describeGameStoreContract('Keyv + @keyv/redis (real Redis)', {
  open: () => RedisKv.connect({ url: TEST_REDIS_URL, prefix: uniquePrefix('contract') }),
  dispose: async (kv) => {
    await (kv as RedisKv).clearPrefix();
    await kv.close();
  },
});

describeSeasonAdminContract('Keyv + @keyv/redis (real Redis)', {
  place: () => uniquePrefix('season-admin'),
  connect: (prefix) => RedisKv.connect({ url: TEST_REDIS_URL, prefix }),
  dispose: async (_prefix, kvs) => {
    await (kvs[0] as RedisKv | undefined)?.clearPrefix();
    for (const kv of kvs) await kv.close();
  },
});

describeSeasonContract('Keyv + @keyv/redis (real Redis)', {
  place: () => uniquePrefix('season'),
  connect: (prefix) => RedisKv.connect({ url: TEST_REDIS_URL, prefix }),
  dispose: async (_prefix, kvs) => {
    await (kvs[0] as RedisKv | undefined)?.clearPrefix();
    for (const kv of kvs) await kv.close();
  },
});

describe('Redis store outages', () => {
  it('GIVEN Redis becomes unreachable WHEN a game is saved THEN the store says it is unavailable, writes nothing, and works again once Redis is back', async () => {
    const target = new URL(TEST_REDIS_URL);
    const proxy = new TcpProxy(target.hostname, Number(target.port || 6379));
    const port = await proxy.start();
    const kv = await RedisKv.connect({
      url: `redis://127.0.0.1:${port}`,
      prefix: uniquePrefix('outage'),
    });
    const store = new DocumentStore('redis', kv, memoryLogger().logger);
    try {
      await proxy.stop();
      await expect(store.saveGame(gameRecord())).rejects.toBeInstanceOf(StoreUnavailableError);
      await expect(store.loadGame('g1')).rejects.toBeInstanceOf(StoreUnavailableError);

      await proxy.start(port);
      await vi.waitFor(
        async () => expect(await store.saveGame(gameRecord())).toEqual({ ok: true }),
        {
          timeout: 10_000,
          interval: 100,
        },
      );
      expect((await store.loadGame('g1'))?.version).toBe(1);
    } finally {
      await kv.clearPrefix().catch(() => {});
      await kv.close();
      await proxy.stop();
    }
  });

  it('GIVEN nothing listens at the Redis address WHEN the store opens and is used THEN it opens anyway (the bot must not exit), every call fails at once naming the address, and it works as soon as Redis answers', async () => {
    const port = await freePort();
    const url = `redis://127.0.0.1:${port}`;
    const opened = Date.now();
    const kv = await RedisKv.connect({ url, prefix: uniquePrefix('outage-start') });
    expect(Date.now() - opened).toBeLessThan(5_000);
    const store = new DocumentStore('redis', kv, memoryLogger().logger);
    const target = new URL(TEST_REDIS_URL);
    const proxy = new TcpProxy(target.hostname, Number(target.port || 6379));
    try {
      const failed = Date.now();
      const refused = await store.loadGame('g1').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(StoreUnavailableError);
      expect((refused as Error).message).toContain(`cannot reach Redis at ${url}`);
      expect(Date.now() - failed).toBeLessThan(1_000);

      await proxy.start(port);
      const up = Date.now();
      await vi.waitFor(
        async () => expect(await store.saveGame(gameRecord())).toEqual({ ok: true }),
        { timeout: 5_000, interval: 50 },
      );
      // It reconnects every half second at most while Redis is down.
      expect(Date.now() - up).toBeLessThan(1_500);
    } finally {
      await kv.clearPrefix().catch(() => {});
      await kv.close();
      await proxy.stop();
    }
  });
});
