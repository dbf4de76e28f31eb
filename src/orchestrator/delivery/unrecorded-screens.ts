import type { GameDocument, ScreenRecord } from '../document.ts';
import { draftOf } from '../games/saved-documents.ts';

/** What a pass changed on screen, by screen id (null: closed). */
type ScreenUpdates = ReadonlyMap<string, ScreenRecord | null>;

/**
 * The screens an effects pass showed but could not record, because the merge that records them
 * failed (the store down or locked), kept in memory for the game's next pass. Without them that
 * pass would see no record, post the screen again under the same key, and get back through the
 * nonce the message first posted, showing the older screen (a lobby without the sign-up made
 * since), while recording it as showing the new one: the edit would never come.
 */
export class UnrecordedScreens {
  readonly #kept = new Map<string, Map<string, ScreenRecord | null>>();

  /** The merge of a pass that made `updates` failed: they wait for the next pass. */
  keep(gameId: string, updates: ScreenUpdates): void {
    if (updates.size === 0) return;
    this.#kept.set(gameId, new Map([...(this.#kept.get(gameId) ?? []), ...updates]));
  }

  /**
   * A pass's merge was saved (with whatever it was handed from here), or another process drains
   * the game now (what it shows is its to record).
   */
  drop(gameId: string): void {
    this.#kept.delete(gameId);
  }

  /**
   * `document` as its messages are: the kept records laid over its screens (a copy, the
   * document is not changed); the same records, for the pass's updates so that it records them.
   */
  onto(document: GameDocument): { document: GameDocument; updates: ScreenUpdates } {
    const kept = this.#kept.get(document.state.gameId);
    if (!kept) return { document, updates: new Map() };
    const draft = draftOf(document);
    for (const [screenId, record] of kept) {
      if (record) draft.screens[screenId] = record;
      else delete draft.screens[screenId];
    }
    return { document: draft, updates: kept };
  }
}
