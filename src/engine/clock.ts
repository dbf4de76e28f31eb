import type { GameState, PausedTimer, Timer } from './state.ts';

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
  const paused = state.paused;
  const remainder = paused?.timers.find((timer) => timer.kind === 'step');
  if (!paused || !remainder) return undefined;
  return (resumeAt ?? paused.at) + remainder.remainingMs;
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
  }));
}
