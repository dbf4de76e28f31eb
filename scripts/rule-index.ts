/**
 * The rule index (docs/rules.md): each heading is a rule id; its "Implemented in" and "Tests"
 * lines are generated from the sources, so they follow code that moves.
 * `node scripts/rule-index.ts --write` rewrites them; the checker (test/docs/rule-index.test.ts)
 * fails when they are stale, when a source cites an id without a heading, or an old-style number.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import {
  DECISION_OR_ROW,
  LEGACY_CITATION,
  RULE_ID,
  citationSpans,
  isAllowedLegacy,
} from './rule-index-scan.ts';

export const INDEX_PATH = 'docs/rules.md';
const IMPLEMENTED = '- **Implemented in:**';
const TESTS = '- **Tests:**';

/** The sources that may cite rules: every tracked TypeScript file (and README) outside docs. */
export function citingFiles(): Map<string, string> {
  const listed = execFileSync('git', ['ls-files', '--', 'src', 'commands', 'test', 'scripts'], {
    encoding: 'utf8',
  });
  const files = listed.split('\n').filter((f) => /\.(ts|md)$/.test(f));
  return new Map(files.map((f) => [f, readFileSync(f, 'utf8')]));
}

/** The index's headings ("### VOTE-CANCEL", "### D18") and its test rows ("| T43 |"). */
export function indexEntries(doc: string): { headings: string[]; rows: string[] } {
  const headings = [...doc.matchAll(/^### ([A-Z0-9-]+)\s*$/gm)].map((m) => m[1] ?? '');
  const rows = [...rowRules(doc).keys()];
  return { headings, rows };
}

/** The rule ids each test row proves, from the index's "Test rows" table. */
export function rowRules(doc: string): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  for (const line of doc.split('\n').filter((l) => l.startsWith('|'))) {
    const cells = line.split('|').map((c) => c.trim());
    cells.forEach((cell, i) => {
      if (/^T\d\d$/.test(cell)) rows.set(cell, cells[i + 1]?.match(RULE_ID) ?? []);
    });
  }
  return rows;
}

const DECLARATION =
  /^\s*(?:export\s+)?(?:default\s+)?(?:async\s+)?(?:function\*?\s+(\w+)|(?:const|let|var)\s+(\w+)|(?:abstract\s+)?class\s+(\w+)|interface\s+(\w+)|type\s+(\w+)|enum\s+(\w+)|(?:(?:private|public|protected|static|readonly|override|async|get|set)\s+)*(#?\w+)\s*(?:[(<]|\?\s*:|:))/;

function declared(line: string): string | undefined {
  const m = DECLARATION.exec(line);
  if (!m || /^\s*(if|for|while|switch|return|case|default)\b/.test(line)) return undefined;
  return m.slice(1).find((name) => name !== undefined);
}

/** The function (or type, constant, field) a comment on this line documents or sits in. */
export function documented(lines: readonly string[], at: number): string {
  const isComment = (l: string) => /^\s*(\*|\/\*|\/\/)/.test(l);
  let next = at;
  while (next < lines.length && isComment(lines[next] ?? '')) next++;
  if (next !== at || isComment(lines[at] ?? '')) {
    const name = declared(lines[next] ?? '');
    if (name !== undefined && (lines[at] ?? '').trim() !== '' && next - at < 40) return name;
  }
  const indent = (lines[at] ?? '').search(/\S/);
  for (let i = at - 1; i >= 0; i--) {
    const line = lines[i] ?? '';
    const opensFunction =
      /\bfunction\b|=>|^\s*(?:(?:private|public|protected|static|async|get|set)\s+)*#?\w+\s*(?:<[^>]*>)?\(/;
    const name =
      line.search(/\S/) < indent && opensFunction.test(line) ? declared(line) : undefined;
    if (name !== undefined) return name;
  }
  return '(file)';
}

/** True when the comment on this line sits right above a function (not a field or a type). */
function documentsFunction(lines: readonly string[], at: number): boolean {
  let next = at;
  while (next < lines.length && /^\s*(\*|\/\*|\/\/)/.test(lines[next] ?? '')) next++;
  return /\bfunction\b|=>|^\s*(?:(?:private|public|static|async)\s+)*#?\w+\s*\(/.test(
    lines[next] ?? '',
  );
}

interface Sites {
  readonly implemented: Map<string, string[]>;
  readonly tests: Map<string, Map<string, { count: number; rows: Set<string> }>>;
}

const IMPLEMENTING = /^(src|commands|scripts)\//;
export const INDEX_TOOLS = /^(scripts\/rule-index|test\/docs\/rule-index)/;

/** Where each id is cited: implementing functions in src/ and commands/, test titles in test/. */
export function citationSites(files: ReadonlyMap<string, string>): Sites {
  const implemented = new Map<string, string[]>();
  const ownCount = new Map<string, number>();
  const tests: Sites['tests'] = new Map();
  for (const [file, text] of files) {
    if (INDEX_TOOLS.test(file)) continue;
    const lines = text.split('\n');
    for (const { line, part } of citationSpans(file, text)) {
      const ids = [...(part.match(RULE_ID) ?? []), ...(part.match(DECISION_OR_ROW) ?? [])];
      if (IMPLEMENTING.test(file) && /^\s*(\*|\/\*|\/\/)|\/\/ /.test(lines[line] ?? '')) {
        const site = `\`${file}\` › \`${documented(lines, line)}\``;
        // A doc comment that opens with the id is the rule's own function: listed first.
        const leading = /^\s*(?:\/\*\*|\/\/)\s*([A-Z0-9-]+(?:, [A-Z0-9-]+)*)/.exec(
          lines[line] ?? '',
        )?.[1];
        for (const id of ids) {
          const own =
            (leading?.split(', ').includes(id) ?? false) && documentsFunction(lines, line);
          const list = implemented.get(id) ?? [];
          const at = list.indexOf(site);
          if (at >= 0 && !own) continue;
          if (at >= 0) list.splice(at, 1);
          if (own) list.splice(ownCount.get(id) ?? 0, 0, site);
          else list.push(site);
          if (own) ownCount.set(id, (ownCount.get(id) ?? 0) + 1);
          implemented.set(id, list);
        }
      }
      if (file.startsWith('test/') && !/^\s*(\*|\/\*|\/\/)/.test(part)) {
        const rows = part.match(/\bT\d\d\b/g) ?? [];
        for (const id of ids) {
          const byFile = tests.get(id) ?? new Map();
          const entry = byFile.get(file) ?? { count: 0, rows: new Set<string>() };
          entry.count += 1;
          for (const r of rows) entry.rows.add(r);
          byFile.set(file, entry);
          tests.set(id, byFile);
        }
      }
    }
  }
  return { implemented, tests };
}

function testsLine(byFile: Map<string, { count: number; rows: Set<string> }> | undefined): string {
  if (byFile === undefined || byFile.size === 0) return `${TESTS} none by this id`;
  const parts = [...byFile].map(([file, { count, rows }]) => {
    const rowText = rows.size > 0 ? `; ${[...rows].sort().join(', ')}` : '';
    return `\`${file}\` (${count} ${count === 1 ? 'title' : 'titles'}${rowText})`;
  });
  return `${TESTS} ${parts.join(', ')}`;
}

/** The index with every heading's generated lines rewritten from the sources. */
export function regenerated(doc: string, files: ReadonlyMap<string, string>): string {
  const sites = citationSites(files);
  const out: string[] = [];
  let current: string | undefined;
  for (const line of doc.split('\n')) {
    const heading = /^### ([A-Z0-9-]+)\s*$/.exec(line);
    if (heading) current = heading[1];
    if (current !== undefined && line.startsWith(IMPLEMENTED)) {
      const where = sites.implemented.get(current) ?? [];
      out.push(`${IMPLEMENTED} ${where.length > 0 ? where.join(', ') : 'not cited in the code'}`);
    } else if (current !== undefined && line.startsWith(TESTS)) {
      out.push(testsLine(sites.tests.get(current)));
    } else {
      out.push(line);
    }
  }
  return out.join('\n');
}

/** Everything wrong with the index and the citations; empty when the house is in order. */
export function indexProblems(doc: string, files: ReadonlyMap<string, string>): string[] {
  const { headings, rows } = indexEntries(doc);
  const known = new Set([...headings, ...rows]);
  const problems: string[] = [];
  for (const a of headings) {
    for (const b of headings) {
      if (a !== b && b.startsWith(a))
        problems.push(`${a} is a prefix of ${b}: grep would not be exact`);
    }
  }
  for (const [file, text] of files) {
    if (INDEX_TOOLS.test(file)) continue;
    for (const id of text.match(RULE_ID) ?? []) {
      if (!known.has(id)) problems.push(`${file}: ${id} has no heading in ${INDEX_PATH}`);
    }
    const lines = text.split('\n');
    for (const { line, part } of citationSpans(file, text)) {
      for (const id of part.match(DECISION_OR_ROW) ?? []) {
        if (!known.has(id))
          problems.push(`${file}:${line + 1}: ${id} has no entry in ${INDEX_PATH}`);
      }
      for (const old of part.match(LEGACY_CITATION) ?? []) {
        if (!isAllowedLegacy(old, lines[line] ?? '')) {
          problems.push(`${file}:${line + 1}: "${old}" is an old-style citation; cite a rule id`);
        }
      }
    }
  }
  if (regenerated(doc, files) !== doc) {
    problems.push(`${INDEX_PATH} is stale: run \`npm run rules\``);
  }
  return problems;
}

function main(): void {
  const doc = readFileSync(INDEX_PATH, 'utf8');
  const files = citingFiles();
  if (process.argv.includes('--write')) writeFileSync(INDEX_PATH, regenerated(doc, files));
  const problems = indexProblems(readFileSync(INDEX_PATH, 'utf8'), files);
  for (const p of problems) console.error(p);
  process.exitCode = problems.length > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
