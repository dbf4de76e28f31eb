import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  INDEX_PATH,
  citingFiles,
  indexEntries,
  indexProblems,
  regenerated,
} from '../../scripts/rule-index.ts';

const DOC = readFileSync(INDEX_PATH, 'utf8');

/** A tiny index with one rule, for the checker's own tests. */
const MINI_DOC = [
  '### VOTE-CANCEL',
  '',
  'A removal cancels a vote.',
  '',
  '- **Implemented in:** `src/x.ts` › `removePlayer`',
  '- **Tests:** none by this id',
  '',
  '| T43 | VOTE-CANCEL |',
].join('\n');

function problemsOf(files: Record<string, string>): string[] {
  return indexProblems(MINI_DOC, new Map(Object.entries(files)));
}

describe('the rule index (docs/rules.md): every cited rule id resolves', () => {
  it('GIVEN the repository WHEN its sources are checked against the index THEN there is no problem: every id has a heading, no old-style citation is left, the generated lines are current', () => {
    expect(indexProblems(DOC, citingFiles())).toEqual([]);
  });

  it('GIVEN the index THEN no id is the beginning of another, so a grep for one id finds only it', () => {
    const { headings } = indexEntries(DOC);
    const prefixes = headings.filter((a) => headings.some((b) => a !== b && b.startsWith(a)));
    expect(prefixes).toEqual([]);
    expect(new Set(headings).size).toBe(headings.length);
  });

  it('GIVEN every rule heading (not a decision) THEN the code cites it at an implementing function', () => {
    const unimplemented = DOC.split('\n### ')
      .slice(1)
      .filter((entry) => !/^D\d\d/.test(entry) && /Implemented in:\*\* not cited/.test(entry))
      .map((entry) => entry.split('\n')[0]);
    expect(unimplemented).toEqual([]);
  });

  it('GIVEN every rule and decision in the index THEN at least one test names it in its title (no "Tests: none")', () => {
    const untested = DOC.split('\n### ')
      .slice(1)
      .filter((entry) => /\*\*Tests:\*\* none/.test(entry))
      .map((entry) => entry.split('\n')[0]);
    expect(untested).toEqual([]);
  });

  it('GIVEN a source citing an id with no heading WHEN checked THEN it fails and names the id', () => {
    const problems = problemsOf({
      'src/x.ts':
        '/** VOTE-CANCEL: fine. */\nfunction removePlayer() {}\n// VOTE-CANCELLED: a typo\n',
    });
    expect(problems).toEqual(['src/x.ts: VOTE-CANCELLED has no heading in docs/rules.md']);
  });

  it('GIVEN a decision or test row the index lacks WHEN checked THEN it fails', () => {
    const problems = problemsOf({
      'src/x.ts': '/** VOTE-CANCEL, D99: fine. */\nfunction removePlayer() {}\n',
      'test/x.test.ts': "it('VOTE-CANCEL T99 GIVEN …', () => {});\n",
    });
    expect(problems).toContain('src/x.ts:1: D99 has no entry in docs/rules.md');
    expect(problems).toContain('test/x.test.ts:1: T99 has no entry in docs/rules.md');
  });

  it('GIVEN a bare legacy citation ("§5.9", "7.6", "rules §6.7.2") in a comment or a test title WHEN checked THEN it fails, so the old style cannot creep back', () => {
    const problems = problemsOf({
      'src/x.ts': [
        '/** VOTE-CANCEL: fine. */',
        'function removePlayer() {',
        '  // §5.9: cancelled',
        '  return 1; // four at the table (7.6)',
        '}',
        '/** Out of turn (rules §6.7.2). */',
      ].join('\n'),
      'test/x.test.ts': "describe('ties (5.6.3)', () => {});\n",
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'src/x.ts:3: "§5.9" is an old-style citation; cite a rule id',
        'src/x.ts:4: "7.6" is an old-style citation; cite a rule id',
        'src/x.ts:6: "rules §6.7.2" is an old-style citation; cite a rule id',
        'test/x.test.ts:1: "5.6.3" is an old-style citation; cite a rule id',
      ]),
    );
  });

  it('GIVEN numbers that are not rule citations (durations, catalogue codes, public wording, strings) WHEN checked THEN they pass', () => {
    const problems = problemsOf({
      'src/x.ts': [
        '/** VOTE-CANCEL: fine. */',
        'function removePlayer() {',
        '  // 1.5 s out of turn; a 7.3 s burst; 0.5 of the voters; "1.25" points',
        '  // "5.1.15 Speaking out of turn": a catalogue code',
        "  return 'rule 7.6 (four at the table)';",
        '}',
      ].join('\n'),
    });
    expect(problems).toEqual([]);
  });

  it('GIVEN a function moved to another file WHEN the index is regenerated THEN its "Implemented in" line follows it', () => {
    const moved = new Map([
      ['src/phases/vote.ts', '/** VOTE-CANCEL: moved. */\nexport function cancelVote() {}\n'],
    ]);
    expect(regenerated(MINI_DOC, moved)).toContain(
      '- **Implemented in:** `src/phases/vote.ts` › `cancelVote`',
    );
    expect(indexProblems(MINI_DOC, moved)).toEqual(['docs/rules.md is stale: run `npm run rules`']);
  });
});
