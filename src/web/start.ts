import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { GameStore } from '../store/game-store.ts';
import { SaveFeed } from './save-feed.ts';
import { createWebServer, type WebServer } from './server.ts';

/** How often `npm run web` on the embedded store looks at the games it shows (no notices there). */
const EMBEDDED_POLL_MS = 500;

export interface RunningWeb {
  server: WebServer;
  /** The address it listens on (a port of 0 is given one by the system). */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the public page on WEB_PORT. `feed` hears the saves: the bot hands in the one its store
 * tells; with Redis the deployment's save channel is heard too (the other processes' games), and
 * a process of its own on the embedded store looks again every half second instead.
 */
export async function startWeb(input: {
  config: Pick<Config, 'webPort' | 'webHost' | 'webRateLimit' | 'redisUrl' | 'redisKeyPrefix'>;
  logger: Logger;
  store: GameStore;
  feed?: SaveFeed;
}): Promise<RunningWeb> {
  const { config, logger, store } = input;
  const feed = input.feed ?? new SaveFeed();
  if (config.redisUrl)
    await feed.hearRedis(config.redisUrl, config.redisKeyPrefix, (error) =>
      logger.warn({ err: error }, 'web: the save channel failed'),
    );
  const polls = !config.redisUrl && !input.feed;
  const server = await createWebServer({
    store,
    feed,
    logger,
    rateLimitPerMinute: config.webRateLimit,
    ...(polls ? { pollMs: EMBEDDED_POLL_MS } : {}),
  });
  const url = await server.app.listen({ port: config.webPort ?? 0, host: config.webHost });
  logger.info({ url }, 'web: the public page is listening');
  return {
    server,
    url,
    stop: async () => {
      await server.close();
      await feed.close();
    },
  };
}
