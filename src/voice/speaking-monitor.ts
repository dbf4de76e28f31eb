import { OUT_OF_TURN_THRESHOLD_MS } from '../engine/index.ts';
import { globalTimers, type VoiceTimers } from './timers.ts';

/**
 * What a voice receiver reports: `connection.receiver.speaking` of @discordjs/voice (a
 * SpeakingMap) emits 'start' and 'end' with a user id. 'start' comes with the first audio
 * packet of a user, 'end' SpeakingMap.DELAY (100 ms) after their last one. It needs no
 * decryption, so it works with DAVE end-to-end encryption.
 */
export interface SpeakingSource {
  on(event: 'start' | 'end', listener: (userId: string) => void): unknown;
  off(event: 'start' | 'end', listener: (userId: string) => void): unknown;
}

/** FLAG-OUT-OF-TURN: a player spoke without holding the floor. */
export interface OutOfTurnRecord {
  userId: string;
  /** Epoch ms when the out-of-turn speech began (or when the speaker lost the floor). */
  startedAt: number;
  durationMs: number;
}

export interface SpeakingMonitorOptions {
  /** Minimum out-of-turn speech that makes a record (default: the engine's, FLAG-OUT-OF-TURN). */
  thresholdMs?: number;
  /**
   * Discord clients stop sending audio at short pauses, so one sentence arrives as several
   * start/end pairs. Pauses shorter than this are bridged (default 300 ms).
   */
  mergeGapMs?: number;
  /** How late 'end' comes after the last packet (SpeakingMap.DELAY, 100 ms). */
  endLagMs?: number;
  onOutOfTurn: (record: OutOfTurnRecord) => void;
  timers?: VoiceTimers;
}

interface Burst {
  startedAt: number;
  /** Set while the user is silent (within the merge gap). */
  endedAt?: number;
  gapTimer?: unknown;
}

/**
 * Out-of-turn speech detection for `detect` floor control (DAY-FLOOR-CONTROL, FLAG-OUT-OF-TURN): whenever a
 * player who does not hold the floor speaks for at least the threshold, `onOutOfTurn` gets one
 * record per continuous burst, once the burst is over (so its duration is known). The floor
 * holder is never flagged; a speaker who loses the floor while still talking is counted from
 * that moment; a player who gains it while talking is not counted any further.
 *
 * Pure logic over a SpeakingSource and timers: the service feeds it the players, the floor
 * holder and whether detection is on (by day, in detect mode, not paused).
 */
export class SpeakingMonitor {
  readonly #thresholdMs: number;
  readonly #mergeGapMs: number;
  readonly #endLagMs: number;
  readonly #onOutOfTurn: (record: OutOfTurnRecord) => void;
  readonly #timers: VoiceTimers;
  /** Who is speaking now (any user), since when. */
  readonly #speaking = new Map<string, number>();
  readonly #bursts = new Map<string, Burst>();
  #players = new Set<string>();
  #floor: string | undefined;
  #enabled = false;
  #source: SpeakingSource | undefined;

  constructor(options: SpeakingMonitorOptions) {
    this.#thresholdMs = options.thresholdMs ?? OUT_OF_TURN_THRESHOLD_MS;
    this.#mergeGapMs = options.mergeGapMs ?? 300;
    this.#endLagMs = options.endLagMs ?? 100;
    this.#onOutOfTurn = options.onOutOfTurn;
    this.#timers = options.timers ?? globalTimers;
  }

  readonly #onStart = (userId: string): void => {
    this.#speaking.set(userId, this.#timers.now());
    if (!this.#counts(userId)) return;
    const burst = this.#bursts.get(userId);
    if (burst && burst.endedAt !== undefined) {
      // A short pause: the same burst goes on.
      this.#timers.clearTimeout(burst.gapTimer);
      burst.endedAt = undefined;
      burst.gapTimer = undefined;
    } else if (!burst) {
      this.#bursts.set(userId, { startedAt: this.#timers.now() });
    }
  };

  readonly #onEnd = (userId: string): void => {
    this.#speaking.delete(userId);
    const burst = this.#bursts.get(userId);
    if (!burst || burst.endedAt !== undefined) return;
    burst.endedAt = Math.max(burst.startedAt, this.#timers.now() - this.#endLagMs);
    burst.gapTimer = this.#timers.setTimeout(() => this.#close(userId), this.#mergeGapMs);
  };

  /** Listens to a receiver (a new one after each reconnection); replaces the previous. */
  attach(source: SpeakingSource): void {
    this.detach();
    this.#source = source;
    source.on('start', this.#onStart);
    source.on('end', this.#onEnd);
  }

  detach(): void {
    const source = this.#source;
    if (!source) return;
    source.off('start', this.#onStart);
    source.off('end', this.#onEnd);
    this.#source = undefined;
    // The old receiver will not say who stopped: close what was open.
    for (const userId of this.#speaking.keys()) this.#onEnd(userId);
    this.#speaking.clear();
  }

  /** The players who may be flagged (the alive seats' user ids). */
  setPlayers(userIds: Iterable<string>): void {
    const next = new Set(userIds);
    for (const userId of this.#bursts.keys()) if (!next.has(userId)) this.#drop(userId);
    this.#players = next;
    this.#startCounting();
  }

  /** The floor holder (undefined: nobody may speak, e.g. during a vote). */
  setFloor(userId: string | undefined): void {
    if (userId === this.#floor) return;
    this.#floor = userId;
    if (userId !== undefined && this.#bursts.has(userId)) this.#close(userId);
    this.#startCounting();
  }

  /** Detection on (by day in detect mode) or off (night, pause, end: open bursts are closed). */
  setEnabled(enabled: boolean): void {
    if (enabled === this.#enabled) return;
    this.#enabled = enabled;
    if (enabled) this.#startCounting();
    else for (const userId of [...this.#bursts.keys()]) this.#close(userId);
  }

  dispose(): void {
    this.#enabled = false;
    this.detach();
    for (const userId of [...this.#bursts.keys()]) this.#drop(userId);
  }

  #counts(userId: string): boolean {
    return this.#enabled && this.#players.has(userId) && userId !== this.#floor;
  }

  /** Users already talking when they start to count (lost the floor, detection turned on). */
  #startCounting(): void {
    const now = this.#timers.now();
    for (const userId of this.#speaking.keys())
      if (this.#counts(userId) && !this.#bursts.has(userId))
        this.#bursts.set(userId, { startedAt: now });
  }

  #drop(userId: string): void {
    const burst = this.#bursts.get(userId);
    if (burst?.gapTimer !== undefined) this.#timers.clearTimeout(burst.gapTimer);
    this.#bursts.delete(userId);
  }

  #close(userId: string): void {
    const burst = this.#bursts.get(userId);
    if (!burst) return;
    this.#drop(userId);
    const endedAt = burst.endedAt ?? this.#timers.now();
    const durationMs = endedAt - burst.startedAt;
    if (durationMs >= this.#thresholdMs)
      this.#onOutOfTurn({ userId, startedAt: burst.startedAt, durationMs });
  }
}
