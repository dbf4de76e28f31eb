/** A stored document as JSON, before any step has made it the shape this build reads. */
export type StoredJson = Record<string, unknown>;

/** One step: a pure function from a document at schema `from` to the same at `from + 1`. */
export interface Migration {
  readonly from: number;
  readonly upgrade: (stored: StoredJson) => StoredJson;
}
