import type { Migration } from './stored-json.ts';
import { v1ToV2 } from './v1-to-v2.ts';
import { v2ToV3 } from './v2-to-v3.ts';

/**
 * Every step, in order of `from` (1, 2, …, none missing): each upgrades schema `from` to `from + 1`. Bumping the schema
 * is adding the next `vN-to-vN+1.ts` here (and its saved sample under test/store/samples/);
 * a step once released is never edited, since documents may still be waiting for it.
 */
export const MIGRATIONS: readonly Migration[] = [
  { from: 1, upgrade: v1ToV2 },
  { from: 2, upgrade: v2ToV3 },
];

/** The schema this build reads and writes: one past the last step. */
export const CURRENT_SCHEMA_VERSION = MIGRATIONS.length + 1;
