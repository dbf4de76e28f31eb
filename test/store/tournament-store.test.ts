import { afterEach, describe, expect, it } from 'vitest';
import { DocumentStore } from '../../src/store/document-store.ts';
import { SCHEMA_VERSION, UnreadableDocumentError } from '../../src/store/game-store.ts';
import { RedisKv } from '../../src/store/redis-kv.ts';
import { memoryLogger } from '../support/logger.ts';
import { TEST_REDIS_URL, uniquePrefix } from '../../harness/redis.ts';

const GUILD = '100000000000000001';
const record = (version: number, name: string) => ({
  schemaVersion: SCHEMA_VERSION,
  guildId: GUILD,
  version,
  data: { name },
});

describe("the tournament document in the games' store (real Redis)", () => {
  const kvs: RedisKv[] = [];
  const open = async (prefix: string) => {
    const kv = await RedisKv.connect({ url: TEST_REDIS_URL, prefix });
    kvs.push(kv);
    return { kv, store: new DocumentStore('redis', kv, memoryLogger().logger) };
  };
  afterEach(async () => {
    await kvs[0]?.clearPrefix();
    for (const kv of kvs.splice(0)) await kv.close();
  });

  it('GIVEN a saved tournament WHEN two processes save the next version THEN one wins, the other is told the stored version, and both read the winner', async () => {
    const prefix = uniquePrefix('tournament');
    const [a, b] = [await open(prefix), await open(prefix)];
    expect(await a.store.loadTournament(GUILD)).toBeUndefined();
    expect(await a.store.saveTournament(record(1, 'Cup'))).toEqual({ ok: true });
    expect(await a.store.saveTournament(record(2, 'Cup A'))).toEqual({ ok: true });
    expect(await b.store.saveTournament(record(2, 'Cup B'))).toEqual({
      ok: false,
      reason: 'conflict',
      storedVersion: 2,
    });
    expect((await b.store.loadTournament(GUILD))?.data).toEqual({ name: 'Cup A' });
  });

  it('GIVEN a tournament document of another schemaVersion WHEN it is read THEN it is refused, never guessed at', async () => {
    const { kv, store } = await open(uniquePrefix('tournament'));
    await kv.set(`tournament:${GUILD}`, { ...record(1, 'Old'), schemaVersion: SCHEMA_VERSION + 1 });
    await expect(store.loadTournament(GUILD)).rejects.toBeInstanceOf(UnreadableDocumentError);
  });
});
