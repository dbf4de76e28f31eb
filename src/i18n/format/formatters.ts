import { commandMention } from '../command-mentions.ts';
import type { Formatters, Locale, TimeCase } from '../types.ts';
import type { PhraseBook } from '../phrases/book.ts';

/** The units a length of time is said in, largest first, with their size in seconds. */
const UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
] as const;

/** Builds the shared formatting of one language from its phrase book. */
export function formattersOf(locale: Locale, book: PhraseBook): Formatters {
  const { words, names } = book;
  const list = (items: readonly string[]) =>
    items.length <= 1
      ? (items[0] ?? '')
      : `${items.slice(0, -1).join(', ')} ${words.and} ${items[items.length - 1]}`;
  const plural: Formatters['plural'] = (count, forms) => forms[words.pluralIndex(Math.abs(count))];
  const count: Formatters['count'] = (n, forms) => `${n} ${plural(n, forms)}`;
  const seats = (numbers: readonly number[]) => list(numbers.map((seat) => `#${seat}`));
  const duration = (seconds: number, timeCase: TimeCase = 'nominative') => {
    const s = Math.abs(seconds);
    const units = words.units[timeCase];
    for (const [unit, size] of UNITS)
      if (s >= size && s % size === 0) return count(s / size, units[unit]);
    return count(s, units.second);
  };
  return {
    locale,
    seat: (seat) => `#${seat}`,
    seats,
    user: (userId) => `<@${userId}>`,
    relative: (epochMs) => `<t:${Math.ceil(epochMs / 1000)}:R>`,
    time: (epochMs) => `<t:${Math.ceil(epochMs / 1000)}:T>`,
    role: (role) => names.roles[role].name,
    team: (team) => names.teams[team],
    preset: (preset) => names.presets[preset],
    list,
    plural,
    count,
    duration,
    code: (value) => `\`${value.replace(/`/g, "'")}\``,
    command: (path) => commandMention(path, words.commands[path]),
    reason: (reason) => {
      // "—" is the adapter's "none"; a trailing stop is the phrase's own.
      const text = reason?.trim().replace(/[.!?…]+$/, '');
      return text && text !== '—' ? words.reason(text) : '';
    },
    ordinal: words.ordinal,
    action: (action, targets) => names.actionWithTargets[action](seats(targets)),
    violation: (violation) => names.violations[violation],
  };
}
