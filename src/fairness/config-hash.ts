import { canonicalJson, type JsonValue } from './canonical-json.ts';
import { sha256Hex } from './sha256.ts';

/**
 * `config_hash` (FAIR-SEED): hex SHA-256 of the canonical JSON of the game's configuration. It goes
 * into the final seed, so the deal is tied to the exact settings published with the game.
 * Throws CanonicalJsonError when the config holds something JSON cannot carry.
 */
export function configHashOf(config: JsonValue): string {
  return sha256Hex(canonicalJson(config));
}
