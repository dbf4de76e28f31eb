import { createRequire } from 'node:module';
import { pino, type Logger } from 'pino';
import type PinoPretty from 'pino-pretty';

export type { Logger } from 'pino';

export interface LoggerOptions {
  level: string;
  /** pino-pretty for people at a terminal; JSON lines for log collectors. */
  pretty: boolean;
  /** Where the lines go; stdout when omitted (tests pass a stream to read them back). */
  destination?: NodeJS.WritableStream;
}

/**
 * Paths whose values never reach a log line. The token is the one secret the bot holds; the
 * authorization header would carry it in REST error dumps. A failed Discord request's error
 * (DiscordAPIError) carries the body it was sending: a role card, a night result, the judge's
 * list of roles — game secrets that must not reach the logs either.
 */
export const REDACTED_PATHS = [
  'token',
  '*.token',
  'discordToken',
  '*.discordToken',
  'config.discordToken',
  'headers.authorization',
  '*.headers.authorization',
  'req.headers.authorization',
  'err.requestBody',
  'error.requestBody',
];

export function createLogger(options: LoggerOptions): Logger {
  const base = {
    level: options.level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
  if (options.destination) return pino(base, options.destination);
  if (options.pretty) {
    // In this thread, and loaded only here: as a pino transport it would run in a worker thread
    // of its own, 10-15 MiB more for a bot at rest (BENCHMARKS.md, memory at rest) for the few
    // lines a bot at a terminal writes. Synchronous, so a last line before an exit is not lost.
    const pretty = createRequire(import.meta.url)('pino-pretty') as typeof PinoPretty;
    return pino(base, pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', sync: true }));
  }
  return pino(base);
}

/** The logger every line about one game goes through: it carries the ids to filter by. */
export function gameLogger(
  logger: Logger,
  ids: { guildId: string; gameId: string; version: number },
): Logger {
  return logger.child({ guildId: ids.guildId, gameId: ids.gameId, version: ids.version });
}
