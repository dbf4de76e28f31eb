import { floorWait } from '../clock.ts';
import { text, type Text } from '../messages.ts';
import { currentDay } from '../queries.ts';
import type { GameState, StepOnFloor, Timer } from '../state/state.ts';
import type { Draft } from '../flow/draft.ts';

/**
 * GAME-CLOCK-ON-FLOOR: how long a step waits for Discord to confirm its mutes before its clock
 * starts anyway. Not scaled by the time scale: it bounds Discord's latency and rate limits (a
 * queue of member edits, a 429), which a faster game clock does not shorten. Longer than one
 * window of the member-edit limit (10 s): on a tournament night the tables whose mutes fall in
 * the second window are still waited for. A speaker out of voice needs no edit and holds nothing.
 */
export const FLOOR_GRACE_MS = 15_000;

/**
 * GAME-CLOCK-ON-FLOOR: whether the game's steps wait for the floor: a sports game played in a
 * voice channel, where the bot mutes the table. Forum games and games without voice start at once.
 */
export function awaitsFloor(state: GameState): boolean {
  return state.voiceChannelId !== undefined && state.config.preset !== 'forum';
}

/**
 * GAME-CLOCK-ON-FLOOR: a speech or a night step begins. Its clock runs from the moment the floor
 * is set (the orchestrator's `floorSet` once Discord confirmed the mutes), not from now: until
 * then only the bounded wait runs, a `floorReady` timer holding the step's length.
 */
export function beginStepOnFloor(draft: Draft, durationMs: number, warningBeforeMs?: number): void {
  if (!awaitsFloor(draft.state)) {
    draft.setStepTimer(durationMs, warningBeforeMs);
    return;
  }
  const state = draft.state;
  const floor: StepOnFloor = {
    durationMs,
    ...(warningBeforeMs !== undefined ? { warningBeforeMs } : {}),
  };
  const wait: Timer = {
    id: `t${++state.timerSeq}`,
    kind: 'floorReady',
    deadlineAt: draft.now + FLOOR_GRACE_MS,
    floor,
  };
  state.timers = [wait];
}

/**
 * GAME-CLOCK-ON-FLOOR: Discord confirmed the mutes of the step waiting under `timerId`: its clock
 * starts now. A confirmation of an earlier step (or of a wait a pause renewed) changes nothing.
 * Paused, the step gets its whole length, counted from the resume.
 */
export function setFloor(draft: Draft, timerId: string): Text | undefined {
  const wait = floorWait(draft.state);
  if (!wait || wait.id !== timerId) return text('error.timerStale', {});
  startClock(draft, wait.floor);
  return undefined;
}

/**
 * GAME-CLOCK-ON-FLOOR: the wait ran out before Discord confirmed the mutes (member edits queued
 * behind the rate limit, a speaker out of voice): the clock starts anyway, and the judge is told
 * why, so the game is never held by the microphones.
 */
export function floorGraceExpired(draft: Draft, timer: Timer): void {
  if (!timer.floor) return;
  startClock(draft, timer.floor);
  const seat = currentDay(draft.state)?.floor?.seat;
  draft.notice(
    { kind: 'judge' },
    'warning',
    text('floor.graceExpired', {
      seconds: Math.round(FLOOR_GRACE_MS / 1000),
      ...(seat !== undefined ? { seat } : {}),
    }),
  );
}

function startClock(draft: Draft, floor: StepOnFloor): void {
  const paused = draft.state.paused;
  // Paused, decide() stops the new timers again with their whole time left (decide.ts).
  if (paused) paused.timers = paused.timers.filter((timer) => timer.kind !== 'floorReady');
  draft.setStepTimer(floor.durationMs, floor.warningBeforeMs);
}
