import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('`npm run bench -- --smoke` (issue 13: CI runs a smoke size of the bench)', () => {
  it('GIVEN the smoke size WHEN every scenario runs THEN it exits 0 and writes every section, without asserting any timing', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'mafia-bench-smoke-')), 'BENCHMARKS.md');
    const child = spawn(
      process.execPath,
      ['--disable-warning=ExperimentalWarning', 'bench/run.ts', '--smoke'],
      { env: { ...process.env, BENCH_OUT: out }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let log = '';
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code, log).toBe(0);
    const note = readFileSync(out, 'utf8');
    for (const title of [
      'Memory at rest',
      'Acknowledgement latency',
      'REST economy and member edits',
      'Restart',
      'Start-up window',
      'Concurrent games in one process',
      'When the REST budget is spent',
      'The parts alone',
      '`/mafia status` under load',
    ])
      expect(note).toContain(`## ${title}`);
    expect(note).not.toMatch(/NaN|undefined/);
  }, 240_000);
});
