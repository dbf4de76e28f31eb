import type { Text } from '../engine/index.ts';
import { en } from './en.ts';
import { ru } from './ru.ts';
import type { AnyText, Catalog, Formatters, Locale, Renderer, Violation } from './types.ts';

export type { AnyText, Locale } from './types.ts';
export { LOCALES, VIOLATIONS } from './types.ts';

const CATALOGS: Record<Locale, Catalog> = { ru, en };

export function catalog(locale: Locale): Catalog {
  return CATALOGS[locale];
}

function pluralIndex(locale: Locale, count: number): 0 | 1 | 2 {
  const n = Math.abs(count);
  if (locale === 'en') return n === 1 ? 0 : 2;
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return 0;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return 1;
  return 2;
}

export function formatters(locale: Locale): Formatters {
  const book = CATALOGS[locale];
  const list = (items: readonly string[]) =>
    items.length <= 1
      ? (items[0] ?? '')
      : `${items.slice(0, -1).join(', ')} ${book.and} ${items[items.length - 1]}`;
  return {
    locale,
    seat: (seat) => `#${seat}`,
    seats: (seats) => list(seats.map((seat) => `#${seat}`)),
    user: (userId) => `<@${userId}>`,
    relative: (epochMs) => `<t:${Math.ceil(epochMs / 1000)}:R>`,
    time: (epochMs) => `<t:${Math.ceil(epochMs / 1000)}:T>`,
    role: (role) => book.roles[role].name,
    team: (team) => book.teams[team],
    preset: (preset) => book.presets[preset],
    list,
    plural: (count, forms) => forms[pluralIndex(locale, count)],
    violation: (violation: Violation) => book.violations[violation],
  };
}

/** Renders one text in a language. */
export function render(locale: Locale, text: Text | AnyText): string {
  const renderer = CATALOGS[locale].texts[text.key] as Renderer<typeof text.key>;
  return renderer(text.params as never, formatters(locale));
}

/** Discord's locale names to ours: Russian for ru, English for everything else. */
export function localeFrom(discordLocale: string | null | undefined): Locale {
  return discordLocale?.toLowerCase().startsWith('ru') ? 'ru' : 'en';
}
