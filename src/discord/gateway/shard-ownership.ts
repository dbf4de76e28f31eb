import { ShardClientUtil, type Client } from 'discord.js';

/**
 * Whether this process runs the shard that owns a guild (`(guild_id >> 22) % shard count`):
 * only that shard receives the guild's events (its cache is kept up to date by the gateway) and
 * may join its voice, so only its process resumes the guild's games. Read from the client's own
 * shard list (under the ShardingManager SHARDS and SHARD_COUNT; `npm start` runs them all);
 * before login, with `shards: 'auto'`, every shard is this process's.
 */
export function ownsGuild(client: Client, guildId: string): boolean {
  const { shards, shardCount } = client.options;
  if (!Array.isArray(shards) || shardCount === undefined || shardCount <= 1) return true;
  return shards.includes(ShardClientUtil.shardIdForGuildId(guildId, shardCount));
}
