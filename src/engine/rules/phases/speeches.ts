import { targetSeatError } from '../actions.ts';
import { openDay } from '../flow/days.ts';
import type { Command } from '../events.ts';
import { floorParts, giveFloor } from '../floor/floor.ts';
import { text, type Text } from '../messages.ts';
import type { Phase } from '../flow/phase.ts';
import { alive, currentDay, cyclicOrder, isAlive, nextAliveAfter, seatOf } from '../queries.ts';
import type { FloorKind, Seat } from '../state/state.ts';
import type { Transition } from '../flow/transitions.ts';
import type { Draft } from '../flow/draft.ts';

/**
 * Day d of the sports presets: the morning (the night victim's last word first), then the
 * speeches in cyclic order; the vote follows.
 */
function enter(draft: Draft, { morning }: Extract<Transition, { to: 'speeches' }>): void {
  if (!morning) {
    beginSpeeches(draft);
    return;
  }
  const { day: number, victim } = morning;
  const day = openDay(draft, number);
  const memory = draft.state.memory;
  // LAST-BESTMOVE-PICK: the Night-1 victim's Day-2 last word carries the Best Move, unless two or more left
  // by the Day-1 vote (LAST-BESTMOVE-NONE).
  const dayOneVotedOut = draft.state.timeline.filter(
    (entry) => entry.kind === 'departure' && entry.reason === 'voted' && entry.day === 1,
  ).length;
  if (
    victim !== undefined &&
    number === 2 &&
    memory.nightOneVictim === victim &&
    dayOneVotedOut < 2
  )
    day.bestMoveSeat = victim;
  if (victim !== undefined) {
    draft.goTo({ to: 'lastWords', seats: [victim], after: 'morning' });
    return;
  }
  beginSpeeches(draft);
}

/** The day's speeches, opened by the seat DAY-OPENER names. */
function beginSpeeches(draft: Draft): void {
  const state = draft.state;
  const day = currentDay(state);
  if (!day) return;
  // The opener due may have left during the morning (a removal in the last word): the next
  // alive seat opens instead, and tomorrow's order counts from him (DAY-OPENER).
  if (!isAlive(state, day.opener)) day.opener = nextAliveAfter(state, day.opener) ?? day.opener;
  state.memory.lastOpener = day.opener;
  const order = cyclicOrder(state, day.opener);
  day.stage = { kind: 'speeches', order, index: -1 };
  draft.notice(
    { kind: 'public' },
    'day',
    text('day.title', { day: day.number }),
    text('day.order', { opener: day.opener, order, voteCancelled: day.voteCancelled }),
  );
  nextSpeech(draft);
}

/** DAY-SPEECH-ORDER, DISC-THREE-FOULS, DISC-SHORT-SPEECH: The next regular speech; after the last one, the vote. */
function nextSpeech(draft: Draft): void {
  const state = draft.state;
  const day = currentDay(state);
  if (!day || day.stage.kind !== 'speeches') return;
  const stage = day.stage;
  for (stage.index++; stage.index < stage.order.length; stage.index++) {
    const seatNumber = stage.order[stage.index] ?? 0;
    const seat = seatOf(state, seatNumber);
    if (!seat?.alive || day.spoke.includes(seatNumber)) continue;
    day.spoke.push(seatNumber);
    giveFloor(draft, seatNumber, slotKind(draft, seat));
    return;
  }
  delete day.floor;
  draft.goTo({ to: 'voting' });
}

function slotKind(draft: Draft, seat: Seat): FloorKind {
  if (!seat.silencePending) return 'regular';
  // D25/D26: the first regular slot after the 3rd foul is silenced, once; with 3 or 4 at
  // the table the player gets 30 s instead (DISC-SHORT-SPEECH).
  seat.silencePending = false;
  return alive(draft.state).length <= 4 ? 'short' : 'silenced';
}

/** DAY-NOMINATE-ONCE, DAY-NOMINEE-VALID: / D28: a nomination only during one's own regular slot (silenced and short included). */
function nominate(
  draft: Draft,
  command: Extract<Command, { type: 'nominate' }>,
  actor: Seat,
): Text | undefined {
  const day = currentDay(draft.state);
  if (!day || draft.state.config.preset === 'forum') return text('error.wrongPhase', {});
  if (day.floor?.seat !== actor.seat) return text('error.notYourTurn', {});
  const error = nominateForSpeaker(draft, command.target, false);
  if (error) return error;
  // Acknowledged publicly on the table card while he holds the floor (DAY-NOMINEE-LIST).
  draft.reply = text('nomination.accepted', { target: command.target });
  return undefined;
}

/**
 * DAY-NOMINATE-ONCE, DAY-NOMINEE-VALID, JUDGE-NOMINATE-ALOUD: the floor holder's nomination of
 * `target`, clicked by him or entered by the judge (`byJudge`): the same legality either way.
 */
export function nominateForSpeaker(
  draft: Draft,
  target: number,
  byJudge: boolean,
): Text | undefined {
  const state = draft.state;
  const day = currentDay(state);
  const floor = day?.floor;
  if (!day || !floor || day.stage.kind !== 'speeches') return text('error.wrongPhase', {});
  if (!['regular', 'silenced', 'short'].includes(floor.kind))
    return text('error.notNominationSlot', {});
  const mine = day.nominations.find((entry) => entry.by === floor.seat);
  if (mine) return text('error.alreadyNominated', { target: mine.target });
  const error = targetSeatError(state, target);
  if (error) return error;
  if (day.nominations.some((entry) => entry.target === target))
    return text('error.candidateTaken', { seat: target });
  const judge = byJudge ? { byJudge: true as const } : {};
  day.nominations.push({ by: floor.seat, target, ...judge });
  state.timeline.push({ kind: 'nomination', day: day.number, by: floor.seat, target, ...judge });
  return undefined;
}

/**
 * JUDGE-GIVE-FLOOR: `seat` speaks now, out of the order; the current speech ends (it counts as
 * given) and the order goes on from where it was, without him.
 */
export function floorTo(draft: Draft, seatNumber: number): Text | undefined {
  const state = draft.state;
  const day = currentDay(state);
  const seat = seatOf(state, seatNumber);
  if (!day || day.stage.kind !== 'speeches') return text('error.wrongPhase', {});
  const error = targetSeatError(state, seatNumber);
  if (error || !seat) return error;
  if (day.floor?.seat === seatNumber)
    return text('error.correction', { why: 'holdsFloor', seat: seatNumber });
  if (day.spoke.includes(seatNumber))
    return text('error.correction', { why: 'alreadySpoke', seat: seatNumber });
  delete day.floor;
  day.spoke.push(seatNumber);
  giveFloor(draft, seatNumber, slotKind(draft, seat));
  return undefined;
}

const slots = floorParts(nextSpeech);

export const speeches: Phase<'speeches'> = {
  name: 'speeches',
  next: ['lastWords', 'voting'],
  enter,
  handlers: {
    pass: (draft, _command, actor) => slots.pass(draft, actor),
    nominate,
  },
  onStepEnd: slots.onStepEnd,
  timers: slots.timers,
  onRemoval: slots.onRemoval,
};
