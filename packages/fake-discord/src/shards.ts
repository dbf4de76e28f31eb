/**
 * Discord's sharding as the gateway applies it: a guild lives on shard `(guild_id >> 22) % N`
 * (N being the shard count the session identified with), DMs and everything without a guild on
 * shard 0; IDENTIFY's `shard: [id, N]` is checked (4010) and a shard holding more guilds than
 * Discord allows is refused (4011).
 * https://discord.com/developers/docs/events/gateway#sharding
 */
import { GatewayCloseCodes, GatewayDispatchEvents } from 'discord-api-types/v10';
import { snowflake } from './ids.ts';

export type ShardTuple = [shardId: number, shardCount: number];

/** An unsharded session is shard [0, 1]: it receives every guild and every DM. */
export const UNSHARDED: ShardTuple = [0, 1];

/** The shard that owns a guild when the bot runs `count` shards. */
export function shardOf(guildId: string, count: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(count));
}

/** A fresh snowflake for a guild that lands on this shard (its timestamp nudged by a few ms). */
export function snowflakeOnShard([shardId, count]: ShardTuple): string {
  for (let nudge = 0; ; nudge += 1) {
    const id = snowflake(Date.now() + nudge);
    if (shardOf(id, count) === shardId) return id;
  }
}

/** Whether a session with this shard tuple receives the events of this guild (null: a DM). */
export function receives(shard: ShardTuple, guildId: string | null): boolean {
  const [id, count] = shard;
  return guildId === null ? id === 0 : shardOf(guildId, count) === id;
}

/**
 * The guild a dispatch belongs to, read off its payload as Discord routes it: GUILD_CREATE,
 * GUILD_UPDATE and GUILD_DELETE carry it as `id`, every other guild event as `guild_id`; events
 * without one (DM messages and channels, DM interactions) are not a guild's.
 */
export function guildOfDispatch(t: GatewayDispatchEvents, d: unknown): string | null {
  if (typeof d !== 'object' || d === null) return null;
  const record = d as { id?: unknown; guild_id?: unknown };
  const byId =
    t === GatewayDispatchEvents.GuildCreate ||
    t === GatewayDispatchEvents.GuildUpdate ||
    t === GatewayDispatchEvents.GuildDelete;
  const guildId = byId ? record.id : record.guild_id;
  return typeof guildId === 'string' ? guildId : null;
}

export interface ShardLimits {
  /** Discord refuses (4011 Sharding required) a shard that would hold more guilds (2,500). */
  maxGuildsPerShard: number;
}

/** Why an IDENTIFY's shard is refused, as the close code and reason Discord sends, or null. */
export function shardRefusal(
  shard: unknown,
  guildIds: Iterable<string>,
  limits: ShardLimits,
): { code: GatewayCloseCodes; reason: string } | null {
  const tuple = shard === undefined ? UNSHARDED : shard;
  if (!isShardTuple(tuple)) {
    return { code: GatewayCloseCodes.InvalidShard, reason: 'Invalid shard.' };
  }
  let owned = 0;
  for (const guildId of guildIds) if (receives(tuple, guildId)) owned += 1;
  if (owned > limits.maxGuildsPerShard) {
    return { code: GatewayCloseCodes.ShardingRequired, reason: 'Sharding required.' };
  }
  return null;
}

function isShardTuple(value: unknown): value is ShardTuple {
  if (!Array.isArray(value) || value.length !== 2) return false;
  const [id, count] = value as unknown[];
  return (
    Number.isInteger(id) &&
    Number.isInteger(count) &&
    (count as number) >= 1 &&
    (id as number) >= 0 &&
    (id as number) < (count as number)
  );
}
