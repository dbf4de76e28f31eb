import { ConfigError, loadConfigOrExit } from '../config.ts';
import { createLogger } from '../logger.ts';
import { createStore } from '../store/create-store.ts';
import { startWeb } from './start.ts';

/**
 * `npm run web`: the public page as a process of its own, reading the bot's store (REDIS_URL,
 * or the embedded file in MAFIA_DATA_DIR) and never writing it. Needs WEB_PORT.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit((loaded) => {
    if (loaded.webPort === undefined)
      throw new ConfigError(
        'WEB_PORT',
        'is required for npm run web: the port the page listens on',
      );
  });
  const logger = createLogger({ level: config.logLevel, pretty: config.prettyLogs });
  const store = await createStore(config, logger).catch((error: unknown) => {
    logger.fatal({ err: error }, `Cannot open the game store: ${(error as Error).message}`);
    process.exit(1);
  });
  const web = await startWeb({ config, logger, store });
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(
      signal,
      () =>
        void web
          .stop()
          .then(() => store.close())
          .then(() => process.exit(0)),
    );
}

await main();
