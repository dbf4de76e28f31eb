import { StoreUnavailableError } from '../store/game-store.ts';

/**
 * Whether an error is the store not answering. The adapters answer it as an outage
 * ("unavailable, nothing changed, try again"), never as "no game"; they recognise it here
 * so that they never reach into the store themselves.
 */
export function isStoreOutage(error: unknown): boolean {
  return error instanceof StoreUnavailableError;
}
