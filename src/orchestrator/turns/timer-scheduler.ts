import type { Timer } from '../../engine/index.ts';
import type { Clock } from '../ports.ts';

/** A timer's time came: its fire is a turn (`timerExpired`), harmless when stale. */
export type TimerFire = (gameId: string, timerId: string) => Promise<void>;

/**
 * What the orchestrator needs of a timer engine: this in-process one, or one shared by every
 * process of a cluster (src/cluster/queued-timers.ts).
 */
export interface GameTimers {
  /**
   * Makes a game's armed timers exactly `timers`, those of the document at `revision` (an
   * engine shared by processes ignores an arm older than the last one it took).
   */
  arm(gameId: string, timers: readonly Timer[], revision: number): void;
  /** Fires one timer again a little later, from this process (the store was down when it fired). */
  retry(gameId: string, timerId: string, delayMs: number): void;
  /** This process fires no timer any more (it stops or dies); the timers stay the games'. */
  cancelAll(): void;
}

/**
 * Arms the in-process timeouts that stand for a game's timers. The timers themselves live in
 * the game state (deadlines, not durations), so re-arming after a restart uses the time left,
 * and an overdue timer fires at once.
 */
export class TimerScheduler implements GameTimers {
  readonly #clock: Clock;
  readonly #fire: TimerFire;
  readonly #armed = new Map<string, Map<string, unknown>>();

  constructor(clock: Clock, fire: TimerFire) {
    this.#clock = clock;
    this.#fire = fire;
  }

  /** Makes the armed timeouts of a game exactly `timers` (others cancelled, existing kept). */
  arm(gameId: string, timers: readonly Timer[]): void {
    const armed = this.#armed.get(gameId) ?? new Map<string, unknown>();
    const wanted = new Set(timers.map((timer) => timer.id));
    for (const [timerId, handle] of armed) {
      if (!wanted.has(timerId)) {
        this.#clock.clearTimeout(handle);
        armed.delete(timerId);
      }
    }
    for (const timer of timers) {
      if (armed.has(timer.id)) continue;
      const delay = Math.max(0, timer.deadlineAt - this.#clock.now());
      armed.set(
        timer.id,
        this.#clock.setTimeout(() => {
          armed.delete(timer.id);
          void this.#fire(gameId, timer.id);
        }, delay),
      );
    }
    if (armed.size > 0) this.#armed.set(gameId, armed);
    else this.#armed.delete(gameId);
  }

  /** Re-arms one timer a little later (the store was down when it fired). */
  retry(gameId: string, timerId: string, delayMs: number): void {
    const armed = this.#armed.get(gameId) ?? new Map<string, unknown>();
    if (armed.has(timerId)) return;
    armed.set(
      timerId,
      this.#clock.setTimeout(() => {
        armed.delete(timerId);
        void this.#fire(gameId, timerId);
      }, delayMs),
    );
    this.#armed.set(gameId, armed);
  }

  cancelAll(): void {
    for (const armed of this.#armed.values())
      for (const handle of armed.values()) this.#clock.clearTimeout(handle);
    this.#armed.clear();
  }

  armedCount(gameId: string): number {
    return this.#armed.get(gameId)?.size ?? 0;
  }
}
