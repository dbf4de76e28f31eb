import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { DocumentStore } from './document-store.ts';
import type { GameStore } from './game-store.ts';

/** Redis when REDIS_URL is set; otherwise the embedded file in MAFIA_DATA_DIR. */
export async function createStore(
  config: Pick<Config, 'redisUrl' | 'dataDir'> & Partial<Pick<Config, 'redisKeyPrefix'>>,
  logger: Logger,
): Promise<GameStore> {
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
