import type { APIGatewayBotInfo } from 'discord-api-types/v10';
import { DiscordAPIError, REST, Routes } from 'discord.js';
import { ConfigError, type Config } from '../config.ts';
import { clientTransport } from '../discord/transport/index.ts';

/** What the launcher spawns on this machine. */
export interface ShardPlan {
  /** Shards of the whole bot, across every machine. */
  totalShards: number;
  /** The shards this machine runs. */
  shardList: number[];
  /** Pause between two shard processes starting, so their IDENTIFYs respect Discord's limit. */
  spawnDelayMs: number;
}

/** Discord allows max_concurrency IDENTIFYs per 5 s; the margin covers clock and start jitter. */
const IDENTIFY_WINDOW_MS = 5_500;

/**
 * Asks Discord for the recommended shard count and the identify concurrency. discord.js's own
 * `fetchRecommendedShardCount` (what ShardingManager's 'auto' calls) always asks discord.com
 * and ignores DISCORD_API_URL, so the launcher asks itself — through the bot's own REST set-up
 * (the REST proxy when there is one; 429s waited out).
 */
export async function fetchGatewayBot(
  config: Pick<Config, 'discordApiUrl' | 'discordToken'> & Partial<Pick<Config, 'restProxyUrl'>>,
): Promise<APIGatewayBotInfo> {
  const rest = new REST(clientTransport(config).rest).setToken(config.discordToken);
  try {
    return (await rest.get(Routes.gatewayBot())) as APIGatewayBotInfo;
  } catch (error) {
    if (error instanceof DiscordAPIError && error.status === 401)
      throw new ConfigError('DISCORD_TOKEN', 'was refused by Discord (401 Unauthorized)');
    throw error;
  }
}

/**
 * The shards to spawn: SHARD_COUNT or Discord's recommendation, SHARD_LIST or all of them.
 * Spawning in order with `5.5 s / max_concurrency` between starts keeps every identify bucket
 * (`shard_id % max_concurrency`) at one IDENTIFY per 5 s, as Discord requires.
 */
export function planShards(
  config: Pick<Config, 'shardCount' | 'shardList'>,
  gateway: Pick<APIGatewayBotInfo, 'shards' | 'session_start_limit'>,
): ShardPlan {
  const totalShards = config.shardCount === 'auto' ? gateway.shards : config.shardCount;
  const shardList = config.shardList ?? [...Array(totalShards).keys()];
  const outside = shardList.find((id) => id >= totalShards);
  if (outside !== undefined) {
    throw new ConfigError('SHARD_LIST', `names shard ${outside}, but the bot has ${totalShards}`);
  }
  const concurrency = Math.max(1, gateway.session_start_limit.max_concurrency);
  return { totalShards, shardList, spawnDelayMs: Math.ceil(IDENTIFY_WINDOW_MS / concurrency) };
}
