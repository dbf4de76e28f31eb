/**
 * How the sources cite rules, read the same way by the checker (test/docs/rule-index.test.ts)
 * and the index generator (scripts/rule-index.ts).
 * Rule ids are docs/rules.md's headings: AREA-WORDS (uppercase, hyphenated), Dnn, Tnn.
 */

/** The areas of rule ids; sports and forum rules never share one, so their ids never collide. */
export const RULE_AREAS = [
  'GAME',
  'DEAL',
  'NIGHT0',
  'NIGHT',
  'DAY',
  'VOTE',
  'LAST',
  'WIN',
  'DISC',
  'JUDGE',
  'FLAG',
  'FORUM',
  'FAIR',
  'CONF',
  'TOUR',
  'LOBBY',
  'SEASON',
] as const;

/** A rule id anywhere in a source: an area, then hyphenated uppercase words. */
export const RULE_ID = new RegExp(`\\b(?:${RULE_AREAS.join('|')})(?:-[A-Z0-9]+)+\\b`, 'g');

/** A decision of the shared rules (D01–D56) or a row of their test table (T01–T78). */
export const DECISION_OR_ROW = /\b[DT]\d{2}\b/g;

/**
 * The old citation styles: a section number ("§5.9", "rules §6.7.2", "§7.8.4–7.8.6") or a
 * bare clause number ("5.9", "7.6", "rule 7.12"), but not a duration ("1.5 s") or a quoted number.
 */
export const LEGACY_CITATION =
  /(?:[Rr]ules?(?:\.md)? )?(?:§ ?\d+(?:\.\d+)*(?:[–/]\d+(?:\.\d+)+)?(?: row \d+| table)?|(?<![\d.#A-Za-z§/–"-])[1-9]\.\d{1,2}(?:\.\d+)*(?:[–/][1-9]\.\d{1,2}(?:\.\d+)*)?(?![\d.]| ?(?:s|ms|h|min|×|%)\b))/g;

/**
 * Numbers that look like citations but are not rules of ours: the violation catalogue's codes
 * (source 000 §5.1.x, recorded with each sanction), the public wording of D52, another
 * standard's section, and the source documents' own numbering named as such.
 */
const ALLOWED: readonly { readonly citation?: RegExp; readonly line?: RegExp }[] = [
  { citation: /^5\.1\.\d+$/ },
  { citation: /^3\.4\.8\/3\.4\.9$/ },
  { line: /RFC \d+ §/ },
  { line: /glossary of rules\.md §0\.3/ },
  { line: /§2\.4 of the source/ },
];

export function isAllowedLegacy(citation: string, line: string): boolean {
  return ALLOWED.some((a) => (a.citation?.test(citation) ?? true) && (a.line?.test(line) ?? true));
}

const TITLE_CALL = /\b(?:describe|it|test)(?:\.each\([^)]*\))?\(\s*$/;
const TITLE_ON_LINE = /\b(?:describe|it|test)(?:\.each\([^)]*\))?\(\s*(['"`])((?:\\.|(?!\1).)*)\1/;
const LEADING_STRING = /^\s*(['"`])((?:\\.|(?!\1).)*)\1/;
const STRING = /(['"`])((?:\\.|(?!\1).)*)\1/g;

/** The parts of one line where a rule may be cited: its comment, a test title, a test message. */
export function citationParts(line: string, previous: string, isTest: boolean): string[] {
  const parts: string[] = [];
  const trimmed = line.trim();
  if (/^(\*|\/\*|\/\/)/.test(trimmed)) return [line];
  const comment = line.indexOf('// ');
  if (comment >= 0) parts.push(line.slice(comment));
  if (!isTest) return parts;
  const title =
    TITLE_ON_LINE.exec(line) ?? (TITLE_CALL.test(previous) ? LEADING_STRING.exec(line) : null);
  if (title?.[2] !== undefined) parts.push(title[2]);
  for (const s of line.matchAll(STRING)) {
    const text = s[2] ?? '';
    if (text.includes('§') || /^(rules? )?[1-9]\.\d[\d./]*:/.test(text)) parts.push(text);
  }
  return parts;
}

/** Every citation part of a file, with its line index. */
export function citationSpans(file: string, text: string): { line: number; part: string }[] {
  const isTest = file.startsWith('test/');
  const lines = text.split('\n');
  return lines.flatMap((l, i) =>
    citationParts(l, lines[i - 1] ?? '', isTest).map((part) => ({ line: i, part })),
  );
}
