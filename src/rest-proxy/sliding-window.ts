/**
 * At most `limit` admissions within any `windowMs`, wherever the window starts; callers wait
 * in arrival order. @discordjs/rest counts its global limit in fixed seconds, each opened by its
 * first request, so a second that straddles two of them can see up to twice the limit (measured
 * through the proxy: 15 requests in one second at a limit of 10). The proxy lets each request
 * go only through this window too, so no second ever holds more than the limit.
 */
export class SlidingWindow {
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #now: () => number;
  /** When the last `limit` admissions happened, oldest first. */
  readonly #admitted: number[] = [];
  readonly #waiting: (() => void)[] = [];
  #timer: NodeJS.Timeout | undefined;

  constructor(limit: number, windowMs: number, now: () => number = Date.now) {
    this.#limit = limit;
    this.#windowMs = windowMs;
    this.#now = now;
  }

  /** Resolves when the caller may go (at once when the window has room and nobody waits). */
  admit(): Promise<void> {
    if (this.#waiting.length === 0 && this.#tryTake()) return Promise.resolve();
    return new Promise((resolve) => {
      this.#waiting.push(resolve);
      this.#schedule();
    });
  }

  #tryTake(): boolean {
    const now = this.#now();
    const oldest = this.#admitted[0];
    if (this.#admitted.length >= this.#limit) {
      if (oldest !== undefined && now - oldest < this.#windowMs) return false;
      this.#admitted.shift();
    }
    this.#admitted.push(now);
    return true;
  }

  #schedule(): void {
    if (this.#timer) return;
    const oldest = this.#admitted[0] ?? this.#now();
    const delay = Math.max(0, oldest + this.#windowMs - this.#now());
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      while (this.#waiting.length > 0 && this.#tryTake()) this.#waiting.shift()?.();
      if (this.#waiting.length > 0) this.#schedule();
    }, delay);
    this.#timer.unref();
  }
}
