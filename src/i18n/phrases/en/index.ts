import type { PhraseBook } from '../book.ts';
import { ADAPTER_TEXTS } from './adapter.ts';
import { FORMATS } from './formats.ts';
import { GAME_TEXTS } from './game.ts';
import { NAMES } from './names.ts';
import { WORDS } from './words.ts';

/**
 * The English phrase book. Russian is the official language of the game; this one follows it
 * term for term (the glossary of rules.md §0.3): Judge, Father, Gang Head, foul, last word,
 * Best Move, eliminate-all vote.
 */
export const en: PhraseBook = {
  words: WORDS,
  names: NAMES,
  texts: { ...GAME_TEXTS, ...ADAPTER_TEXTS },
  ...FORMATS,
};
