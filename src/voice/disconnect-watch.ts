import { disconnectGraceMs as gameDisconnectGraceMs } from '../engine/index.ts';
import { globalTimers, type VoiceTimers } from './timers.ts';

/** FLAG-DISCONNECT: a player stayed out of the game's voice channel past the grace period. */
export interface DisconnectRecord {
  userId: string;
  /** Epoch ms when the player was first seen out of the channel. */
  leftAt: number;
}

/** The grace of FLAG-DISCONNECT (D33) at this time scale: the engine's configuration value. */
export function disconnectGraceMs(timeScale: number): number {
  return gameDisconnectGraceMs({ timeScale });
}

export interface DisconnectWatchOptions {
  graceMs: number;
  onExpired: (record: DisconnectRecord) => void;
  timers?: VoiceTimers;
}

/**
 * Watches the players' presence in the game's voice channel (FLAG-DISCONNECT): a player seen out
 * of it starts the grace period; back within it, nothing happens; still out when it ends,
 * `onExpired` fires once (until the player comes back and leaves again).
 *
 * State-based: `observe(userId, inChannel)` may be called with every voice state update and
 * again for everyone at any time (after a restart, on resume) without double-counting.
 */
export class DisconnectWatch {
  readonly #graceMs: number;
  readonly #onExpired: (record: DisconnectRecord) => void;
  readonly #timers: VoiceTimers;
  readonly #pending = new Map<string, { leftAt: number; timer: unknown }>();
  /** Already reported and not back since. */
  readonly #reported = new Set<string>();
  #players = new Set<string>();
  #enabled = false;

  constructor(options: DisconnectWatchOptions) {
    this.#graceMs = options.graceMs;
    this.#onExpired = options.onExpired;
    this.#timers = options.timers ?? globalTimers;
  }

  /** The players whose absence counts (the alive seats' user ids). */
  setPlayers(userIds: Iterable<string>): void {
    this.#players = new Set(userIds);
    for (const userId of [...this.#pending.keys()])
      if (!this.#players.has(userId)) this.#cancel(userId);
  }

  /** On while the game runs (night and day, not paused); off cancels every grace period. */
  setEnabled(enabled: boolean): void {
    this.#enabled = enabled;
    if (!enabled) for (const userId of [...this.#pending.keys()]) this.#cancel(userId);
  }

  /** Whether the player is in the game's voice channel now. */
  observe(userId: string, inChannel: boolean): void {
    if (inChannel) {
      this.#cancel(userId);
      this.#reported.delete(userId);
      return;
    }
    if (!this.#enabled || !this.#players.has(userId)) return;
    if (this.#pending.has(userId) || this.#reported.has(userId)) return;
    const leftAt = this.#timers.now();
    const timer = this.#timers.setTimeout(() => {
      this.#pending.delete(userId);
      this.#reported.add(userId);
      this.#onExpired({ userId, leftAt });
    }, this.#graceMs);
    this.#pending.set(userId, { leftAt, timer });
  }

  /** Players in their grace period now. */
  get absent(): string[] {
    return [...this.#pending.keys()];
  }

  dispose(): void {
    this.setEnabled(false);
  }

  #cancel(userId: string): void {
    const pending = this.#pending.get(userId);
    if (!pending) return;
    this.#timers.clearTimeout(pending.timer);
    this.#pending.delete(userId);
  }
}
