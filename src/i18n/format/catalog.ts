import type { PhraseBook } from '../phrases/book.ts';
import type { AnyKey, Catalog, Renderer } from '../types.ts';
import type { Composers } from './compose.ts';
import { LINE_TEXTS } from './lines.ts';
import { NOTICE_TEXTS } from './notices.ts';
import { PICTURE_TEXTS } from './picture.ts';
import { REPORT_TEXTS } from './report.ts';
import { CARD_TEXTS } from './role-card.ts';
import { SETTINGS_TEXTS } from './settings.ts';
import { STATUS_TEXTS } from './status.ts';
import { TABLE_CARD_TEXTS } from './table-card.ts';

/** Every text formatted once for all languages (the rest is each book's own phrase). */
const COMPOSED: Composers = {
  ...CARD_TEXTS,
  ...REPORT_TEXTS,
  ...STATUS_TEXTS,
  ...SETTINGS_TEXTS,
  ...LINE_TEXTS,
  ...NOTICE_TEXTS,
  ...PICTURE_TEXTS,
  ...TABLE_CARD_TEXTS,
};

/** A phrase as a renderer: a plain string stands for a text without parameters. */
function renderer(phrase: string | Renderer<AnyKey>): Renderer<AnyKey> {
  return typeof phrase === 'string' ? () => phrase : phrase;
}

/** One language's catalogue: its phrases, and the shared formatters worded by its book. */
export function catalogOf(book: PhraseBook): Catalog {
  const phrases = Object.entries(book.texts).map(([key, phrase]) => [
    key,
    renderer(phrase as never),
  ]);
  const composed = Object.entries(COMPOSED).map(([key, compose]) => [
    key,
    (p: never, f: never) => (compose as (...args: unknown[]) => string)(book, p, f),
  ]);
  return {
    and: book.words.and,
    roles: book.names.roles,
    teams: book.names.teams,
    presets: book.names.presets,
    violations: book.names.violations,
    texts: Object.fromEntries([...phrases, ...composed]) as Catalog['texts'],
  };
}
