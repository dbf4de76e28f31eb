/** One request the global limit counted (accepted or answered 429). */
export interface GlobalRequestRecord {
  at: number;
  allowed: boolean;
  /** Below /api/v10, e.g. /guilds/1/members/2: which request arrived when. */
  path: string;
}

/** A global 429 as Discord words it: what to answer instead of handling the request. */
export interface GlobalRefusal {
  status: 429;
  headers: Record<string, string>;
  body: { message: string; retry_after: number; global: true };
}

/** What a limit counted, as plain data: the edge process hands it to the test that started it. */
export interface GlobalRateLimitSnapshot {
  perSecond: number | false;
  hits: GlobalRateLimit['hits'];
  records: [token: string, records: GlobalRequestRecord[]][];
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
 *
 * The one implementation of the count: the fake applies it in its own process, and the edge
 * (edge-server.ts) applies it in a process of its own, whose idle event loop sees arrivals when
 * they arrive (the fake's loop, shared with hundreds of scripted players, sees them late and
 * bunched, and would refuse requests Discord accepts).
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

  /** Plain data back into a limit, to read with `peak`, `requests`, `perSecondCounts`. */
  static fromSnapshot(snapshot: GlobalRateLimitSnapshot): GlobalRateLimit {
    const limit = new GlobalRateLimit(snapshot.perSecond);
    limit.hits.push(...snapshot.hits);
    for (const [token, records] of snapshot.records) limit.#records.set(token, records);
    return limit;
  }

  snapshot(): GlobalRateLimitSnapshot {
    return { perSecond: this.perSecond, hits: this.hits, records: [...this.#records] };
  }

  /**
   * A 429 to answer instead of handling the request, or null when it may go on. `path` is
   * below /api/v10 (e.g. /guilds/1/members/2); `authorization` its Authorization header.
   */
  take(authorization: string | undefined, path: string, now = Date.now()): GlobalRefusal | null {
    if (isInteractionEndpoint(path)) return null;
    const token = tokenOf(authorization);
    let window = this.#windows.get(token);
    if (!window || now >= window.startedAt + WINDOW_MS) {
      window = { startedAt: now, count: 0 };
      this.#windows.set(token, window);
    }
    const allowed = this.perSecond === false || window.count < this.perSecond;
    if (allowed) window.count += 1;
    this.#record(token, { at: now, allowed, path });
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

/**
 * Interaction callbacks (/interactions/:id/:token/callback) and the follow-ups of an interaction
 * token (/webhooks/:appId/:token…); /webhooks/:id alone is a bot's webhook call, and counted.
 */
export function isInteractionEndpoint(path: string): boolean {
  return /^\/(interactions\/|webhooks\/[^/]+\/[^/]+)/.test(path);
}

/** The bot token a request authenticates with, or its IP address when it has none. */
function tokenOf(authorization: string | undefined): string {
  return authorization ? authorization.replace(/^Bot /, '') : 'ip:127.0.0.1';
}
