import type { ComposedKey, PhraseBook } from '../phrases/book.ts';
import type { AllParams, Formatters } from '../types.ts';

/** A text formatted once for every language: the logic here, the words from the book. */
export type Composer<K extends ComposedKey> = (
  book: PhraseBook,
  p: AllParams[K],
  f: Formatters,
) => string;

export type Composers = { [K in ComposedKey]: Composer<K> };
