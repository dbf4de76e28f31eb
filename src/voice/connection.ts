import type { DiscordGatewayAdapterCreator } from '@discordjs/voice';
import { silentLogger, type VoiceLogger } from './narrator.ts';
import { globalTimers, type VoiceTimers } from './timers.ts';

/**
 * The parts of a @discordjs/voice VoiceConnection the link uses (a fake in unit tests). The
 * statuses are VoiceConnectionStatus values: 'signalling' | 'connecting' | 'ready' |
 * 'disconnected' | 'destroyed'.
 */
export interface ConnectionLike {
  readonly state: { status: string };
  on(
    event: 'stateChange',
    listener: (from: { status: string }, to: { status: string }) => void,
  ): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  destroy(): void;
}

export type LinkStatus = 'idle' | 'connecting' | 'ready' | 'waiting' | 'gaveUp' | 'destroyed';

export interface VoiceLinkOptions<C extends ConnectionLike> {
  /**
   * Creates a fresh connection (one op 4 join). Called for the first attempt and for every
   * retry; the previous connection is destroyed before.
   */
  join: (attempt: number) => C;
  /** Waits between failed attempts; their count is the number of retries (default 1, 2, 4 s). */
  retryDelaysMs?: readonly number[];
  /** An attempt that is not Ready within this time has failed (default 15 s). */
  readyTimeoutMs?: number;
  /** Connections created per link, in all; a flapping server gives up then (default 12). */
  maxAttempts?: number;
  /** The connection is Ready (again): subscribe the player, attach the receiver. */
  onReady?: (connection: C) => void;
  /** Voice is given up for good (called once): tell the judge; the game goes on without it. */
  onGiveUp?: (reason: string, lastError: Error | undefined) => void;
  logger?: VoiceLogger;
  timers?: VoiceTimers;
}

export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000];

/**
 * One guild's voice connection for one game, with its own bounded reconnection:
 *
 * - @discordjs/voice 0.19.2 rejoins by itself whenever its voice websocket closes with any
 *   code but 4014 (4006, 4021, 4022, a refused connection…): it re-sends the op 4 join at once,
 *   and when the voice server fails again, loops (a tight loop against a dead endpoint). The
 *   link therefore joins through `gatedAdapter`, which lets exactly one join payload through
 *   per connection: the library's own rejoin is refused, the connection turns Disconnected,
 *   and the link takes over.
 * - Disconnected (any reason), an unexpected Destroyed, or no Ready within `readyTimeoutMs`:
 *   the connection is destroyed and, after 1 s, 2 s, 4 s, a fresh one is made. After the
 *   last retry the link gives up: `onGiveUp` once, and nothing more is sent to Discord.
 * - Ready resets the retry count.
 * - An 'error' listener is always attached: an unhandled 'error' on a VoiceConnection (any
 *   websocket or UDP failure is re-emitted there) would crash the process.
 */
export class VoiceLink<C extends ConnectionLike = ConnectionLike> {
  readonly #options: VoiceLinkOptions<C>;
  readonly #logger: VoiceLogger;
  readonly #timers: VoiceTimers;
  readonly #delays: readonly number[];
  #status: LinkStatus = 'idle';
  #connection: C | undefined;
  #failures = 0;
  #attempts = 0;
  #timer: unknown;
  #lastError: Error | undefined;

  constructor(options: VoiceLinkOptions<C>) {
    this.#options = options;
    this.#logger = options.logger ?? silentLogger;
    this.#timers = options.timers ?? globalTimers;
    this.#delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  }

  get status(): LinkStatus {
    return this.#status;
  }

  /** The live connection, if any (Ready or on its way). */
  get connection(): C | undefined {
    return this.#connection;
  }

  /** Connections made so far. */
  get attempts(): number {
    return this.#attempts;
  }

  start(): void {
    if (this.#status !== 'idle') return;
    this.#attempt();
  }

  /** Leaves the channel for good (game over, aborted, shutdown). */
  destroy(): void {
    if (this.#status === 'destroyed') return;
    this.#status = 'destroyed';
    this.#clearTimer();
    this.#dropConnection();
  }

  #attempt(): void {
    this.#attempts++;
    this.#status = 'connecting';
    let connection: C;
    try {
      connection = this.#options.join(this.#attempts);
    } catch (error) {
      this.#lastError = error instanceof Error ? error : new Error(String(error));
      this.#fail('join threw');
      return;
    }
    this.#connection = connection;
    let reported = false;
    connection.on('error', (error: Error) => {
      this.#lastError = error;
      // One line per attempt at warn; the library may repeat the same failure.
      if (reported) this.#logger.debug({ err: error }, 'voice: connection error');
      else this.#logger.warn({ err: error, attempt: this.#attempts }, 'voice: connection error');
      reported = true;
    });
    connection.on('stateChange', (_from, to) => {
      if (connection !== this.#connection) return;
      this.#onStatus(connection, to.status);
    });
    this.#armReadyTimer();
    // The connection may already be Disconnected (the adapter refused the join payload).
    this.#onStatus(connection, connection.state.status);
  }

  #onStatus(connection: C, status: string): void {
    if (this.#status === 'destroyed' || this.#status === 'gaveUp') return;
    switch (status) {
      case 'ready':
        this.#clearTimer();
        this.#failures = 0;
        if (this.#status !== 'ready') {
          this.#status = 'ready';
          this.#logger.info({ attempt: this.#attempts }, 'voice: connected');
          try {
            this.#options.onReady?.(connection);
          } catch (error) {
            this.#logger.warn({ err: error }, 'voice: onReady failed');
          }
        }
        return;
      case 'signalling':
      case 'connecting':
        if (this.#status === 'ready') {
          // The library is reconnecting on its own (voice server moved, resume): give it time.
          this.#status = 'connecting';
          this.#armReadyTimer();
        }
        return;
      case 'disconnected':
        this.#fail('disconnected');
        return;
      case 'destroyed':
        this.#fail('destroyed');
        return;
    }
  }

  #armReadyTimer(): void {
    this.#clearTimer();
    this.#timer = this.#timers.setTimeout(
      () => this.#fail('not ready in time'),
      this.#options.readyTimeoutMs ?? 15_000,
    );
  }

  #clearTimer(): void {
    if (this.#timer !== undefined) this.#timers.clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #dropConnection(): void {
    const connection = this.#connection;
    this.#connection = undefined;
    if (!connection || connection.state.status === 'destroyed') return;
    try {
      connection.destroy();
    } catch (error) {
      this.#logger.debug({ err: error }, 'voice: destroying the connection failed');
    }
  }

  #fail(reason: string): void {
    if (this.#status === 'destroyed' || this.#status === 'gaveUp' || this.#status === 'waiting')
      return;
    this.#clearTimer();
    this.#dropConnection();
    this.#failures++;
    const delay = this.#delays[this.#failures - 1];
    const maxAttempts = this.#options.maxAttempts ?? 12;
    if (delay === undefined || this.#attempts >= maxAttempts) {
      this.#status = 'gaveUp';
      this.#logger.warn(
        { reason, attempts: this.#attempts, err: this.#lastError },
        'voice: giving up on this voice channel for this game',
      );
      try {
        this.#options.onGiveUp?.(reason, this.#lastError);
      } catch (error) {
        this.#logger.warn({ err: error }, 'voice: onGiveUp failed');
      }
      return;
    }
    this.#status = 'waiting';
    this.#logger.info({ reason, retryInMs: delay, failures: this.#failures }, 'voice: retrying');
    this.#timer = this.#timers.setTimeout(() => {
      this.#timer = undefined;
      if (this.#status === 'waiting') this.#attempt();
    }, delay);
  }
}

/**
 * Wraps a guild's voiceAdapterCreator so that each connection sends at most one op 4 join
 * (leaves, channel_id null, always pass). A refused payload makes @discordjs/voice turn the
 * connection Disconnected (AdapterUnavailable) instead of rejoining in a loop; VoiceLink then
 * retries on its own schedule.
 */
export function gatedAdapter(
  creator: DiscordGatewayAdapterCreator,
  onRefused?: () => void,
): DiscordGatewayAdapterCreator {
  return (methods) => {
    const adapter = creator(methods);
    let joins = 0;
    return {
      sendPayload(payload: { op?: number; d?: { channel_id?: string | null } }): boolean {
        const joining = payload?.op === 4 && payload.d?.channel_id != null;
        if (joining && joins++ > 0) {
          onRefused?.();
          return false;
        }
        return adapter.sendPayload(payload);
      },
      destroy: () => adapter.destroy(),
    };
  };
}
