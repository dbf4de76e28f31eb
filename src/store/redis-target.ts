import { z } from 'zod';

/**
 * What REDIS_URL names: one Redis server, or the master that Redis Sentinel watches under a
 * name. Neither node-redis, @keyv/redis nor ioredis reads a Sentinel URL (all three take the
 * Sentinel addresses and the master's name as options), so the bot defines one form and maps it
 * onto each: node-redis's `createSentinel({ name, sentinelRootNodes, nodeClientOptions,
 * sentinelClientOptions })` (which @keyv/redis adapts as it does a single client) and ioredis's
 * `{ sentinels, name, password, sentinelPassword, db }` (BullMQ's own client):
 *
 *   redis+sentinel://[[user]:password@]host[:port][,host[:port]…]/<master-name>[/<db>]
 *                    [?sentinelPassword=…&sentinelUsername=…]
 *
 * The user and password are the master's (and its replicas'); the Sentinels' own, if they ask
 * for one, go in the query. A host without a port is a Sentinel on 26379.
 */
export type RedisTarget =
  | { kind: 'single'; url: string }
  | {
      kind: 'sentinel';
      masterName: string;
      sentinels: Array<{ host: string; port: number }>;
      username: string | undefined;
      password: string | undefined;
      database: number;
      sentinelUsername: string | undefined;
      sentinelPassword: string | undefined;
    };

export const SENTINEL_PORT = 26379;

/** Why a Redis Cluster is refused, at start-up (a cluster URL, or a server in cluster mode). */
export const REDIS_CLUSTER_UNSUPPORTED =
  'the bot does not support Redis Cluster: its Lua scripts write a game and its index, or many leases, at once, and a Cluster spreads those keys over slots of different servers. Use one Redis with replication and Sentinel (redis+sentinel://host1:26379,host2:26379/mymaster)';

const SENTINEL_SHAPE =
  /^redis\+sentinel:\/\/(?:([^:@/]*)(?::([^@/]*))?@)?([^/?#@]+)\/([^/?#]+)(?:\/([^/?#]*))?\/?(?:\?([^#]*))?$/;
const SENTINEL_HOST = /^(\[[0-9a-fA-F:.]+\]|[^:[\],\s]+)(?::(\d{1,5}))?$/;

const decoded = (part: string | undefined) =>
  part === undefined || part === '' ? undefined : decodeURIComponent(part);

function sentinelTarget(url: string, ctx: z.RefinementCtx): RedisTarget {
  const match = SENTINEL_SHAPE.exec(url);
  if (!match) {
    ctx.addIssue({
      code: 'custom',
      message:
        'must be redis+sentinel://[[user]:password@]host[:port][,host[:port]…]/<master-name>[/<db>], such as redis+sentinel://host1:26379,host2:26379/mymaster',
    });
    return z.NEVER;
  }
  const [, username, password, hostList = '', masterName = '', db, query] = match;
  const sentinels: Array<{ host: string; port: number }> = [];
  for (const entry of hostList.split(',')) {
    const host = SENTINEL_HOST.exec(entry.trim());
    const port = Number(host?.[2] ?? SENTINEL_PORT);
    if (!host?.[1] || !Number.isInteger(port) || port < 1 || port > 65_535) {
      ctx.addIssue({
        code: 'custom',
        message: `names a Sentinel "${entry}" that is not host[:port]`,
      });
      return z.NEVER;
    }
    sentinels.push({ host: host[1].replace(/^\[|\]$/g, ''), port });
  }
  const database = db === undefined || db === '' ? 0 : Number(db);
  if (!Number.isInteger(database) || database < 0) {
    ctx.addIssue({ code: 'custom', message: `has a database "${db}" that is not a number` });
    return z.NEVER;
  }
  const params = new URLSearchParams(query ?? '');
  const unknown = [...params.keys()].find(
    (key) => key !== 'sentinelPassword' && key !== 'sentinelUsername',
  );
  if (unknown !== undefined) {
    ctx.addIssue({
      code: 'custom',
      message: `has an unknown option "${unknown}" (known: sentinelPassword, sentinelUsername)`,
    });
    return z.NEVER;
  }
  return {
    kind: 'sentinel',
    masterName: decodeURIComponent(masterName),
    sentinels,
    username: decoded(username),
    password: decoded(password),
    database,
    sentinelUsername: params.get('sentinelUsername') ?? undefined,
    sentinelPassword: params.get('sentinelPassword') ?? undefined,
  };
}

const singleUrl = z.url({
  protocol: /^rediss?$/,
  error: 'must be a redis://, rediss:// or redis+sentinel:// URL such as redis://127.0.0.1:6379',
});

/** REDIS_URL, validated and read: a wrong one is refused at start-up with the reason. */
export const redisTargetSchema = z.string().transform((url, ctx): RedisTarget => {
  const scheme = /^([a-z+]+):\/\//i.exec(url)?.[1]?.toLowerCase();
  // A list of nodes in a plain URL is how cluster clients are usually given their seeds.
  if (
    scheme === 'redis+cluster' ||
    scheme === 'rediss+cluster' ||
    /^rediss?:\/\/[^/]*,/.test(url)
  ) {
    ctx.addIssue({
      code: 'custom',
      message: `names a Redis Cluster, but ${REDIS_CLUSTER_UNSUPPORTED}`,
    });
    return z.NEVER;
  }
  if (scheme === 'rediss+sentinel') {
    ctx.addIssue({
      code: 'custom',
      message:
        'asks for TLS to Sentinel, which the bot does not build: use redis+sentinel:// inside a private network, or a managed Redis endpoint (rediss://) that follows the master',
    });
    return z.NEVER;
  }
  if (scheme === 'redis+sentinel') return sentinelTarget(url, ctx);
  const single = singleUrl.safeParse(url);
  if (!single.success) {
    ctx.addIssue({ code: 'custom', message: single.error.issues[0]?.message ?? 'is invalid' });
    return z.NEVER;
  }
  return { kind: 'single', url };
});

/** The reason REDIS_URL is refused, or undefined when it is usable. */
export function redisUrlProblem(url: string): string | undefined {
  const parsed = redisTargetSchema.safeParse(url);
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? 'is invalid');
}

/** REDIS_URL read; throws with the reason (start-up has validated it already). */
export function redisTarget(url: string): RedisTarget {
  const parsed = redisTargetSchema.safeParse(url);
  if (parsed.success) return parsed.data;
  throw new Error(`REDIS_URL ${parsed.error.issues[0]?.message ?? 'is invalid'}`);
}

/** The target as logs and errors name it: never a password. */
export function describeRedisTarget(target: RedisTarget): string {
  if (target.kind === 'sentinel') {
    const hosts = target.sentinels.map(({ host, port }) => `${host}:${port}`).join(',');
    return `the master "${target.masterName}" of Sentinel ${hosts}`;
  }
  const url = new URL(target.url);
  if (url.password) url.password = '***';
  return url.toString().replace(/\/$/, '');
}
