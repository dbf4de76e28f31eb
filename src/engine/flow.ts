import { actingSeat, isText, notNow } from './actions.ts';
import type { Screen } from './events.ts';
import { floorGraceExpired } from './floor-ready.ts';
import { text, type Text } from './messages.ts';
import type { Handler, Phase, PhaseCommand, PlayerCommand } from './phase.ts';
import { duel } from './phases/duel.ts';
import { eliminateAll } from './phases/eliminate-all.ts';
import { end } from './phases/end.ts';
import { forumDay } from './phases/forum-day.ts';
import { forumNight } from './phases/forum-night.ts';
import { lastWord } from './phases/last-word.ts';
import { lobby } from './phases/lobby.ts';
import { nightZero } from './phases/night-zero.ts';
import { night } from './phases/night.ts';
import { speeches } from './phases/speeches.ts';
import { tieSpeeches } from './phases/tie-speeches.ts';
import { vote } from './phases/vote.ts';
import type { DayStage, GameState } from './state.ts';
import type { FlowRequest, PhaseName, Transition } from './transitions.ts';
import type { Turn } from './turn.ts';

/**
 * The flow (issue 12): the map of phases, which one the state is in, and the moves between them.
 * Commands, step ends, timers and screens go to the current phase; the transitions a phase asks
 * for are carried out here, one after the other, until none is pending.
 */
const PHASES: { [K in PhaseName]: Phase<K> } = {
  lobby,
  nightZero,
  night,
  forumNight,
  speeches,
  vote,
  tieSpeeches,
  eliminateAll,
  lastWord,
  forumDay,
  duel,
  end,
};

const STAGE_PHASES: Record<DayStage['kind'], PhaseName> = {
  lastWords: 'lastWord',
  speeches: 'speeches',
  voting: 'vote',
  tieSpeeches: 'tieSpeeches',
  eliminateAll: 'eliminateAll',
  forumVoting: 'forumDay',
  duel: 'duel',
};

/** The phase the game is in, read from the saved state alone (no extra field is stored). */
export function phaseOf(state: GameState): PhaseName {
  const phase = state.phase;
  switch (phase.kind) {
    case 'lobby':
      return 'lobby';
    case 'ended':
      return 'end';
    case 'night':
      if (phase.night.number === 0) return 'nightZero';
      return state.config.preset === 'forum' ? 'forumNight' : 'night';
    case 'day':
      return STAGE_PHASES[phase.day.stage.kind];
  }
}

function current(state: GameState): Phase {
  return PHASES[phaseOf(state)] as Phase;
}

function handlerFor<C extends PhaseCommand>(phase: Phase, command: C): Handler<C> | undefined {
  return phase.handlers?.[command.type] as Handler<C> | undefined;
}

/** Join, leave, deal and cancel: the lobby's commands, refused once the game is dealt. */
export function handleLobbyCommand(
  turn: Turn,
  command: Extract<PhaseCommand, { type: 'join' | 'leave' | 'lobbyRemove' | 'deal' | 'cancel' }>,
): Text | undefined {
  const handler = handlerFor(current(turn.state), command);
  return handler ? handler(turn, command, undefined) : text('error.notLobby', {});
}

/** A player's command, to the running phase; the phase not accepting it says why (`notNow`). */
export function handlePlayerCommand(turn: Turn, command: PlayerCommand): Text | undefined {
  const state = turn.state;
  if (state.paused) return text('error.paused', {});
  if (state.phase.kind === 'lobby') return text('error.wrongPhase', {});
  if (command.type === 'forumVote' || command.type === 'duelMove') {
    if (state.config.preset !== 'forum') return text('error.notForum', {});
  }
  const actor = actingSeat(state, command);
  if (isText(actor)) return actor;
  const handler = handlerFor(current(state), command);
  return handler ? handler(turn, command, actor) : notNow(state, command, actor);
}

/** A timer fired. A fire whose id no longer matches changes nothing (the step moved on). */
export function handleTimer(turn: Turn, timerId: string): Text | undefined {
  const state = turn.state;
  const timer = state.timers.find((entry) => entry.id === timerId);
  if (!timer) return text('error.timerStale', {});
  if (timer.kind === 'floorReady') {
    floorGraceExpired(turn, timer);
    return undefined;
  }
  if (timer.kind === 'step') {
    turn.endStep('timer');
    return undefined;
  }
  state.timers = state.timers.filter((entry) => entry.id !== timerId);
  current(state).timers?.[timer.kind]?.(turn);
  return undefined;
}

function enter(turn: Turn, transition: Transition): void {
  const phase = PHASES[transition.to] as Phase<Transition['to']>;
  (phase.enter as ((turn: Turn, transition: Transition) => void) | undefined)?.(turn, transition);
}

function carryOut(turn: Turn, request: FlowRequest): void {
  switch (request.kind) {
    case 'transition':
      enter(turn, request.transition);
      return;
    case 'stepEnd':
      // The running step ends (its timer fired, or the judge skipped it).
      turn.state.timers = [];
      current(turn.state).onStepEnd?.(turn, request.cause);
      return;
    case 'removal':
      current(turn.state).onRemoval?.(turn, request.seat);
      return;
  }
}

/** More moves than any real turn makes (a day's last words and a vote, a night, a morning). */
const MAX_MOVES = 64;

/**
 * Carries out what the handler asked for, and what each phase entered asks for in turn, until
 * nothing is pending. A loop that never settles is a bug: the turn is refused (`error.internal`).
 */
export function settle(turn: Turn): Text | undefined {
  for (let moves = 0; moves < MAX_MOVES; moves++) {
    const request = turn.requests.shift();
    if (!request) return undefined;
    carryOut(turn, request);
  }
  return text('error.internal', {});
}

/** The screens of the running phase (the judge's flag questions are added by screens.ts). */
export function phaseScreens(state: GameState): Screen[] {
  return current(state).screens(state);
}
