import { StoreUnavailableError } from '../../store/game-store.ts';
import type { Clock } from '../ports.ts';

/**
 * How long a question waits for start-up to read the running games from a store that does not
 * fail but does not answer either, before it is answered as the store's outage. Well within
 * the life of a deferred interaction (15 minutes); a read that fails is answered at once.
 */
export const GAMES_KNOWN_WAIT_MS = 30_000;

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * Whether this process knows its running games. Until start-up has read them from the store,
 * "is there a game in this channel?" has no answer yet (a "no" could open a second game in a
 * busy channel). A question asked in the meantime waits rather than being refused: it goes on
 * once the games are read, and hears the store's outage only when a read fails or takes longer
 * than GAMES_KNOWN_WAIT_MS. A question also cuts short start-up's pause between two reads of
 * a store that was down, so that it is answered by a read made for it, not minutes later.
 */
export class GamesKnown {
  readonly #clock: Clock;
  readonly #waiters = new Set<Waiter>();
  #known: boolean;
  /** Ends start-up's pause between two reads (someone asked). */
  #asked: (() => void) | undefined;

  /** `known`: false for a process whose start-up is still to read its games. */
  constructor(clock: Clock, known: boolean) {
    this.#clock = clock;
    this.#known = known;
  }

  /** Start-up begins to read the running games. */
  reading(): void {
    this.#known = false;
  }

  /** The running games are read (or start-up gave up on them): every question goes on. */
  read(): void {
    this.#known = true;
    this.#settle((waiter) => waiter.resolve());
  }

  /** A read failed: the questions waiting for it are answered as the store's outage. */
  failed(error: StoreUnavailableError): void {
    this.#settle((waiter) => waiter.reject(error));
  }

  /** Start-up's pause before it reads again: `ms`, or less when a question comes. */
  pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = this.#clock.setTimeout(() => this.#asked?.(), ms);
      this.#asked = () => {
        this.#asked = undefined;
        this.#clock.clearTimeout(timer);
        resolve();
      };
      if (this.#waiters.size > 0) this.#asked();
    });
  }

  /** Resolves once the running games are known; rejects with the store's outage. */
  wait(): Promise<void> {
    if (this.#known) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = this.#clock.setTimeout(() => {
        this.#waiters.delete(waiter);
        reject(new StoreUnavailableError(new Error('the running games are not read yet')));
      }, GAMES_KNOWN_WAIT_MS);
      const waiter: Waiter = {
        resolve: () => {
          this.#clock.clearTimeout(timer);
          resolve();
        },
        reject: (error) => {
          this.#clock.clearTimeout(timer);
          reject(error);
        },
      };
      this.#waiters.add(waiter);
      this.#asked?.();
    });
  }

  #settle(how: (waiter: Waiter) => void): void {
    const waiters = [...this.#waiters];
    this.#waiters.clear();
    waiters.forEach(how);
  }
}
