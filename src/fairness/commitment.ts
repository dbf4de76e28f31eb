import { bytesOfHex32 } from './hex.ts';
import { sha256Hex } from './sha256.ts';

/** Versioned prefix: a future scheme gets a new prefix, so old and new commitments never collide. */
export const COMMITMENT_PREFIX = 'MAFIA-v1|';

/**
 * The commitment published when the lobby opens (FAIR-COMMIT):
 * `C = SHA-256(utf8("MAFIA-v1|" + game_id + "|" + hex(server_seed)))`, as lowercase hex.
 * The game id is inside so a seed committed for one game can never be passed off for another.
 */
export function commitmentOf(gameId: string, serverSeedHex: string): string {
  bytesOfHex32(serverSeedHex, 'the server seed');
  return sha256Hex(`${COMMITMENT_PREFIX}${gameId}|${serverSeedHex}`);
}
