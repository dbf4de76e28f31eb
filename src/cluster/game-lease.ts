import { redisReachable, type BotRedis } from '../store/redis-client.ts';

/**
 * Renews the leases that still name this process, in one round trip: a holder that paused past
 * the TTL and lost one to another process must not extend the other's lease. KEYS pairs of
 * (lease, its hand-back request), ARGV[1] holder, ARGV[2] TTL ms. Returns the pair numbers
 * (1-based) of the leases renewed, negated for those whose hand-back another process asks.
 */
const RENEW = `
local renewed = {}
for index = 1, #KEYS, 2 do
  if redis.call('GET', KEYS[index]) == ARGV[1] then
    redis.call('PEXPIRE', KEYS[index], ARGV[2])
    local wanted = redis.call('GET', KEYS[index + 1])
    local pair = (index + 1) / 2
    if wanted and wanted ~= ARGV[1] then pair = -pair end
    table.insert(renewed, pair)
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
 * round trip. KEYS pairs of (lease, its hand-back request), ARGV[1] holder, ARGV[2] TTL ms,
 * ARGV[2 + n] '1' when this process runs the shard that owns pair n's guild. The owner asks
 * for a lease another holds (the request lasts one TTL, renewed while it waits); a free lease
 * someone else asked for is left to him. Returns the pair numbers (1-based) now held.
 */
const TAKE = `
local taken = {}
for index = 1, #KEYS, 2 do
  local pair = (index + 1) / 2
  local lease, request = KEYS[index], KEYS[index + 1]
  local owner = ARGV[2 + pair] == '1'
  local current = redis.call('GET', lease)
  local wanted = redis.call('GET', request)
  if current == ARGV[1] then
    redis.call('PEXPIRE', lease, ARGV[2])
    table.insert(taken, pair)
  elseif current and owner then
    redis.call('SET', request, ARGV[1], 'PX', ARGV[2])
  elseif (owner or not wanted or wanted == ARGV[1])
    and redis.call('SET', lease, ARGV[1], 'NX', 'PX', ARGV[2]) then
    if wanted == ARGV[1] then redis.call('DEL', request) end
    table.insert(taken, pair)
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
  /**
   * The shard that owns the guild of a game this process drains for it asks for its lease:
   * run a pass of the game, whose start (`hold`) lets the lease go.
   */
  onHandBack?: (gameId: string) => void;
  onError?: (error: unknown) => void;
}

/**
 * One drainer per game across processes: a Redis lease per game (SET NX PX, renewed while held,
 * compare-and-delete on release), the single-instance lock of the Redis documentation. Games
 * whose lease another process holds are waited for: every renewal tick tries to take them, so
 * a dead holder's games are taken over within one TTL and a tick.
 *
 * The lease goes back to the shard that owns the game's guild when that shard is up (voice,
 * mutes and narration live only there): while it waits it asks for the lease, the holder that
 * does not own the guild lets it go at the start of its next pass (when none of its passes of
 * the game runs), and nobody else takes a lease the owner asked for. A process drains only in
 * a pass that began with `hold` true, so the hand-back keeps one drainer at a time.
 */
export class GameLeases {
  readonly #options: GameLeaseOptions;
  /** Held leases, each with the time it surely lasts until (its last SET or renewal + TTL). */
  readonly #held = new Map<string, number>();
  /** Games waited for, each with whether this process owns its guild (then it asks for it). */
  readonly #waiting = new Map<string, boolean>();
  /** Held games whose guild this process owns: nobody's request makes it let them go. */
  readonly #owned = new Set<string>();
  /** Held games the owning shard asked for: let go at the start of the next pass. */
  readonly #handingBack = new Set<string>();
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
  async #eval(
    script: string,
    gameIds: readonly string[],
    owners: readonly boolean[] = [],
  ): Promise<unknown> {
    const { redis, holder, ttlMs } = this.#options;
    if (!redisReachable(redis)) throw new Error('cannot reach Redis: no master answers');
    if (script === RELEASE)
      return redis.eval(script, { keys: [this.#key(gameIds[0]!)], arguments: [holder] });
    return redis.eval(script, {
      keys: gameIds.flatMap((gameId) => [this.#key(gameId), `${this.#key(gameId)}:wanted`]),
      arguments: [holder, String(ttlMs), ...owners.map((owner) => (owner ? '1' : '0'))],
    });
  }

  /**
   * Whether this process is the game's drainer now: it holds the lease, or just took it. Called
   * at the start of each pass of the game; `owner`: this process runs the shard that owns the
   * game's guild.
   */
  async hold(gameId: string, owner = false): Promise<boolean> {
    if (this.#stopped) return false;
    const { ttlMs } = this.#options;
    if (this.#handingBack.delete(gameId) && !owner && this.#held.delete(gameId)) {
      // No pass of this game runs here now: the owner may take it (compare-and-delete).
      this.#waiting.set(gameId, false);
      await this.#eval(RELEASE, [gameId]).catch((error: unknown) => this.#options.onError?.(error));
      return false;
    }
    if (owner) this.#owned.add(gameId);
    else this.#owned.delete(gameId);
    // A lease not renewed in time (this process stalled) may be another's by now: ask again.
    if ((this.#held.get(gameId) ?? 0) > Date.now()) return true;
    this.#held.delete(gameId);
    const asked = Date.now();
    const taken = await this.#eval(TAKE, [gameId], [owner]).catch((error: unknown) =>
      this.#options.onError?.(error),
    );
    if (Array.isArray(taken) && taken.length === 1) {
      this.#held.set(gameId, asked + ttlMs);
      this.#waiting.delete(gameId);
      return true;
    }
    // Another process drains it (or Redis is down): if that one dies, the tick takes over.
    this.#waiting.set(gameId, owner);
    return false;
  }

  holds(gameId: string): boolean {
    return (this.#held.get(gameId) ?? 0) > Date.now();
  }

  /** The game needs no drainer any more (finished): the lease is let go, nobody waits for it. */
  async release(gameId: string): Promise<void> {
    this.#waiting.delete(gameId);
    this.#owned.delete(gameId);
    this.#handingBack.delete(gameId);
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
    const answer = (await this.#eval(RENEW, held)) as number[];
    const renewed = new Set(answer.map(Math.abs));
    const askedFor = new Set(answer.filter((pair) => pair < 0).map((pair) => -pair));
    if (this.#stopped) return;
    held.forEach((gameId, index) => {
      if (!this.#held.has(gameId)) return; // released meanwhile
      if (renewed.has(index + 1)) {
        this.#held.set(gameId, asked + ttlMs);
        if (askedFor.has(index + 1) && !this.#owned.has(gameId)) this.#handBack(gameId);
        return;
      }
      this.#held.delete(gameId);
      this.#waiting.set(gameId, this.#owned.has(gameId));
      this.#options.onLost?.(gameId);
    });
  }

  /** Once: the next pass (which the hook starts) lets the lease go. */
  #handBack(gameId: string): void {
    if (this.#handingBack.has(gameId)) return;
    this.#handingBack.add(gameId);
    this.#options.onHandBack?.(gameId);
  }

  async #takeFree(): Promise<void> {
    const waiting = [...this.#waiting.keys()];
    if (waiting.length === 0 || this.#stopped) return;
    const { ttlMs } = this.#options;
    const asked = Date.now();
    const owners = waiting.map((gameId) => this.#waiting.get(gameId) === true);
    const taken = (await this.#eval(TAKE, waiting, owners)) as number[];
    for (const index of taken) {
      const gameId = waiting[index - 1];
      if (gameId === undefined || this.#stopped) continue;
      if (this.#waiting.get(gameId)) this.#owned.add(gameId);
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
    this.#owned.clear();
    this.#handingBack.clear();
  }

  /** A clean stop: every held lease let go at once, so the others take over at their next tick. */
  async close(): Promise<void> {
    const held = [...this.#held.keys()];
    this.kill();
    for (const gameId of held)
      await this.#eval(RELEASE, [gameId]).catch((error: unknown) => this.#options.onError?.(error));
  }
}
