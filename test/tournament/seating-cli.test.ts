import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SEED = `0f${'1e'.repeat(31)}`;
const OTHER_SEED = `0f${'2d'.repeat(31)}`;
const dir = mkdtempSync(join(tmpdir(), 'seating-cli-'));

function run(script: string, args: readonly string[]) {
  const result = spawnSync(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', `scripts/${script}.ts`, ...args],
    { encoding: 'utf8' },
  );
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function seatingJson(seed: string, ...extra: string[]): string {
  const size = ['--players', '20', '--tables', '2', '--rounds', '3'];
  return run('seating', [...size, '--seed', seed, '--json', ...extra]).stdout;
}

function verify(file: object): ReturnType<typeof run> {
  const path = join(dir, `seating-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(file));
  return run('verify-seating', [path]);
}

describe('npm run seating / verify-seating (issue 26)', () => {
  const posted = seatingJson(SEED);
  const revealed = { ...JSON.parse(posted), seed: SEED };

  it('GIVEN sizes and a seed WHEN seating --json runs THEN it prints {players, tables, rounds, seedSha256}, each table 10 player numbers 1…P', () => {
    const file = JSON.parse(posted);
    expect(Object.keys(file)).toEqual(['players', 'tables', 'rounds', 'seedSha256']);
    expect(file.players).toBe(20);
    expect(file.rounds).toHaveLength(3);
    for (const round of file.rounds) {
      expect(round).toHaveLength(2);
      for (const table of round) {
        expect(table).toHaveLength(10);
        for (const player of table) expect(player >= 1 && player <= 20).toBe(true);
      }
    }
    expect(file.seedSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('GIVEN the same seed WHEN seating runs again THEN the bytes are the same', () => {
    expect(seatingJson(SEED)).toBe(posted);
  });

  it('GIVEN the posted file with the revealed seed WHEN verify-seating runs THEN it exits 0', () => {
    const result = verify(revealed);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('GIVEN a table edited (two players swapped between the tables of round 3) WHEN verify-seating runs THEN it exits 1 naming round 3, table 1', () => {
    const edited = structuredClone(revealed);
    const [first, second] = edited.rounds[2];
    [first[4], second[7]] = [second[7], first[4]];
    const result = verify(edited);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('round 3, table 1 differs');
  });

  it('GIVEN another seed revealed WHEN verify-seating runs THEN it exits 1: its SHA-256 is not the posted one', () => {
    const result = verify({ ...revealed, seed: OTHER_SEED });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('not the posted seedSha256');
  });

  it('GIVEN a bad seed WHEN seating runs THEN it exits 2 and says why', () => {
    const badSeed = run('seating', [
      '--players',
      '24',
      '--tables',
      '2',
      '--rounds',
      '6',
      '--seed',
      'XYZ',
    ]);
    expect(badSeed.code).toBe(2);
    expect(badSeed.stderr).toContain('64 lowercase hex digits');
  });
});
