import { existsSync } from 'node:fs';
import { z } from 'zod';
import { redisUrlProblem } from './store/redis-target.ts';

/**
 * The environment the bot runs with, validated once at start-up. Every variable is documented
 * in `.env.example` and in the README's configuration table.
 */
const snowflake = z.string().regex(/^\d{17,20}$/, 'must be a Discord id (17 to 20 digits)');

/**
 * @discordjs/proxy takes the route from what follows `/api/v10` in the path it receives: the
 * base must end in `/api`, or every request would reach Discord as `/v10/v10/…`.
 */
function proxyApiBase(url: string): string {
  const base = url.replace(/\/+$/, '');
  return base.endsWith('/api') ? base : `${base}/api`;
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/** The variables the bot and the REST proxy (src/rest-proxy) read alike. */
export const sharedFields = {
  DISCORD_TOKEN: z
    .string({ error: 'is required: the bot token from the Discord developer portal' })
    .trim()
    .min(1, 'is required: the bot token from the Discord developer portal')
    .regex(/^\S+$/, 'must not contain spaces'),
  DISCORD_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://discord.com/api' })
    .default('https://discord.com/api')
    .transform((url) => url.replace(/\/+$/, '')),
  LOG_LEVEL: z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info'),
  NODE_ENV: z.string().default('development'),
};

const environmentSchema = z.object({
  ...sharedFields,
  REST_PROXY_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be an http(s) URL such as http://127.0.0.1:8080/api (npm run rest-proxy)',
    })
    .transform(proxyApiBase)
    .optional(),
  DISCORD_GUILD_ID: snowflake.optional(),
  // One server or Sentinel's master (src/store/redis-target.ts); a Redis Cluster is refused.
  REDIS_URL: z
    .string()
    .superRefine((url, ctx) => {
      const problem = redisUrlProblem(url);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'must be 1 to 64 letters, digits or _ : . -')
    .default('mafia'),
  MAFIA_DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  MAFIA_TIME_SCALE: z.coerce
    .number({ error: 'must be a number such as 1 or 0.02' })
    .positive('must be greater than 0')
    .max(100, 'must be at most 100')
    .default(1),
  MAFIA_REST_PRECEDENCE: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  MAFIA_HELPER_TOKENS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((token) => token.trim())
        .filter((token) => token !== ''),
    )
    .pipe(
      z.array(z.string().regex(/^\S+$/, 'must be bot tokens separated by commas, without spaces')),
    )
    .default([]),
  SHARD_COUNT: z
    .union(
      [
        z.literal('auto'),
        z.coerce
          .number({ error: 'must be auto or a whole number of shards such as 2' })
          .int('must be auto or a whole number of shards such as 2')
          .min(1, 'must be at least 1'),
      ],
      { error: 'must be auto or a whole number of shards such as 2' },
    )
    .default('auto'),
  // The public web page (src/web, issue 27): served by the bot when WEB_PORT is set.
  WEB_PORT: z.coerce
    .number({ error: 'must be a port number such as 8080' })
    .int('must be a whole port number such as 8080')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .optional(),
  WEB_HOST: z.string().min(1).default('0.0.0.0'),
  WEB_RATE_LIMIT: z.coerce
    .number({ error: 'must be a number of requests per minute such as 300' })
    .int('must be a whole number of requests per minute such as 300')
    .min(1, 'must be at least 1')
    .default(300),
  WEB_PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be an http(s) URL such as https://mafia.example.org',
    })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  SHARD_LIST: z
    .string()
    .regex(/^\s*\d+\s*(,\s*\d+\s*)*$/, 'must be shard ids separated by commas, such as 0,1')
    .transform((list) => [...new Set(list.split(',').map(Number))].sort((a, b) => a - b))
    .optional(),
});

export interface Config {
  discordToken: string;
  discordApiUrl: string;
  /**
   * The REST proxy every process of the bot sends its requests through (issue 14: one
   * rate-limit budget per token across processes); unset: straight to `discordApiUrl`.
   */
  restProxyUrl: string | undefined;
  discordGuildId: string | undefined;
  /** One Redis server, or `redis+sentinel://…` (src/store/redis-target.ts); unset: embedded. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key, so several bots can share one Redis. */
  redisKeyPrefix: string;
  logLevel: LogLevel;
  /** Readable logs in development, JSON lines in production. */
  prettyLogs: boolean;
  dataDir: string;
  /** Factor applied to every game duration (rules stay the same, the clock runs faster). */
  timeScale: number;
  /**
   * Time-critical REST calls (mutes, the floor) go before bulk ones when the global budget is
   * spent (src/discord/transport/rest-precedence.ts); off: discord.js's own queue order, for comparison.
   */
  restPrecedence: boolean;
  /**
   * Tokens of extra bot applications that servers invite with Mute Members: member edits are
   * spread over them and the bot's own token (Discord limits member edits per bot and server).
   */
  helperTokens: string[];
  /** Shards of the whole bot (every machine); 'auto': Discord's recommendation. */
  shardCount: number | 'auto';
  /** The shards this machine runs under `npm run start:sharded`; undefined: all of them. */
  shardList: number[] | undefined;
  /** The public web page's port (src/web); undefined: the bot serves no page. */
  webPort: number | undefined;
  webHost: string;
  /** Requests per minute and address the page answers (an event stream counts once). */
  webRateLimit: number;
  /** Where people reach the page (the links in Discord); undefined: no link is posted. */
  webPublicUrl: string | undefined;
}

export class ConfigError extends Error {
  readonly variable: string;
  constructor(variable: string, reason: string) {
    super(`Configuration error: ${variable} ${reason}`);
    this.name = 'ConfigError';
    this.variable = variable;
  }
}

/** Empty strings count as unset, as they do in most `.env` files. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  const cleaned: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value !== '') cleaned[key] = value;
  }
  return cleaned;
}

/**
 * Loads `.env` from the working directory when there is one; variables already set in the
 * environment win. Done here rather than with `node --env-file-if-exists`, which prints a
 * notice when the file is missing, so that a wrong value still stops start-up with one line.
 */
export function loadDotEnvIfPresent(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}

/** Validates the environment against a schema; throws a ConfigError naming the first wrong variable. */
export function parseEnvironment<Schema extends z.ZodType>(
  schema: Schema,
  env: NodeJS.ProcessEnv,
): z.output<Schema> {
  const parsed = schema.safeParse(withoutEmpty(env));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const variable = String(issue?.path[0] ?? 'environment');
  throw new ConfigError(variable, issue?.message ?? 'is invalid');
}

/** Reads the environment; throws a ConfigError naming the first wrong variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const value = parseEnvironment(environmentSchema, env);
  return {
    discordToken: value.DISCORD_TOKEN,
    discordApiUrl: value.DISCORD_API_URL,
    restProxyUrl: value.REST_PROXY_URL,
    discordGuildId: value.DISCORD_GUILD_ID,
    redisUrl: value.REDIS_URL,
    redisKeyPrefix: value.REDIS_KEY_PREFIX,
    logLevel: value.LOG_LEVEL,
    prettyLogs: value.NODE_ENV !== 'production',
    dataDir: value.MAFIA_DATA_DIR,
    timeScale: value.MAFIA_TIME_SCALE,
    restPrecedence: value.MAFIA_REST_PRECEDENCE === 'on',
    helperTokens: value.MAFIA_HELPER_TOKENS,
    shardCount: value.SHARD_COUNT,
    shardList: value.SHARD_LIST,
    webPort: value.WEB_PORT,
    webHost: value.WEB_HOST,
    webRateLimit: value.WEB_RATE_LIMIT,
    webPublicUrl: value.WEB_PUBLIC_URL,
  };
}

/**
 * What `npm run start:sharded` needs beyond the one-process start: one Redis for every shard
 * process, and, when a machine runs only some shards, the total they all agree on (a
 * recommendation fetched on each machine could differ between their starts).
 */
export function checkShardedConfig(config: Config): void {
  if (!config.redisUrl) {
    throw new ConfigError(
      'REDIS_URL',
      'is required for npm run start:sharded: every shard process keeps its games in one Redis',
    );
  }
  const { shardCount, shardList } = config;
  if (shardList === undefined) return;
  if (shardCount === 'auto') {
    throw new ConfigError(
      'SHARD_LIST',
      'needs SHARD_COUNT set to a number: machines that share a bot must agree on the total',
    );
  }
  const outside = shardList.find((id) => id >= shardCount);
  if (outside !== undefined) {
    throw new ConfigError(
      'SHARD_LIST',
      `names shard ${outside}, but SHARD_COUNT is ${shardCount} (ids go from 0 to ${shardCount - 1})`,
    );
  }
}

/** Loads `.env` and the configuration; a wrong value ends the process with one line. */
export function loadConfigOrExit(check: (config: Config) => void = () => {}): Config {
  try {
    loadDotEnvIfPresent();
    const config = loadConfig();
    check(config);
    return config;
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
