import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RedisClientType } from '@keyv/redis';
import { afterEach, describe, expect, it } from 'vitest';
import { Cluster } from '../../src/cluster/cluster.ts';
import {
  GuildSettingsService,
  SETTINGS_MAX_AGE_MS,
} from '../../src/settings/guild-settings-service.ts';
import { DocumentStore } from '../../src/store/document-store.ts';
import { EmbeddedKv } from '../../src/store/embedded-kv.ts';
import type { GameStore } from '../../src/store/game-store.ts';
import { RedisKv } from '../../src/store/redis-kv.ts';
import type { VersionedKv } from '../../src/store/versioned-kv.ts';
import { TEST_REDIS_URL, uniquePrefix } from '../../harness/redis.ts';
import { memoryLogger } from '../support/logger.ts';
import { clearAndClose, testRedis } from './redis-client.ts';

const GUILD = '300000000000000001';
const JUDGE_ROLE = '300000000000000009';
/** Well under SETTINGS_MAX_AGE_MS: a change seen this soon was told, not re-read on age. */
const TOLD_WITHIN_MS = 5_000;

interface Process {
  settings: GuildSettingsService;
  store: GameStore;
}

const closing: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

/**
 * Two bot processes on one Redis, each with its own store connection, cluster (save channel)
 * and settings service, wired as src/bot.ts wires them in cluster mode.
 */
async function twoProcesses(): Promise<[Process, Process]> {
  const prefix = uniquePrefix('settings');
  const redis: RedisClientType = await testRedis();
  closing.push(() => clearAndClose(redis, prefix));
  const processes: Process[] = [];
  for (const holder of ['A', 'B']) {
    const logger = memoryLogger().logger;
    const kv = await RedisKv.connect({ url: TEST_REDIS_URL, prefix });
    const cluster = await Cluster.connect({ redisUrl: TEST_REDIS_URL, prefix, logger, holder });
    closing.push(
      () => kv.close(),
      () => cluster.close(),
    );
    const store = cluster.announcing(new DocumentStore('redis', kv, logger));
    const settings = new GuildSettingsService(store);
    cluster.followSettings((guildId, version) => settings.heard(guildId, version));
    await cluster.listen({ saved: () => {}, takenOver: () => {}, handBack: () => {} });
    processes.push({ settings, store });
  }
  return processes as [Process, Process];
}

async function embeddedKv(): Promise<VersionedKv> {
  const kv = EmbeddedKv.inDirectory(mkdtempSync(join(tmpdir(), 'mafia-settings-cas-')));
  closing.push(() => kv.close());
  return kv;
}

describe('server settings shared by the processes of a cluster (one Redis)', () => {
  it('GIVEN both processes hold the settings WHEN the judge role and the web link change through A THEN B uses the new ones within seconds', async () => {
    const [a, b] = await twoProcesses();
    await a.settings.update(GUILD, { web: { enabled: true, slug: 'a'.repeat(22) } });
    expect((await b.settings.get(GUILD)).web?.slug).toBe('a'.repeat(22));
    expect((await b.settings.get(GUILD)).judgeRoleId).toBeUndefined();

    await a.settings.update(GUILD, {
      judgeRoleId: JUDGE_ROLE,
      web: { enabled: true, slug: 'b'.repeat(22) },
    });
    await expect
      .poll(async () => await b.settings.get(GUILD), { timeout: TOLD_WITHIN_MS })
      .toMatchObject({ judgeRoleId: JUDGE_ROLE, web: { slug: 'b'.repeat(22) } });
    expect(TOLD_WITHIN_MS).toBeLessThan(SETTINGS_MAX_AGE_MS);
  });

  it('GIVEN two admins on two processes WHEN they change different settings at once THEN both changes are kept', async () => {
    const [a, b] = await twoProcesses();
    await a.settings.update(GUILD, { language: 'ru' });
    // Both hold version 1: each change is made over what it holds, as two admins' would be.
    await Promise.all([a.settings.get(GUILD), b.settings.get(GUILD)]);
    await Promise.all([
      a.settings.update(GUILD, { nightSeconds: 30 }),
      b.settings.update(GUILD, { judgeRoleId: JUDGE_ROLE }, ['language']),
    ]);
    expect((await a.store.loadGuildSettings(GUILD))?.settings).toEqual({
      nightSeconds: 30,
      judgeRoleId: JUDGE_ROLE,
    });
    for (const process of [a, b])
      await expect
        .poll(async () => await process.settings.get(GUILD), { timeout: TOLD_WITHIN_MS })
        .toEqual({ nightSeconds: 30, judgeRoleId: JUDGE_ROLE });
  });

  it('GIVEN a process that missed the notice of a change WHEN its copy is older than SETTINGS_MAX_AGE_MS THEN it reads the settings again', async () => {
    const kv = await embeddedKv();
    const store = new DocumentStore('embedded', kv, memoryLogger().logger);
    let now = 0;
    const deaf = new GuildSettingsService(store, { now: () => now });
    const other = new GuildSettingsService(store);
    await other.update(GUILD, { language: 'en' });
    expect(await deaf.get(GUILD)).toEqual({ language: 'en' });
    await other.update(GUILD, { language: 'ru' });
    now += SETTINGS_MAX_AGE_MS - 1;
    expect(await deaf.get(GUILD)).toEqual({ language: 'en' });
    now += 1;
    expect(await deaf.get(GUILD)).toEqual({ language: 'ru' });
  });

  it('GIVEN a read under way when a newer save is heard WHEN the read returns the older settings THEN they are not kept', async () => {
    const kv = await embeddedKv();
    const store = new DocumentStore('embedded', kv, memoryLogger().logger);
    const writer = new GuildSettingsService(store);
    await writer.update(GUILD, { language: 'en' });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow: GameStore = Object.create(store) as GameStore;
    slow.loadGuildSettings = async (guildId) => {
      const record = await store.loadGuildSettings(guildId);
      await held;
      return record;
    };
    const reader = new GuildSettingsService(slow);
    const reading = reader.get(GUILD);
    await writer.update(GUILD, { language: 'ru' });
    reader.heard(GUILD, 2);
    release();
    expect(await reading).toEqual({ language: 'en' });
    expect(await reader.get(GUILD)).toEqual({ language: 'ru' });
  });

  it('GIVEN the embedded store WHEN two services change different settings at once THEN both changes are kept', async () => {
    const store = new DocumentStore('embedded', await embeddedKv(), memoryLogger().logger);
    const [first, second] = [new GuildSettingsService(store), new GuildSettingsService(store)];
    await Promise.all([first.get(GUILD), second.get(GUILD)]);
    await Promise.all([
      first.update(GUILD, { geo74: false }),
      second.update(GUILD, { geo76: false }),
    ]);
    expect((await store.loadGuildSettings(GUILD))?.settings).toEqual({
      geo74: false,
      geo76: false,
    });
  });
});
