import type { Logger } from '../logger.ts';
import { DocumentStore } from './document-store.ts';
import type { GameStore } from './game-store.ts';

/**
 * Where the store lives, in the store's own terms. The store never reads src/config.ts (config
 * imports the store's URL check, so the arrow runs config → store only); the bot's Config fits
 * this shape and is handed in as it is.
 */
interface StoreOptions {
  /** One Redis server or a Sentinel master (redis-target.ts); unset: the embedded file. */
  redisUrl?: string | undefined;
  /** The embedded store's directory. */
  dataDir: string;
  /** Prefix of every Redis key; 'mafia' when unset. */
  redisKeyPrefix?: string | undefined;
}

/** Redis when REDIS_URL is set; otherwise the embedded file in MAFIA_DATA_DIR. */
export async function createStore(config: StoreOptions, logger: Logger): Promise<GameStore> {
  if (config.redisUrl) {
    // Loaded only when used, as the embedded store is below: a bot on one never loads the other.
    const { RedisKv } = await import('./redis-kv.ts');
    const kv = await RedisKv.connect({
      url: config.redisUrl,
      prefix: config.redisKeyPrefix ?? 'mafia',
    });
    return new DocumentStore('redis', kv, logger);
  }
  // node:sqlite is not needed (nor its start-up warning printed) with Redis.
  const { EmbeddedKv } = await import('./embedded-kv.ts');
  return new DocumentStore('embedded', EmbeddedKv.inDirectory(config.dataDir), logger);
}
