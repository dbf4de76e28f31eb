import { Events, type Client } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient, shardOptions } from '../../src/discord/gateway/client.ts';
import { FakeDiscord } from '@mafia-bot/fake-discord';

const open: { fake: FakeDiscord; client: Client }[] = [];

afterEach(async () => {
  for (const { fake, client } of open.splice(0)) {
    await client.destroy();
    await fake.close();
  }
});

describe('npm start with SHARD_COUNT: every shard inside the one process (issue 14)', () => {
  it('GIVEN no ShardingManager WHEN SHARD_COUNT=auto THEN the client asks Discord, and discord.js never reads "auto" from the environment', () => {
    const env: NodeJS.ProcessEnv = { SHARD_COUNT: 'auto' };
    expect(shardOptions({ shardCount: 'auto' }, env)).toEqual({ shards: 'auto' });
    expect(env).toEqual({});
    expect(shardOptions({ shardCount: 3 }, { SHARD_COUNT: '3' })).toEqual({ shardCount: 3 });
  });

  it('GIVEN a ShardingManager parent WHEN the options are built THEN discord.js keeps the shard it was given (SHARDS, SHARD_COUNT)', () => {
    const env: NodeJS.ProcessEnv = { SHARDING_MANAGER: 'true', SHARDS: '1', SHARD_COUNT: '2' };
    expect(shardOptions({ shardCount: 2 }, env)).toEqual({});
    expect(env.SHARD_COUNT).toBe('2');
  });

  it('GIVEN SHARD_COUNT=2 and a guild on each shard WHEN the one process logs in THEN it identifies as both shards and sees both guilds', async () => {
    const fake = await FakeDiscord.start({ maxConcurrency: 16, guild: { shard: [0, 2] } });
    const second = fake.addGuild({ shard: [1, 2] });
    const client = createClient({ discordApiUrl: fake.apiUrl, shardCount: 2 });
    open.push({ fake, client });
    const ready = new Promise((resolve) => client.once(Events.ClientReady, resolve));
    await client.login(fake.token);
    await ready;
    expect(fake.identifies.map((identify) => identify.shard).sort()).toEqual([
      [0, 2],
      [1, 2],
    ]);
    expect([...client.guilds.cache.keys()].sort()).toEqual([fake.guildId, second].sort());
  });
});
