import { SCHEMA_VERSION, StoreUnavailableError, type GameStore } from '../store/game-store.ts';
import { guildSettingsSchema, type GuildSettings, type SettingField } from './guild-settings.ts';

/**
 * How long a process trusts its copy of a server's settings. In cluster mode every save is
 * told to the other processes at once (src/cluster/save-channel.ts), but Redis pub/sub is at
 * most once: a notice missed around a reconnect would leave a process on the old settings (an
 * old web link, a judge role no longer honoured) until it restarts. Re-reading after 15 s, the
 * same bound as the running games' sweep (SWEEP_EVERY_MS), caps that at 15 s for the price of
 * one small read per server in use every 15 s; a process alone (embedded store) pays the same
 * read and needs no more.
 */
export const SETTINGS_MAX_AGE_MS = 15_000;

/**
 * Attempts of one change before giving up: each conflict means another admin's change was
 * accepted in between, so running out takes that many changes of one server within a few reads.
 */
const UPDATE_ATTEMPTS = 8;

interface Cached {
  settings: GuildSettings;
  version: number;
  readAt: number;
}

/** A change given as the new values, or computed from the settings it applies to. */
export type SettingsChange = GuildSettings | ((current: GuildSettings) => GuildSettings);

export interface GuildSettingsServiceOptions {
  /** The clock the copies' age is read on (tests). */
  now?: () => number;
}

/**
 * Each server's settings, beside the orchestrator: the Discord adapters read and change them
 * only through this service, never through the store. A stored value that no longer parses
 * counts as unset. Changes are compare-and-set on the document's version, re-applied to what
 * another process saved first; copies are dropped when another process's save is heard
 * (`heard`) and re-read when older than SETTINGS_MAX_AGE_MS.
 */
export class GuildSettingsService {
  readonly #store: GameStore;
  readonly #now: () => number;
  readonly #cache = new Map<string, Cached>();
  /**
   * Per server, how many times its settings changed as this process knows (its own saves and
   * those heard): a read that began before a change is returned but not kept, whatever its
   * version says (a build without versions may have written it meanwhile).
   */
  readonly #changes = new Map<string, number>();

  constructor(store: GameStore, options: GuildSettingsServiceOptions = {}) {
    this.#store = store;
    this.#now = options.now ?? Date.now;
  }

  async get(guildId: string): Promise<GuildSettings> {
    return (await this.#current(guildId)).settings;
  }

  /**
   * Another process saved this server's settings at `version`: the copy here, if older, is
   * dropped, and a read already under way that returns an older one is not kept.
   */
  heard(guildId: string, version: number): void {
    if ((this.#cache.get(guildId)?.version ?? -Infinity) >= version) return;
    this.#changed(guildId);
    this.#cache.delete(guildId);
  }

  /** Applies `change`, then takes the `reset` settings back to their defaults. */
  async update(
    guildId: string,
    change: SettingsChange,
    reset: readonly SettingField[] = [],
  ): Promise<GuildSettings> {
    let current = await this.#current(guildId);
    for (let attempt = 1; ; attempt++) {
      const next = changed(current.settings, change, reset);
      const version = current.version + 1;
      const record = { schemaVersion: SCHEMA_VERSION, guildId, version, settings: next };
      const saved = await this.#store.saveGuildSettings(record);
      if (saved.ok) {
        this.#changed(guildId);
        this.#cache.set(guildId, { settings: next, version, readAt: this.#now() });
        return next;
      }
      if (attempt === UPDATE_ATTEMPTS)
        throw new StoreUnavailableError(new Error(`settings of ${guildId} kept changing`));
      current = await this.#read(guildId);
    }
  }

  async #current(guildId: string): Promise<Cached> {
    const cached = this.#cache.get(guildId);
    if (cached && this.#now() - cached.readAt < SETTINGS_MAX_AGE_MS) return cached;
    return this.#read(guildId);
  }

  #changed(guildId: string): void {
    this.#changes.set(guildId, (this.#changes.get(guildId) ?? 0) + 1);
  }

  async #read(guildId: string): Promise<Cached> {
    const readAt = this.#now();
    const changesBefore = this.#changes.get(guildId);
    const record = await this.#store.loadGuildSettings(guildId);
    const parsed = guildSettingsSchema.safeParse(record?.settings ?? {});
    const fresh = {
      settings: parsed.success ? parsed.data : {},
      version: record?.version ?? 0,
      readAt,
    };
    if (this.#changes.get(guildId) === changesBefore) this.#cache.set(guildId, fresh);
    return fresh;
  }
}

function changed(
  current: GuildSettings,
  change: SettingsChange,
  reset: readonly SettingField[],
): GuildSettings {
  const values = typeof change === 'function' ? change(current) : change;
  const merged: GuildSettings = { ...current, ...values };
  for (const field of reset) delete merged[field];
  return guildSettingsSchema.parse(merged);
}
