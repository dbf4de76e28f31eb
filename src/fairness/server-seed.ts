import { randomBytes } from 'node:crypto';

/**
 * The secret half of the commit-reveal (FAIR-COMMIT): 32 bytes from the OS CSPRNG, drawn when the lobby
 * opens, kept private until the reveal. Lowercase hex is its one canonical spelling, because the
 * commitment hashes that text.
 */
export function drawServerSeed(): string {
  return randomBytes(32).toString('hex');
}
