import type { GameState, PausedTimer, StepOnFloor, Timer } from './state/state.ts';

/**
 * The one place that says when the running step ends (issue 12, deliverable 4). While the game
 * runs, that is the step timer's deadline. While it is paused, the step has a remainder instead
 * and ends that long after the game resumes: at `resumeAt` plus the remainder. Screens, which
 * see only the state, pass nothing and get the deadline as of the pause (the remainder counted
 * from the moment the clock stopped); a judge's command passes its own `now`.
 * Undefined when no step runs (lobby, ended).
 */
export function stepDeadline(state: GameState, resumeAt?: number): number | undefined {
  const step = state.timers.find((timer) => timer.kind === 'step');
  if (step) return step.deadlineAt;
  const remainder = pausedRemainder(state);
  if (!state.paused || remainder === undefined) return undefined;
  return (resumeAt ?? state.paused.at) + remainder;
}

/** While paused: the time the running step still has (ms); undefined when running or none. */
export function pausedRemainder(state: GameState): number | undefined {
  return state.paused?.timers.find((timer) => timer.kind === 'step')?.remainingMs;
}

/** The time left on the running step at `now` (the remainder while paused). */
export function stepRemainingMs(state: GameState, now: number): number | undefined {
  const deadline = stepDeadline(state, now);
  return deadline === undefined ? undefined : Math.max(0, deadline - now);
}

/** Running timers stopped at `now`: each keeps the time it had left. */
export function pauseTimers(timers: Timer[], now: number): PausedTimer[] {
  return timers.map((timer) => ({
    id: timer.id,
    kind: timer.kind,
    remainingMs: Math.max(0, timer.deadlineAt - now),
    ...(timer.floor ? { floor: timer.floor } : {}),
  }));
}

/**
 * Paused timers running again from `now`, under fresh ids so a fire armed before the pause can
 * never match again.
 */
export function resumeTimers(state: GameState, paused: PausedTimer[], now: number): Timer[] {
  return paused.map((timer) => ({
    id: `t${++state.timerSeq}`,
    kind: timer.kind,
    deadlineAt: now + timer.remainingMs,
    ...(timer.floor ? { floor: timer.floor } : {}),
  }));
}

/**
 * Every timer `deltaMs` later (earlier when negative). Paused, the remainders change; running,
 * the deadlines move under fresh ids so the old deadline's fire is stale. A step still waiting
 * for the floor (GAME-CLOCK-ON-FLOOR) gets the time added to its length, not to the wait.
 */
export function shiftTimers(state: GameState, deltaMs: number): void {
  const paused = state.paused;
  if (paused) {
    for (const timer of paused.timers) {
      if (timer.floor) timer.floor = lengthened(timer.floor, deltaMs);
      else timer.remainingMs = Math.max(0, timer.remainingMs + deltaMs);
    }
    return;
  }
  state.timers = state.timers.map((timer) => ({
    ...timer,
    id: `t${++state.timerSeq}`,
    ...(timer.floor
      ? { floor: lengthened(timer.floor, deltaMs) }
      : { deadlineAt: timer.deadlineAt + deltaMs }),
  }));
}

function lengthened(floor: StepOnFloor, deltaMs: number): StepOnFloor {
  return { ...floor, durationMs: Math.max(1, floor.durationMs + deltaMs) };
}

/**
 * GAME-CLOCK-ON-FLOOR: the wait for the floor, running or paused; undefined once the step's
 * clock runs (or when no step waits).
 */
export function floorWait(state: GameState): { id: string; floor: StepOnFloor } | undefined {
  const timers = state.paused?.timers ?? state.timers;
  const timer = timers.find((entry) => entry.kind === 'floorReady' && entry.floor);
  return timer?.floor ? { id: timer.id, floor: timer.floor } : undefined;
}

/** The earliest end of a step still waiting for the floor: its whole length from `now`. */
export function awaitedStepEnd(state: GameState, now: number): number | undefined {
  const wait = floorWait(state);
  return wait ? now + wait.floor.durationMs : undefined;
}
