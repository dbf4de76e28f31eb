import { Client } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { ownsGuild } from '../../../src/discord/gateway/shard-ownership.ts';
import { snowflakeOnShard } from '@mafia-bot/fake-discord';

describe('ownsGuild: the guilds whose events this process receives', () => {
  const onShard1 = snowflakeOnShard([1, 2]);
  const onShard0 = snowflakeOnShard([0, 2]);

  it('GIVEN a client running shard 1 of 2 (SHARDS=[1] under the ShardingManager) THEN it owns the guilds of shard 1 only', () => {
    const client = new Client({ intents: [], shards: [1], shardCount: 2 });
    expect(ownsGuild(client, onShard1)).toBe(true);
    expect(ownsGuild(client, onShard0)).toBe(false);
  });

  it('GIVEN one process running every shard (npm start, SHARD_COUNT=2) or shards still "auto" before login THEN it owns every guild', () => {
    const both = new Client({ intents: [], shardCount: 2 });
    expect([ownsGuild(both, onShard0), ownsGuild(both, onShard1)]).toEqual([true, true]);
    const auto = new Client({ intents: [], shards: 'auto' });
    expect([ownsGuild(auto, onShard0), ownsGuild(auto, onShard1)]).toEqual([true, true]);
  });
});
