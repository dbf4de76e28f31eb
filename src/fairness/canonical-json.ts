/**
 * Deterministic JSON, the one byte string that the config hash and the final-seed message are
 * computed over (FAIR-SEED). Two programs agree on it without sharing code:
 * - object keys sorted by Unicode code point (not by UTF-16 unit, which orders astral characters
 *   before U+E000–U+FFFF), keys whose value is `undefined` left out as JSON.stringify does;
 * - no whitespace; arrays keep their order;
 * - strings and numbers spelled exactly as JSON.stringify spells them.
 * Anything JSON cannot carry faithfully is refused rather than quietly changed: a non-finite
 * number (JSON.stringify would write `null`), `undefined` or a hole inside an array, a bigint,
 * function or symbol, an object that is not plain (Date, Map, class instance) and cycles.
 */
import { compareCodePoints } from '../engine/index.ts';

/** A value canonicalJson accepts. Object members may be `undefined`: they are omitted. */
export type JsonValue =
  | null
  | boolean
  | number
  | string
  | readonly JsonValue[]
  | { readonly [key: string]: JsonValue | undefined };

/** Why a value has no canonical JSON, and where in it (`$` is the value itself). */
export class CanonicalJsonError extends Error {
  readonly path: string;
  readonly reason: string;

  constructor(path: string, reason: string) {
    super(`No canonical JSON at ${path}: ${reason}`);
    this.name = 'CanonicalJsonError';
    this.path = path;
    this.reason = reason;
  }
}

export type CanonicalJsonResult =
  { ok: true; json: string } | { ok: false; error: CanonicalJsonError };

/** Canonical JSON of `value`; throws CanonicalJsonError for what JSON cannot carry (see above). */
export function canonicalJson(value: JsonValue): string {
  return write(value, '$', new Set());
}

/** The same, for values of unknown shape: the failure comes back as a value, never thrown. */
export function tryCanonicalJson(value: unknown): CanonicalJsonResult {
  try {
    return { ok: true, json: write(value, '$', new Set()) };
  } catch (error) {
    if (error instanceof CanonicalJsonError) return { ok: false, error };
    throw error;
  }
}

function write(value: unknown, path: string, ancestors: Set<object>): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      if (!Number.isFinite(value)) {
        throw new CanonicalJsonError(path, `${String(value)} is not a finite number`);
      }
      return JSON.stringify(value);
    case 'object':
      if (value === null) return 'null';
      break;
    default:
      throw new CanonicalJsonError(path, `${typeof value} is not a JSON value`);
  }

  if (ancestors.has(value)) throw new CanonicalJsonError(path, 'the value contains itself');
  ancestors.add(value);
  try {
    return Array.isArray(value)
      ? writeArray(value, path, ancestors)
      : writeObject(value, path, ancestors);
  } finally {
    ancestors.delete(value);
  }
}

function writeArray(items: readonly unknown[], path: string, ancestors: Set<object>): string {
  const parts: string[] = [];
  // An index loop, not map(): map skips holes, and a hole must be refused like `undefined`.
  for (let index = 0; index < items.length; index++) {
    const item = items[index];
    const itemPath = `${path}[${index}]`;
    if (item === undefined) {
      throw new CanonicalJsonError(itemPath, 'undefined is not a JSON value');
    }
    parts.push(write(item, itemPath, ancestors));
  }
  return `[${parts.join(',')}]`;
}

function writeObject(value: object, path: string, ancestors: Set<object>): string {
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) {
    throw new CanonicalJsonError(path, 'only plain objects and arrays are JSON containers');
  }
  const record = value as Record<string, unknown>;
  const members: string[] = [];
  for (const key of Object.keys(record).sort(compareCodePoints)) {
    const member = record[key];
    if (member === undefined) continue;
    members.push(`${JSON.stringify(key)}:${write(member, memberPath(path, key), ancestors)}`);
  }
  return `{${members.join(',')}}`;
}

function memberPath(path: string, key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}
