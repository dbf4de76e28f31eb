import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { DealRecord } from '../../src/fairness/index.ts';
import { fixtureRecord, writeTemp } from './fixture.ts';

const SCRIPT = fileURLToPath(new URL('../../scripts/verify-deal.ts', import.meta.url));
const REPO = fileURLToPath(new URL('../..', import.meta.url));

/** Runs the verifier as anyone would, in a child Node process (Node 22 runs the .ts directly). */
function verifyDeal(...args: string[]) {
  return spawnSync(process.execPath, [SCRIPT, ...args], {
    cwd: REPO,
    encoding: 'utf8',
    timeout: 15_000,
  });
}

describe('FAIR-REVEAL: the reference verifier script (npm run verify-deal)', () => {
  it('FAIR-REVEAL T74 GIVEN a finished game’s published record WHEN the script runs THEN every check is ✓, the verdict says verified and it exits 0', () => {
    const record = fixtureRecord();
    const run = verifyDeal(writeTemp('deal.json', record));
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe('Deal record of game guild-1/game-0042 (classic, 10 players, 3 draws)');
    const checks = lines.filter((line) => /^ {2}[✓✗] /.test(line));
    expect(checks).toHaveLength(10);
    expect(checks.every((line) => line.startsWith('  ✓ '))).toBe(true);
    expect(run.stdout).toContain(`= ${record.commitment}, the published C`);
    expect(run.stdout).toMatch(/^✓ Verified: all 10 checks pass\./m);
  });

  it('GIVEN a record with two seats swapped WHEN the script runs THEN the seats line is ✗, the verdict names it and it exits 1', () => {
    const record: DealRecord = fixtureRecord();
    [record.seats[0], record.seats[1]] = [record.seats[1] ?? '', record.seats[0] ?? ''];
    const run = verifyDeal(writeTemp('deal.json', record));
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      /^ {2}✗ seats +shuffle\("seats", players by id\) differs: seat 1: /m,
    );
    expect(run.stdout).toMatch(/^ {2}✓ commitment /m);
    expect(run.stdout).toMatch(/^✗ NOT verified: 1 of 10 checks fail \(seats\)\./m);
  });

  it('GIVEN --json WHEN the script runs THEN it prints the report as JSON with the same verdict and exit code', () => {
    const good = verifyDeal('--json', writeTemp('deal.json', fixtureRecord()));
    expect(good.status).toBe(0);
    const report = JSON.parse(good.stdout) as {
      ok: boolean;
      checks: Array<{ name: string; ok: boolean }>;
    };
    expect(report.ok).toBe(true);
    expect(report.checks.map((check) => check.name)).toContain('commitment');

    const record = fixtureRecord();
    record.serverSeed = 'c'.repeat(64);
    const bad = verifyDeal(writeTemp('deal.json', record), '--json');
    expect(bad.status).toBe(1);
    const failed = (JSON.parse(bad.stdout) as typeof report).checks.filter((check) => !check.ok);
    expect(failed.map((check) => check.name)).toEqual(['commitment', 'finalSeed']);
  });

  it('GIVEN no file argument WHEN the script runs THEN it prints a usage line and exits 2', () => {
    const run = verifyDeal();
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('Usage: npm run verify-deal -- [--json] <deal-record.json>');
  });

  it.each<[string, () => string[], RegExp]>([
    [
      'a file that does not exist',
      () => ['/nonexistent/deal.json'],
      /cannot read \/nonexistent\/deal\.json/,
    ],
    ['a file that is not JSON', () => [writeTemp('deal.json', 'not json {')], /is not valid JSON/],
    [
      'JSON that is not a deal record',
      () => [writeTemp('deal.json', { ...fixtureRecord(), serverSeed: 'xyz', draws: undefined })],
      /is not a deal record[\s\S]*- serverSeed: must be 64 lowercase hex digits[\s\S]*- draws: is missing/,
    ],
    [
      'an unknown option',
      () => ['--fast', writeTemp('deal.json', fixtureRecord())],
      /unknown option --fast[\s\S]*Usage:/,
    ],
    [
      'two files',
      () => [writeTemp('a.json', fixtureRecord()), writeTemp('b.json', fixtureRecord())],
      /one deal record at a time[\s\S]*Usage:/,
    ],
  ])(
    'GIVEN %s WHEN the script runs THEN it says why on stderr and exits 2',
    (_what, args, message) => {
      const run = verifyDeal(...args());
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(message);
    },
  );

  it('GIVEN --help WHEN the script runs THEN it documents the checks, the exact final-seed message fields, and exits 0', () => {
    const run = verifyDeal('--help');
    expect(run.status).toBe(0);
    for (const field of [
      '"game_id"',
      '"preset"',
      '"config_hash"',
      '"players"',
      '"entropy"',
      'MAFIA-v1|',
    ]) {
      expect(run.stdout).toContain(field);
    }
  });
});
