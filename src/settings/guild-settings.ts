import { z } from 'zod';
import { PRESETS, type ConfigOverrides, type Preset } from '../engine/index.ts';
import type { SettingName } from '../i18n/adapter-messages.ts';
import { webPageSchema } from './web-page.ts';

/** Speech and night lengths a server may set, in seconds. */
export const SECONDS_RANGE = { min: 10, max: 600 } as const;
const seconds = z.number().int().min(SECONDS_RANGE.min).max(SECONDS_RANGE.max);

/** What `/mafia settings` may set or reset one by one (product.md). Unset: the default. */
const choosableSettings = z.object({
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
  /**
   * CONF-GEO-FLAGS: the flags geo_7_4 and geo_7_6 for the server's ordinary games (unset: on). A game copies
   * them when its lobby opens, so a change never reaches a game already open.
   */
  geo74: z.boolean().optional(),
  geo76: z.boolean().optional(),
} satisfies Record<SettingName, z.ZodType>);

/** Every setting of a guild: the choosable ones and its public web page (issue 27). */
export const guildSettingsSchema = choosableSettings.extend({ web: webPageSchema.optional() });

export type GuildSettings = z.infer<typeof guildSettingsSchema>;

/** Every setting, as `/mafia settings reset:` names it. */
export const SETTING_FIELDS = choosableSettings.keyof().options;
export type SettingField = (typeof SETTING_FIELDS)[number];

export const DEFAULT_PRESET: Preset = 'stylized';

/** The speech length this server set for a preset, if any (forum games have no speeches). */
export function speechSecondsFor(settings: GuildSettings, preset: Preset): number | undefined {
  if (preset === 'stylized') return settings.speechSecondsStylized;
  if (preset === 'classic') return settings.speechSecondsClassic;
  return undefined;
}

/**
 * What a new lobby takes from the server's settings: its speech and night lengths, its floor
 * control, and the flags geo_7_4 and geo_7_6 (CONF-GEO-FLAGS), fixed in the game's config from then on.
 */
export function lobbyDefaults(settings: GuildSettings, preset: Preset): ConfigOverrides {
  const speechSeconds = speechSecondsFor(settings, preset);
  return {
    ...(speechSeconds ? { speechMs: speechSeconds * 1000 } : {}),
    ...(settings.nightSeconds ? { nightWindowMs: settings.nightSeconds * 1000 } : {}),
    ...(settings.floorControl ? { floorControl: settings.floorControl } : {}),
    ...(settings.geo74 !== undefined ? { geo74: settings.geo74 } : {}),
    ...(settings.geo76 !== undefined ? { geo76: settings.geo76 } : {}),
  };
}
