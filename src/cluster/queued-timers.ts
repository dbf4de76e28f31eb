import { createNodeRedisClient, Queue, Worker, type ConnectionOptions, type Job } from 'bullmq';
import { ioredisSentinelOptions, waitingDuplicate, type BotRedis } from '../store/redis-client.ts';
import type { Timer } from '../engine/index.ts';
import { KeyedQueue } from '../util/keyed-queue.ts';
import type { Clock } from '../orchestrator/ports.ts';
import type { GameTimers, TimerFire } from '../orchestrator/turns/timer-scheduler.ts';

/**
 * The jobs armed for a game are recorded with the document revision they come from, and an
 * arm older than the recorded one is refused: two processes arming the same game out of order
 * (one saved revision 5, the other 6) must never let the older arm remove the newer timer.
 * KEYS[1] the game's record; ARGV[1] revision, ARGV[2] job ids (comma-separated), ARGV[3] TTL.
 * Returns the previous job ids, or false when the arm is older than the recorded one.
 */
const RECORD_ARM = `
local recorded = tonumber(redis.call('HGET', KEYS[1], 'revision') or '-1')
if tonumber(ARGV[1]) < recorded then return false end
local previous = redis.call('HGET', KEYS[1], 'jobs') or ''
redis.call('HSET', KEYS[1], 'revision', ARGV[1], 'jobs', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return previous
`;

/** How long a game's arm record outlives its last arm (a paused game may wait for days). */
const ARM_RECORD_TTL_MS = 14 * 24 * 3_600_000;

/** How often every process looks for a delayed job left overdue (see `#wakeOverdue`). */
const WATCHDOG_MS = 250;
/** How late a job must be before the watchdog steps in (the worker holding its marker is dead). */
const OVERDUE_MS = 100;

interface TimerJob {
  gameId: string;
  timerId: string;
  deadlineAt: number;
}

export interface QueuedTimersOptions {
  /** A connected client; the queue and the worker open their own duplicates of it. */
  redis: BotRedis;
  /** The deployment's key prefix: the queue lives under `<prefix>:bull`. */
  prefix: string;
  /** One queue per deployment; tests give each their own. */
  queueName?: string;
  clock: Clock;
  fire: TimerFire;
  /** How many fires this process runs at once (each is one short turn). */
  concurrency?: number;
  onError?: (error: unknown) => void;
}

/**
 * The engine's timers as BullMQ delayed jobs, one per game, timer and deadline
 * (`gameId:timerId:deadlineAt`): re-arming the same deadline adds nothing, a superseded job is
 * removed, and whichever process's worker is free fires it at its time, the arming process dead
 * or alive. A fire is a turn under compare-and-set, so a stale or repeated one is harmless.
 */
export class QueuedTimers implements GameTimers {
  readonly #options: QueuedTimersOptions;
  readonly #queue: Queue;
  readonly #worker: Worker;
  /** Arms of one game run one after another in this process (the record keeps processes apart). */
  readonly #arms = new KeyedQueue();
  readonly #retries = new Set<unknown>();
  readonly #armRecordPrefix: string;
  #stopped = false;
  #watchdog: NodeJS.Timeout | undefined;

  constructor(options: QueuedTimersOptions) {
    this.#options = options;
    const name = options.queueName ?? 'timers';
    const prefix = `${options.prefix}:bull`;
    this.#armRecordPrefix = `${options.prefix}:timers:${name}:`;
    this.#queue = new Queue(name, {
      connection: bullConnection(options.redis),
      prefix,
    });
    this.#worker = new Worker(name, (job: Job<TimerJob>) => this.#process(job), {
      connection: bullConnection(options.redis),
      prefix,
      concurrency: options.concurrency ?? 16,
      // Fires start with `start()`, once the process can carry them out (logged in, resumed).
      autorun: false,
      // A worker that died mid-fire gives its job back within seconds, not BullMQ's default 30 s.
      lockDuration: 5_000,
      stalledInterval: 5_000,
    });
    const onError = (error: unknown) => options.onError?.(error);
    this.#queue.on('error', onError);
    this.#worker.on('error', onError);
    this.#watchdog = setInterval(() => void this.#wakeOverdue().catch(onError), WATCHDOG_MS);
    this.#watchdog.unref();
  }

  /**
   * A worker that takes a delayed job's wake-up marker alone knows when to move it (BullMQ
   * hands the marker to one blocked worker); if that process dies, the others would see the
   * job only at their next long poll, seconds late. So every process promotes an overdue
   * delayed job itself, which wakes a worker at once.
   */
  async #wakeOverdue(): Promise<void> {
    if (this.#stopped) return;
    const now = this.#options.clock.now();
    for (const job of await this.#queue.getJobs(['delayed'], 0, 2, true)) {
      if (job.timestamp + job.delay > now - OVERDUE_MS) break;
      await job.promote().catch(() => undefined); // another process promoted it first
    }
  }

  /** This process's worker starts taking the jobs that are due. */
  start(): void {
    if (this.#stopped || this.#worker.isRunning()) return;
    void this.#worker.run().catch((error: unknown) => this.#options.onError?.(error));
  }

  /** The fire runs inside the job, so a process dying mid-fire hands the job to another worker. */
  async #process(job: Job<TimerJob>): Promise<void> {
    if (this.#stopped) throw new Error('this process stops; another worker fires the timer');
    await this.#options.fire(job.data.gameId, job.data.timerId);
  }

  arm(gameId: string, timers: readonly Timer[], revision: number): void {
    if (this.#stopped) return;
    void this.#arms
      .run(gameId, () => this.#arm(gameId, timers, revision))
      .catch((error: unknown) => this.#options.onError?.(error));
  }

  async #arm(gameId: string, timers: readonly Timer[], revision: number): Promise<void> {
    const wanted = new Map(timers.map((timer) => [jobId(gameId, timer), timer]));
    const previous = await this.#options.redis.eval(RECORD_ARM, {
      keys: [this.#armRecordPrefix + gameId],
      arguments: [String(revision), [...wanted.keys()].join(','), String(ARM_RECORD_TTL_MS)],
    });
    if (typeof previous !== 'string') return; // a newer document's arm came first
    for (const id of previous.split(',')) {
      // An active (firing) job cannot be removed; its fire is stale, and harmless.
      if (id && !wanted.has(id)) await this.#queue.remove(id);
    }
    const now = this.#options.clock.now();
    for (const [id, timer] of wanted) {
      const data: TimerJob = { gameId, timerId: timer.id, deadlineAt: timer.deadlineAt };
      await this.#queue.add('fire', data, {
        jobId: id,
        delay: Math.max(0, timer.deadlineAt - now),
        // Removed once done, so that a later arm of the same deadline (a fire lost to an outage)
        // can add it again: its second fire is stale and harmless.
        removeOnComplete: true,
        removeOnFail: true,
        attempts: 3,
        backoff: { type: 'fixed', delay: 200 },
      });
    }
  }

  /** While the store is down the fire is retried here, as the in-process scheduler does. */
  retry(gameId: string, timerId: string, delayMs: number): void {
    if (this.#stopped) return;
    const handle = this.#options.clock.setTimeout(() => {
      this.#retries.delete(handle);
      void this.#options.fire(gameId, timerId);
    }, delayMs);
    this.#retries.add(handle);
  }

  /** The process dies or stops: its worker takes no job any more; the jobs stay for the others. */
  cancelAll(): void {
    this.#stopped = true;
    clearInterval(this.#watchdog);
    for (const handle of this.#retries) this.#options.clock.clearTimeout(handle);
    this.#retries.clear();
    void this.#worker.close(true).catch(() => {});
  }

  /** Resolves when every arm asked of this process so far is in Redis (tests and shutdown). */
  settled(): Promise<void> {
    return this.#arms.idle();
  }

  async close(): Promise<void> {
    this.cancelAll();
    await this.#arms.idle();
    await this.#worker.close(true).catch(() => {});
    await this.#queue.close().catch(() => {});
  }

  /** Tests: the jobs waiting to fire (delayed or due). */
  async pending(): Promise<string[]> {
    const jobs = await this.#queue.getJobs(['delayed', 'wait', 'prioritized']);
    return jobs.map((job) => job.id ?? '');
  }

  /** Tests: every job of the queue and its keys removed. */
  async obliterate(): Promise<void> {
    await this.#queue.obliterate({ force: true });
  }
}

/**
 * A connection of BullMQ's own, like the bot's client: a duplicate of it through BullMQ's
 * node-redis adapter for one server, ioredis's Sentinel client under Sentinel (see
 * `ioredisSentinelOptions`). Its commands wait out an outage (BullMQ retries them itself),
 * unlike the lease's.
 */
function bullConnection(redis: BotRedis): ConnectionOptions {
  // BullMQ hands these options to ioredis; its own RedisOptions type is a looser copy of them.
  const sentinel = ioredisSentinelOptions(redis) as ConnectionOptions | undefined;
  return sentinel ?? createNodeRedisClient(waitingDuplicate(redis));
}

/**
 * BullMQ accepts a custom id with ':' only as exactly three parts; a game id and a timer id
 * hold none (hex, and `t<n>`).
 */
export function jobId(gameId: string, timer: Pick<Timer, 'id' | 'deadlineAt'>): string {
  return `${gameId}:${timer.id}:${timer.deadlineAt}`;
}
