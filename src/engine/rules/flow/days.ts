import { moveCardDown } from './card-moves.ts';
import { depart } from './departures.ts';
import { currentDay, isAlive, nextAliveAfter } from '../queries.ts';
import type { DayState } from '../state/state.ts';
import type { Draft } from './draft.ts';

/** DAY-MORNING-LAST-WORD, LAST-BESTMOVE-NONE:
 * Day d begins (DAY-LENGTHS): the FBI Agent's block takes effect (D04), the opener is chosen (DAY-OPENER)
 * and the city wakes. Shared by the sports morning and the forum day.
 */
export function openDay(draft: Draft, number: number): DayState {
  const state = draft.state;
  const memory = state.memory;
  moveCardDown(draft); // GAME-CARD-IN-VIEW: a day opens
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
  draft.narrate({ cue: 'cityWakes', day: number });
  return day;
}

/** The sports day is over: night d follows. */
export function endDay(draft: Draft): void {
  const day = currentDay(draft.state);
  if (!day) return;
  delete day.floor;
  day.resultDetermined = true;
  draft.goTo({ to: 'night', night: day.number });
}

/**
 * VOTE-CANCEL: a removal before today's result aborts the vote or tie procedure under way: "Any
 * voting or tie procedure in progress is aborted and nobody leaves by vote today"; night falls.
 */
export function abortVote(draft: Draft): void {
  const day = currentDay(draft.state);
  if (day && !day.resultDetermined) endDay(draft);
}

/** Players leave by the vote together; their last words follow (LAST-WORDS) unless a side has won. */
export function leaveByVote(draft: Draft, seats: number[]): void {
  const day = currentDay(draft.state);
  if (!day) return;
  day.resultDetermined = true;
  day.votedOut.push(...seats);
  depart(draft, seats, 'voted');
  draft.goTo({ to: 'lastWords', seats, after: 'vote' });
}
