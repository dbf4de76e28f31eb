import { createHmac } from 'node:crypto';
import { compareCodePoints } from '../engine/index.ts';
import { sortSnowflakes } from './discord-ids.ts';
import { canonicalJson } from './canonical-json.ts';
import { bytesOfHex32 } from './hex.ts';

export interface FinalSeedInput {
  /** The revealed server seed, 64 lowercase hex digits. Its 32 raw bytes are the HMAC key. */
  serverSeedHex: string;
  gameId: string;
  preset: string;
  /** configHashOf(config). */
  configHash: string;
  /** Discord ids of the frozen player list, in any order (they are sorted numerically). */
  players: readonly string[];
  /** hashEntropy(text) of every `/entropy` submission, in any order (they are sorted). */
  entropy: readonly string[];
}

/**
 * The HMAC message (FAIR-SEED), exactly:
 *
 *   canonicalJson({
 *     game_id:     <game id>,
 *     preset:      <preset name>,
 *     config_hash: <hex SHA-256 of the canonical config>,
 *     players:     <Discord ids, ascending by numeric value>,
 *     entropy:     <entropy hashes, ascending as strings>,
 *   })
 *
 * so with the keys sorted the bytes read
 * `{"config_hash":"…","entropy":[…],"game_id":"…","players":[…],"preset":"…"}`.
 * Sorting both lists makes the seed independent of join and submission order.
 */
export function finalSeedMessage(input: Omit<FinalSeedInput, 'serverSeedHex'>): string {
  return canonicalJson({
    game_id: input.gameId,
    preset: input.preset,
    config_hash: input.configHash,
    players: sortSnowflakes(input.players),
    entropy: [...input.entropy].sort(compareCodePoints),
  });
}

/**
 * `final_seed = HMAC-SHA256(key = server_seed bytes, msg = finalSeedMessage(…))`, lowercase hex.
 * The server seed was committed before the players were known and the entropy arrived after the
 * list was frozen, so neither the bot nor the players could steer the result (FAIR-REVEAL).
 */
export function finalSeedOf(input: FinalSeedInput): string {
  const key = bytesOfHex32(input.serverSeedHex, 'the server seed');
  return createHmac('sha256', key).update(finalSeedMessage(input), 'utf8').digest('hex');
}
