import { createHash } from 'node:crypto';

export interface BucketConfig {
  /** Requests allowed per window. */
  limit: number;
  /** Window length in milliseconds (the window starts with its first request). */
  windowMs: number;
}

export interface RateLimitHit {
  at: number;
  key: string;
  retryAfterMs: number;
}

export interface TakeResult {
  allowed: boolean;
  headers: Record<string, string>;
  retryAfterMs: number;
}

/** One of Discord's per-route buckets: a fixed window counted per major parameter. */
class Bucket {
  readonly config: BucketConfig;
  readonly hash: string;
  count = 0;
  resetAt = 0;

  constructor(config: BucketConfig, hash: string) {
    this.config = config;
    this.hash = hash;
  }

  take(now: number): TakeResult {
    if (now >= this.resetAt) {
      this.count = 0;
      this.resetAt = now + this.config.windowMs;
    }
    const allowed = this.count < this.config.limit;
    if (allowed) this.count += 1;
    const resetAfterMs = Math.max(0, this.resetAt - now);
    const headers: Record<string, string> = {
      'X-RateLimit-Limit': String(this.config.limit),
      'X-RateLimit-Remaining': String(Math.max(0, this.config.limit - this.count)),
      'X-RateLimit-Reset': (this.resetAt / 1000).toFixed(3),
      'X-RateLimit-Reset-After': (resetAfterMs / 1000).toFixed(3),
      'X-RateLimit-Bucket': this.hash,
    };
    if (!allowed) {
      headers['Retry-After'] = String(Math.ceil(resetAfterMs / 1000));
      headers['X-RateLimit-Scope'] = 'user';
    }
    return { allowed, headers, retryAfterMs: allowed ? 0 : resetAfterMs };
  }
}

/**
 * Per-route buckets keyed by route kind and major parameter (e.g. member edits per guild), with
 * Discord's headers. Configure a kind with `configure(kind, { limit, windowMs })` or turn it off
 * with `configure(kind, false)`.
 */
export class RateLimiter {
  readonly #configs = new Map<string, BucketConfig | false>();
  readonly #buckets = new Map<string, Bucket>();
  /** Every 429 answered, for assertions. */
  readonly hits: RateLimitHit[] = [];

  configure(kind: string, config: BucketConfig | false): void {
    this.#configs.set(kind, config);
    for (const key of [...this.#buckets.keys()]) {
      if (key.startsWith(`${kind}:`)) this.#buckets.delete(key);
    }
  }

  config(kind: string): BucketConfig | false {
    return this.#configs.get(kind) ?? false;
  }

  /** Takes one request from the bucket; `null` when the kind is not limited. */
  take(kind: string, major: string, now: number = Date.now()): TakeResult | null {
    const config = this.#configs.get(kind);
    if (!config) return null;
    const key = `${kind}:${major}`;
    let bucket = this.#buckets.get(key);
    if (!bucket) {
      const hash = createHash('sha1').update(kind).digest('hex').slice(0, 32);
      bucket = new Bucket(config, hash);
      this.#buckets.set(key, bucket);
    }
    const result = bucket.take(now);
    if (!result.allowed) this.hits.push({ at: now, key, retryAfterMs: result.retryAfterMs });
    return result;
  }
}
