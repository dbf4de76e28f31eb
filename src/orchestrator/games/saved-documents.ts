import type { GameStore } from '../../store/game-store.ts';
import { isFinished, loadDocument, type GameDocument } from '../document.ts';

/**
 * The document each running game has in the store, as far as this process knows: the last one
 * it saved or read. Alone on its store (no coordination), this process is the only writer of its
 * games (one writer per game: the command queue), so a turn, an effects pass and a bookkeeping
 * merge start from it instead of reading and decoding the whole document again; with many games
 * those reads were most of the bot's CPU (BENCHMARKS.md, concurrent games). Every turn and merge
 * still ends in a compare-and-set, and after a conflict the memory is used only if it is the
 * version the store named. A save whose outcome is unknown (the store failed) forgets the game.
 * Not kept in a cluster: there the others' saves are heard a little later, so the store is read.
 * A remembered document is never changed in place (merges work on a `draftOf` it).
 */
export class SavedDocuments {
  readonly #documents = new Map<string, GameDocument>();
  /**
   * Per running game, the newest revision this process saved or read (kept in a cluster too): a
   * store that later holds an older one came back from a crash without acknowledged saves.
   */
  readonly #newest = new Map<string, number>();
  /** Told of a game whose store holds an older revision than this process saw stored. */
  #behind: (gameId: string) => void = () => {};
  readonly #store: Pick<GameStore, 'loadGame'>;
  readonly #enabled: boolean;

  constructor(store: Pick<GameStore, 'loadGame'>, enabled: boolean) {
    this.#store = store;
    this.#enabled = enabled;
  }

  /**
   * The game's document: the remembered one (when `storedVersion` is given, only if it is that
   * revision), otherwise read from the store. Store errors propagate.
   */
  async latest(gameId: string, storedVersion?: number): Promise<GameDocument | undefined> {
    const known = this.#documents.get(gameId);
    if (known && (storedVersion === undefined || known.revision === storedVersion)) return known;
    const document = await loadDocument(this.#store, gameId);
    if (document) this.remember(document);
    return document;
  }

  /**
   * `document`, or the game's remembered document when that is newer (a turn saved since it
   * was read): a merge into it then needs no compare-and-set that is sure to be refused.
   */
  newest(document: GameDocument): GameDocument {
    const known = this.#documents.get(document.state.gameId);
    return known && known.revision > document.revision ? known : document;
  }

  /** A document this process saved or read; a finished game is forgotten. */
  remember(document: GameDocument): void {
    const gameId = document.state.gameId;
    if (isFinished(document)) this.#newest.delete(gameId);
    else this.#newest.set(gameId, Math.max(this.#newest.get(gameId) ?? -1, document.revision));
    if (!this.#enabled) return;
    if (isFinished(document)) this.#documents.delete(gameId);
    else if ((this.#documents.get(gameId)?.revision ?? -1) < document.revision)
      this.#documents.set(gameId, document);
  }

  /** Lost saves: who re-reads a game whose store went back in time. */
  whenBehind(listener: (gameId: string) => void): void {
    this.#behind = listener;
  }

  /**
   * Lost saves: the store holds the game at `storedVersion` (a compare-and-set refused, a sweep's
   * read); older than a revision this process saw stored, the store lost saves (it crashed, or
   * failed over to a replica that was behind), and the game is re-read from it.
   */
  storedAt(gameId: string, storedVersion: number): void {
    if (storedVersion < (this.#newest.get(gameId) ?? -1)) this.#behind(gameId);
  }

  /**
   * Lost saves: the game's stored document, read afresh, is the truth from now on; true
   * when it is older than one this process saw stored (saves were lost).
   */
  restored(document: GameDocument): boolean {
    const gameId = document.state.gameId;
    const lost = document.revision < (this.#newest.get(gameId) ?? -1);
    this.#documents.delete(gameId);
    this.#newest.delete(gameId);
    this.remember(document);
    return lost;
  }

  /** The store failed while saving: what it holds now is unknown. */
  forget(gameId: string): void {
    this.#documents.delete(gameId);
  }
}

/**
 * A copy of a document that a bookkeeping change may edit (the parts it edits are copied; the
 * state and the rest are shared, never edited).
 */
export function draftOf(document: GameDocument): GameDocument {
  const draft: GameDocument = {
    ...document,
    outbox: [...document.outbox],
    screens: { ...document.screens },
    reported: [...document.reported],
  };
  if (document.inbox)
    draft.inbox = Object.fromEntries(
      Object.entries(document.inbox).map(([userId, box]) => [userId, [...box]]),
    );
  if (document.dmClosedNamed) draft.dmClosedNamed = [...document.dmClosedNamed];
  return draft;
}
