/**
 * Schema 2 → 3: the screens' generations leave the engine's state (issue 24).
 *
 * Schema 2 kept how many times each screen was posted afresh (an undo's returning screens, the
 * table card moved down) in the game state as `state.screenGenerations`: Discord's nonces in the
 * pure rules. Schema 3 keeps them in the stored document beside the state, as
 * `screenGenerations`, where the orchestrator derives the message keys (`table~2`). This step
 * moves the field; the saved screens keep their keys, so nothing is posted again.
 */
import type { StoredJson } from './stored-json.ts';

const isObject = (value: unknown): value is StoredJson =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function upgradedGame(data: StoredJson): StoredJson {
  const state = data.state;
  if (!isObject(state) || state.screenGenerations === undefined) return data;
  const { screenGenerations, ...kept } = state;
  return { ...data, state: kept, screenGenerations };
}

/** A pure function of the stored JSON: games move the field, other records keep their shape. */
export function v2ToV3(stored: StoredJson): StoredJson {
  const { data } = stored;
  const upgraded: StoredJson = { ...stored, schemaVersion: 3 };
  if (typeof stored.gameId === 'string' && isObject(data)) upgraded.data = upgradedGame(data);
  return upgraded;
}
