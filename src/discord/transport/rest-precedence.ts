import { AsyncLocalStorage } from 'node:async_hooks';
import { DefaultRestOptions, type RESTOptions } from 'discord.js';
import { outsideGlobalLimit } from './global-limit.ts';

/**
 * Which REST calls go first when the global budget (Discord: 50 requests a second per bot) is
 * spent (issue 13, item 7). discord.js keeps one global counter for all its per-route queues:
 * once it is spent, every queue waits for the next second and the first to wake goes first, so
 * the unmute of the next speaker waits behind every role card and report queued before it.
 *
 * - urgent: what a table waits for in the middle of play — member edits (mutes) and the floor
 *   screen of a speech handover;
 * - normal: everything else the game shows (votes, night screens, public notices);
 * - bulk: what nobody waits for to the second — DMs, reports, lobby edits.
 *
 * Urgent calls go first: the table's handover must not wait behind anything queued before it.
 * Ordering by deadline alone (ask time plus a slack per class) does not give that once the
 * budget stays spent: the backlog of DMs and screens then always holds calls whose deadline
 * has passed, and the unmute queued behind them (measured: 0.7 s at p50, 2.4 s at p99 before
 * it was asked at all). So a share of every window (`reserved`, a tenth) is kept for the
 * others while they wait, and urgent calls take the rest before them; normal and bulk calls
 * are ordered earliest-deadline-first with their slack, so a bulk call waits for the table's
 * screens only so long and is never starved.
 */
export type RestPrecedence = 'urgent' | 'normal' | 'bulk';

export const PRECEDENCES: readonly RestPrecedence[] = ['urgent', 'normal', 'bulk'];

const DEFAULT_SLACK_MS: Record<RestPrecedence, number> = { urgent: 0, normal: 2_000, bulk: 10_000 };

/**
 * Discord allows 50 a second; the gate sends 45. Requests that leave evenly at the limit do not
 * arrive evenly (the event loop, the connection pool, the network), and a second that arrives
 * with 51 is a global 429, after which discord.js holds every request of the bot, urgent ones
 * too, for the Retry-After (issue 13, item 7: at 50, 790 global 429s in 120 saturated seconds).
 */
export const GATE_REQUESTS_PER_SECOND = 45;

const precedenceOfCaller = new AsyncLocalStorage<RestPrecedence>();

/**
 * Runs `work` with its REST calls in `precedence`. The class follows the calls through
 * discord.js's queues (AsyncLocalStorage), so the ports label what they do, not how.
 */
export function withPrecedence<T>(precedence: RestPrecedence, work: () => Promise<T>): Promise<T> {
  return precedenceOfCaller.run(precedence, work);
}

export function currentPrecedence(): RestPrecedence {
  return precedenceOfCaller.getStore() ?? 'normal';
}

interface Waiter {
  deadline: number;
  admit: () => void;
}

interface Sent {
  at: number;
  urgent: boolean;
}

export interface PrecedenceGateOptions {
  /** Requests allowed in any window of `windowMs` (default GATE_REQUESTS_PER_SECOND a second). */
  limit?: number;
  windowMs?: number;
  slackMs?: Partial<Record<RestPrecedence, number>>;
  /** Slots of a window urgent calls leave to the others while they wait (default a tenth). */
  reserved?: number;
}

/**
 * The global budget as a sliding window (no second ever holds more than `limit` requests,
 * wherever the second starts), handed out by precedence. One FIFO queue per class: within a
 * class deadlines grow with arrival, so the earliest deadline is always at one of the heads.
 */
export class PrecedenceGate {
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #slackMs: Record<RestPrecedence, number>;
  readonly #reserved: number;
  readonly #queues: Record<RestPrecedence, Waiter[]> = { urgent: [], normal: [], bulk: [] };
  /** The requests let through in the current window, oldest first. */
  readonly #sent: Sent[] = [];
  #timer: NodeJS.Timeout | undefined;
  /** Nothing leaves before this (a global 429's retry_after). */
  #heldUntil = 0;
  /** Requests let through, by class (for the logs and the benchmark). */
  readonly admitted: Record<RestPrecedence, number> = { urgent: 0, normal: 0, bulk: 0 };

  constructor(options: PrecedenceGateOptions = {}) {
    this.#limit = options.limit ?? GATE_REQUESTS_PER_SECOND;
    this.#windowMs = options.windowMs ?? 1_000;
    this.#slackMs = { ...DEFAULT_SLACK_MS, ...options.slackMs };
    this.#reserved = Math.min(this.#limit - 1, options.reserved ?? Math.floor(this.#limit / 10));
  }

  get waiting(): number {
    return PRECEDENCES.reduce((sum, precedence) => sum + this.#queues[precedence].length, 0);
  }

  /** Resolves when the request may go out; it then counts against the window. */
  admit(precedence: RestPrecedence): Promise<void> {
    return new Promise((resolve) => {
      const deadline = Date.now() + this.#slackMs[precedence];
      this.#queues[precedence].push({
        deadline,
        admit: () => {
          this.admitted[precedence] += 1;
          resolve();
        },
      });
      this.#pump();
    });
  }

  /** Discord answered a global 429: nothing leaves for `ms`, then urgent calls first again. */
  hold(ms: number): void {
    this.#heldUntil = Math.max(this.#heldUntil, Date.now() + ms);
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#pump();
  }

  /** Urgent first within its share of the window; the others by earliest deadline. */
  #next(): RestPrecedence | undefined {
    const othersWait = this.#queues.normal.length + this.#queues.bulk.length > 0;
    const urgentSent = this.#sent.filter((sent) => sent.urgent).length;
    if (
      this.#queues.urgent.length > 0 &&
      (!othersWait || urgentSent < this.#limit - this.#reserved)
    )
      return 'urgent';
    const [normal, bulk] = [this.#queues.normal[0], this.#queues.bulk[0]];
    if (normal && (!bulk || normal.deadline <= bulk.deadline)) return 'normal';
    return bulk ? 'bulk' : undefined;
  }

  #pump(): void {
    const now = Date.now();
    if (now < this.#heldUntil) return this.#wake(this.#heldUntil - now);
    while (this.#sent.length > 0 && (this.#sent[0]?.at ?? 0) <= now - this.#windowMs)
      this.#sent.shift();
    for (let next = this.#next(); next && this.#sent.length < this.#limit;) {
      this.#sent.push({ at: now, urgent: next === 'urgent' });
      this.#queues[next].shift()?.admit();
      next = this.#next();
    }
    // The window frees its oldest slot at this moment.
    this.#wake(Math.max(1, (this.#sent[0]?.at ?? now) + this.#windowMs - now));
  }

  #wake(wait: number): void {
    if (this.waiting === 0 || this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#pump();
    }, wait);
  }
}

type MakeRequest = NonNullable<RESTOptions['makeRequest']>;
type ResponseLike = Awaited<ReturnType<MakeRequest>>;

/** Global 429s a request waits out in the gate before discord.js is left to handle one. */
const GLOBAL_RETRIES = 3;

/**
 * The wait a global 429 asks for, in ms (its body's `retry_after`, in seconds to the
 * millisecond), or undefined for any other answer. discord.js reads the Retry-After header
 * instead, whole seconds rounded up, and holds every request of the bot for it: a 429 with
 * 0.1 s left in Discord's window held the next speaker's unmute for 1.05 s.
 */
async function globalRetryAfterMs(response: ResponseLike): Promise<number | undefined> {
  if (response.status !== 429 || !response.headers.get('x-ratelimit-global')) return undefined;
  const body = (await response.json().catch(() => ({}))) as { retry_after?: unknown };
  return typeof body.retry_after === 'number' ? body.retry_after * 1000 : 1000;
}

/**
 * discord.js's `makeRequest` (the moment a request really goes out, after discord.js's own
 * per-route waits) behind the gate. discord.js starts its request timeout before it calls
 * `makeRequest`, so the wait here must not count against it: the request gets a timeout of
 * its own from the moment it leaves.
 */
export function gatedMakeRequest(
  gate: PrecedenceGate,
  timeoutMs: number,
  makeRequest: MakeRequest = DefaultRestOptions.makeRequest,
): MakeRequest {
  const send = async (url: string, init: Parameters<MakeRequest>[1]) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await makeRequest(url, { ...init, signal: controller.signal });
    } finally {
      clearTimeout(timer);
    }
  };
  return async (url, init) => {
    if (outsideGlobalLimit(url)) return makeRequest(url, init);
    const precedence = currentPrecedence();
    for (let retries = 0; ; retries += 1) {
      await gate.admit(precedence);
      const response = await send(url, init);
      // The last one goes to discord.js as it came (it holds everything for the header's wait).
      if (retries === GLOBAL_RETRIES || response.status !== 429) return response;
      const waitMs = await globalRetryAfterMs(response);
      if (waitMs === undefined) return response;
      gate.hold(waitMs);
    }
  };
}

/**
 * The REST options that put the gate in front of discord.js: the gate keeps the global limit,
 * so discord.js's own global counter is set out of its way; a global 429 is waited out in the
 * gate for its retry_after (discord.js only sees one after GLOBAL_RETRIES, and then obeys it).
 * Behind the REST proxy the proxy keeps the budget of every process together; the gate then
 * orders what this process sends within its own 50 a second.
 */
export function precedenceRestOptions(
  gate: PrecedenceGate,
  timeoutMs: number = DefaultRestOptions.timeout,
  makeRequest: MakeRequest = DefaultRestOptions.makeRequest,
): Partial<RESTOptions> {
  return {
    globalRequestsPerSecond: 10_000,
    makeRequest: gatedMakeRequest(gate, timeoutMs, makeRequest),
  };
}
