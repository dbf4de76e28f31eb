/**
 * The one primitive both store implementations provide: Keyv reads plus an atomic
 * compare-and-set on a document's `version`, with an optional index (a set of ids) updated in
 * the same atomic step so that "list the active games" never disagrees with the games.
 */
export interface IndexChange {
  index: string;
  member: string;
  present: boolean;
}

export type CasOutcome = { ok: true } | { ok: false; storedVersion: number };

export interface VersionedKv {
  get(key: string): Promise<unknown>;
  /** Plain last-write-wins set (every document is now saved by compare-and-set; tests write old ones with it). */
  set(key: string, value: unknown): Promise<void>;
  /**
   * Writes `value` iff the stored document's `version` equals `expectedVersion` (an absent
   * document has version 0), and applies `indexChange` in the same atomic step.
   */
  compareAndSet(
    key: string,
    expectedVersion: number,
    value: { version: number },
    indexChange?: IndexChange,
  ): Promise<CasOutcome>;
  indexMembers(index: string): Promise<string[]>;
  close(): Promise<void>;
}
