import {
  createClient,
  createSentinel,
  type RedisClientType,
  type RedisSentinelType,
} from '@keyv/redis';
import type { RedisOptions } from 'ioredis';
import {
  describeRedisTarget,
  REDIS_CLUSTER_UNSUPPORTED,
  redisTarget,
  type RedisTarget,
} from './redis-target.ts';

/**
 * The bot's Redis clients, built from REDIS_URL for the store, the leases, the save notices and
 * BullMQ alike: a node-redis client for one server, node-redis's Sentinel client for
 * `redis+sentinel://` (it asks Sentinel for the master, follows `+switch-master`, and retries a
 * command that met a replica's READONLY on the new master).
 */
export type BotRedis = RedisClientType | RedisSentinelType;

type SentinelTarget = Extract<RedisTarget, { kind: 'sentinel' }>;

/** The longest wait between two reconnection attempts while Redis is down. */
const RECONNECT_MAX_MS = 500;
/** How long opening the store waits for Redis to answer before the bot starts regardless. */
const CONNECT_GRACE_MS = 2_000;
const reconnectDelay = (attempt: number) => Math.min(50 * 2 ** attempt, RECONNECT_MAX_MS);

/** What each Sentinel client was built from, so that it can be duplicated (node-redis cannot). */
const sentinelTargets = new WeakMap<object, SentinelTarget>();

/**
 * A client as the bot keeps them (the store's, the leases'): a command fails at once while
 * Redis is unreachable instead of being queued for later (a player must hear "try again" now,
 * not have a vote replayed minutes after the fact; a lease renewal must not pile up), and it
 * reconnects every half second at most for as long as it takes.
 */
export function redisClient(url: string): BotRedis {
  const target = redisTarget(url);
  if (target.kind === 'single') {
    return createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: 5_000, reconnectStrategy: reconnectDelay },
    }) as RedisClientType;
  }
  return sentinelClient(target);
}

function sentinelClient(target: SentinelTarget): RedisSentinelType {
  const sentinel = createSentinel({
    name: target.masterName,
    sentinelRootNodes: target.sentinels,
    // Errors of the master's connection reach the bot's own 'error' listener (its last reason).
    passthroughClientErrorEvents: true,
    // No periodic scan: each one holds every command while it asks Sentinel. A master lost
    // without a Sentinel notice (a restart shorter than down-after) is found by `redisReachable`.
    nodeClientOptions: {
      ...(target.username ? { username: target.username } : {}),
      ...(target.password ? { password: target.password } : {}),
      database: target.database,
      // The Sentinel client reconnects by asking Sentinel again: a connection of its own that
      // retried a dead master's address would keep it from moving to the promoted replica.
      socket: { connectTimeout: 5_000, reconnectStrategy: false },
    },
    sentinelClientOptions: {
      ...(target.sentinelUsername ? { username: target.sentinelUsername } : {}),
      ...(target.sentinelPassword ? { password: target.sentinelPassword } : {}),
      socket: { connectTimeout: 5_000 },
    },
  }) as RedisSentinelType;
  sentinelTargets.set(sentinel, target);
  return sentinel;
}

function isSentinel(redis: BotRedis): redis is RedisSentinelType {
  return sentinelTargets.has(redis);
}

/**
 * Whether a command sent now reaches a master. A Sentinel client waits through a failover
 * (commands block until the new master answers); the bot asks this first so that, as with one
 * server, a call in the gap fails at once and the outage path answers "try again".
 */
export function redisReachable(redis: BotRedis): boolean {
  if (!isSentinel(redis)) return redis.isReady;
  if (redis.isReady && redis.getMasterNode() !== undefined) return true;
  if (redis.isReady) rediscover(redis);
  return false;
}

/** Sentinel clients asking Sentinel for the master right now (one question at a time each). */
const rediscovering = new WeakSet<object>();

/**
 * A command on a Sentinel client without a ready master makes it ask Sentinel again and
 * connect to whichever master it names: one PING, in the background, does that (and waits
 * through the gap) while the bot's own calls are refused at once.
 */
function rediscover(sentinel: RedisSentinelType): void {
  if (rediscovering.has(sentinel)) return;
  rediscovering.add(sentinel);
  void sentinel
    .ping()
    .catch(() => undefined)
    .finally(() => rediscovering.delete(sentinel));
}

/**
 * A second node-redis client like `redis` whose commands wait for the connection (BullMQ's,
 * through its node-redis adapter). One server only: under Sentinel, BullMQ and the
 * subscription use ioredis (see `ioredisSentinelOptions`).
 */
export function waitingDuplicate(redis: BotRedis): RedisClientType {
  if (isSentinel(redis)) throw new Error('a Sentinel client is not duplicated: use ioredis');
  return redis.duplicate({ disableOfflineQueue: false }) as RedisClientType;
}

export interface Subscription {
  /** Hears nothing more, at once (a death: no clean unsubscribe needed). */
  kill(): void;
  close(): Promise<void>;
}

/**
 * Hears `channel` on a connection of its own that waits out an outage and subscribes again
 * once Redis answers. Under Sentinel this is ioredis, which subscribes again on the promoted
 * master by itself: node-redis 5's Sentinel client, when the subscription's connection died
 * with the master, fails to move it (destroying the closed client throws) and hears nothing more.
 */
export async function subscribe(
  redis: BotRedis,
  channel: string,
  onMessage: (message: string) => void,
  onError: (error: unknown) => void,
): Promise<Subscription> {
  const options = ioredisSentinelOptions(redis);
  if (options) {
    const { Redis } = await import('ioredis');
    const subscriber = new Redis(options);
    subscriber.on('error', onError);
    subscriber.on('message', (heard: string, message: string) => {
      if (heard === channel) onMessage(message);
    });
    await subscriber.subscribe(channel);
    return {
      kill: () => subscriber.disconnect(),
      close: async () => {
        await subscriber.quit().catch(() => subscriber.disconnect());
      },
    };
  }
  const subscriber = waitingDuplicate(redis);
  subscriber.on('error', onError);
  await subscriber.connect();
  await subscriber.subscribe(channel, onMessage);
  return {
    kill: () => {
      if (subscriber.isOpen) subscriber.destroy();
    },
    close: async () => {
      if (subscriber.isReady) await subscriber.close().catch(() => subscriber.destroy());
      else if (subscriber.isOpen) subscriber.destroy();
    },
  };
}

/**
 * The ioredis options of a Sentinel client, for BullMQ (its own driver, whose Sentinel support
 * it is built and tested on: its node-redis adapter needs `duplicate()`, which node-redis's
 * Sentinel client lacks) and the save subscription. Undefined for one server. Its commands wait
 * out an outage.
 */
export function ioredisSentinelOptions(redis: BotRedis): RedisOptions | undefined {
  const target = sentinelTargets.get(redis);
  if (!target) return undefined;
  return {
    sentinels: target.sentinels,
    name: target.masterName,
    ...(target.username ? { username: target.username } : {}),
    ...(target.password ? { password: target.password } : {}),
    ...(target.sentinelUsername ? { sentinelUsername: target.sentinelUsername } : {}),
    ...(target.sentinelPassword ? { sentinelPassword: target.sentinelPassword } : {}),
    db: target.database,
    // No failover detector: ioredis 5's detector of the connection that died with the master
    // stays subscribed, and a +switch-master heard while the client is already asking Sentinel
    // for the master again aborts that reconnection and ends the client for good ("Connection is
    // closed" to every command: BullMQ's timers never fired again; seen under load). Without
    // it the client finds the promoted master by reconnecting (the old one refuses), and a
    // demoted master that still answers is left on its first READONLY reply.
    failoverDetector: false,
    reconnectOnError: (error: Error) => (error.message.startsWith('READONLY') ? 2 : false),
    retryStrategy: reconnectDelay,
    sentinelRetryStrategy: reconnectDelay,
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
  };
}

/** What a Redis that a server-side error came from is called in logs (never a password). */
export function describeRedis(url: string): string {
  return describeRedisTarget(redisTarget(url));
}

/**
 * Connects without waiting for Redis beyond a short grace: Redis down at start-up is an outage
 * like any other (the client keeps reconnecting). `onUnreachable` hears the first failure.
 */
export async function connectWithGrace(
  client: BotRedis,
  onUnreachable?: (error: unknown) => void,
): Promise<void> {
  let up = false;
  const connected = connectUntilUp(client, onUnreachable).then(
    () => (up = true),
    (error: unknown) => onUnreachable?.(error),
  );
  let grace: NodeJS.Timeout | undefined;
  await Promise.race([
    connected,
    new Promise((resolve) => (grace = setTimeout(resolve, CONNECT_GRACE_MS))),
  ]);
  clearTimeout(grace);
  if (up) await refuseRedisCluster(client);
}

/**
 * node-redis's Sentinel client gives up its first connect after some twenty tries (no Sentinel
 * answered) and stays unusable: it is opened again, every half second, until one answers, as a
 * single client keeps reconnecting by itself.
 */
async function connectUntilUp(
  client: BotRedis,
  onUnreachable?: (error: unknown) => void,
): Promise<void> {
  if (!isSentinel(client)) {
    await client.connect();
    return;
  }
  const target = sentinelTargets.get(client);
  for (let attempt = 0; ; attempt++) {
    try {
      // node-redis prints every failed discovery to stdout: asked only once a Sentinel answers.
      if (target && !(await someSentinelAnswers(target))) throw new Error('no Sentinel answers');
      await client.connect();
      return;
    } catch (error) {
      if (attempt === 0) onUnreachable?.(error);
      client.emit('error', error);
      if (client.isOpen) await client.destroy();
      await new Promise((resolve) => setTimeout(resolve, RECONNECT_MAX_MS));
    }
  }
}

/** Whether one of the Sentinels answers a PING (a connection of its own, closed at once). */
async function someSentinelAnswers(target: SentinelTarget): Promise<boolean> {
  for (const { host, port } of target.sentinels) {
    const probe = createClient({
      ...(target.sentinelUsername ? { username: target.sentinelUsername } : {}),
      ...(target.sentinelPassword ? { password: target.sentinelPassword } : {}),
      socket: { host, port, connectTimeout: 1_000, reconnectStrategy: false },
    });
    probe.on('error', () => {});
    try {
      await probe.connect();
      await probe.ping();
      return true;
    } catch {
      // the next Sentinel, if any
    } finally {
      if (probe.isOpen) probe.destroy();
    }
  }
  return false;
}

/**
 * A Redis Cluster node answers many single-key commands, so it would seem to work until a
 * script touched two slots: the bot stops at start-up instead, with the reason.
 */
async function refuseRedisCluster(client: BotRedis): Promise<void> {
  const info = await client.info('cluster').catch(() => '');
  if (/^cluster_enabled:1/m.test(info)) {
    if (client.isOpen) await client.destroy();
    throw new Error(`REDIS_URL points at a Redis Cluster node, but ${REDIS_CLUSTER_UNSUPPORTED}`);
  }
}
