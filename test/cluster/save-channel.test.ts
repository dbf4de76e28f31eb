import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RedisClientType } from '@keyv/redis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  SaveChannel,
  type SavedNotice,
  type SettingsSavedNotice,
} from '../../src/cluster/save-channel.ts';
import { DocumentStore } from '../../src/store/document-store.ts';
import { EmbeddedKv } from '../../src/store/embedded-kv.ts';
import { SCHEMA_VERSION, type GameRecord } from '../../src/store/game-store.ts';
import { memoryLogger } from '../support/logger.ts';
import { uniquePrefix } from '../../harness/redis.ts';
import { clearAndClose, testRedis } from './redis-client.ts';

function record(version: number): GameRecord {
  return {
    schemaVersion: SCHEMA_VERSION,
    gameId: 'g1',
    guildId: '300000000000000001',
    channelId: '300000000000000002',
    version,
    active: true,
    updatedAt: 0,
    data: {},
  };
}

/** After a process saves a game it tells the others (issue 14 item 2: the save notice). */
describe('SaveChannel: every game save told to the other processes', () => {
  let redis: RedisClientType;
  let prefix: string;
  const channels: SaveChannel[] = [];

  beforeEach(async () => {
    redis = await testRedis();
    prefix = uniquePrefix('saved');
  });

  afterEach(async () => {
    for (const channel of channels.splice(0)) await channel.close();
    await clearAndClose(redis, prefix);
  });

  it('GIVEN two processes WHEN A saves a game and a save of A conflicts THEN B hears the save once, and A hears nothing of its own', async () => {
    const heard: Record<'A' | 'B', SavedNotice[]> = { A: [], B: [] };
    for (const origin of ['A', 'B'] as const) {
      const channel = new SaveChannel({ redis, prefix, origin });
      channels.push(channel);
      await channel.listen((notice) => heard[origin].push(notice));
    }
    const kv = EmbeddedKv.inDirectory(mkdtempSync(join(tmpdir(), 'mafia-saved-')));
    const store = channels[0]!.announcing(new DocumentStore('embedded', kv, memoryLogger().logger));
    expect(await store.saveGame(record(1))).toEqual({ ok: true });
    expect(await store.saveGame(record(1))).toMatchObject({ ok: false, reason: 'conflict' });
    await expect.poll(() => heard.B.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard.B).toEqual([
      { gameId: 'g1', guildId: '300000000000000001', version: 1, origin: 'A' },
    ]);
    expect(heard.A).toEqual([]);
    expect((await store.loadGame('g1'))?.version).toBe(1);
    await kv.close();
  });

  it('GIVEN two processes WHEN A saves a server’s settings and a save of A conflicts THEN B hears the settings once, as settings, and no game', async () => {
    const games: SavedNotice[] = [];
    const settings: SettingsSavedNotice[] = [];
    const channelA = new SaveChannel({ redis, prefix, origin: 'A' });
    const channelB = new SaveChannel({ redis, prefix, origin: 'B' });
    channels.push(channelA, channelB);
    await channelB.listen(
      (notice) => games.push(notice),
      (notice) => settings.push(notice),
    );
    const kv = EmbeddedKv.inDirectory(mkdtempSync(join(tmpdir(), 'mafia-saved-')));
    const store = channelA.announcing(new DocumentStore('embedded', kv, memoryLogger().logger));
    const saved = { schemaVersion: SCHEMA_VERSION, guildId: 'g', version: 1, settings: {} };
    expect(await store.saveGuildSettings(saved)).toEqual({ ok: true });
    expect(await store.saveGuildSettings(saved)).toMatchObject({ ok: false });
    await expect.poll(() => settings.length).toBe(1);
    await store.saveGame(record(1));
    await expect.poll(() => games.length).toBe(1);
    expect(settings).toEqual([{ kind: 'settings', guildId: 'g', version: 1, origin: 'A' }]);
    expect(games.map((notice) => notice.gameId)).toEqual(['g1']);
    await kv.close();
  });
});
