import type { Config } from '../config.ts';
import { ConfigError } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { Cluster } from './cluster.ts';

/**
 * Whether this process shares its games with others: it runs under the ShardingManager
 * (`npm run start:sharded`), or `MAFIA_CLUSTER=1` says so (processes started by other means,
 * such as one container per shard). Otherwise (`npm start`) it runs every game alone.
 */
export function clusterModeWanted(env: NodeJS.ProcessEnv, underShardingManager: boolean): boolean {
  return underShardingManager || env.MAFIA_CLUSTER === '1' || env.MAFIA_CLUSTER === 'true';
}

/** Joins the deployment's cluster on its Redis, or undefined when cluster mode is off. */
export async function joinCluster(input: {
  config: Pick<Config, 'redisUrl' | 'redisKeyPrefix'>;
  logger: Logger;
  wanted: boolean;
  /** The shards of this process under the ShardingManager (undefined outside it). */
  shardIds?: readonly number[] | undefined;
}): Promise<Cluster | undefined> {
  if (!input.wanted) return undefined;
  const { redisUrl, redisKeyPrefix } = input.config;
  if (!redisUrl) {
    throw new ConfigError(
      'REDIS_URL',
      'is required in cluster mode (MAFIA_CLUSTER=1 or npm run start:sharded): the processes share their games, leases and timers through one Redis',
    );
  }
  // Loaded only in cluster mode: BullMQ and its Redis clients cost a one-process bot nothing.
  const { Cluster: ClusterClass } = await import('./cluster.ts');
  const cluster = await ClusterClass.connect({
    redisUrl,
    prefix: redisKeyPrefix,
    logger: input.logger,
    ...(input.shardIds ? { holder: shardHolder(input.shardIds) } : {}),
  });
  input.logger.info({ process: cluster.holder }, 'cluster mode: sharing the games through Redis');
  return cluster;
}

/**
 * Under the ShardingManager a shard runs in one process at a time, and a dead one is spawned
 * again only after it exited: naming the leases after the shards lets the new process keep its
 * predecessor's leases at once instead of waiting for them to lapse.
 */
export function shardHolder(shardIds: readonly number[]): string {
  return `shard-${[...shardIds].sort((a, b) => a - b).join('-')}`;
}
