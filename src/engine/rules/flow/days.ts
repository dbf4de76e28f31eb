import { moveCardDown } from './card-moves.ts';
import { depart } from './departures.ts';
import { currentDay, isAlive, nextAliveAfter } from '../queries.ts';
import type { DayState } from '../state/state.ts';
import type { Turn } from './draft.ts';

/** DAY-MORNING-LAST-WORD, LAST-BESTMOVE-NONE:
 * Day d begins (DAY-LENGTHS): the FBI Agent's block takes effect (D04), the opener is chosen (DAY-OPENER)
 * and the city wakes. Shared by the sports morning and the forum day.
 */
export function openDay(turn: Turn, number: number): DayState {
  const state = turn.state;
  const memory = state.memory;
  moveCardDown(state); // GAME-CARD-IN-VIEW: a day opens
  const blocked =
    memory.pendingBlock !== undefined && isAlive(state, memory.pendingBlock)
      ? memory.pendingBlock
      : undefined;
  delete memory.pendingBlock;
  // DAY-OPENER: Day 1 opens with seat 1; later days with the first alive seat after the last opener.
  const previous = memory.lastOpener;
  const opener =
    (previous === undefined
      ? nextAliveAfter(state, state.seats.length)
      : nextAliveAfter(state, previous)) ?? 1;
  const day: DayState = {
    number,
    opener,
    stage: { kind: 'speeches', order: [], index: -1 },
    nominations: [],
    voteCancelled: memory.cancelNextVote,
    resultDetermined: false,
    spoke: [],
    votedOut: [],
    forumVotes: {},
    ...(blocked !== undefined ? { blocked } : {}),
  };
  memory.cancelNextVote = false;
  state.phase = { kind: 'day', day };
  turn.narrate({ cue: 'cityWakes', day: number });
  return day;
}

/** The sports day is over: night d follows. */
export function endDay(turn: Turn): void {
  const day = currentDay(turn.state);
  if (!day) return;
  delete day.floor;
  day.resultDetermined = true;
  turn.goTo({ to: 'night', night: day.number });
}

/**
 * VOTE-CANCEL: a removal before today's result aborts the vote or tie procedure under way: "Any
 * voting or tie procedure in progress is aborted and nobody leaves by vote today"; night falls.
 */
export function abortVote(turn: Turn): void {
  const day = currentDay(turn.state);
  if (day && !day.resultDetermined) endDay(turn);
}

/** Players leave by the vote together; their last words follow (LAST-WORDS) unless a side has won. */
export function leaveByVote(turn: Turn, seats: number[]): void {
  const day = currentDay(turn.state);
  if (!day) return;
  day.resultDetermined = true;
  day.votedOut.push(...seats);
  depart(turn, seats, 'voted');
  turn.goTo({ to: 'lastWords', seats, after: 'vote' });
}
