import { z } from 'zod';
import { PRESETS, type Preset } from '../engine/roles.ts';
import type { SettingName } from '../i18n/adapter-messages.ts';
import { SCHEMA_VERSION, type GameStore } from '../store/game-store.ts';

/** Speech and night lengths a server may set, in seconds. */
export const SECONDS_RANGE = { min: 10, max: 600 } as const;
const seconds = z.number().int().min(SECONDS_RANGE.min).max(SECONDS_RANGE.max);

/** What `/mafia settings` may set for a guild (product.md). Unset: the default. */
export const guildSettingsSchema = z.object({
  // Every setting the catalogues name (`SettingName`), and no other.
  language: z.enum(['ru', 'en']).optional(),
  judgeRoleId: z
    .string()
    .regex(/^\d{17,20}$/)
    .optional(),
  /** Regular speech length of each sports preset (their defaults differ: 40 s and 60 s). */
  speechSecondsStylized: seconds.optional(),
  speechSecondsClassic: seconds.optional(),
  nightSeconds: seconds.optional(),
  floorControl: z.enum(['mute', 'detect']).optional(),
  defaultPreset: z.enum(PRESETS).optional(),
} satisfies Record<SettingName, z.ZodType>);

export type GuildSettings = z.infer<typeof guildSettingsSchema>;

/** Every setting, as `/mafia settings reset:` names it. */
export const SETTING_FIELDS = guildSettingsSchema.keyof().options;
export type SettingField = (typeof SETTING_FIELDS)[number];

/**
 * Settings as stored. Before speech length was per preset one `speechSeconds` applied to both
 * sports presets; such a document still loads, with that length for each (what it meant). The
 * change is additive inside the settings payload, so the store's schemaVersion stays as it is.
 */
const storedSettingsSchema = guildSettingsSchema
  .extend({ speechSeconds: seconds.optional() })
  .transform(({ speechSeconds, ...settings }): GuildSettings => {
    if (speechSeconds === undefined) return settings;
    return {
      speechSecondsStylized: speechSeconds,
      speechSecondsClassic: speechSeconds,
      ...settings,
    };
  });

export const DEFAULT_PRESET: Preset = 'stylized';

/** The speech length this server set for a preset, if any (forum games have no speeches). */
export function speechSecondsFor(settings: GuildSettings, preset: Preset): number | undefined {
  if (preset === 'stylized') return settings.speechSecondsStylized;
  if (preset === 'classic') return settings.speechSecondsClassic;
  return undefined;
}

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
    const parsed = storedSettingsSchema.safeParse(record?.settings ?? {});
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
