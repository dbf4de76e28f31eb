import { subscribe, type BotRedis, type Subscription } from '../store/redis-client.ts';
import { GAME_STORE_CALLS, type GameStore } from '../store/game-store.ts';

/** What a process tells the others after it saved a game document. */
export interface SavedNotice {
  gameId: string;
  guildId: string;
  version: number;
  /** The process that saved (it does not hear its own notices). */
  origin: string;
}

export interface SaveChannelOptions {
  /** A connected client (publishing); the subscription opens a connection of its own. */
  redis: BotRedis;
  /** The deployment's key prefix: its channel is `<prefix>:saved`. */
  prefix: string;
  /** This process, as the notices name it. */
  origin: string;
  onError?: (error: unknown) => void;
}

/**
 * "A game document was saved", told to every process of the deployment over Redis pub/sub, so
 * the lease holder drains it and the shard that owns the guild follows it in voice. Pub/sub is
 * at most once: a notice missed (a reconnect) is made good by the next one or by the periodic
 * sweep of the running games, never needed for correctness of the game itself.
 */
export class SaveChannel {
  readonly #options: SaveChannelOptions;
  readonly #channel: string;
  #subscription: Subscription | undefined;

  constructor(options: SaveChannelOptions) {
    this.#options = options;
    this.#channel = `${options.prefix}:saved`;
  }

  /** The store, each successful game save told to the other processes. */
  announcing(store: GameStore): GameStore {
    const saveGame: GameStore['saveGame'] = async (record) => {
      const saved = await store.saveGame(record);
      if (saved.ok) {
        const notice: SavedNotice = {
          gameId: record.gameId,
          guildId: record.guildId,
          version: record.version,
          origin: this.#options.origin,
        };
        void this.#options.redis
          .publish(this.#channel, JSON.stringify(notice))
          .catch((error: unknown) => this.#options.onError?.(error));
      }
      return saved;
    };
    const announced = { kind: store.kind, close: () => store.close() } as GameStore;
    for (const method of GAME_STORE_CALLS)
      (announced as unknown as Record<string, unknown>)[method] = store[method].bind(store);
    return Object.assign(announced, { saveGame });
  }

  /** Hears the others' saves (never this process's own). */
  async listen(onSaved: (notice: SavedNotice) => void): Promise<void> {
    this.#subscription = await subscribe(
      this.#options.redis,
      this.#channel,
      (message) => {
        const notice = parseNotice(message);
        if (notice && notice.origin !== this.#options.origin) onSaved(notice);
      },
      (error) => this.#options.onError?.(error),
    );
  }

  /** Hears nothing more (a death: no clean unsubscribe needed). */
  kill(): void {
    const subscription = this.#subscription;
    this.#subscription = undefined;
    subscription?.kill();
  }

  async close(): Promise<void> {
    const subscription = this.#subscription;
    this.#subscription = undefined;
    await subscription?.close();
  }
}

function parseNotice(message: string): SavedNotice | undefined {
  try {
    const value = JSON.parse(message) as Partial<SavedNotice>;
    if (typeof value.gameId !== 'string' || typeof value.origin !== 'string') return undefined;
    return value as SavedNotice;
  } catch {
    return undefined;
  }
}
