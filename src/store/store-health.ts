import type { Logger } from '../logger.ts';
import { GAME_STORE_CALLS, StoreUnavailableError, type GameStore } from './game-store.ts';

/**
 * What the operator sees of a store outage: one warn line when the store stops answering and
 * one when it answers again (with how long it was down and how many interactions were refused
 * meanwhile), never one line per failed request.
 */
export class StoreHealth {
  readonly #logger: Logger;
  readonly #now: () => number;
  #downSince: number | undefined;
  /** The outage began with a refused write: only a write that succeeds ends it. */
  #writesRefused = false;
  #refused = 0;

  constructor(logger: Logger, now: () => number = Date.now) {
    this.#logger = logger;
    this.#now = now;
  }

  get down(): boolean {
    return this.#downSince !== undefined;
  }

  /** A store call failed because the store did not answer. */
  failed(cause: unknown, call: { write: boolean } = { write: false }): void {
    if (this.#downSince !== undefined) return;
    this.#downSince = this.#now();
    this.#writesRefused = call.write;
    this.#refused = 0;
    const reason = cause instanceof Error ? cause.message : String(cause);
    this.#logger.warn(
      { reason },
      'the game store stopped answering: interactions are refused ("try again") and timers wait until it is back',
    );
  }

  /**
   * A store call succeeded. A locked file still serves reads while it refuses writes: a read
   * does not end an outage of writes, or each read and write would log a line of its own.
   */
  answered(call: { write: boolean } = { write: false }): void {
    if (this.#downSince === undefined || (this.#writesRefused && !call.write)) return;
    const downForMs = this.#now() - this.#downSince;
    this.#downSince = undefined;
    this.#logger.warn(
      { downForMs, refusedInteractions: this.#refused },
      'the game store answers again: the games go on',
    );
  }

  /** An interaction was answered "the store is unavailable". */
  refused(): void {
    this.#refused++;
  }
}

type StoreCall = (this: GameStore, ...args: unknown[]) => Promise<unknown>;

/** The same store, reporting each call's outcome to `health`. */
export function watchedStore(store: GameStore, health: StoreHealth): GameStore {
  const watched = { kind: store.kind, close: () => store.close() } as GameStore;
  for (const method of GAME_STORE_CALLS) {
    const call = { write: method.startsWith('save') };
    (watched as unknown as Record<string, StoreCall>)[method] = async (...args) => {
      try {
        const result = await (store[method] as StoreCall).apply(store, args);
        health.answered(call);
        return result;
      } catch (error) {
        if (error instanceof StoreUnavailableError) health.failed(error.cause ?? error, call);
        else health.answered(call);
        throw error;
      }
    };
  }
  return watched;
}
