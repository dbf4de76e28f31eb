import { StoreUnavailableError } from '../store/game-store.ts';
import { MAX_ATTEMPTS, type OrchestratorCore } from './context.ts';
import { loadDocument, toRecord, type GameDocument } from './document.ts';

/**
 * Read-modify-write of the bookkeeping parts of a document (what was carried out, shown, told),
 * merged into whatever the latest document is, behind the game's turns. Undefined when the game
 * is gone, the merge kept conflicting, or the store is down (then `onOutage` is called).
 * `known`, a document just read (the effects pass's own), is tried first without reading it
 * again: the compare-and-set refuses it if anything was saved since, and the merge is then
 * made into the document read from the store. It is changed in place.
 */
export function commitBookkeeping(
  core: OrchestratorCore,
  gameId: string,
  change: (latest: GameDocument) => void,
  onOutage: () => void,
  known?: GameDocument,
): Promise<GameDocument | undefined> {
  return core.commands.run(gameId, async () => {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      try {
        const latest = attempt === 0 && known ? known : await stored(core, gameId);
        if (!latest) return undefined;
        change(latest);
        latest.revision++;
        const saved = await core.store.saveGame(toRecord(latest, core.clock.now()));
        if (saved.ok) return latest;
      } catch (error) {
        if (!(error instanceof StoreUnavailableError)) throw error;
        onOutage();
        return undefined;
      }
    }
    return undefined;
  });
}

function stored(core: OrchestratorCore, gameId: string): Promise<GameDocument | undefined> {
  return loadDocument(core.store, gameId);
}
