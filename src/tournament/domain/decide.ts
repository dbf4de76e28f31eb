import type {
  TournamentCommand,
  TournamentContext,
  TournamentDecision,
  TournamentError,
  TournamentEvent,
} from './commands.ts';
import { addPlayer, setTable, dropPlayer, register, setFlags, unregister } from './registration.ts';
import { setFinal, setOptions } from './final.ts';
import { extraPoints, recordResult } from './results.ts';
import { removePlayer, startRound, tableOpened } from './rounds.ts';
import { currentRound, isOver, type TournamentState } from './state.ts';

type Step = TournamentError | 'unchanged' | undefined;

function apply(
  state: TournamentState,
  command: TournamentCommand,
  context: TournamentContext,
): Step {
  switch (command.type) {
    case 'setFlags':
      return setFlags(state, command);
    case 'register':
      return register(state, command);
    case 'unregister':
      return unregister(state, command);
    case 'addPlayer':
      return addPlayer(state, command);
    case 'dropPlayer':
      return dropPlayer(state, command);
    case 'setTable':
      return setTable(state, command);
    case 'startRound':
      return startRound(state, command, context.draws);
    case 'tableOpened':
      return tableOpened(state, command);
    case 'recordResult':
      return recordResult(state, command);
    case 'extraPoints':
      return extraPoints(state, command);
    case 'removePlayer':
      return removePlayer(state, command);
    case 'setOptions':
      return setOptions(state, command);
    case 'setFinal':
      return setFinal(state, command);
  }
}

/** What the orchestration must show after a command changed the state. */
function eventsOf(before: TournamentState, after: TournamentState, command: TournamentCommand) {
  const events: TournamentEvent[] = [{ kind: 'cardChanged' }];
  if (command.type === 'startRound')
    events.push({ kind: 'roundStarted', round: currentRound(after) });
  // The standings show the finalists once the final starts, and hide or show the extra points.
  const finalStarted = command.type === 'startRound' && after.final?.finalists !== undefined;
  if (
    command.type === 'recordResult' ||
    command.type === 'extraPoints' ||
    command.type === 'removePlayer' ||
    command.type === 'setOptions' ||
    finalStarted
  )
    events.push({ kind: 'standingsChanged' });
  if (command.type === 'removePlayer')
    events.push({
      kind: 'playerRemoved',
      userId: command.userId,
      fromRound: currentRound(after) + 1,
    });
  if (!isOver(before) && isOver(after)) events.push({ kind: 'seedRevealed' });
  return events;
}

/**
 * The tournament's one entry: (state, command) → (state, events) or a refusal that changed
 * nothing. The state given is never changed (the command works on a copy).
 */
export function decideTournament(
  state: TournamentState,
  command: TournamentCommand,
  context: TournamentContext,
): TournamentDecision {
  const next = structuredClone(state);
  const step = apply(next, command, context);
  if (step === 'unchanged') return { ok: true, state, events: [] };
  if (step !== undefined) return { ok: false, error: step };
  return { ok: true, state: next, events: eventsOf(state, next, command) };
}
