import { defineConfig } from 'vitest/config';

/**
 * Two groups, one after the other: the unit, contract and property tests (CPU-bound, one
 * worker per core), then the end-to-end games (a real bot process each, mostly waiting on game
 * timers, so several run side by side without competing with the CPU-heavy group).
 */
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // node:sqlite prints an ExperimentalWarning on Node 22; it is expected and not a test signal.
    execArgv: ['--disable-warning=ExperimentalWarning'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      reporter: ['text-summary', 'text', 'html'],
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/e2e/**'],
          // Vitest's default is one worker less than the cores: on these 2-core machines, one.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          maxWorkers: 6,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
