import type { PhraseBook } from '../book.ts';
import { ADAPTER_TEXTS } from './adapter.ts';
import { FORMATS } from './formats.ts';
import { GAME_TEXTS } from './game.ts';
import { NAMES } from './names.ts';
import { SCORING_RU } from '../../scoring-texts.ts';
import { SEASON_RU } from '../../season-texts.ts';
import { SEASON_ADMIN_RU } from '../../season-admin-texts.ts';
import { TOURNAMENT_RU } from '../../tournament-texts.ts';
import { CORRECTION_TEXTS } from './corrections.ts';
import { JUDGE_CONSOLE_TEXTS } from './judge-console.ts';
import { UNDO_TEXTS } from './undo.ts';
import { WORDS } from './words.ts';
import { PANEL_RU } from '../../judge-panel-texts.ts';

/**
 * The Russian phrase book: the official language of the game (rules §2.4 of the source). The
 * wording follows the club idiom of FIIM sports mafia: «Город засыпает», «Выставлены», «фол»,
 * «последнее слово», «лучший ход», «подъём всех».
 */
export const ru: PhraseBook = {
  words: WORDS,
  names: NAMES,
  // The season (/mafia stats, /mafia leaderboard) keeps its texts in one file, both languages.
  texts: {
    ...GAME_TEXTS,
    ...UNDO_TEXTS,
    ...ADAPTER_TEXTS,
    ...SEASON_RU,
    ...SEASON_ADMIN_RU,
    ...SCORING_RU,
    ...PANEL_RU,
    ...TOURNAMENT_RU,
    ...CORRECTION_TEXTS,
    ...JUDGE_CONSOLE_TEXTS,
    ...ADAPTER_TEXTS,
    ...SEASON_RU,
    ...SCORING_RU,
  },
  ...FORMATS,
};
