import { StoreUnavailableError } from '../store/game-store.ts';
import { MAX_ATTEMPTS, type OrchestratorCore } from './context.ts';
import { fromRecord, toRecord, type GameDocument } from './document.ts';

/**
 * Read-modify-write of the bookkeeping parts of a document (what was carried out, shown, told),
 * merged into whatever the latest document is, behind the game's turns. Undefined when the game
 * is gone, the merge kept conflicting, or the store is down (then `onOutage` is called).
 */
export function commitBookkeeping(
  core: OrchestratorCore,
  gameId: string,
  change: (latest: GameDocument) => void,
  onOutage: () => void,
): Promise<GameDocument | undefined> {
  return core.commands.run(gameId, async () => {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      try {
        const record = await core.store.loadGame(gameId);
        if (!record) return undefined;
        const latest = fromRecord(record);
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
