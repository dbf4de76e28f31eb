/**
 * Rewrites legacy rule citations ("§5.9", "7.6", "rules §6.7.2") in comments and test titles to
 * the rule ids of docs/rules.md, from the mapping table below (old citation + context → new id).
 * Run it again after merging moved code: `node scripts/rule-citations.ts [--write] [paths…]`.
 * Without --write it lists what it would change and every citation it cannot map; the checker
 * (test/docs/rule-index.test.ts) then reports anything left.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { citationSpans, LEGACY_CITATION, RULE_ID, isAllowedLegacy } from './rule-index-scan.ts';
import { INDEX_PATH, INDEX_TOOLS, rowRules } from './rule-index.ts';
import { MAPPINGS, PLACEMENTS } from './rule-citation-map.ts';

/** A citation with its leading "rules " / "rules.md " dropped (the id names the rule). */
function bare(citation: string): string {
  return citation.replace(/^[Rr]ules?(\.md)? /, '').trim();
}

function mapped(citation: string, file: string, line: string): string | undefined {
  const old = bare(citation);
  for (const m of MAPPINGS) {
    const hit = typeof m.old === 'string' ? m.old === old : m.old.test(old);
    if (hit && (m.file?.test(file) ?? true) && (m.line?.test(line) ?? true)) return m.id;
  }
  return undefined;
}

/** "(A, A, D25)" → "(A, D25)"; "()" and "( : " left by dropped citations are tidied. */
function tidy(text: string): string {
  let out = text;
  for (;;) {
    const next = out.replace(/\b([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+)((?:, [A-Z0-9-]+)*), \1\b/, '$1$2');
    if (next === out) break;
    out = next;
  }
  return out
    .replace(/ \(\)/g, '')
    .replace(/\(, /g, '(')
    .replace(/, \)/g, ')')
    .replace(/\(;\s*/g, '(')
    .replace(/; ,/g, ';')
    .replace(/\b[Ff]orum (FORUM-)/g, '$1');
}

/** The file with every mapped legacy citation replaced by its rule id. */
export function rewriteFile(file: string, text: string, unmapped: string[]): string {
  const lines = text.split('\n');
  for (const { line, part } of citationSpans(file, text)) {
    const whole = lines[line] ?? '';
    const replaced = part.replace(LEGACY_CITATION, (citation) => {
      if (isAllowedLegacy(citation, whole)) return citation;
      const id = mapped(citation, file, whole);
      if (id === undefined) {
        unmapped.push(`${file}:${line + 1}: ${citation} ← ${whole.trim()}`);
        return citation;
      }
      return id;
    });
    if (replaced !== part) lines[line] = whole.replace(part, tidy(replaced));
  }
  return lines.join('\n');
}

/** An `it` title opening with a test row gets the row's rule id in front: "NIGHT-SHOT T08 …". */
function titledRow(title: string, rows: ReadonlyMap<string, string[]>): string {
  const row = /^(T\d\d) /.exec(title)?.[1];
  const ids = row === undefined ? [] : (rows.get(row) ?? []);
  // A row that proves two rules: the one whose last word the title speaks of ("skip", "kill").
  const word = (id: string) => (id.split('-').pop() ?? '').toLowerCase().replace(/s$/, '');
  const rule = ids.find((id) => title.toLowerCase().includes(word(id))) ?? ids[0];
  return rule === undefined ? title : `${rule} ${title}`;
}

/** A describe title leads with its rule ids: "speech order (DAY-SPEECH-ORDER)" → "DAY-SPEECH-ORDER: speech order". */
function titledGroup(title: string): string {
  const lead = new RegExp(`^((?:${RULE_ID.source})(?:, (?:${RULE_ID.source}))*)( |: )`).exec(title);
  if (lead) return lead[2] === ': ' ? title : title.replace(lead[0], `${lead[1]}: `);
  const inParens = /\(([^()]*)\)/g;
  const ids: string[] = [];
  const rest = title.replace(inParens, (_, inner: string) => {
    const kept = inner.split(/, |; /).filter((p) => {
      const id = new RegExp(`^(${RULE_ID.source})$`).exec(p)?.[1];
      if (id !== undefined) ids.push(id);
      return id === undefined;
    });
    return kept.length > 0 ? `(${kept.join(', ')})` : '';
  });
  return ids.length > 0 ? `${ids.join(', ')}: ${rest.replace(/\s+$/, '')}` : title;
}

/**
 * A top-level describe names every rule its tests prove: the ids its titles cite, in order,
 * go in front of its own ("DAY-OPENER, DAY-LENGTHS: speech order").
 */
function groupIds(text: string): string {
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const head =
      /^describe\(\s*(['"`])((?:\\.|(?!\1).)*)\1/.exec(line) ??
      (/^describe\($/.test(line)
        ? /^\s*(['"`])((?:\\.|(?!\1).)*)\1/.exec(lines[i + 1] ?? '')
        : null);
    if (!head?.[2]) return;
    const title = head[2];
    const ids: string[] = [];
    const own = new RegExp(`^((?:${RULE_ID.source})(?:, (?:${RULE_ID.source}))*): `).exec(title);
    for (const id of own?.[1]?.split(', ') ?? []) ids.push(id);
    for (let j = i + 1; j < lines.length && !/^(describe\(|\}\);)/.test(lines[j] ?? ''); j++) {
      const child = /^\s+(?:it|test)(?:\.each\([^)]*\))?\(\s*(['"`])((?:\\.|(?!\1).)*)\1/.exec(
        lines[j] ?? '',
      );
      const childTitle =
        child?.[2] ??
        (/^\s+(?:it|test)(?:\.each\([^)]*\))?\($/.test(lines[j] ?? '')
          ? /^\s*(['"`])((?:\\.|(?!\1).)*)\1/.exec(lines[j + 1] ?? '')?.[2]
          : undefined);
      for (const id of childTitle?.match(RULE_ID) ?? []) if (!ids.includes(id)) ids.push(id);
    }
    if (ids.length === 0) return;
    const bareTitle = own ? title.slice(own[0].length) : title;
    const next = `${ids.join(', ')}: ${bareTitle}`;
    const at = lines[i]?.includes(title) ? i : i + 1;
    lines[at] = (lines[at] ?? '').replace(title, next);
  });
  return lines.join('\n');
}

/** Test titles grouped and named by rule id (describe: ids first; it: the row's id first). */
export function retitleTests(text: string, rows: ReadonlyMap<string, string[]>): string {
  return groupIds(retitleCalls(text, rows));
}

function retitleCalls(text: string, rows: ReadonlyMap<string, string[]>): string {
  return text
    .replace(
      /(\bdescribe\(\s*)(['"`])((?:\\.|(?!\2).)*)\2/g,
      (_, call: string, q: string, t: string) => {
        return `${call}${q}${titledGroup(t)}${q}`;
      },
    )
    .replace(
      /(\b(?:it|test)(?:\.each\([^)]*\))?\(\s*)(['"`])(T\d\d (?:\\.|(?!\2).)*)\2/g,
      (_, call: string, q: string, t: string) => {
        return `${call}${q}${titledRow(t, rows)}${q}`;
      },
    );
}

const CODE_FILE = /^(src|commands)\/.*\.ts$/;

/** The text with these ids taken out of its parentheses: they now lead the comment. */
function withoutIds(text: string, ids: readonly string[]): string {
  let out = text;
  for (const id of ids) {
    out = out
      .replace(new RegExp(` \\(${id}\\)`), '')
      .replace(new RegExp(`\\(${id}, `), '(')
      .replace(new RegExp(`, ${id}\\b`), '');
  }
  return out;
}

/**
 * The first of a placement's functions ("a|b", "enter@phases/night.ts": that name in a file
 * whose path contains the text after @) that exists, with the file it is in.
 */
function placementSite(
  files: ReadonlyMap<string, string>,
  changed: ReadonlyMap<string, string>,
  fn: string,
  file: RegExp | undefined,
): { path: string; text: string; decl: RegExp } | undefined {
  for (const alternative of fn.split('|')) {
    const [name, where = ''] = alternative.split('@');
    const decl = new RegExp(
      `^(\\s*)(?:export\\s+)?(?:async\\s+)?(?:function\\s+${name}\\b|(?:const|let)\\s+${name}\\b)`,
    );
    for (const [path, original] of files) {
      if (!CODE_FILE.test(path) || !path.includes(where) || !(file?.test(path) ?? true)) continue;
      const text = changed.get(path) ?? original;
      if (text.split('\n').some((l) => decl.test(l))) return { path, text, decl };
    }
  }
  return undefined;
}

/** The files with each placement's ids in front of its function's doc comment. */
export function placeIds(files: Map<string, string>, missing: string[]): Map<string, string> {
  const changed = new Map<string, string>();
  for (const { fn, ids, file } of PLACEMENTS) {
    const found = placementSite(files, changed, fn, file);
    if (found === undefined) {
      missing.push(`${fn} (for ${ids})`);
      continue;
    }
    const { path, text, decl } = found;
    const lines = text.split('\n');
    const at = lines.findIndex((l) => decl.test(l));
    const indent = decl.exec(lines[at] ?? '')?.[1] ?? '';
    let start = at;
    if ((lines[at - 1] ?? '').trim().endsWith('*/')) {
      start = at - 1;
      while (start > 0 && !(lines[start] ?? '').includes('/**')) start--;
    }
    const leadIds = new RegExp(
      `^\\s*/\\*\\*\\s*((?:${RULE_ID.source})(?:, (?:${RULE_ID.source}))*)`,
    );
    const leading = leadIds.exec(lines[start] ?? '')?.[1]?.split(', ') ?? [];
    const wanted = ids.split(', ').filter((id) => !leading.includes(id));
    if (wanted.length === 0) continue;
    if (start === at) {
      lines.splice(at, 0, `${indent}/** ${wanted.join(', ')}: see docs/rules.md. */`);
    } else {
      const first = lines[start] ?? '';
      const lead = new RegExp(
        `^(\\s*/\\*\\*\\s*)((?:${RULE_ID.source})(?:, (?:${RULE_ID.source}))*)?(:?)\\s*`,
      ).exec(first);
      const prefix = `${(lead?.[1] ?? `${indent}/**`).trimEnd()} `;
      const existing = lead?.[2] !== undefined ? `${lead[2]}, ` : '';
      const rest = withoutIds(first.slice(lead?.[0].length ?? 0), wanted);
      lines[start] =
        rest === ''
          ? `${prefix}${existing}${wanted.join(', ')}:`
          : `${prefix}${existing}${wanted.join(', ')}: ${rest}`;
    }
    changed.set(path, lines.join('\n'));
  }
  return changed;
}

function main(): void {
  const write = process.argv.includes('--write');
  const given = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const unmapped: string[] = [];
  const rows = rowRules(readFileSync(INDEX_PATH, 'utf8'));
  for (const file of given.length > 0 ? given : sourceFiles()) {
    const text = readFileSync(file, 'utf8');
    const rewritten = rewriteFile(file, text, unmapped);
    const next = file.startsWith('test/') ? retitleTests(rewritten, rows) : rewritten;
    if (next === text) continue;
    const [a, b] = [text.split('\n'), next.split('\n')];
    a.forEach((l, i) => {
      if (l !== b[i]) console.log(`${file}:${i + 1}\n  - ${l.trim()}\n  + ${b[i]?.trim()}`);
    });
    if (write) writeFileSync(file, next);
  }
  const files = new Map(sourceFiles().map((f) => [f, readFileSync(f, 'utf8')]));
  const missing: string[] = [];
  for (const [file, text] of placeIds(files, missing)) {
    console.log(`${file}: rule ids placed at their functions`);
    if (write) writeFileSync(file, text);
  }
  for (const u of unmapped) console.error(`unmapped: ${u}`);
  for (const m of missing) console.error(`no such function: ${m}`);
}

export function sourceFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--', 'src', 'commands', 'test', 'scripts'], {
    encoding: 'utf8',
  });
  return out.split('\n').filter((f) => /\.(ts|md)$/.test(f) && !INDEX_TOOLS.test(f));
}

if (import.meta.url === `file://${process.argv[1]}`) main();
