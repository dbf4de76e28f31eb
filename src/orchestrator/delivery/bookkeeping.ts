import { StoreUnavailableError } from '../../store/game-store.ts';
import { MAX_ATTEMPTS, type OrchestratorCore } from '../context.ts';
import { toRecord, type GameDocument } from '../document.ts';
import { draftOf } from '../games/saved-documents.ts';

/**
 * Read-modify-write of the bookkeeping parts of a document (what was carried out, shown, told),
 * merged into whatever the latest document is, behind the game's turns. Undefined when the game
 * is gone, the merge kept conflicting, or the store is down (then `onOutage` is called).
 * `known`, a document just read (the effects pass's own), is tried first without reading it
 * again (or the newer one this process saved since): the compare-and-set refuses it if anything
 * else was saved since, and the merge is then made into the latest document (the one this process remembers at the version the store
 * named, or read). `change` edits a draft of it; the documents read are never changed.
 */
export function commitBookkeeping(
  core: OrchestratorCore,
  gameId: string,
  change: (latest: GameDocument) => void,
  onOutage: () => void,
  known?: GameDocument,
): Promise<GameDocument | undefined> {
  return core.commands.run(gameId, async () => {
    let storedVersion: number | undefined;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      try {
        const latest =
          attempt === 0 && known
            ? core.saved.newest(known)
            : await core.saved.latest(gameId, storedVersion);
        if (!latest) return undefined;
        const draft = draftOf(latest);
        change(draft);
        draft.revision = latest.revision + 1;
        const saved = await save(core, draft);
        if (saved.ok) return draft;
        storedVersion = saved.storedVersion;
      } catch (error) {
        if (!(error instanceof StoreUnavailableError)) throw error;
        onOutage();
        return undefined;
      }
    }
    return undefined;
  });
}

/** Saves a merge, remembered once saved (forgotten when the store failed: its state is unknown). */
async function save(core: OrchestratorCore, draft: GameDocument) {
  try {
    const saved = await core.store.saveGame(toRecord(draft, core.clock.now()));
    if (saved.ok) core.saved.remember(draft);
    else core.saved.storedAt(draft.state.gameId, saved.storedVersion);
    return saved;
  } catch (error) {
    core.saved.forget(draft.state.gameId);
    throw error;
  }
}
