import { randomBytes } from 'node:crypto';

const DISCORD_EPOCH = 1_420_070_400_000n;
let lastMs = 0n;
let increment = 0n;

/**
 * A real-looking snowflake (17–19 digits, timestamp in the top bits). discord.js's REST queue only
 * recognises ids of 17–19 digits as route major parameters, so fake ids must look like real ones.
 */
export function snowflake(at: number = Date.now()): string {
  let ms = BigInt(at) - DISCORD_EPOCH;
  if (ms <= lastMs) ms = lastMs;
  if (ms === lastMs) {
    increment += 1n;
    if (increment > 0xfffn) {
      ms += 1n;
      increment = 0n;
    }
  } else {
    increment = 0n;
  }
  lastMs = ms;
  return ((ms << 22n) | (1n << 17n) | increment).toString();
}

/** A random URL-safe token, e.g. for interaction tokens and session ids. */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

/** A bot token shaped like Discord's: base64(user id).timestamp.hmac. */
export function botToken(userId: string): string {
  return `${Buffer.from(userId).toString('base64url')}.${randomToken(4)}.${randomToken(20)}`;
}

export function isoNow(at: number = Date.now()): string {
  return new Date(at).toISOString();
}
