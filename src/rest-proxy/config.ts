import { z } from 'zod';
import { parseEnvironment, sharedFields, type LogLevel } from '../config.ts';

/**
 * The REST proxy's environment (`npm run rest-proxy`), validated once at start-up like the
 * bot's: a wrong value stops it with one line naming the variable.
 */
const proxySchema = z.object({
  ...sharedFields,
  /** Extra bot tokens whose requests the proxy relays too (issue 14, helper tokens for mutes). */
  MAFIA_HELPER_TOKENS: z
    .string()
    .regex(/^[^\s,]+(,[^\s,]+)*$/, 'must be bot tokens separated by commas, without spaces')
    .optional(),
  REST_PROXY_HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  REST_PROXY_PORT: z.coerce
    .number({ error: 'must be a port number such as 8080' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65_535, 'must be between 0 and 65535')
    .default(8080),
  REST_PROXY_GLOBAL_RATE: z.coerce
    .number({ error: 'must be a number of requests per second such as 50' })
    .int('must be a whole number')
    .positive('must be greater than 0')
    .default(50),
});

export interface RestProxyConfig {
  /** Where the proxy sends what it relays: Discord, or a Discord-compatible server (tests). */
  upstreamUrl: string;
  /** The tokens it relays for; a request carrying any other Authorization gets 401. */
  tokens: string[];
  host: string;
  port: number;
  /** Requests per second per token (Discord's global limit: 50, more for large bots on request). */
  globalRequestsPerSecond: number;
  logLevel: LogLevel;
  prettyLogs: boolean;
}

export function loadRestProxyConfig(env: NodeJS.ProcessEnv = process.env): RestProxyConfig {
  const value = parseEnvironment(proxySchema, env);
  return {
    upstreamUrl: value.DISCORD_API_URL,
    tokens: [value.DISCORD_TOKEN, ...(value.MAFIA_HELPER_TOKENS?.split(',') ?? [])],
    host: value.REST_PROXY_HOST,
    port: value.REST_PROXY_PORT,
    globalRequestsPerSecond: value.REST_PROXY_GLOBAL_RATE,
    logLevel: value.LOG_LEVEL,
    prettyLogs: value.NODE_ENV !== 'production',
  };
}
