import { z } from 'zod';
import { PRESETS, type Preset } from '../engine/roles.ts';
import { SCHEMA_VERSION, type GameStore } from '../store/game-store.ts';

/** What `/mafia settings` may set for a guild (product.md). */
export const guildSettingsSchema = z.object({
  language: z.enum(['ru', 'en']).optional(),
  judgeRoleId: z
    .string()
    .regex(/^\d{17,20}$/)
    .optional(),
  speechSeconds: z.number().int().min(10).max(600).optional(),
  nightSeconds: z.number().int().min(10).max(600).optional(),
  floorControl: z.enum(['mute', 'detect']).optional(),
  defaultPreset: z.enum(PRESETS).optional(),
});

export type GuildSettings = z.infer<typeof guildSettingsSchema>;

export const DEFAULT_PRESET: Preset = 'stylized';

/** Guild settings through the store; a stored value that no longer parses counts as unset. */
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

  async update(guildId: string, change: GuildSettings): Promise<GuildSettings> {
    const next = guildSettingsSchema.parse({ ...(await this.get(guildId)), ...change });
    await this.#store.saveGuildSettings({ schemaVersion: SCHEMA_VERSION, guildId, settings: next });
    this.#cache.set(guildId, next);
    return next;
  }
}
