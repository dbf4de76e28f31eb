import { loadConfigOrExit } from './config.ts';
import { createLogger } from './logger.ts';
import { createStore } from './store/create-store.ts';

/**
 * Start-up: configuration first (a wrong value stops here with one line and exit code 1),
 * then the logger, the store, and the bot.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const root = createLogger({ level: config.logLevel, pretty: config.prettyLogs });
  // Under `npm run start:sharded` the ShardingManager names this process's shard in SHARDS.
  const shard = process.env.SHARDING_MANAGER ? process.env.SHARDS : undefined;
  const logger = shard === undefined ? root : root.child({ shard: Number(shard) });
  let store;
  try {
    store = await createStore(config, logger);
  } catch (error) {
    logger.fatal({ err: error }, `Cannot open the game store: ${(error as Error).message}`);
    process.exit(1);
  }
  logger.info({ store: store.kind, timeScale: config.timeScale }, 'mafia-bot starting');
  const { startBot } = await import('./bot.ts');
  try {
    const bot = await startBot({ config, logger, store });
    // A shard whose launcher is gone (killed, crashed) stops too: a new launcher spawns this
    // shard again, and two processes on one shard would both answer its events.
    if (shard !== undefined)
      process.once('disconnect', () => void bot.stop().then(() => process.exit(0)));
  } catch (error) {
    logger.fatal({ err: error }, `Cannot connect to Discord: ${(error as Error).message}`);
    await store.close().catch(() => {});
    process.exit(1);
  }
}

await main();
