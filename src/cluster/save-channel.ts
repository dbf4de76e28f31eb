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

/** What a process tells the others after it saved a server's settings (`/mafia settings`). */
export interface SettingsSavedNotice {
  kind: 'settings';
  guildId: string;
  version: number;
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
 * sweep of the running games, never needed for correctness of the game itself. A server's
 * settings saved are told on the same channel (so that every other process drops its copy),
 * as notices with `kind: 'settings'` and no game, which a listener of the games never sees.
 */
export class SaveChannel {
  readonly #options: SaveChannelOptions;
  readonly #channel: string;
  #subscription: Subscription | undefined;

  constructor(options: SaveChannelOptions) {
    this.#options = options;
    this.#channel = `${options.prefix}:saved`;
  }

  /** The store, each successful save of a game or of a server's settings told to the other processes. */
  announcing(store: GameStore): GameStore {
    const origin = this.#options.origin;
    const saveGame: GameStore['saveGame'] = async (record) => {
      const saved = await store.saveGame(record);
      const { gameId, guildId, version } = record;
      if (saved.ok) this.#publish({ gameId, guildId, version, origin } satisfies SavedNotice);
      return saved;
    };
    const saveGuildSettings: GameStore['saveGuildSettings'] = async (record) => {
      const saved = await store.saveGuildSettings(record);
      const { guildId, version } = record;
      if (saved.ok) this.#publish({ kind: 'settings', guildId, version, origin });
      return saved;
    };
    const announced = { kind: store.kind, close: () => store.close() } as GameStore;
    for (const method of GAME_STORE_CALLS)
      (announced as unknown as Record<string, unknown>)[method] = store[method].bind(store);
    return Object.assign(announced, { saveGame, saveGuildSettings });
  }

  #publish(notice: SavedNotice | SettingsSavedNotice): void {
    void this.#options.redis
      .publish(this.#channel, JSON.stringify(notice))
      .catch((error: unknown) => this.#options.onError?.(error));
  }

  /** Hears the others' saves (never this process's own): games, and settings if asked. */
  async listen(
    onSaved: (notice: SavedNotice) => void,
    onSettingsSaved?: (notice: SettingsSavedNotice) => void,
  ): Promise<void> {
    this.#subscription = await subscribe(
      this.#options.redis,
      this.#channel,
      (message) => {
        const notice = parseNotice(message);
        if (!notice || notice.origin === this.#options.origin) return;
        if ('gameId' in notice) onSaved(notice);
        else onSettingsSaved?.(notice);
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

function parseNotice(message: string): SavedNotice | SettingsSavedNotice | undefined {
  try {
    const value = JSON.parse(message) as Partial<SavedNotice & SettingsSavedNotice>;
    if (typeof value.origin !== 'string') return undefined;
    if (typeof value.gameId === 'string') return value as SavedNotice;
    const settings = value.kind === 'settings' && typeof value.guildId === 'string';
    return settings && typeof value.version === 'number'
      ? (value as SettingsSavedNotice)
      : undefined;
  } catch {
    return undefined;
  }
}
