import { resumeTimers, shiftTimers, stepDeadline } from '../clock.ts';
import { shortenNoticeError } from './clock-commands.ts';
import { gamePhase } from '../flow/departures.ts';
import type { Command } from '../events.ts';
import { text, type MessageParams, type Text } from '../messages.ts';
import { scaled } from '../presets.ts';
import { dayNumber, isJudge, seatOf } from '../queries.ts';
import type { GameState, UndoRecord, UndoSnapshot } from '../state/state.ts';
import type { Draft } from '../flow/draft.ts';
import { lapsed } from './undo-record.ts';

/** JUDGE-UNDO:
 * `/mafia undo` takes back the judge's last action (foul, unfoul, warn, disqualify, skip, extend,
 * phase_length) while nothing followed it (`followUndo` says what counts): the state it changed
 * is as it was, the correction is public, and the timeline keeps the action, marked undone.
 * Only the judge, in a dealt game that is not over, only the last action, and only once.
 */
export function handleUndo(
  draft: Draft,
  command: Extract<Command, { type: 'undo' }>,
): Text | undefined {
  const state = draft.state;
  const judge = isJudge(state, command.by);
  // After the end, the judge learns why nothing can be undone; anyone else, as for any command.
  if (state.phase.kind === 'ended')
    return judge ? text('error.undo', { why: 'ended' }) : text('error.gameOver', {});
  if (!judge) return text('error.notJudge', {});
  if (state.phase.kind === 'lobby' || state.seats.length === 0) return text('error.notDealt', {});
  const record = state.undo;
  if (!record?.before) {
    const why = record?.lapsed ?? 'nothing';
    return text('error.undo', { why, ...(record ? { action: record.action } : {}) });
  }
  const tooLate = earlierDeadlineTooClose(draft, record.before);
  if (tooLate) return tooLate;
  const outBefore = new Set(state.seats.filter((seat) => !seat.alive).map((seat) => seat.seat));
  restore(draft, record.before);
  // The screens it brings back are posted afresh (the orchestrator tells which, by the views).
  draft.reposts.undo = true;
  state.undo = lapsed(record, 'undone');
  draft.notice(
    { kind: 'public' },
    'warning',
    text('undo.done', correction(draft, record, outBefore)),
  );
  return undefined;
}

/**
 * FORUM-MIN-NOTICE: taking back a forum extension brings the deadline closer, which, like any
 * shortening (D49), needs `min_notice` from now.
 */
function earlierDeadlineTooClose(draft: Draft, before: UndoSnapshot): Text | undefined {
  const state = draft.state;
  const shifted = before.shiftedMs ?? 0;
  if (state.config.preset !== 'forum' || shifted <= 0) return undefined;
  const deadline = stepDeadline(state, draft.now);
  if (deadline === undefined || deadline - shifted >= draft.now + scaled(state.config, 'minNotice'))
    return undefined;
  return shortenNoticeError(state);
}

/** The parts the action changed, back as they were; what outlives an undo is kept. */
function restore(draft: Draft, before: UndoSnapshot): void {
  const state = draft.state;
  // The forum's message counts go on counting (FORUM-ACTIVITY): they are not the judge's.
  const messages = new Map(state.seats.map((seat) => [seat.seat, seat.messages]));
  state.seats = before.seats;
  for (const seat of state.seats) {
    const count = messages.get(seat.seat);
    if (count === undefined) delete seat.messages;
    else seat.messages = count;
  }
  state.phase = before.phase;
  state.memory = before.memory;
  if (before.schedule) state.schedule = before.schedule;
  else delete state.schedule;
  restoreClock(draft, before);
  restoreTimeline(state, before.timeline);
}

/**
 * The step's time: an extension moved back (the earlier deadline again); a step the action ended
 * or started gets the time it had left at the action, as if the clock had stopped since.
 */
function restoreClock(draft: Draft, before: UndoSnapshot): void {
  const state = draft.state;
  if (before.shiftedMs !== undefined) {
    shiftTimers(state, -before.shiftedMs);
    return;
  }
  if (!before.clock) return;
  if (state.paused) {
    state.paused.timers = before.clock.map((timer) => ({ ...timer, id: `t${++state.timerSeq}` }));
    state.timers = [];
    return;
  }
  state.timers = resumeTimers(state, before.clock, draft.now);
}

/** The action's entries leave their place and are kept, marked, in one `undone` entry at the end. */
function restoreTimeline(state: GameState, change: UndoSnapshot['timeline']): void {
  const { from, restore, count, action, also } = change;
  const later = state.timeline.slice(from + count);
  state.timeline = [
    ...state.timeline.slice(0, from),
    ...restore,
    ...later,
    { kind: 'undone', action, also, day: dayNumber(state), phase: gamePhase(state) },
  ];
}

/** What the correction tells the table: whose, what counts now, when the step ends. */
function correction(
  draft: Draft,
  record: UndoRecord,
  outBefore: ReadonlySet<number>,
): MessageParams['undo.done'] {
  const state = draft.state;
  const seat = record.seat !== undefined ? seatOf(state, record.seat) : undefined;
  const back = seat !== undefined && seat.alive && outBefore.has(seat.seat);
  const step = ['skip', 'extend', 'restartSpeech', 'giveFloor'].includes(record.action)
    ? { endsAt: draft.stepDeadline() }
    : {};
  const last = state.timeline.at(-1);
  const action = last?.kind === 'undone' ? last.action : undefined;
  return {
    action: record.action,
    ...(seat ? { seat: seat.seat } : {}),
    ...(seat && ['foul', 'unfoul'].includes(record.action) ? { count: seat.fouls } : {}),
    ...(back ? { back } : {}),
    ...step,
    ...(action?.kind === 'phaseLength' ? { phase: action.phase } : {}),
    ...(action?.kind === 'correction' ? { correction: action.correction } : {}),
  };
}
