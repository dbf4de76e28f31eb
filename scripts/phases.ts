/**
 * `npm run phases`: prints the phase graph read from the engine's registry and writes its Mermaid
 * diagram to docs/phases.md. Exits non-zero when the graph has a problem: a move to no phase, a
 * phase no game can reach.
 * `npm run phases -- --check` (part of `npm run lint`) writes nothing and exits non-zero, naming
 * the phase and the move, when the graph has a problem, when a phase module's code asks for a move
 * its `next` does not declare (or declares one it never asks for), or when docs/phases.md is stale.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import {
  graphProblems,
  graphText,
  PHASE_GRAPH,
  phasesDoc,
  type Graph,
} from '../src/engine/index.ts';
import { moveProblems, readPhaseSources, type PhaseSources } from './phase-moves.ts';

export const PHASES_DOC_PATH = 'docs/phases.md';

/** What the script reads and writes, so a test can hand it a changed source or a stale doc. */
export interface PhasesIo {
  readonly sources: () => PhaseSources;
  readonly readDoc: () => string | undefined;
  readonly writeDoc: (text: string) => void;
  readonly log: (line: string) => void;
  readonly error: (line: string) => void;
}

const NODE_IO: PhasesIo = {
  sources: readPhaseSources,
  readDoc: () => (existsSync(PHASES_DOC_PATH) ? readFileSync(PHASES_DOC_PATH, 'utf8') : undefined),
  writeDoc: (text) => writeFileSync(PHASES_DOC_PATH, text),
  log: (line) => console.log(line),
  error: (line) => console.error(line),
};

/** Everything `--check` finds wrong, one line each; none when the graph, the code and the doc agree. */
export function checkProblems(
  sources: PhaseSources,
  doc: string | undefined,
  graph: Graph = PHASE_GRAPH,
): string[] {
  const stale =
    doc === phasesDoc(graph) ? [] : [`${PHASES_DOC_PATH} is stale: run \`npm run phases\``];
  return [...graphProblems(graph), ...moveProblems(sources, graph), ...stale];
}

function check(io: PhasesIo): number {
  const problems = checkProblems(io.sources(), io.readDoc());
  for (const problem of problems) io.error(`phase graph: ${problem}`);
  if (problems.length === 0) io.log('phase graph: the code, its declared moves and the doc agree');
  return problems.length > 0 ? 1 : 0;
}

function write(io: PhasesIo): number {
  io.log(graphText());
  io.writeDoc(phasesDoc());
  io.log(`\nwrote ${PHASES_DOC_PATH}`);
  const problems = graphProblems();
  for (const problem of problems) io.error(`phase graph: ${problem}`);
  return problems.length > 0 ? 1 : 0;
}

/** Runs the script with its arguments; the exit code. */
export function runPhases(args: readonly string[], io: PhasesIo = NODE_IO): number {
  return args.includes('--check') ? check(io) : write(io);
}

if (import.meta.url === `file://${process.argv[1]}`)
  process.exitCode = runPhases(process.argv.slice(2));
