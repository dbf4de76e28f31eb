import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PROBE = fileURLToPath(new URL('./font-probe.ts', import.meta.url));
const FONT_DIR = '/usr/share/fonts';

/** A private mount namespace (root on Linux) can hide the machine's fonts from one process. */
const canHideFonts =
  process.platform === 'linux' &&
  process.getuid?.() === 0 &&
  spawnSync('unshare', ['-m', 'true']).status === 0;

describe('the bundled font on a server with no fonts (issue 15: node:22-slim has none)', () => {
  it.skipIf(!canHideFonts)(
    'GIVEN a process that sees no system fonts WHEN a Cyrillic name is measured THEN a missing family measures nothing, and the bundled family measures the name (the picture draws its letters)',
    () => {
      const script = `mount -t tmpfs none ${FONT_DIR} && exec "$0" --disable-warning=ExperimentalWarning "$1"`;
      const output = execFileSync('unshare', ['-m', 'sh', '-c', script, process.execPath, PROBE], {
        encoding: 'utf8',
        timeout: 30_000,
      });
      const probe = JSON.parse(output) as {
        systemFamilies: string[];
        missing: number;
        bundled: number;
      };
      expect(probe.systemFamilies).toEqual([]);
      expect(probe.missing).toBe(0);
      expect(probe.bundled).toBeGreaterThan(100);
    },
  );
});
