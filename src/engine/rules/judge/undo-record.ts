import { pauseTimers } from '../clock.ts';
import { copyData } from '../copy.ts';
import type { Command, GameEvent } from '../events.ts';
import type {
  GameState,
  PausedTimer,
  TimelineEntry,
  UndoneEntry,
  UndoableAction,
  UndoLapse,
  UndoRecord,
  UndoSnapshot,
} from '../state/state.ts';

type UndoableCommand = Extract<Command, { type: UndoableAction }>;

const UNDOABLE: Record<UndoableAction, true> = {
  foul: true,
  unfoul: true,
  warn: true,
  disqualify: true,
  skip: true,
  extend: true,
  phaseLength: true,
  judgeNominate: true,
  withdrawNomination: true,
  correctVote: true,
  restartSpeech: true,
  giveFloor: true,
};

function undoable(command: Command): command is UndoableCommand {
  return command.type in UNDOABLE;
}

/**
 * JUDGE-UNDO: what a later accepted command means for the judge's last action. Nothing depends on
 * the clock stopping or running (pause, resume), on the bot's records for the judge (a flag, the
 * forum's message counts) or on the "ten seconds left" cue: they leave it undoable. Anything else
 * that happens at the table after it — a step ending, a vote, a night move, a speech handed on,
 * any other command — is built on it, so it can no longer be taken back (`lapse`).
 */
function lapseOf(before: GameState, command: Command): UndoLapse | undefined {
  switch (command.type) {
    case 'pause':
    case 'resume':
    case 'flag':
    case 'activity':
    case 'panel': // a pick on the judge's panel changes what it shows, nothing at the table
      return undefined;
    case 'timerExpired': {
      const timer = before.timers.find((entry) => entry.id === command.timerId);
      return timer?.kind === 'speechWarning' || timer?.kind === 'floorReady' ? undefined : 'step';
    }
    // GAME-CLOCK-ON-FLOOR: the clock starting once the mutes are confirmed is no table action.
    case 'floorSet':
      return undefined;
    case 'vote':
    case 'eliminateAll':
    case 'forumVote':
      return 'vote';
    case 'nightAction':
    case 'duelMove':
      return 'nightMove';
    case 'pass':
    case 'nominate':
    case 'bestMove':
      return 'speech';
    case 'resolveFlag':
    case 'end':
      return 'judge';
    default:
      return 'other';
  }
}

/** JUDGE-UNDO: after every accepted command, the judge's last action recorded, kept or lapsed. */
export function followUndo(
  before: GameState,
  next: GameState,
  command: Command,
  now: number,
  events: readonly GameEvent[],
): void {
  if (command.type === 'undo') return;
  if (undoable(command)) {
    // An action that ended the game cannot be taken back: the end revealed the deal.
    if (next.phase.kind === 'ended') delete next.undo;
    else if (toldInPrivate(events) || resolvedNight(before, next))
      next.undo = lapsed(recordOf(before, next, command, now), 'told');
    else next.undo = recordOf(before, next, command, now);
    return;
  }
  const record = next.undo;
  if (!record?.before) return;
  const lapse = lapseOf(before, command);
  if (lapse) next.undo = lapsed(record, lapse);
}

/**
 * A skip that ends a night resolves it: its checks are told to their owners, its shot to all.
 * What a player learned cannot be untold (he could check or shoot again knowing the answer), so
 * that is not undone.
 */
function toldInPrivate(events: readonly GameEvent[]): boolean {
  return events.some(
    (event) => event.type === 'notice' && event.to.kind !== 'public' && event.to.kind !== 'judge',
  );
}

function resolvedNight(before: GameState, next: GameState): boolean {
  const nights = (state: GameState) => state.timeline.filter((entry) => entry.kind === 'night');
  return nights(next).length > nights(before).length;
}

export function lapsed(record: UndoRecord, why: UndoLapse): UndoRecord {
  return { action: record.action, ...(record.seat ? { seat: record.seat } : {}), lapsed: why };
}

function recordOf(
  before: GameState,
  next: GameState,
  command: UndoableCommand,
  now: number,
): UndoRecord {
  const seat = 'seat' in command ? { seat: command.seat } : {};
  const snapshot = snapshotOf(before, next, command, now);
  return { action: command.type, ...seat, ...(snapshot ? { before: snapshot } : {}) };
}

/** The parts of the state the action may have changed, as they were before it. */
function snapshotOf(
  before: GameState,
  next: GameState,
  command: UndoableCommand,
  now: number,
): UndoSnapshot | undefined {
  const timeline = timelineChange(before.timeline, next.timeline);
  if (!timeline) return undefined;
  const stepMoved = timerIds(before) !== timerIds(next);
  const shifted = command.type === 'extend';
  return {
    seats: copyData(before.seats),
    phase: copyData(before.phase),
    memory: copyData(before.memory),
    ...(before.schedule ? { schedule: copyData(before.schedule) } : {}),
    ...(stepMoved && !shifted ? { clock: clockOf(before, now) } : {}),
    ...(shifted ? { shiftedMs: command.seconds * 1000 } : {}),
    timeline,
  };
}

function timerIds(state: GameState): string {
  return [...state.timers, ...(state.paused?.timers ?? [])].map((timer) => timer.id).join(',');
}

/** The step's timers as the time they had left at the action (as if the clock stopped then). */
function clockOf(state: GameState, now: number): PausedTimer[] {
  return copyData(state.paused?.timers ?? pauseTimers(state.timers, now));
}

const keyOf = (entry: TimelineEntry | undefined): string => JSON.stringify(entry);

/**
 * How the action changed the timeline: it appends its entries, and a removal in a last word may
 * drop an older Best Move entry (T45), so the part after the first difference is kept as it was.
 */
function timelineChange(
  before: TimelineEntry[],
  after: TimelineEntry[],
): UndoSnapshot['timeline'] | undefined {
  let from = 0;
  while (from < before.length && keyOf(before[from]) === keyOf(after[from])) from++;
  const restore = before.slice(from);
  const earlier = new Set(restore.map(keyOf));
  let added = from;
  while (added < after.length && earlier.has(keyOf(after[added]))) added++;
  const [action, ...also] = copyData(after.slice(added));
  if (!action || !isJudgeEntry(action)) return undefined;
  return { from, restore: copyData(restore), count: after.length - from, action, also };
}

/** Every kind of UndoneEntry, checked by the type: a new undoable entry cannot be left out. */
const JUDGE_ENTRIES: Record<UndoneEntry['kind'], true> = {
  foul: true,
  unfoul: true,
  warning: true,
  disqualified: true,
  skipped: true,
  extended: true,
  phaseLength: true,
  correction: true,
};

function isJudgeEntry(entry: TimelineEntry): entry is UndoneEntry {
  return entry.kind in JUDGE_ENTRIES;
}
