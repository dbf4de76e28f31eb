import { loadConfigOrExit } from './config.ts';
import { createLogger } from './logger.ts';
import { createStore } from './store/create-store.ts';

/**
 * Start-up: configuration first (a wrong value stops here with one line and exit code 1),
 * then the logger, the store, and the bot.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger({ level: config.logLevel, pretty: config.prettyLogs });
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
    await startBot({ config, logger, store });
  } catch (error) {
    logger.fatal({ err: error }, `Cannot connect to Discord: ${(error as Error).message}`);
    await store.close().catch(() => {});
    process.exit(1);
  }
}

await main();
