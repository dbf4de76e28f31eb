import { checkShardedConfig, ConfigError, loadConfigOrExit } from './config.ts';
import { createLogger } from './logger.ts';
import { launchShards } from './sharding/launcher.ts';

/**
 * `npm run start:sharded`: the bot as several processes, one per shard this machine runs
 * (SHARD_LIST of SHARD_COUNT), under discord.js's ShardingManager, all on one Redis.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit(checkShardedConfig);
  const logger = createLogger({ level: config.logLevel, pretty: config.prettyLogs });
  try {
    await launchShards(config, logger);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
    } else {
      logger.fatal({ err: error }, `Cannot start the shards: ${(error as Error).message}`);
    }
    process.exit(1);
  }
}

await main();
