import { redisReachable, type BotRedis } from '../store/redis-client.ts';

/**
 * Renews the leases that still name this process, in one round trip: a holder that paused past
 * the TTL and lost one to another process must not extend the other's lease. KEYS the leases,
 * ARGV[1] holder, ARGV[2] TTL ms. Returns the indexes (1-based) of the leases renewed.
 */
const RENEW = `
local renewed = {}
for index, key in ipairs(KEYS) do
  if redis.call('GET', key) == ARGV[1] then
    redis.call('PEXPIRE', key, ARGV[2])
    table.insert(renewed, index)
  end
end
return renewed
`;

/** Deletes the lease only while it still names this process (compare-and-delete). */
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0
`;

/**
 * Takes every lease of the list that is free or already this process's (then renewed), in one
 * round trip. KEYS the leases, ARGV[1] holder, ARGV[2] TTL ms. Returns the indexes (1-based)
 * of the leases now held.
 */
const TAKE = `
local taken = {}
for index, key in ipairs(KEYS) do
  if redis.call('GET', key) == ARGV[1] then
    redis.call('PEXPIRE', key, ARGV[2])
    table.insert(taken, index)
  elseif redis.call('SET', key, ARGV[1], 'NX', 'PX', ARGV[2]) then
    table.insert(taken, index)
  end
end
return taken
`;

export interface GameLeaseOptions {
  redis: BotRedis;
  /** The deployment's key prefix (REDIS_KEY_PREFIX): the leases live under `<prefix>:lease:`. */
  prefix: string;
  /** This process, as the leases name it (unique per process start). */
  holder: string;
  /** How long a lease outlives its holder's last renewal: the takeover time after a death. */
  ttlMs: number;
  /** A lease of a waited-for game was taken after its holder went away: drain it now. */
  onTaken: (gameId: string) => void;
  /** A held lease was found lost (this process stalled past the TTL): stop draining it. */
  onLost?: (gameId: string) => void;
  onError?: (error: unknown) => void;
}

/**
 * One drainer per game across processes: a Redis lease per game (SET NX PX, renewed while held,
 * compare-and-delete on release), the single-instance lock of the Redis documentation. Games
 * whose lease another process holds are waited for: every renewal tick tries to take them, so
 * a dead holder's games are taken over within one TTL and a tick.
 */
export class GameLeases {
  readonly #options: GameLeaseOptions;
  /** Held leases, each with the time it surely lasts until (its last SET or renewal + TTL). */
  readonly #held = new Map<string, number>();
  readonly #waiting = new Set<string>();
  #tick: NodeJS.Timeout | undefined;
  #stopped = false;

  constructor(options: GameLeaseOptions) {
    this.#options = options;
    this.#tick = setInterval(() => void this.#renewAndWait(), Math.max(50, options.ttlMs / 3));
    this.#tick.unref();
  }

  #key(gameId: string): string {
    return `${this.#options.prefix}:lease:${gameId}`;
  }

  /**
   * One script on the leases' Redis, failed at once while no master answers: Sentinel's client
   * would hold it through a failover, and renewals would pile up behind it.
   */
  async #eval(script: string, gameIds: readonly string[]): Promise<unknown> {
    const { redis, holder, ttlMs } = this.#options;
    if (!redisReachable(redis)) throw new Error('cannot reach Redis: no master answers');
    return redis.eval(script, {
      keys: gameIds.map((gameId) => this.#key(gameId)),
      arguments: script === RELEASE ? [holder] : [holder, String(ttlMs)],
    });
  }

  /** Whether this process is the game's drainer now: it holds the lease, or just took it. */
  async hold(gameId: string): Promise<boolean> {
    if (this.#stopped) return false;
    const { ttlMs } = this.#options;
    // A lease not renewed in time (this process stalled) may be another's by now: ask again.
    if ((this.#held.get(gameId) ?? 0) > Date.now()) return true;
    this.#held.delete(gameId);
    const asked = Date.now();
    const taken = await this.#eval(TAKE, [gameId]).catch((error: unknown) =>
      this.#options.onError?.(error),
    );
    if (Array.isArray(taken) && taken.length === 1) {
      this.#held.set(gameId, asked + ttlMs);
      this.#waiting.delete(gameId);
      return true;
    }
    // Another process drains it (or Redis is down): if that one dies, the tick takes over.
    this.#waiting.add(gameId);
    return false;
  }

  holds(gameId: string): boolean {
    return (this.#held.get(gameId) ?? 0) > Date.now();
  }

  /** The game needs no drainer any more (finished): the lease is let go, nobody waits for it. */
  async release(gameId: string): Promise<void> {
    this.#waiting.delete(gameId);
    if (!this.#held.delete(gameId)) return;
    await this.#eval(RELEASE, [gameId]);
  }

  /** Stops waiting for a game's lease (it finished elsewhere). */
  forget(gameId: string): void {
    this.#waiting.delete(gameId);
  }

  async #renewAndWait(): Promise<void> {
    try {
      await this.#renew();
      await this.#takeFree();
    } catch (error) {
      // Redis is down: the leases lapse, and so do everybody else's; the next tick tries again.
      this.#options.onError?.(error);
    }
  }

  async #renew(): Promise<void> {
    const held = [...this.#held.keys()];
    if (held.length === 0) return;
    const { ttlMs } = this.#options;
    const asked = Date.now();
    const renewed = new Set((await this.#eval(RENEW, held)) as number[]);
    if (this.#stopped) return;
    held.forEach((gameId, index) => {
      if (!this.#held.has(gameId)) return; // released meanwhile
      if (renewed.has(index + 1)) {
        this.#held.set(gameId, asked + ttlMs);
        return;
      }
      this.#held.delete(gameId);
      this.#waiting.add(gameId);
      this.#options.onLost?.(gameId);
    });
  }

  async #takeFree(): Promise<void> {
    const waiting = [...this.#waiting];
    if (waiting.length === 0 || this.#stopped) return;
    const { ttlMs } = this.#options;
    const asked = Date.now();
    const taken = (await this.#eval(TAKE, waiting)) as number[];
    for (const index of taken) {
      const gameId = waiting[index - 1];
      if (gameId === undefined || this.#stopped) continue;
      this.#waiting.delete(gameId);
      this.#held.set(gameId, asked + ttlMs);
      this.#options.onTaken(gameId);
    }
  }

  /** The process dies: no renewal, no release (the leases lapse after their TTL). */
  kill(): void {
    this.#stopped = true;
    clearInterval(this.#tick);
    this.#tick = undefined;
    this.#held.clear();
    this.#waiting.clear();
  }

  /** A clean stop: every held lease let go at once, so the others take over at their next tick. */
  async close(): Promise<void> {
    const held = [...this.#held.keys()];
    this.kill();
    for (const gameId of held)
      await this.#eval(RELEASE, [gameId]).catch((error: unknown) => this.#options.onError?.(error));
  }
}
