import { ROLES, type NightAction } from '../../src/engine/index.ts';
import { LOCALES, catalog, formatters } from '../../src/i18n/index.ts';

const ACTIONS: NightAction[] = ['shot', 'leaderCheck', 'check', 'protect', 'compare', 'block'];

/** A word alone (not inside another): Unicode letters on neither side. */
const word = (text: string) =>
  new RegExp(`(?<![\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}'’])`, 'u');

/**
 * What must never leave the server before a game's end (FAIR-NO-LEAKS, issue 27): a role's name
 * in either language or its id, the fields that carry them, and a night move as the bot words it
 * (for every seat of a 10-seat table).
 */
export const SECRETS: RegExp[] = [
  ...LOCALES.flatMap((locale) =>
    Object.values(catalog(locale).roles).map((role) => word(role.name)),
  ),
  ...ROLES.map((role) => word(role)),
  /"role"|"side"|nightMoves|serverSeed/,
  ...LOCALES.flatMap((locale) =>
    ACTIONS.flatMap((action) =>
      Array.from({ length: 10 }, (_, seat) => word(formatters(locale).action(action, [seat + 1]))),
    ),
  ),
];

/** The secrets a text holds (none, for anything shown during a game). */
export function leaksIn(text: string): string[] {
  return SECRETS.filter((secret) => secret.test(text)).map((secret) => secret.source);
}
