import { targetSeatError } from '../actions.ts';
import { moveCardDown } from '../flow/card-moves.ts';
import { endDay } from '../flow/days.ts';
import type { Command } from '../events.ts';
import { floorParts, giveFloor } from '../floor/floor.ts';
import { text, type Text } from '../messages.ts';
import type { Phase } from '../flow/phase.ts';
import { currentDay, seatOf } from '../queries.ts';
import type { Seat } from '../state/state.ts';
import type { Transition } from '../flow/transitions.ts';
import type { Draft } from '../flow/draft.ts';

/** LAST-WORDS: Last words: the night victim's in the morning, or those who left by the vote. */
function enter(draft: Draft, { seats, after }: Extract<Transition, { to: 'lastWords' }>): void {
  const day = currentDay(draft.state);
  if (!day) return;
  day.stage = { kind: 'lastWords', queue: [...seats], after };
  if (after === 'vote') moveCardDown(draft); // GAME-CARD-IN-VIEW: last words after a vote
  nextLastWord(draft);
}

/** The next last word; then the day's speeches (after the morning) or the night (after a vote). */
function nextLastWord(draft: Draft): void {
  const day = currentDay(draft.state);
  if (!day || day.stage.kind !== 'lastWords') return;
  const next = day.stage.queue.shift();
  if (next !== undefined) {
    const reason = seatOf(draft.state, next)?.out?.reason ?? 'voted';
    draft.notice({ kind: 'public' }, 'day', text('departure.lastWord', { seat: next, reason }));
    giveFloor(draft, next, 'lastWord');
    return;
  }
  if (day.stage.after === 'morning') draft.goTo({ to: 'speeches' });
  else endDay(draft);
}

/** Why a best-move pick is refused, if it is (LAST-BESTMOVE-PICK). */
function bestMoveError(draft: Draft, actor: Seat, seats: number[]): Text | undefined {
  if (draft.state.memory.bestMove) return text('error.bestMoveDone', {});
  if (seats.length === 0 || seats.length > 3) return text('error.bestMoveTooMany', {});
  if (new Set(seats).size !== seats.length) return text('error.targetsDistinct', {});
  if (seats.includes(actor.seat)) return text('error.bestMoveSelf', {});
  for (const seat of seats) {
    const error = targetSeatError(draft.state, seat);
    if (error) return error;
  }
  return undefined;
}

/** LAST-BESTMOVE-PICK: the Night-1 victim, during his Day-2 last word, names up to 3 alive seats. */
function bestMove(
  draft: Draft,
  command: Extract<Command, { type: 'bestMove' }>,
  actor: Seat,
): Text | undefined {
  const state = draft.state;
  const day = currentDay(state);
  const floor = day?.floor;
  if (!day || day.bestMoveSeat !== actor.seat || floor?.seat !== actor.seat)
    return text('error.bestMoveNotYours', {});
  if (floor.kind !== 'lastWord') return text('error.bestMoveNotYours', {});
  const error = bestMoveError(draft, actor, command.seats);
  if (error) return error;
  const named = [...command.seats].sort((a, b) => a - b);
  state.memory.bestMove = { seat: actor.seat, named };
  state.timeline.push({ kind: 'bestMove', seat: actor.seat, named });
  draft.notice({ kind: 'public' }, 'day', text('bestMove.recorded', { seat: actor.seat, named }));
  return undefined;
}

const slots = floorParts(nextLastWord);

export const lastWords: Phase<'lastWords'> = {
  name: 'lastWords',
  next: ['speeches', 'night'],
  enter,
  handlers: {
    pass: (draft, _command, actor) => slots.pass(draft, actor),
    bestMove,
  },
  onStepEnd: slots.onStepEnd,
  timers: slots.timers,
  onRemoval: slots.onRemoval,
};
