/** JUDGE-UNDO in the property runs: an accepted undo puts the table back as it was. */
import type { Command, GameState } from '../../../src/engine/index.ts';
import { check } from './support.ts';

const UNDOABLE: ReadonlySet<Command['type']> = new Set([
  'foul',
  'unfoul',
  'warn',
  'disqualify',
  'skip',
  'extend',
  'phaseLength',
]);

/** The state before the judge's latest accepted action `/mafia undo` may take back. */
export function undoBase(base: GameState | undefined, before: GameState, command: Command) {
  return UNDOABLE.has(command.type) ? before : base;
}

const table = (state: GameState) =>
  JSON.stringify([state.seats, state.phase, state.memory, state.schedule ?? null]);

/** JUDGE-UNDO: the seats, the phase, the memory and the schedule are as before the action. */
export function checkUndo(base: GameState | undefined, after: GameState): void {
  check(base, 'JUDGE-UNDO: an undo accepted with no judge action to take back');
  check(table(after) === table(base), 'JUDGE-UNDO: the table is not as it was before the action');
}
