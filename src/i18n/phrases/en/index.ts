import type { PhraseBook } from '../book.ts';
import { ADAPTER_TEXTS } from './adapter.ts';
import { CARD, REPORT, SETTINGS, STATUS, TIMELINE } from './formats.ts';
import { GAME_TEXTS } from './game.ts';
import * as names from './names.ts';
import { WORDS } from './words.ts';

/**
 * The English phrase book. Russian is the official language of the game; this one follows it
 * term for term (the glossary of rules.md §0.3): Judge, Father, Gang Head, foul, last word,
 * Best Move, eliminate-all vote.
 */
export const en: PhraseBook = {
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
