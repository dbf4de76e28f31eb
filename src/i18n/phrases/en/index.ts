import type { PhraseBook } from '../book.ts';
import { ADAPTER_TEXTS } from './adapter.ts';
import { FORMATS } from './formats.ts';
import { GAME_TEXTS } from './game.ts';
import { NAMES } from './names.ts';
import { SCORING_EN } from '../../scoring-texts.ts';
import { SEASON_EN } from '../../season-texts.ts';
import { SEASON_ADMIN_EN } from '../../season-admin-texts.ts';
import { TOURNAMENT_EN } from '../../tournament-texts.ts';
import { CORRECTION_TEXTS } from './corrections.ts';
import { JUDGE_CONSOLE_TEXTS } from './judge-console.ts';
import { UNDO_TEXTS } from './undo.ts';
import { WORDS } from './words.ts';
import { PANEL_EN } from '../../judge-panel-texts.ts';

/**
 * The English phrase book. Russian is the official language of the game; this one follows it
 * term for term (the glossary of rules.md §0.3): Judge, Father, Gang Head, foul, last word,
 * Best Move, eliminate-all vote.
 */
export const en: PhraseBook = {
  words: WORDS,
  names: NAMES,
  // The season (/mafia stats, /mafia leaderboard) keeps its texts in one file, both languages.
  texts: {
    ...GAME_TEXTS,
    ...UNDO_TEXTS,
    ...ADAPTER_TEXTS,
    ...SEASON_EN,
    ...SEASON_ADMIN_EN,
    ...SCORING_EN,
    ...PANEL_EN,
    ...TOURNAMENT_EN,
    ...CORRECTION_TEXTS,
    ...JUDGE_CONSOLE_TEXTS,
    ...ADAPTER_TEXTS,
    ...SEASON_EN,
    ...SCORING_EN,
  },
  ...FORMATS,
};
