import { ShardClientUtil } from 'discord.js';

/** The shards this process runs, out of how many the bot has. */
export interface ShardSet {
  shardIds: readonly number[];
  shardCount: number;
}

/**
 * Whether the guild's gateway events (voice states, guild interactions) reach this process:
 * its shard is `(guild_id >> 22) % shardCount` (discord.js computes it). Without shards (one
 * process in cluster mode) every guild is this process's.
 */
export function ownsGuild(shards: ShardSet | undefined, guildId: string): boolean {
  if (!shards) return true;
  return shards.shardIds.includes(ShardClientUtil.shardIdForGuildId(guildId, shards.shardCount));
}
