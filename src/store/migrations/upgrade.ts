import { CURRENT_SCHEMA_VERSION, MIGRATIONS } from './registry.ts';
import type { StoredJson } from './stored-json.ts';

/** Why a stored document cannot be upgraded: newer than this build, or not a schema at all. */
export type NotUpgradable = { ok: false; foundSchemaVersion: unknown };

/**
 * Brings a stored document to the current schema by running every step from its own version
 * on, in order. A document from a newer build (or with no known schema) is refused, never
 * guessed at: an older process in a rolling deploy must not read, and so not save over, what a
 * newer one wrote. A current document is returned as it is.
 */
export function upgrade(stored: unknown): { ok: true; document: StoredJson } | NotUpgradable {
  const found = (stored as { schemaVersion?: unknown } | null)?.schemaVersion;
  if (
    typeof stored !== 'object' ||
    stored === null ||
    !Number.isInteger(found) ||
    (found as number) < 1 ||
    (found as number) > CURRENT_SCHEMA_VERSION
  )
    return { ok: false, foundSchemaVersion: found };
  let document = stored as StoredJson;
  for (const step of MIGRATIONS)
    if (step.from >= (found as number)) document = step.upgrade(document);
  return { ok: true, document };
}
