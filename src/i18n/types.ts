import type {
  MessageKey,
  MessageParams,
  NightAction,
  Preset,
  Role,
  Team,
} from '../engine/index.ts';
import type { AdapterKey, AdapterParams } from './adapter-messages.ts';
import type { CommandPath } from './command-mentions.ts';

export const LOCALES = ['ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export type AllParams = MessageParams & AdapterParams;
export type AnyKey = MessageKey | AdapterKey;

/** Any text the bot can show: a key with its parameters, type-checked together. */
export type AnyText = { [K in AnyKey]: { key: K; params: AllParams[K] } }[AnyKey];

/**
 * The rule violations of DISC-CATALOGUE (row numbers), offered as reasons for the judge's
 * commands; each catalogue names them in its language.
 */
export const VIOLATIONS = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
] as const;
export type Violation = (typeof VIOLATIONS)[number];

export type Forms = readonly [one: string, few: string, many: string];

/** A grammatical case for a length of time: Russian says «на 30 секунд», «через 1 минуту». */
export type TimeCase = 'nominative' | 'accusative';

/**
 * Shared formatting the phrase tables use, so every "#5", every count and every countdown looks
 * the same; built once per language from its phrase book (src/i18n/format/formatters.ts).
 */
export interface Formatters {
  locale: Locale;
  /** "#5" / "№5". */
  seat(seat: number): string;
  /** "#1, #4 и #7" / "#1, #4 and #7". */
  seats(seats: readonly number[]): string;
  /** A Discord mention. */
  user(userId: string): string;
  /** A Discord relative timestamp: the client counts down by itself (no edits). */
  relative(epochMs: number): string;
  /** A Discord short time. */
  time(epochMs: number): string;
  role(role: Role): string;
  team(team: Team): string;
  preset(preset: Preset): string;
  /** "a, b and c" in the locale. */
  list(items: readonly string[]): string;
  /** Russian needs three forms: plural(5, ['фол', 'фола', 'фолов']). */
  plural(count: number, forms: Forms): string;
  /** "5 fouls": the number and its noun. */
  count(count: number, forms: Forms): string;
  /** A length of time in its largest whole unit: "2 hours", "90 seconds". */
  duration(seconds: number, timeCase?: TimeCase): string;
  /** Inline code, with any backtick softened. */
  code(value: string): string;
  /** A command named in a text: a clickable mention when its id is known (command-mentions.ts). */
  command(path: CommandPath): string;
  /** The judge's reason as a trailing sentence, or nothing. */
  reason(reason: string | undefined): string;
  /** "1st" / "1-й". */
  ordinal(n: number): string;
  /** A night move with its targets: "check #5". */
  action(action: NightAction, targets: readonly number[]): string;
  violation(violation: Violation): string;
}

export type Renderer<K extends AnyKey> = (params: AllParams[K], f: Formatters) => string;

/** A catalogue: every key rendered, roles and teams named and described, in one language. */
export interface Catalog {
  texts: { [K in AnyKey]: Renderer<K> };
  roles: Record<Role, { name: string; description: string }>;
  teams: Record<Team, string>;
  presets: Record<Preset, string>;
  violations: Record<Violation, string>;
  /** Joins a list: "a, b and c". */
  and: string;
}
