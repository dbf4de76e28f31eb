import { sha256Hex } from './sha256.ts';

/**
 * What the bot publishes for a player's `/entropy <text>` (FAIR-ENTROPY): the hex SHA-256 of the exact
 * UTF-8 text received, with no trimming or normalisation, so the player can check it against
 * the text they typed. These hashes, not the texts, go into the final seed.
 */
export function hashEntropy(text: string): string {
  return sha256Hex(text);
}
