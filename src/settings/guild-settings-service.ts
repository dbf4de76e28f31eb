import { SCHEMA_VERSION, type GameStore } from '../store/game-store.ts';
import { guildSettingsSchema, type GuildSettings, type SettingField } from './guild-settings.ts';

/**
 * Each server's settings, beside the orchestrator: the Discord adapters read and change them
 * only through this service, never through the store. A stored value that no longer parses
 * counts as unset.
 */
export class GuildSettingsService {
  readonly #store: GameStore;
  readonly #cache = new Map<string, GuildSettings>();

  constructor(store: GameStore) {
    this.#store = store;
  }

  async get(guildId: string): Promise<GuildSettings> {
    const cached = this.#cache.get(guildId);
    if (cached) return cached;
    const record = await this.#store.loadGuildSettings(guildId);
    const parsed = guildSettingsSchema.safeParse(record?.settings ?? {});
    const settings = parsed.success ? parsed.data : {};
    this.#cache.set(guildId, settings);
    return settings;
  }

  /** Applies `change`, then takes the `reset` settings back to their defaults. */
  async update(
    guildId: string,
    change: GuildSettings,
    reset: readonly SettingField[] = [],
  ): Promise<GuildSettings> {
    const merged: GuildSettings = { ...(await this.get(guildId)), ...change };
    for (const field of reset) delete merged[field];
    const next = guildSettingsSchema.parse(merged);
    await this.#store.saveGuildSettings({ schemaVersion: SCHEMA_VERSION, guildId, settings: next });
    this.#cache.set(guildId, next);
    return next;
  }
}
