import { randomBytes } from 'node:crypto';
import { connectWithGrace, redisClient, type BotRedis } from '../store/redis-client.ts';
import type { Logger } from '../logger.ts';
import type { Coordination, CoordinationHooks } from '../orchestrator/coordination.ts';
import { systemClock, type Clock } from '../orchestrator/ports.ts';
import type { TimerFire } from '../orchestrator/turns/timer-scheduler.ts';
import type { GameStore } from '../store/game-store.ts';
import { GameLeases } from './game-lease.ts';
import { QueuedTimers } from './queued-timers.ts';
import { SaveChannel } from './save-channel.ts';

/** How long a dead drainer's lease keeps its games: the effects takeover time. */
export const LEASE_TTL_MS = 3_000;
/** How often every process reads the running games again (made-good missed notices). */
export const SWEEP_EVERY_MS = 15_000;

export interface ClusterOptions {
  redisUrl: string;
  /** The deployment's key prefix (REDIS_KEY_PREFIX): leases, channel and queue live under it. */
  prefix: string;
  logger: Logger;
  clock?: Clock;
  leaseTtlMs?: number;
  sweepEveryMs?: number;
  /** The timers' queue (tests give each their own). */
  queueName?: string;
  /**
   * This process, as leases and notices name it: unique per start by default; its shards under
   * the ShardingManager (a respawned shard keeps its predecessor's leases).
   */
  holder?: string;
}

/**
 * The coordination of the bot processes that share one Redis (src/cluster/README.md): a lease
 * per game for its one drainer, a pub/sub notice after every save, the timers in BullMQ.
 */
export class Cluster implements Coordination {
  readonly #options: ClusterOptions;
  readonly #redis: BotRedis;
  readonly #leases: GameLeases;
  readonly #channel: SaveChannel;
  readonly #holder: string;
  #timers: QueuedTimers | undefined;
  #hooks: CoordinationHooks | undefined;
  #settingsSaved: ((guildId: string, version: number) => void) | undefined;
  readonly sweepEveryMs: number;

  private constructor(options: ClusterOptions, redis: BotRedis) {
    this.#options = options;
    this.#redis = redis;
    this.#holder = options.holder ?? `${process.pid}-${randomBytes(6).toString('hex')}`;
    this.sweepEveryMs = options.sweepEveryMs ?? SWEEP_EVERY_MS;
    const onError = (what: string) => (error: unknown) =>
      options.logger.warn({ err: error }, `cluster: ${what} failed`);
    this.#leases = new GameLeases({
      redis,
      prefix: options.prefix,
      holder: this.#holder,
      ttlMs: options.leaseTtlMs ?? LEASE_TTL_MS,
      onTaken: (gameId) => {
        options.logger.info({ gameId }, 'cluster: took over the effects of a game');
        this.#hooks?.takenOver(gameId);
      },
      onLost: (gameId) => options.logger.warn({ gameId }, 'cluster: lost the lease of a game'),
      onHandBack: (gameId) => {
        options.logger.info({ gameId }, 'cluster: handing a game back to its guild’s shard');
        this.#hooks?.handBack(gameId);
      },
      onError: onError('a lease call'),
    });
    this.#channel = new SaveChannel({
      redis,
      prefix: options.prefix,
      origin: this.#holder,
      onError: onError('a save notice'),
    });
  }

  static async connect(options: ClusterOptions): Promise<Cluster> {
    // The store's client (no offline queue: a lease call during an outage fails, not piles up).
    const redis = redisClient(options.redisUrl);
    redis.on('error', (error: unknown) =>
      options.logger.debug({ err: error }, 'cluster: Redis connection error'),
    );
    await connectWithGrace(redis, (error) =>
      options.logger.warn({ err: error }, 'cluster: cannot reach Redis yet'),
    );
    return new Cluster(options, redis);
  }

  get holder(): string {
    return this.#holder;
  }

  /** The store whose every game save is told to the other processes. */
  announcing(store: GameStore): GameStore {
    return this.#channel.announcing(store);
  }

  /** Whom to tell when another process saved a server's settings (its copy is then stale). */
  followSettings(onSaved: (guildId: string, version: number) => void): void {
    this.#settingsSaved = onSaved;
  }

  timers(fire: TimerFire): QueuedTimers {
    this.#timers ??= new QueuedTimers({
      redis: this.#redis,
      prefix: this.#options.prefix,
      ...(this.#options.queueName ? { queueName: this.#options.queueName } : {}),
      clock: this.#options.clock ?? systemClock,
      fire,
      onError: (error) =>
        this.#options.logger.warn({ err: error }, 'cluster: a timer job call failed'),
    });
    return this.#timers;
  }

  drains(gameId: string, owner: boolean): Promise<boolean> {
    return this.#leases.hold(gameId, owner);
  }

  finished(gameId: string): void {
    void this.#leases
      .release(gameId)
      .catch((error: unknown) =>
        this.#options.logger.warn({ gameId, err: error }, 'cluster: releasing a lease failed'),
      );
  }

  /** The others' saves are heard, and this process's worker starts firing timers. */
  async listen(hooks: CoordinationHooks): Promise<void> {
    this.#hooks = hooks;
    await this.#channel.listen(
      (notice) => this.#hooks?.saved(notice.gameId),
      (notice) => this.#settingsSaved?.(notice.guildId, notice.version),
    );
    this.#timers?.start();
  }

  /** Tests: whether this process holds the game's lease. */
  holds(gameId: string): boolean {
    return this.#leases.holds(gameId);
  }

  kill(): void {
    this.#hooks = undefined;
    this.#settingsSaved = undefined;
    this.#leases.kill();
    this.#channel.kill();
    this.#timers?.cancelAll();
  }

  async close(): Promise<void> {
    this.#hooks = undefined;
    this.#settingsSaved = undefined;
    await this.#leases.close();
    await this.#channel.close();
    await this.#timers?.close();
    if (this.#redis.isReady) await this.#redis.close().catch(() => this.#redis.destroy());
    else if (this.#redis.isOpen) await this.#redis.destroy();
  }
}
