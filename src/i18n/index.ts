import type { Text } from '../engine/messages.ts';
import { catalogOf } from './format/catalog.ts';
import { formattersOf } from './format/formatters.ts';
import type { PhraseBook } from './phrases/book.ts';
import { en } from './phrases/en/index.ts';
import { ru } from './phrases/ru/index.ts';
import type { AnyText, Catalog, Formatters, Locale, Renderer } from './types.ts';

export type { AnyText, Locale } from './types.ts';
export { LOCALES, VIOLATIONS } from './types.ts';

/** The phrase book of each language: a new language is a new book here and in LOCALES. */
const BOOKS: Record<Locale, PhraseBook> = { ru, en };

const CATALOGS = { ru: catalogOf(ru), en: catalogOf(en) } satisfies Record<Locale, Catalog>;
const FORMATTERS = {
  ru: formattersOf('ru', BOOKS.ru),
  en: formattersOf('en', BOOKS.en),
} satisfies Record<Locale, Formatters>;

export function catalog(locale: Locale): Catalog {
  return CATALOGS[locale];
}

export function formatters(locale: Locale): Formatters {
  return FORMATTERS[locale];
}

/** Renders one text in a language. */
export function render(locale: Locale, text: Text | AnyText): string {
  const renderer = CATALOGS[locale].texts[text.key] as Renderer<typeof text.key>;
  return renderer(text.params as never, FORMATTERS[locale]);
}

/** Discord's locale names to ours: Russian for ru, English for everything else. */
export function localeFrom(discordLocale: string | null | undefined): Locale {
  return discordLocale?.toLowerCase().startsWith('ru') ? 'ru' : 'en';
}
