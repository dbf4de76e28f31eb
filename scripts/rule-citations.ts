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
import { INDEX_PATH, rowRules } from './rule-index.ts';

/** One mapping: a citation (exact text), optionally only in files or on lines matching. */
interface Mapping {
  readonly old: string | RegExp;
  readonly id: string;
  readonly file?: RegExp;
  readonly line?: RegExp;
}

const FORUM_FILE =
  /forum|activity|replace|channel-access|game-store|contract|orchestrator\/(faults|outage)/;

/** First match wins: the specific contexts first, then each citation's usual meaning. */
const MAPPINGS: readonly Mapping[] = [
  // The geographic rules' switches, named after the source clause (geo_7_4, geo_7_6).
  { old: '7.4', id: 'geo_7_4', line: /rule 7\.4 (is )?o(n|ff)\b/ },
  { old: '7.6', id: 'geo_7_6', line: /rule 7\.6 (is )?o(n|ff)\b/ },
  // Bare 7.x in sports code cites the source document 000 (its §7 "additional rules").
  { old: /^(rule )?7\.4$/, id: 'DAY-NOMINEE-LIST', file: /day|presets/ },
  { old: /^(rule )?7\.6$/, id: 'FORUM-DAY-VOTE', line: /voters for alive/ },
  {
    old: /^(rule )?7\.6$/,
    id: 'WIN-THREE-MISSES',
    line: /miss|red win|D30|counter|endgame|win rule/,
  },
  { old: /^(rule )?7\.6$/, id: 'VOTE-FOUR-TIED-PAIR', file: /day|driver|presets/ },
  { old: /^(rule )?7\.6$/, id: 'FORUM-DAY-VOTE', file: FORUM_FILE },
  { old: '7.7', id: 'DISC-SHORT-SPEECH' },
  { old: '7.5', id: 'DISC-TIE-NOT-SILENCED' },
  { old: '7.8', id: 'FORUM-DUEL-ROUNDS' },
  { old: '7.9', id: 'VOTE-WHOLE-TABLE-TIED', file: /day\.ts/ },
  { old: '7.9', id: 'FORUM-WIN' },
  { old: '7.12', id: 'LAST-BESTMOVE-NONE' },
  // rules.md sections, with or without "§" (the rest of the numbers never collide).
  { old: /^§?0\.3$/, id: '' },
  { old: /^§?1\.2$/, id: 'GAME-DEPARTURES' },
  { old: /^§?1\.3$/, id: 'GAME-OUT-PLAYERS' },
  { old: /^§?1\.4$/, id: 'GAME-ROLE-SECRECY' },
  { old: /^§?1\.6$/, id: 'GAME-FIXED-WINDOWS' },
  { old: /^§?1\.7$/, id: 'GAME-WIN-CHECK' },
  { old: /^§?3\.1$/, id: 'DEAL-ROLES' },
  { old: /^§?3\.2$/, id: 'DEAL-STYLIZED' },
  { old: /^§?3\.3\.1$/, id: 'NIGHT0-THREADS-LOCKED' },
  { old: /^§?3\.3\.2$/, id: 'NIGHT0-TEAMS' },
  { old: /^§?3\.3$/, id: 'GAME-ROLE-SECRECY', file: /public-wording/ },
  { old: /^§?3\.3$/, id: 'NIGHT0-STEPS' },
  { old: /^§?3\.4\.1( table)?$/, id: 'NIGHT-WAKE-ORDER', line: /wake order/i },
  { old: /^§?3\.4\.1( table)?$/, id: 'NIGHT-WINDOW', line: /changeable|changes his mind/ },
  { old: /^§?3\.4\.1( table)?$/, id: 'NIGHT-TARGETS' },
  { old: /^§?3\.4\.2$/, id: 'NIGHT-TARGETS' },
  { old: /^§?3\.4$/, id: 'NIGHT-WINDOW' },
  { old: /^§?3\.5$/, id: 'NIGHT-PROTECT', line: /protection \(/ },
  { old: /^§?3\.5$/, id: 'NIGHT-CHECKS', line: /check/ },
  { old: /^§?3\.5$/, id: 'NIGHT-RESOLUTION' },
  { old: /^§?3\.6$/, id: 'NIGHT-NARRATION' },
  { old: /^§?(3\.7(\.[12])?|4\.6)$/, id: 'WIN-SPORTS' },
  { old: /^§?4\.1$/, id: 'DEAL-CLASSIC' },
  { old: /^§?4\.2$/, id: 'NIGHT0-STEPS' },
  { old: /^§?4\.3$/, id: 'NIGHT-CHECKS', line: /D11|check/ },
  { old: /^§?4\.3$/, id: 'NIGHT-SHOT', line: /shot|D05/ },
  { old: /^§?4\.3$/, id: 'NIGHT-WINDOW' },
  { old: /^§?5$/, id: '' },
  { old: /^§?5\.1$/, id: 'DAY-LENGTHS' },
  { old: /^§?5\.3$/, id: 'DAY-SPEECH-ORDER' },
  { old: /^§?5\.3\.1$/, id: 'DAY-OPENER' },
  { old: /^§?5\.3\.2$/, id: 'DAY-SPEECH-ORDER' },
  { old: /^§?5\.3\.1\/5\.3\.2$/, id: 'DAY-OPENER, DAY-SPEECH-ORDER' },
  { old: /^§?5\.3\.4$/, id: 'DAY-FLOOR-CONTROL' },
  { old: /^§?5\.4(\.1)?$/, id: 'DAY-NOMINATE-ONCE' },
  { old: /^§?5\.4\.2$/, id: 'DAY-NOMINEE-VALID' },
  { old: /^§?5\.4\.1\/5\.4\.2$/, id: 'DAY-NOMINATE-ONCE, DAY-NOMINEE-VALID' },
  { old: /^§?5\.4\.4$/, id: 'DAY-NOMINEE-LIST' },
  { old: /^§?5\.5$/, id: 'VOTE-SINGLE-NOMINEE', line: /one nominee/ },
  { old: /^§?5\.5$/, id: 'VOTE-SEQUENCE' },
  { old: /^§?5\.5\.3$/, id: 'VOTE-ELIGIBLE', line: /eligible voters|FBI-blocked|D04/ },
  { old: /^§?5\.5\.3$/, id: 'VOTE-SEQUENCE' },
  { old: /^§?5\.5\.4$/, id: 'VOTE-RESULT' },
  { old: /^§?5\.6\.1$/, id: 'VOTE-TIE-SPEECHES' },
  { old: /^§?5\.6\.3$/, id: 'VOTE-ELIMINATE-ALL' },
  { old: /^§?5\.6$/, id: 'LAST-WORDS', line: /last words/ },
  { old: /^§?5\.6$/, id: 'VOTE-TIE-SPEECHES' },
  { old: /^§?5\.7(\.1)?$/, id: 'LAST-WORDS' },
  { old: /^§?5\.7\.2$/, id: 'DAY-FLOOR-CONTROL' },
  { old: /^§?5\.8(\.1)?$/, id: 'LAST-BESTMOVE-PICK' },
  { old: /^§?5\.8\.2$/, id: 'LAST-BESTMOVE-NONE' },
  { old: /^§?5\.9(\.1)?$/, id: 'VOTE-CANCEL' },
  { old: /^§?5\.10(\.1)?$/, id: 'WIN-QUIET-DRAW' },
  { old: /^§?5\.10\.2$/, id: 'WIN-THREE-MISSES' },
  { old: /^§?6$/, id: '' },
  { old: /^§?6\.3$/, id: 'DISC-FOULS' },
  { old: /^§?6\.4$/, id: 'DISC-CATALOGUE' },
  { old: /^§?6\.6$/, id: 'DISC-TEAM-LOSS' },
  { old: /^§?6\.7$/, id: 'FLAG-POLICY' },
  { old: /^§?6\.7\.1$/, id: 'FLAG-NIGHT-SILENCE' },
  { old: /^§?6\.7\.2$/, id: 'FLAG-OUT-OF-TURN' },
  { old: /^§?6\.7\.3$/, id: 'FLAG-LEAKED-TEXT' },
  { old: /^§?6\.7\.4$/, id: 'FLAG-DISCONNECT' },
  { old: /^§?6\.8 row 5$/, id: 'FLAG-AUDIENCE-MUTED' },
  { old: /^§?7$/, id: '' },
  { old: /^§7\.1\.1$/, id: 'DEAL-TABLE-SIZE' },
  { old: /^§7\.2$/, id: 'DEAL-ROLES' },
  { old: /^§7\.3$/, id: 'DEAL-FORUM' },
  { old: /^§7\.4\.1$/, id: 'FORUM-CHANNELS', line: /#game|channels \(/ },
  { old: /^§7\.4\.1$/, id: 'FORUM-MAFIA-ROOM' },
  { old: /^§7\.4\.2$/, id: 'FORUM-POSTING' },
  { old: /^§?7\.5(\.1)?$/, id: 'FORUM-SCHEDULE', file: FORUM_FILE },
  { old: /^§?7\.5\.1$/, id: 'FORUM-SCHEDULE' },
  { old: /^§7\.5\.2$/, id: 'FORUM-SCHEDULE' },
  { old: /^§?7\.5\.3$/, id: 'FORUM-MIN-NOTICE' },
  { old: /^§7\.6(\.2|\.4)?$/, id: 'FORUM-DAY-RESULT', line: /deadline the unique|jailed/ },
  { old: /^§7\.6(\.2|\.4)?$/, id: 'FORUM-DAY-VOTE' },
  { old: /^§7\.6\.2\/7\.6\.4$/, id: 'FORUM-DAY-VOTE, FORUM-DAY-RESULT' },
  { old: /^§7\.7$/, id: 'FORUM-NIGHT-KILL', line: /D36|forum night/ },
  { old: /^§7\.7(\.3)?$/, id: 'FORUM-NIGHT-MOVES' },
  { old: /^§?7\.8$/, id: 'FORUM-DUEL-ROUNDS' },
  { old: /^§?7\.8\.2$/, id: 'FORUM-DUEL-REMOVAL' },
  { old: /^§?7\.8\.3$/, id: 'FORUM-DUEL-ROUNDS' },
  { old: /^§?7\.8\.4–7\.8\.6$/, id: 'FORUM-DUEL-ROUNDS, FORUM-DUEL-NO-MOVE, FORUM-DUEL-FALLBACK' },
  { old: /^§?7\.8\.5$/, id: 'FORUM-DUEL-NO-MOVE' },
  { old: /^§?7\.8\.6$/, id: 'FORUM-DUEL-FALLBACK' },
  { old: /^§?7\.9(\.[12])?$/, id: 'FORUM-WIN' },
  { old: /^§?7\.9\.3$/, id: 'FORUM-DUEL-REMOVAL' },
  { old: /^§?7\.10(\.2)?$/, id: 'FORUM-SKIPS' },
  { old: /^§?7\.10–7\.11$/, id: 'FORUM-SKIPS, FORUM-ACTIVITY' },
  { old: /^§?7\.10\.4$/, id: 'FORUM-SKIP-BAN' },
  { old: /^§?7\.11(\.1)?$/, id: 'FORUM-ACTIVITY' },
  { old: /^§?7\.13$/, id: 'FORUM-SUBSTITUTE' },
  { old: /^§?7\.13\.2$/, id: 'FORUM-SEAT-HISTORY' },
  { old: /^§?7\.16\.1$/, id: 'FORUM-APPEAL-KEEP' },
  { old: /^§?8$/, id: 'the fairness rules' },
  { old: /^§?8\.2$/, id: 'FAIR-COMMIT' },
  { old: /^§?8\.3$/, id: 'FAIR-ENTROPY' },
  { old: /^§?8\.4$/, id: 'FAIR-SEED' },
  { old: /^§?8\.5$/, id: 'FAIR-DERIVATION' },
  { old: /^§?8\.6$/, id: 'FAIR-REVEAL' },
  { old: /^§?8\.8$/, id: 'FAIR-NO-LEAKS' },
  { old: /^§?9$/, id: 'CONF-DEFAULTS' },
];

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

/**
 * Where each rule is implemented: the id goes in front of that function's doc comment, in
 * whatever file the function lives now (so it follows code that moves). `file` picks one of
 * several functions of the same name.
 */
const PLACEMENTS: readonly { readonly fn: string; readonly ids: string; readonly file?: RegExp }[] =
  [
    { fn: 'depart', ids: 'GAME-DEPARTURES', file: /departures/ },
    { fn: 'livingPlayer', ids: 'GAME-OUT-PLAYERS' },
    { fn: 'disciplinable', ids: 'GAME-OUT-PLAYERS' },
    { fn: 'roleCard', ids: 'GAME-ROLE-SECRECY', file: /views/ },
    { fn: 'privateRecipient', ids: 'GAME-ROLE-SECRECY, FAIR-NO-LEAKS' },
    { fn: 'checkWin', ids: 'GAME-WIN-CHECK' },
    { fn: 'deal', ids: 'DEAL-TABLE-SIZE, GAME-PHASE-ORDER', file: /lobby/ },
    { fn: 'composition', ids: 'DEAL-STYLIZED, DEAL-CLASSIC, DEAL-FORUM' },
    { fn: 'nightZeroSteps', ids: 'NIGHT0-STEPS' },
    { fn: 'startNightZero', ids: 'NIGHT0-STEPS' },
    { fn: 'roleCardOf', ids: 'NIGHT0-TEAMS' },
    { fn: 'startNight', ids: 'NIGHT-WINDOW, GAME-FIXED-WINDOWS' },
    { fn: 'nightTargetError', ids: 'NIGHT-TARGETS' },
    { fn: 'unanimousShot', ids: 'NIGHT-SHOT' },
    { fn: 'shooters', ids: 'NIGHT-SHOT' },
    { fn: 'pluralityShot', ids: 'FORUM-NIGHT-KILL' },
    { fn: 'privateResult', ids: 'NIGHT-CHECKS' },
    {
      fn: 'resolveNight',
      ids: 'NIGHT-RESOLUTION, NIGHT-PROTECT, NIGHT-VOTE-BLOCK, NIGHT-MORNING, FORUM-NIGHT-MOVES',
    },
    { fn: 'startDay', ids: 'DAY-MORNING-LAST-WORD, LAST-BESTMOVE-NONE' },
    { fn: 'beginSpeeches', ids: 'DAY-OPENER' },
    { fn: 'nextAliveAfter', ids: 'DAY-OPENER' },
    { fn: 'cyclicOrder', ids: 'DAY-SPEECH-ORDER' },
    { fn: 'nextSpeech', ids: 'DAY-SPEECH-ORDER, DISC-THREE-FOULS, DISC-SHORT-SPEECH' },
    { fn: 'endFloor', ids: 'DAY-PASS' },
    { fn: 'voiceTarget', ids: 'DAY-FLOOR-CONTROL, FLAG-NIGHT-SILENCE' },
    { fn: 'voiceManaged', ids: 'FLAG-AUDIENCE-MUTED' },
    { fn: 'handlePlayerAction', ids: 'DAY-NOMINATE-ONCE, DAY-NOMINEE-VALID, LAST-BESTMOVE-PICK' },
    { fn: 'dayScreens', ids: 'DAY-NOMINEE-LIST' },
    { fn: 'startVoting', ids: 'VOTE-SINGLE-NOMINEE' },
    { fn: 'openVoteWindow', ids: 'VOTE-SEQUENCE' },
    { fn: 'eligibleVoters', ids: 'VOTE-ELIGIBLE, NIGHT-VOTE-BLOCK' },
    {
      fn: 'closeVote',
      ids: 'VOTE-RESULT, VOTE-TIE-SPEECHES, VOTE-WHOLE-TABLE-TIED, VOTE-FOUR-TIED-PAIR',
    },
    { fn: 'nextTieSpeech', ids: 'VOTE-TIE-SPEECHES, DISC-TIE-NOT-SILENCED' },
    { fn: 'closeEliminateAll', ids: 'VOTE-ELIMINATE-ALL' },
    { fn: 'beginLastWords', ids: 'LAST-WORDS' },
    { fn: 'removePlayer', ids: 'DISC-REMOVAL, VOTE-CANCEL' },
    { fn: 'winner', ids: 'WIN-SPORTS, FORUM-WIN', file: /wins/ },
    { fn: 'handleDiscipline', ids: 'DISC-FOULS, DISC-THREE-FOULS, DISC-TEAM-LOSS' },
    { fn: 'handleFlag', ids: 'FLAG-POLICY' },
    { fn: 'startForumDay', ids: 'FORUM-DAY-VOTE' },
    { fn: 'forumTally', ids: 'FORUM-DAY-VOTE' },
    { fn: 'closeForumDay', ids: 'FORUM-DAY-RESULT' },
    { fn: 'startDuel', ids: 'FORUM-DUEL-ROUNDS' },
    { fn: 'afterRemovalInDuel', ids: 'FORUM-DUEL-REMOVAL' },
    { fn: 'chargeSkips', ids: 'FORUM-SKIPS', file: /forum-activity/ },
    { fn: 'handleLobby', ids: 'FORUM-SKIP-BAN' },
    { fn: 'handleActivity', ids: 'FORUM-ACTIVITY' },
    { fn: 'remindInactive', ids: 'FORUM-ACTIVITY' },
    { fn: 'reportActivity', ids: 'FORUM-ACTIVITY', file: /forum-activity/ },
    { fn: 'handleReplace', ids: 'FORUM-SUBSTITUTE' },
    { fn: 'seatHistory', ids: 'FORUM-SEAT-HISTORY' },
    { fn: 'mafiaRoomAccess', ids: 'FORUM-MAFIA-ROOM' },
    { fn: 'gameChannelPost', ids: 'FORUM-POSTING, FLAG-LEAKED-TEXT' },
    { fn: 'setPhaseLength', ids: 'FORUM-SCHEDULE' },
    { fn: 'shortenNoticeError', ids: 'FORUM-MIN-NOTICE' },
    { fn: 'presetConfig', ids: 'CONF-DEFAULTS, CONF-GEO-FLAGS' },
  ];

const CODE_FILE = /^(src|commands)\/.*\.ts$/;

/** The files with each placement's ids in front of its function's doc comment. */
export function placeIds(files: Map<string, string>, missing: string[]): Map<string, string> {
  const changed = new Map<string, string>();
  for (const { fn, ids, file } of PLACEMENTS) {
    const decl = new RegExp(
      `^(\\s*)(?:export\\s+)?(?:async\\s+)?(?:function\\s+${fn}\\b|(?:const|let)\\s+${fn}\\b)`,
    );
    const found = [...files].find(
      ([f, text]) =>
        CODE_FILE.test(f) && (file?.test(f) ?? true) && text.split('\n').some((l) => decl.test(l)),
    );
    if (found === undefined) {
      missing.push(`${fn} (for ${ids})`);
      continue;
    }
    const [path, text] = found;
    const lines = (changed.get(path) ?? text).split('\n');
    const at = lines.findIndex((l) => decl.test(l));
    const indent = decl.exec(lines[at] ?? '')?.[1] ?? '';
    let start = at;
    if ((lines[at - 1] ?? '').trim().endsWith('*/')) {
      start = at - 1;
      while (start > 0 && !(lines[start] ?? '').includes('/**')) start--;
    }
    const block = lines.slice(start, at).join('\n');
    const wanted = ids.split(', ').filter((id) => !new RegExp(`\\b${id}\\b`).test(block));
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
      const rest = first.slice(lead?.[0].length ?? 0);
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
  return out.split('\n').filter((f) => /\.(ts|md)$/.test(f));
}

if (import.meta.url === `file://${process.argv[1]}`) main();
