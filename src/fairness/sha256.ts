import { createHash } from 'node:crypto';

/**
 * Lowercase hex SHA-256. Strings are hashed as their UTF-8 bytes, never in a platform or locale
 * encoding, so anyone can redo the hash with any SHA-256 tool (the fairness rules).
 */
export function sha256Hex(data: string | Uint8Array): string {
  const hash = createHash('sha256');
  if (typeof data === 'string') hash.update(data, 'utf8');
  else hash.update(data);
  return hash.digest('hex');
}
