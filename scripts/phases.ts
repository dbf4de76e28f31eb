/**
 * `npm run phases`: prints the phase graph read from the engine's registry and writes its Mermaid
 * diagram to docs/phases.md (test/engine/phase-graph.test.ts checks the file matches the code).
 * Exits non-zero when the graph has a problem: a move to no phase, a phase no game can reach.
 */
import { writeFileSync } from 'node:fs';
import { graphProblems, graphText, phasesDoc } from '../src/engine/index.ts';

export const PHASES_DOC_PATH = 'docs/phases.md';

function main(): void {
  console.log(graphText());
  writeFileSync(PHASES_DOC_PATH, phasesDoc());
  console.log(`\nwrote ${PHASES_DOC_PATH}`);
  const problems = graphProblems();
  for (const problem of problems) console.error(`phase graph: ${problem}`);
  if (problems.length > 0) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
