/** The idempotency keys of the bot's posts: the nonce Discord deduplicates by, one per message. */
import { createHash } from 'node:crypto';

/** Discord allows nonces of up to 25 characters; a hash of our idempotency key fits. */
export function nonceOf(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 25);
}

/**
 * The idempotency key of each message of a notice: the first keeps the notice's own key (a
 * one-message notice is posted exactly as before), the next ones add their number.
 */
export function partKey(key: string, index: number): string {
  return index === 0 ? key : `${key}:part${index + 1}`;
}
