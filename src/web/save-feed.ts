import { randomUUID } from 'node:crypto';
import type { SaveChannel } from '../cluster/save-channel.ts';
import type { BotRedis } from '../store/redis-client.ts';
import { GAME_STORE_CALLS, type GameStore } from '../store/game-store.ts';

/** "This game was saved": all the web server needs to know to look again. */
export type SaveListener = (gameId: string) => void;

/**
 * The saves the web server follows (issue 27): the bot's own, told by the store it writes
 * through, and in cluster mode or in a process of its own the deployment's, told on the Redis
 * save channel (src/cluster/save-channel.ts). A notice heard twice is harmless: the live hub
 * sends a frame only when the public view changed.
 */
export class SaveFeed {
  readonly #listeners = new Set<SaveListener>();
  #channel: SaveChannel | undefined;
  #redis: BotRedis | undefined;

  listen(listener: SaveListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Tells every listener (the bot's own saves, and tests). */
  saved(gameId: string): void {
    for (const listener of this.#listeners) listener(gameId);
  }

  /** The store, each successful game save told to the listeners (the embedded store's only notice). */
  watching(store: GameStore): GameStore {
    const watched = { kind: store.kind, close: () => store.close() } as GameStore;
    for (const method of GAME_STORE_CALLS)
      (watched as unknown as Record<string, unknown>)[method] = store[method].bind(store);
    const saveGame: GameStore['saveGame'] = async (record) => {
      const result = await store.saveGame(record);
      if (result.ok) this.saved(record.gameId);
      return result;
    };
    return Object.assign(watched, { saveGame });
  }

  /** Also hears the saves every process of the deployment announces on Redis. */
  async hearRedis(url: string, prefix: string, onError: (error: unknown) => void): Promise<void> {
    // Loaded only here: a bot on the embedded store never loads a Redis client (idle memory).
    const [{ redisClient }, { SaveChannel }] = await Promise.all([
      import('../store/redis-client.ts'),
      import('../cluster/save-channel.ts'),
    ]);
    const redis = redisClient(url);
    redis.on('error', onError);
    await redis.connect();
    this.#redis = redis;
    this.#channel = new SaveChannel({ redis, prefix, origin: `web-${randomUUID()}`, onError });
    await this.#channel.listen((notice) => this.saved(notice.gameId));
  }

  async close(): Promise<void> {
    this.#listeners.clear();
    await this.#channel?.close();
    await this.#redis?.close().catch(() => {});
  }
}
