import type { RestRequest, RestResponse } from './router.ts';

/** One request the global limit counted (accepted or answered 429). */
export interface GlobalRequestRecord {
  at: number;
  allowed: boolean;
}

interface Window {
  startedAt: number;
  count: number;
}

const WINDOW_MS = 1000;

/**
 * Discord's global rate limit: N requests per second per bot token — "individuals are
 * determined using a request's authentication" (the Authorization header; without one, the
 * IP address), whatever the number of processes or machines sending them. Above it Discord
 * answers 429 with `global: true`, `X-RateLimit-Global`, `X-RateLimit-Scope: global` and
 * `Retry-After`. "Interaction endpoints are not bound to the bot's Global Rate Limit": the
 * callback and the webhook routes of an interaction token are not counted.
 *
 * The window is a fixed second starting with its first request, as @discordjs/rest counts it.
 * Every request it counts is recorded per token, so a test can read the peak rate.
 */
export class GlobalRateLimit {
  /** Requests per second per token; false: unlimited (still recorded). */
  perSecond: number | false;
  /** Every global 429 answered. */
  readonly hits: { at: number; token: string; retryAfterMs: number }[] = [];
  readonly #windows = new Map<string, Window>();
  readonly #records = new Map<string, GlobalRequestRecord[]>();

  constructor(perSecond: number | false) {
    this.perSecond = perSecond;
  }

  /** A 429 to answer instead of handling the request, or null when it may go on. */
  take(req: RestRequest, pattern: string, now: number = Date.now()): RestResponse | null {
    if (isInteractionEndpoint(pattern)) return null;
    const token = tokenOf(req);
    let window = this.#windows.get(token);
    if (!window || now >= window.startedAt + WINDOW_MS) {
      window = { startedAt: now, count: 0 };
      this.#windows.set(token, window);
    }
    const allowed = this.perSecond === false || window.count < this.perSecond;
    if (allowed) window.count += 1;
    this.#record(token, { at: now, allowed });
    if (allowed) return null;
    const retryAfterMs = window.startedAt + WINDOW_MS - now;
    this.hits.push({ at: now, token, retryAfterMs });
    return {
      status: 429,
      headers: {
        'Retry-After': String(Math.ceil(retryAfterMs / 1000)),
        'X-RateLimit-Global': 'true',
        'X-RateLimit-Scope': 'global',
      },
      body: {
        message: 'You are being rate limited.',
        retry_after: Number((retryAfterMs / 1000).toFixed(3)),
        global: true,
      },
    };
  }

  /** What one token sent, in order (the bot's token by default: `fake.token`). */
  requests(token: string): GlobalRequestRecord[] {
    return this.#records.get(token) ?? [];
  }

  /** The most requests of a token (answered or refused) within any `windowMs` (sliding). */
  peak(token: string, windowMs = WINDOW_MS): number {
    const times = this.requests(token).map((record) => record.at);
    let peak = 0;
    let first = 0;
    for (let last = 0; last < times.length; last += 1) {
      while ((times[last] ?? 0) - (times[first] ?? 0) >= windowMs) first += 1;
      peak = Math.max(peak, last - first + 1);
    }
    return peak;
  }

  /** Requests of a token per whole second since its first one: [count in 0–1 s, 1–2 s, …]. */
  perSecondCounts(token: string): number[] {
    const records = this.requests(token);
    const start = records[0]?.at ?? 0;
    const counts: number[] = [];
    for (const { at } of records) {
      const second = Math.floor((at - start) / WINDOW_MS);
      while (counts.length <= second) counts.push(0);
      counts[second] = (counts[second] ?? 0) + 1;
    }
    return counts;
  }

  #record(token: string, record: GlobalRequestRecord): void {
    let records = this.#records.get(token);
    if (!records) {
      records = [];
      this.#records.set(token, records);
    }
    records.push(record);
    if (records.length > 100_000) records.shift();
  }
}

/** Interaction callbacks and the follow-ups of an interaction token (its webhook routes). */
function isInteractionEndpoint(pattern: string): boolean {
  return pattern.startsWith('/interactions/') || pattern.startsWith('/webhooks/:appId/:token');
}

/** The bot token a request authenticates with, or its IP address when it has none. */
function tokenOf(req: RestRequest): string {
  const authorization = req.headers.authorization;
  return authorization ? authorization.replace(/^Bot /, '') : 'ip:127.0.0.1';
}
