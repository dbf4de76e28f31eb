import type { ComposedKey, PhraseBook } from '../phrases/book.ts';
import type { AnyKey, Catalog, Renderer } from '../types.ts';
import { lineTexts } from './lines.ts';
import { noticeTexts } from './notices.ts';
import { gameOver, report } from './report.ts';
import { roleCard } from './role-card.ts';
import { settingsTexts } from './settings.ts';
import { statusSummary } from './status.ts';

/** A phrase as a renderer: a plain string stands for a text without parameters. */
function renderer(phrase: string | Renderer<AnyKey>): Renderer<AnyKey> {
  return typeof phrase === 'string' ? () => phrase : phrase;
}

/** One language's catalogue: its phrases, and the shared formatters worded by its book. */
export function catalogOf(book: PhraseBook): Catalog {
  const texts = Object.fromEntries(
    Object.entries(book.texts).map(([key, phrase]) => [key, renderer(phrase as never)]),
  ) as Omit<Catalog['texts'], ComposedKey>;
  const over = gameOver(book);
  return {
    and: book.words.and,
    roles: book.names.roles,
    teams: book.names.teams,
    presets: book.names.presets,
    violations: book.names.violations,
    texts: {
      ...texts,
      'role.card': roleCard(book),
      'game.report': report(book),
      'game.over': ({ result }, f) => over(result, f),
      'status.summary': statusSummary(book),
      ...settingsTexts(book),
      ...lineTexts(book),
      ...noticeTexts(book),
    } satisfies Catalog['texts'],
  };
}
