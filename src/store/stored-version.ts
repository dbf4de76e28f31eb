/**
 * Every compare-and-set reads the stored document's `version` before writing. Decoding the
 * whole document for it (8–25 KB for a running game) was most of Redis's CPU with many games
 * running (a Lua `cjson.decode` per save; BENCHMARKS.md, concurrent games), so a document is
 * written with `version` as its first key, and the version is read from the text's start:
 * Keyv's serialization then always begins `{"value":{"version":N`. Anything else (documents
 * written before, or by an older build during a rolling upgrade) is decoded as before, so both
 * read the same number.
 */

/** The document with `version` moved to the front (the other keys keep their order). */
export function versionFirst<T extends { version: number }>(value: T): T {
  const { version, ...rest } = value;
  return { version, ...rest } as T;
}

/** The leading version of a Keyv-serialized document, as the Lua script matches it too. */
const LEADING_VERSION = /^\{"value":\{"version":(-?\d+)[,}]/;

/** The same match in Lua's pattern syntax, for the Redis compare-and-set script. */
export const LUA_LEADING_VERSION = '^{"value":{"version":(%-?%d+)[,}]';

/**
 * The stored document's version: read from the text's start when written version-first,
 * otherwise from the decoded document (-1 when it has none).
 */
export function storedVersionOf(text: string, decode: (text: string) => unknown): number {
  const leading = LEADING_VERSION.exec(text);
  if (leading) return Number(leading[1]);
  const decoded = decode(text) as { value?: { version?: unknown } } | null;
  return typeof decoded?.value?.version === 'number' ? decoded.value.version : -1;
}
