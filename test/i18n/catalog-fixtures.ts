/** Helpers shared by the test files split from catalog.test.ts. */
import { expect } from 'vitest';
import type { AnyKey, AnyText, Locale } from '../../src/i18n/types.ts';
import { SAMPLES, VARIANTS } from './samples.ts';

export const KEYS = Object.keys(SAMPLES) as AnyKey[];
export const ALL: AnyText[] = [
  ...KEYS.map((key) => ({ key, params: SAMPLES[key] }) as AnyText),
  ...VARIANTS,
];

export const BROKEN = ['undefined', 'NaN', '[object Object]', 'null'];

/** Tokens that may stay Latin in a Russian text: Discord markup, seats, hashes, code. */
export function latinWords(text: string): string[] {
  const stripped = text
    .replace(/`[^`]*`/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/<@&?\d+>/g, ' ')
    .replace(/<t:\d+:[A-Za-z]>/g, ' ')
    .replace(/#\d+/g, ' ')
    .replace(/\b[0-9a-f]{16,}\b/gi, ' ')
    .replace(/K&A|FBI|npm run verify-deal/g, ' ')
    .replace(/<#\d+>/g, ' ')
    // The file formats, the hash, the first-killed compensation's FIIM name, the time zone (UTC).
    .replace(/\bJSON\b|\bCSV\b|SHA-256|\bCi\b|\bUTC\b|\bWinter Cup\b|\bAnna\b|\bBoris\b/g, ' ')
    .replace(DISPLAY_NAMES, ' ');
  return stripped.match(/[A-Za-z]+/g) ?? [];
}

/**
 * Display names are the players' own, in any script (the samples and the test harness's); so
 * are the helper bots' names (the sample's 'Mute Helper 2').
 */
const DISPLAY_NAMES = /\bAlice\b|\bPlayer \d+\b|\bMute Helper \d+\b/g;

export function expectClean(text: string, locale: Locale, what: string): void {
  expect(text.trim().length, `${locale} ${what} is empty`).toBeGreaterThan(0);
  for (const bad of BROKEN) expect(text, `${locale} ${what}`).not.toContain(bad);
  if (locale === 'ru') {
    // A text of markup alone (a seat and a mention on the table card) has no language to check.
    // A seat's button on the judge's panel is "#5" and the player's own name.
    const markupOnly = /^[\s`#\d<@>~—]*$/.test(text.replace(DISPLAY_NAMES, ''));
    if (!markupOnly) expect(text, `ru ${what} has no Cyrillic`).toMatch(/[А-Яа-яЁё]/);
    expect(latinWords(text), `ru ${what}: leftover English in «${text}»`).toEqual([]);
  }
}
