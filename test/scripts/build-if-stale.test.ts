import { describe, expect, it } from 'vitest';
import { outputOf, staleSources } from '../../scripts/build-if-stale.ts';

/** A file system of modification times: a path absent from it does not exist. */
const times = (entries: Record<string, number>) => (path: string) => entries[path];

const SOURCES = ['src/main.ts', 'src/engine/presets.ts'];
const SETTINGS = ['tsconfig.json', 'tsconfig.build.json'];

describe('npm start rebuilds a stale build first (scripts/build-if-stale.ts, issue 24)', () => {
  it('GIVEN a source THEN its output is the .js beside it under dist/', () => {
    expect(outputOf('src/engine/presets.ts')).toBe('dist/src/engine/presets.js');
  });

  it('GIVEN every output newer than its source and the settings THEN nothing is stale', () => {
    const mtime = times({
      'src/main.ts': 10,
      'src/engine/presets.ts': 10,
      'dist/src/main.js': 20,
      'dist/src/engine/presets.js': 20,
      'tsconfig.json': 5,
      'tsconfig.build.json': 5,
    });
    expect(staleSources(SOURCES, SETTINGS, mtime)).toEqual([]);
  });

  it('GIVEN no build at all THEN every source is stale', () => {
    const mtime = times({ 'src/main.ts': 10, 'src/engine/presets.ts': 10, 'tsconfig.json': 5 });
    expect(staleSources(SOURCES, SETTINGS, mtime)).toEqual(SOURCES);
  });

  it('GIVEN one source edited after the build THEN that source alone is stale', () => {
    const mtime = times({
      'src/main.ts': 10,
      'src/engine/presets.ts': 30,
      'dist/src/main.js': 20,
      'dist/src/engine/presets.js': 20,
    });
    expect(staleSources(SOURCES, SETTINGS, mtime)).toEqual(['src/engine/presets.ts']);
  });

  it('GIVEN a new source the build has never seen THEN it is stale', () => {
    const mtime = times({ 'src/main.ts': 10, 'src/new.ts': 5, 'dist/src/main.js': 20 });
    expect(staleSources(['src/main.ts', 'src/new.ts'], SETTINGS, mtime)).toEqual(['src/new.ts']);
  });

  it('GIVEN the TypeScript settings changed after the build THEN every source is stale', () => {
    const mtime = times({
      'src/main.ts': 10,
      'src/engine/presets.ts': 10,
      'dist/src/main.js': 20,
      'dist/src/engine/presets.js': 20,
      'tsconfig.build.json': 25,
    });
    expect(staleSources(SOURCES, SETTINGS, mtime)).toEqual(SOURCES);
  });
});
