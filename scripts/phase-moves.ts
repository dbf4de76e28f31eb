/**
 * The static half of the phase graph check (issue 24): the moves each phase module's code asks for
 * (`draft.goTo({ to: '…' })` and the shared day helpers it calls), read from its source and held
 * against the `next` it declares. `npm run phases -- --check` (in `npm run lint`) and
 * test/engine/phase-graph.test.ts both use it; the registry's own soundness is `graphProblems`.
 */
import { readFileSync } from 'node:fs';
import { END, PHASE_GRAPH, type Graph } from '../src/engine/index.ts';

/** Where each shared day helper sends the game (src/engine/rules/flow/days.ts). */
export const HELPER_MOVES: Readonly<Record<string, readonly string[]>> = {
  endDay: ['night'],
  abortVote: ['night'],
  leaveByVote: ['lastWords'],
};

export const DAYS_PATH = 'src/engine/rules/flow/days.ts';

/** Each phase's module under src/engine/rules/phases/ (two names until the files are renamed). */
export const PHASE_MODULES: Readonly<Record<string, string>> = {
  lobby: 'lobby',
  nightZero: 'night-zero',
  night: 'night',
  forumNight: 'forum-night',
  speeches: 'speeches',
  voting: 'vote',
  tieSpeeches: 'tie-speeches',
  eliminateAll: 'eliminate-all',
  lastWords: 'last-word',
  forumVoting: 'forum-day',
  duel: 'duel',
  ended: 'end',
};

export const modulePath = (file: string): string => `src/engine/rules/phases/${file}.ts`;

/**
 * The phases a module's code names: its own `to: '…'` requests and the day helpers it calls (its
 * `next` list and the type of its own entry, `Extract<Transition, { to: … }>`, left out).
 */
export function namedMoves(source: string): string[] {
  const code = source
    .replace(/next: \[[^\]]*\]/, '')
    .replace(/Extract<Transition, \{[^}]*\}>/g, '');
  const own = [...code.matchAll(/\bto: '(\w+)'/g)].map((match) => match[1] ?? '');
  const helped = Object.entries(HELPER_MOVES)
    .filter(([helper]) => new RegExp(`\\b${helper}\\b`).test(code))
    .flatMap(([, targets]) => targets);
  return [...new Set([...own, ...helped])].filter((to) => to !== END).sort();
}

/** The moves days.ts asks for itself (its helpers' own names left out): what `HELPER_MOVES` covers. */
export function dayHelperMoves(daysSource: string): string[] {
  const helpers = new RegExp(`\\b(${Object.keys(HELPER_MOVES).join('|')})\\b`, 'g');
  return namedMoves(daysSource.replace(helpers, ''));
}

/** The sources the scan reads, by phase name, and days.ts. */
export interface PhaseSources {
  readonly modules: Readonly<Record<string, string>>;
  readonly days: string;
}

export function readPhaseSources(): PhaseSources {
  const modules = Object.fromEntries(
    Object.entries(PHASE_MODULES).map(([name, file]) => [
      name,
      readFileSync(modulePath(file), 'utf8'),
    ]),
  );
  return { modules, days: readFileSync(DAYS_PATH, 'utf8') };
}

function helperProblems(days: string): string[] {
  const covered = [...new Set(Object.values(HELPER_MOVES).flat())].sort();
  const asked = dayHelperMoves(days);
  return [
    ...asked
      .filter((to) => !covered.includes(to))
      .map((to) => `${DAYS_PATH} asks for ${to}, which HELPER_MOVES does not list`),
    ...covered
      .filter((to) => !asked.includes(to))
      .map((to) => `HELPER_MOVES lists ${to}, which ${DAYS_PATH} never asks for`),
  ];
}

/**
 * Where a phase module's code and its `next` disagree, one line each naming the phase and the
 * move: a move asked for but not declared (the flow would refuse it at run time), a move declared
 * but never asked for (a dead edge in the graph), a phase whose module the scan does not know.
 */
export function moveProblems(sources: PhaseSources, graph: Graph = PHASE_GRAPH): string[] {
  const problems = helperProblems(sources.days);
  for (const [name, phase] of Object.entries(graph)) {
    const source = sources.modules[name];
    if (source === undefined) {
      problems.push(`${name} has no module in PHASE_MODULES (scripts/phase-moves.ts)`);
      continue;
    }
    const asked = namedMoves(source);
    for (const to of asked.filter((move) => !phase.next.includes(move)))
      problems.push(`${name} asks for a move to ${to}, which its next does not declare`);
    for (const to of phase.next.filter((move) => !asked.includes(move)))
      problems.push(`${name} declares a move to ${to}, which its code never asks for`);
  }
  return problems;
}
