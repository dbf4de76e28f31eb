import { catalog, formatters, type Locale } from '../../../src/i18n/index.ts';
import { ROLES, type Role } from '../../../src/engine/rules/roles.ts';
import type { SeenMessage } from '@mafia-bot/fake-discord';

/** The adapter's refusals that are not `error.*` keys (the rules engine's and adapter's). */
const UI_REFUSALS = [
  'ui.noGameHere',
  'ui.noGameOfYours',
  'ui.notAdmin',
  'ui.voiceRequired',
  'ui.textChannelOnly',
  'ui.forumNoVoice',
  'ui.unexpected',
  'ui.badSeats',
  'ui.badChoice',
  'ui.notInThisGame',
  'ui.forumOnly',
  'ui.missingPermissions',
  'ui.settingsConflict',
  'ui.extendForm',
];

/** Where a parameter landed in a rendered text: the text around it is the key's fixed part. */
const SENTINEL = 424242;

function renderWithSentinels(locale: Locale, key: string): string | undefined {
  const renderer = (catalog(locale).texts as Record<string, unknown>)[key] as
    ((params: unknown, f: unknown) => string) | undefined;
  if (!renderer) return undefined;
  // A parameter that is itself an object (an option's names in both languages) reads its
  // fields as the sentinel too.
  const nested = new Proxy({}, { get: () => SENTINEL });
  const values: unknown[] = [SENTINEL, [String(SENTINEL)], String(SENTINEL), nested];
  let fallback: string | undefined;
  for (const value of values) {
    const params = new Proxy({}, { get: () => value });
    try {
      const text = renderer(params, formatters(locale));
      if (!text.includes('undefined')) return text;
      fallback ??= text;
    } catch {
      // This key wants a parameter of another shape: try the next one.
    }
  }
  return fallback;
}

/** The longest run of a refusal's text that no parameter touches (at least 8 characters). */
function fixedPart(text: string): string | undefined {
  const parts = text
    .split(/\S*424242\S*/)
    .flatMap((part) => part.split('\n'))
    .map((part) => part.trim());
  const longest = parts.sort((a, b) => b.length - a.length)[0] ?? '';
  return longest.length >= 8 ? longest : undefined;
}

export interface Refusal {
  key: string;
  locale: Locale;
}

/** Recognises the bot's refusals in both languages by their fixed wording. */
export class RefusalCatalog {
  readonly #fragments: { key: string; locale: Locale; fragment: string }[] = [];

  constructor() {
    for (const locale of ['en', 'ru'] as const) {
      const keys = Object.keys(catalog(locale).texts).filter(
        (key) => key.startsWith('error.') || UI_REFUSALS.includes(key),
      );
      for (const key of keys) {
        const rendered = renderWithSentinels(locale, key);
        const fragment = rendered === undefined ? undefined : fixedPart(rendered);
        if (fragment) this.#fragments.push({ key, locale, fragment });
      }
    }
    // The longest fragments first, so that a refusal is named by its most specific key.
    this.#fragments.sort((a, b) => b.fragment.length - a.fragment.length);
  }

  /** The refusal this text is, in whichever language, or undefined (an accepted action). */
  classify(text: string): Refusal | undefined {
    const found = this.#fragments.find((entry) => text.includes(entry.fragment));
    return found ? { key: found.key, locale: found.locale } : undefined;
  }

  get size(): number {
    return this.#fragments.length;
  }
}

/** A catalogue key or a code token that leaked into a player's text instead of words. */
export function leakedKey(text: string): string | undefined {
  return (
    /\b(?:error|ui|control|judge|night|day|vote)\.[a-z][A-Za-z.]+\b(?!\w*\()/.exec(text)?.[0] ??
    /\bundefined\b|\[object Object\]|\bNaN\b/.exec(text)?.[0]
  );
}

/**
 * Public messages that put a seat next to that seat's real role before the end (rules: roles
 * stay secret until the report). `roles` is the truth the test read from every role card.
 */
export function roleTies(
  messages: SeenMessage[],
  locale: Locale,
  roles: Map<number, Role>,
): string[] {
  const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const names = new Map(
    ROLES.map((role) => [
      role,
      new RegExp(`(?<!\\p{L})${escape(catalog(locale).roles[role].name)}(?!\\p{L})`, 'u'),
    ]),
  );
  const found: string[] = [];
  for (const message of messages) {
    for (const line of message.text.split('\n')) {
      for (const match of line.matchAll(/#(\d+)(?!\d)/g)) {
        const role = roles.get(Number(match[1]));
        const name = role ? names.get(role) : undefined;
        if (!name) continue;
        const at = match.index;
        const near = line.slice(Math.max(0, at - 24), at + match[0].length + 32);
        if (name.test(near)) found.push(`${match[0]} (${role}): ${line.slice(0, 200)}`);
      }
    }
  }
  return found;
}
