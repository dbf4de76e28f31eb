import type { JudgeSheet, Text } from '../engine/index.ts';
import { sheetText, type SheetText } from './format/judge-sheet.ts';
import { SHEET_WORDS } from './judge-panel-texts.ts';
import { catalogOf } from './format/catalog.ts';
import { formattersOf } from './format/formatters.ts';
import type { PhraseBook } from './phrases/book.ts';
import { en } from './phrases/en/index.ts';
import { ru } from './phrases/ru/index.ts';
import {
  LOCALES,
  type AnyText,
  type Catalog,
  type Formatters,
  type Locale,
  type Renderer,
} from './types.ts';

export type { AnyText, Locale } from './types.ts';
export type { SheetPart, SheetText } from './format/judge-sheet.ts';
export { LOCALES, VIOLATIONS } from './types.ts';

/** The phrase book of each language: a new language is a new book (src/i18n/phrases/<locale>/). */
const BOOKS: Record<Locale, PhraseBook> = { ru, en };

function byLocale<T>(make: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as Record<Locale, T>;
}

const CATALOGS = byLocale((locale) => catalogOf(BOOKS[locale]));
const FORMATTERS = byLocale((locale) => formattersOf(locale, BOOKS[locale]));

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

/** The judge's live sheet (issue 25) in a language, in parts the adapter fits into a message. */
export function renderSheet(locale: Locale, sheet: JudgeSheet): SheetText {
  return sheetText(BOOKS[locale], SHEET_WORDS[locale], sheet, FORMATTERS[locale]);
}
