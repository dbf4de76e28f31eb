/**
 * Run before `npm start` (and start:sharded, rest-proxy, web): they run the compiled build in
 * dist/, which `npm ci` makes (the `prepare` script). A build that is missing, or older than a
 * source file or the TypeScript settings, is made again here first, so that what starts is
 * always the code in the working tree. A build takes about 15 s on a quiet 2-core machine
 * (`time npm run build`, 2026-12-05): short enough to wait for once after an edit or a pull,
 * where refusing to start would only send the newcomer to type `npm run build` himself.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const BUILD_CONFIG = 'tsconfig.build.json';
/** Files whose change changes every output. */
const SETTINGS = ['tsconfig.json', BUILD_CONFIG];
const OUT_DIR = 'dist';

/** A source file and the file the build makes of it (src/a/b.ts → dist/src/a/b.js). */
export function outputOf(source: string, outDir = OUT_DIR): string {
  return join(outDir, source.replace(/\.ts$/, '.js'));
}

/**
 * The sources whose output is missing or older than they are; every source when a settings file
 * is newer than the oldest output. `mtime` answers undefined for a file that does not exist.
 */
export function staleSources(
  sources: readonly string[],
  settings: readonly string[],
  mtime: (path: string) => number | undefined,
  outDir = OUT_DIR,
): string[] {
  const outputs = sources.map((source) => mtime(outputOf(source, outDir)));
  const oldestOutput = Math.min(...outputs.map((time) => time ?? -Infinity));
  if (settings.some((file) => (mtime(file) ?? -Infinity) > oldestOutput)) return [...sources];
  return sources.filter((source, index) => {
    const output = outputs[index];
    return output === undefined || output < (mtime(source) ?? Infinity);
  });
}

/** The build's `include` folders and `exclude` files (tsconfig.build.json, comments allowed). */
function buildInputs(): { include: string[]; exclude: string[] } {
  const text = readFileSync(BUILD_CONFIG, 'utf8')
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'))
    .join('\n');
  const config = JSON.parse(text) as { include: string[]; exclude?: string[] };
  return { include: config.include, exclude: config.exclude ?? [] };
}

function typeScriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'),
    )
    .map((entry) => relative('.', join(entry.parentPath, entry.name)));
}

function mtimeOf(path: string): number | undefined {
  return existsSync(path) ? statSync(path).mtimeMs : undefined;
}

function build(reason: string): void {
  const tsc = join('node_modules', 'typescript', 'bin', 'tsc');
  if (!existsSync(tsc)) {
    console.error(
      `mafia-bot: ${reason}, and TypeScript is not installed to build it (dependencies installed without the dev ones?). Run \`npm ci\`, then start again.`,
    );
    process.exit(1);
  }
  console.error(`mafia-bot: ${reason}; building it first (\`npm run build\`, about 15 s)…`);
  const result = spawnSync(process.execPath, [tsc, '-p', BUILD_CONFIG], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('mafia-bot: the build failed (errors above); nothing was started.');
    process.exit(1);
  }
}

function main(): void {
  // No build settings: a deployed copy (the Docker image) runs the build it was shipped with.
  if (!existsSync(BUILD_CONFIG)) return;
  const { include, exclude } = buildInputs();
  const sources = include
    .flatMap(typeScriptFiles)
    .filter((file) => !exclude.includes(file.split('\\').join('/')));
  const stale = staleSources(sources, SETTINGS, mtimeOf);
  if (stale.length === 0) return;
  const reason = !existsSync(OUT_DIR)
    ? 'the compiled build (dist/) is missing'
    : `the compiled build (dist/) is older than ${stale.length} source file(s), e.g. ${stale[0]}`;
  build(reason);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
