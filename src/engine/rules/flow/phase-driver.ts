import { actingSeat, isText, notNow } from '../actions.ts';
import { floorGraceExpired } from '../floor/floor-ready.ts';
import { text, type Text } from '../messages.ts';
import type { Handler, Phase, PhaseCommand, PlayerCommand } from './phase.ts';
import { duel } from '../phases/duel.ts';
import { eliminateAll } from '../phases/eliminate-all.ts';
import { ended } from '../phases/end.ts';
import { forumVoting } from '../phases/forum-day.ts';
import { forumNight } from '../phases/forum-night.ts';
import { lastWords } from '../phases/last-word.ts';
import { lobby } from '../phases/lobby.ts';
import { nightZero } from '../phases/night-zero.ts';
import { night } from '../phases/night.ts';
import { speeches } from '../phases/speeches.ts';
import { tieSpeeches } from '../phases/tie-speeches.ts';
import { voting } from '../phases/vote.ts';
import type { GameState } from '../state/state.ts';
import type { FlowRequest, PhaseName, Transition } from './transitions.ts';
import type { Draft } from './draft.ts';

/**
 * The flow (issue 12): the map of phases, which one the state is in, and the moves between them.
 * Commands, step ends and timers go to the current phase; the transitions a phase asks
 * for are carried out here, one after the other, until none is pending. The registry is the
 * phase graph (issue 24): each phase lists where it may go; `npm run phases` prints it.
 */
export const PHASES: { readonly [K in PhaseName]: Phase<K> } = {
  lobby,
  nightZero,
  night,
  forumNight,
  speeches,
  voting,
  tieSpeeches,
  eliminateAll,
  lastWords,
  forumVoting,
  duel,
  ended,
};

/**
 * The phase the game is in, read from the saved state alone (no extra field is stored). One name
 * per phase (issue 24): a day's phase is named as its stage is stored (`voting`, `lastWords`,
 * `forumVoting`), the end as the stored `ended`; the stored documents keep the names they had.
 */
export function phaseOf(state: GameState): PhaseName {
  const phase = state.phase;
  switch (phase.kind) {
    case 'lobby':
      return 'lobby';
    case 'ended':
      return 'ended';
    case 'night':
      if (phase.night.number === 0) return 'nightZero';
      return state.config.preset === 'forum' ? 'forumNight' : 'night';
    case 'day':
      return phase.day.stage.kind;
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
  draft: Draft,
  command: Extract<PhaseCommand, { type: 'join' | 'leave' | 'lobbyRemove' | 'deal' | 'cancel' }>,
): Text | undefined {
  const handler = handlerFor(current(draft.state), command);
  return handler ? handler(draft, command, undefined) : text('error.notLobby', {});
}

/** A player's command, to the running phase; the phase not accepting it says why (`notNow`). */
export function handlePlayerCommand(draft: Draft, command: PlayerCommand): Text | undefined {
  const state = draft.state;
  if (state.paused) return text('error.paused', {});
  if (state.phase.kind === 'lobby') return text('error.wrongPhase', {});
  if (command.type === 'forumVote' || command.type === 'duelMove') {
    if (state.config.preset !== 'forum') return text('error.notForum', {});
  }
  const actor = actingSeat(state, command);
  if (isText(actor)) return actor;
  const handler = handlerFor(current(state), command);
  return handler ? handler(draft, command, actor) : notNow(state, command, actor);
}

/** A timer fired. A fire whose id no longer matches changes nothing (the step moved on). */
export function handleTimer(draft: Draft, timerId: string): Text | undefined {
  const state = draft.state;
  const timer = state.timers.find((entry) => entry.id === timerId);
  if (!timer) return text('error.timerStale', {});
  if (timer.kind === 'floorReady') {
    floorGraceExpired(draft, timer);
    return undefined;
  }
  if (timer.kind === 'step') {
    draft.endStep('timer');
    return undefined;
  }
  state.timers = state.timers.filter((entry) => entry.id !== timerId);
  current(state).timers?.[timer.kind]?.(draft);
  return undefined;
}

/**
 * The end of the game is the flow's own move, open from every phase but the end itself: a side
 * has won (GAME-WIN-CHECK), the judge aborts, a team loss (DISC-TEAM-LOSS), the lobby cancelled.
 * Any other move must be listed in the phase's `next`.
 */
export function mayMove(from: PhaseName, to: PhaseName): boolean {
  if (from === 'ended') return false;
  return to === 'ended' || (PHASES[from].next as readonly PhaseName[]).includes(to);
}

/**
 * Enters the transition's phase from `from`, the phase the flow is in; returns the new one. A
 * move the graph does not declare is a bug in the engine, not a player's mistake: an invariant
 * violation, never a RuleError a player could act on. The engine does not throw (house rule,
 * ESLint), so, like the loop guard below, the turn is refused with `error.internal` and nothing
 * changes; the tests surface it (the property suites assert `error.internal` never happens, and
 * test/engine/phase-graph.test.ts checks the graph itself).
 */
function move(draft: Draft, from: PhaseName, transition: Transition): PhaseName | Text {
  if (!mayMove(from, transition.to)) return text('error.internal', {});
  const phase = PHASES[transition.to] as Phase<Transition['to']>;
  (phase.enter as ((draft: Draft, transition: Transition) => void) | undefined)?.(
    draft,
    transition,
  );
  return transition.to;
}

function carryOut(draft: Draft, request: Exclude<FlowRequest, { kind: 'transition' }>): void {
  switch (request.kind) {
    case 'stepEnd':
      // The running step ends (its timer fired, or the judge skipped it).
      draft.state.timers = [];
      current(draft.state).onStepEnd?.(draft, request.cause);
      return;
    case 'removal':
      current(draft.state).onRemoval?.(draft, request.seat);
      return;
  }
}

/**
 * GAME-WIN-CHECK, checked by the flow after every command, timer and move (as boardgame.io
 * re-checks `endIf` after each event): once a side has won, the end comes next. The handler that
 * made a departure asks for nothing more (`draft.ending`), so the end follows only what it had
 * asked before; an end already asked for (a team loss, the judge's abort) stands.
 */
function endIfWon(draft: Draft): void {
  const result = draft.won;
  if (result && !draft.endAsked) draft.goTo({ to: 'ended', result });
}

/** More moves than any real turn makes (a day's last words and a vote, a night, a morning). */
const MAX_MOVES = 64;

/**
 * Carries out what the handler asked for, and what each phase entered asks for in draft, until
 * nothing is pending. A loop that never settles is a bug: the turn is refused (`error.internal`).
 * The flow knows the phase it is in (`at`): a phase entered may hand over at once, before its
 * own stage is in the state (a vote with no nominee ends the day), and the move is its own.
 */
export function settle(draft: Draft): Text | undefined {
  let at = phaseOf(draft.state);
  for (let moves = 0; moves < MAX_MOVES; moves++) {
    endIfWon(draft);
    const request = draft.requests.shift();
    if (!request) return undefined;
    if (request.kind !== 'transition') carryOut(draft, request);
    else {
      const entered = move(draft, at, request.transition);
      if (typeof entered !== 'string') return entered;
      at = entered;
    }
  }
  return text('error.internal', {});
}
