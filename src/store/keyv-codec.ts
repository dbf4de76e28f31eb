import type { Keyv } from 'keyv';

/**
 * Keyv's default codec escapes every string value that starts with ":" (and writes Buffers as
 * ":base64:…"), and reads every document back through a JSON.parse reviver: on whole game
 * documents that reviver was half of the bot's CPU with many games running (BENCHMARKS.md,
 * concurrent games). A document with no such string is the same text either way, so it goes
 * through plain JSON; one that may hold one takes Keyv's own path. A string value starting with
 * ":" follows `:`, `,` or `[` and opens with `":` (a key ending in one of those is a false
 * alarm, harmless). What is stored stays Keyv's format: readable by plain Keyv and by the
 * compare-and-set scripts, and everything stored before reads the same.
 */
const MAYBE_ESCAPED = /[:,[]":/;
/** A Buffer as JSON writes it (Keyv writes it base64). */
const BUFFER_JSON = /"type":"Buffer","data":\[/;

/** Installs the fast codec on `keyv`, keeping its default codec for the rare document. */
export function useFastCodec(keyv: Keyv): void {
  const keyvSerialize = keyv.serialize;
  const keyvDeserialize = keyv.deserialize;
  if (!keyvSerialize || !keyvDeserialize) return;
  keyv.serialize = (data) => {
    const text = JSON.stringify(data);
    if (text === undefined || MAYBE_ESCAPED.test(text) || BUFFER_JSON.test(text))
      return keyvSerialize(data);
    return text;
  };
  keyv.deserialize = (text) =>
    MAYBE_ESCAPED.test(text) ? keyvDeserialize(text) : JSON.parse(text);
}
