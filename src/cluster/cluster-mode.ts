import type { Config } from '../config.ts';
import { ConfigError } from '../config.ts';
import type { Logger } from '../logger.ts';
import { Cluster } from './cluster.ts';

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
}): Promise<Cluster | undefined> {
  if (!input.wanted) return undefined;
  const { redisUrl, redisKeyPrefix } = input.config;
  if (!redisUrl) {
    throw new ConfigError(
      'REDIS_URL',
      'is required in cluster mode (MAFIA_CLUSTER=1 or npm run start:sharded): the processes share their games, leases and timers through one Redis',
    );
  }
  const cluster = await Cluster.connect({
    redisUrl,
    prefix: redisKeyPrefix,
    logger: input.logger,
  });
  input.logger.info({ process: cluster.holder }, 'cluster mode: sharing the games through Redis');
  return cluster;
}
