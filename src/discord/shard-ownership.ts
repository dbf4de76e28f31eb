import { ShardClientUtil, type Client } from 'discord.js';

/**
 * Whether this process runs the shard that owns a guild (`(guild_id >> 22) % shard count`):
 * only that shard receives the guild's events and may join its voice, so only its process
 * resumes the guild's games. A process outside a ShardingManager runs every shard.
 */
export function ownsGuild(client: Client, guildId: string): boolean {
  const util = client.shard;
  if (!util || util.count <= 1) return true;
  return util.ids.includes(ShardClientUtil.shardIdForGuildId(guildId, util.count));
}
