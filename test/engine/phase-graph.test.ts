import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mayMove, phaseOf, PHASES, settle } from '../../src/engine/rules/flow/phase-driver.ts';
import {
  END,
  graphProblems,
  phaseMoves,
  phasesDoc,
  START,
  type Graph,
} from '../../src/engine/rules/flow/phase-graph.ts';
import type { PhaseName } from '../../src/engine/rules/flow/transitions.ts';
import { Draft } from '../../src/engine/rules/flow/draft.ts';
import { PHASES_DOC_PATH, runPhases, type PhasesIo } from '../../scripts/phases.ts';
import {
  dayHelperMoves,
  DAYS_PATH,
  modulePath,
  namedMoves,
  PHASE_MODULES,
  readPhaseSources,
} from '../../scripts/phase-moves.ts';
import { identityRandom, JUDGE, TestGame } from '../../harness/engine-game.ts';

const withNext = (name: string, next: string[]) => ({ name, next });

describe('the phase graph as data (issue 24): each phase lists where it may go', () => {
  it('GIVEN the registry THEN the graph is sound: every move names a phase, every phase is reachable from the lobby, only the end goes nowhere', () => {
    expect(graphProblems()).toEqual([]);
  });

  it('GIVEN each phase module THEN the moves its code asks for are exactly its declared next (no undeclared move, no dead edge)', () => {
    const days = readFileSync(DAYS_PATH, 'utf8');
    expect(dayHelperMoves(days)).toEqual(['lastWords', 'night']);
    for (const [name, file] of Object.entries(PHASE_MODULES)) {
      const source = readFileSync(modulePath(file), 'utf8');
      const declared = [...PHASES[name as PhaseName].next].sort();
      expect({ name, moves: namedMoves(source) }).toEqual({
        name,
        moves: declared,
      });
    }
    expect(Object.keys(PHASE_MODULES).sort()).toEqual(Object.keys(PHASES).sort());
  });

  it('GIVEN a graph naming a phase that does not exist THEN the check fails and names the move', () => {
    const broken: Graph = { ...PHASES, duel: withNext('duel', ['forumNight', 'dawn']) };
    expect(graphProblems(broken)).toEqual(['duel goes to dawn, which is no phase']);
  });

  it('GIVEN a graph with a phase no move reaches THEN the check fails and names it', () => {
    const broken: Graph = { ...PHASES, forumVoting: withNext('forumVoting', ['forumNight']) };
    expect(graphProblems(broken)).toEqual([`duel is unreachable from ${START}`]);
  });

  it('GIVEN a graph whose phase leads back to the lobby or on from the end THEN the check fails', () => {
    const broken: Graph = {
      ...PHASES,
      night: withNext('night', ['speeches', 'lobby']),
      ended: withNext('ended', ['night']),
    };
    expect(graphProblems(broken)).toEqual([
      'night names lobby, which no phase may name',
      'ended goes on to night',
    ]);
  });

  it('GIVEN the declared moves THEN the flow allows exactly them, and the end from every phase but the end', () => {
    const names = Object.keys(PHASES) as PhaseName[];
    const declared = new Set(phaseMoves().map(([from, to]) => `${from}>${to}`));
    for (const from of names)
      for (const to of names) {
        const allowed = declared.has(`${from}>${to}`) || (to === END && from !== END);
        expect({ from, to, allowed: mayMove(from, to) }).toEqual({ from, to, allowed });
      }
  });

  it('GIVEN a phase asking for a move it does not declare WHEN the flow settles the turn THEN the turn is refused (error.internal) and the phase is not entered', () => {
    const game = TestGame.started('classic', 10);
    expect(phaseOf(game.state)).toBe('speeches');
    const draft = new Draft(structuredClone(game.state), { now: game.now, random: identityRandom });
    draft.goTo({ to: 'duel', duellists: [1, 2] });
    expect(settle(draft)?.key).toBe('error.internal');
    expect(phaseOf(draft.state)).toBe('speeches');
  });

  it('GIVEN states saved as the store keeps them (JSON) WHEN the flow reads them THEN a phase is named as its state is stored (one name per phase: no document changes)', () => {
    const game = TestGame.started('classic', 10);
    const stored = () => JSON.parse(JSON.stringify(game.state)) as typeof game.state;
    game.runSpeeches({ 1: 5, 2: 6 });
    const saved = stored();
    expect(saved.phase.kind === 'day' ? saved.phase.day.stage.kind : saved.phase.kind).toBe(
      'voting',
    );
    expect(phaseOf(saved)).toBe('voting');
    game.runVote({ 1: 5, 2: 5, 3: 5, 4: 5, 5: 6, 6: 6, 7: 6, 8: 6, 9: 6, 10: 6 });
    expect(phaseOf(stored())).toBe('lastWords');
    game.ok({ type: 'end', by: JUDGE });
    expect([stored().phase.kind, phaseOf(stored())]).toEqual(['ended', 'ended']);
  });

  it('GIVEN docs/phases.md THEN it is the diagram of the graph in the code (`npm run phases` rewrites it)', () => {
    expect(readFileSync(PHASES_DOC_PATH, 'utf8')).toBe(phasesDoc());
  });
});

/** The script's reads and writes in memory: the real sources and doc unless a test changes them. */
function scriptIo(change: { module?: [string, (source: string) => string]; doc?: string } = {}) {
  const real = readPhaseSources();
  const [changed, edit] = change.module ?? ['', (source: string) => source];
  const modules = { ...real.modules, [changed]: edit(real.modules[changed] ?? '') };
  const written: string[] = [];
  const errors: string[] = [];
  const io: PhasesIo = {
    sources: () => (change.module ? { ...real, modules } : real),
    readDoc: () => change.doc ?? readFileSync(PHASES_DOC_PATH, 'utf8'),
    writeDoc: (text) => written.push(text),
    log: () => undefined,
    error: (line) => errors.push(line),
  };
  return { io, written, errors };
}

describe('`npm run phases -- --check` in `npm run lint` (issue 24): lint fails on an unknown phase move', () => {
  it('GIVEN the code as it is THEN the check passes and writes nothing', () => {
    const { io, written, errors } = scriptIo();
    expect([runPhases(['--check'], io), errors, written]).toEqual([0, [], []]);
  });

  it('GIVEN a phase module asking for a move its next does not declare THEN the check fails naming the phase and the move, and writes nothing', () => {
    const { io, written, errors } = scriptIo({
      module: ['voting', (source) => `${source}\ndraft.goTo({ to: 'duel', duellists: [] });\n`],
    });
    expect(runPhases(['--check'], io)).toBe(1);
    expect(errors).toEqual([
      'phase graph: voting asks for a move to duel, which its next does not declare',
    ]);
    expect(written).toEqual([]);
  });

  it('GIVEN a phase module declaring a move its code never asks for THEN the check fails naming the dead edge', () => {
    const { io, errors } = scriptIo({
      module: ['voting', (source) => source.replace(/to: 'tieSpeeches'/, "to: 'elsewhere'")],
    });
    expect(runPhases(['--check'], io)).toBe(1);
    expect(errors).toEqual([
      'phase graph: voting asks for a move to elsewhere, which its next does not declare',
      'phase graph: voting declares a move to tieSpeeches, which its code never asks for',
    ]);
  });

  it('GIVEN docs/phases.md no longer the diagram of the code THEN the check fails and names the stale doc, and writes nothing', () => {
    const stale = phasesDoc().replace('  duel --> forumNight\n', '');
    const { io, written, errors } = scriptIo({ doc: stale });
    expect(runPhases(['--check'], io)).toBe(1);
    expect(errors).toEqual([`phase graph: ${PHASES_DOC_PATH} is stale: run \`npm run phases\``]);
    expect(written).toEqual([]);
  });

  it('GIVEN no --check THEN the script writes the diagram of the code (what the check compares with)', () => {
    const { io, written } = scriptIo({ doc: 'old' });
    expect([runPhases([], io), written]).toEqual([0, [phasesDoc()]]);
  });
});

describe('GAME-WIN-CHECK at the flow level (issue 24): checked after every command and timer', () => {
  it('GIVEN a running game whose table a side has won WHEN any command is decided THEN the flow ends the game with the win first', () => {
    const game = TestGame.started('classic', 10);
    game.outQuietly(4, 5, 6, 7);
    game.ok({ type: 'warn', by: JUDGE, seat: 8 });
    expect(game.result()).toEqual({ winner: 'black', teams: ['MAFIA'], reason: 'parity' });
  });

  it('GIVEN 3 blacks against 4 reds WHEN a red is removed by a team loss (3 against 3: parity too) AND the judge rules it THEN the team loss stands (an end asked for wins over the win check)', () => {
    const game = TestGame.started('classic', 10);
    game.outQuietly(5, 6, 7);
    game.ok({ type: 'penalty', by: JUDGE, seat: 4, reason: 'x' });
    expect(game.result()).toMatchObject({ winner: 'black', reason: 'teamLoss', penaltySeat: 4 });
  });
});
