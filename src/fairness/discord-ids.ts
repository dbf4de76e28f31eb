import { sortByDiscordId } from '../engine/index.ts';

const DECIMAL_DIGITS = /^\d+$/;

/**
 * The engine's player order (by numeric id, src/engine/rules/deal/snowflake.ts), strict: what the
 * fairness record publishes and recomputes must be Discord ids, so anything that is not decimal
 * digits is a TypeError here rather than quietly ordered.
 */
export function sortSnowflakes(ids: readonly string[]): string[] {
  for (const id of ids) {
    if (!DECIMAL_DIGITS.test(id)) {
      throw new TypeError(`"${id}" is not a Discord id (decimal digits only)`);
    }
  }
  return sortByDiscordId(ids);
}
