import type { PhraseBook } from '../book.ts';
import { ADAPTER_TEXTS } from './adapter.ts';
import { CARD, REPORT, SETTINGS, STATUS, TIMELINE } from './formats.ts';
import { GAME_TEXTS } from './game.ts';
import * as names from './names.ts';
import { WORDS } from './words.ts';

/**
 * The Russian phrase book: the official language of the game (rules §2.4 of the source). The
 * wording follows the club idiom of FIIM sports mafia: «Город засыпает», «Выставлены», «фол»,
 * «последнее слово», «лучший ход», «подъём всех».
 */
export const ru: PhraseBook = {
  words: WORDS,
  names: {
    roles: names.ROLES,
    teams: names.TEAMS,
    presets: names.PRESETS,
    violations: names.VIOLATIONS,
    permissions: names.PERMISSIONS,
    actionWithTargets: names.ACTION_WITH_TARGETS,
    floor: names.FLOOR,
  },
  texts: { ...GAME_TEXTS, ...ADAPTER_TEXTS },
  card: CARD,
  report: REPORT,
  timeline: TIMELINE,
  settings: SETTINGS,
  status: STATUS,
};
