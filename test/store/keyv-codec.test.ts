import fc from 'fast-check';
import { Keyv } from 'keyv';
import { describe, expect, it } from 'vitest';
import { useFastCodec } from '../../src/store/keyv-codec.ts';

const keyvDefault = new Keyv();
const fast = new Keyv();
useFastCodec(fast);

/** JSON values whose strings often start with ":" (what Keyv's own codec escapes). */
const colonish = fc.oneof(
  fc.string(),
  fc.string().map((text) => `:${text}`),
  fc.constant('::'),
);
const stored = fc.record({
  value: fc
    .jsonValue({ maxDepth: 4 })
    .chain((json) =>
      fc.record({ json: fc.constant(json), colon: colonish, list: fc.array(colonish) }),
    ),
  expires: fc.constant(undefined),
});

describe("the store's codec writes and reads Keyv's own format (issue 13, memory and timers)", () => {
  it('GIVEN any document, with strings starting with ":" among its values WHEN the fast codec writes it THEN the text is exactly what Keyv writes, and either codec reads back the document', async () => {
    await fc.assert(
      fc.asyncProperty(stored, async (data) => {
        const text = await fast.serializeData(data);
        expect(text).toBe(await keyvDefault.serializeData(data));
        const expected = JSON.parse(JSON.stringify(data.value)) as unknown;
        expect((await fast.deserializeData(text))?.value).toEqual(expected);
        expect((await keyvDefault.deserializeData(text))?.value).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('GIVEN a document written by plain Keyv with escaped ":" strings WHEN the fast codec reads it THEN every string comes back as it was', async () => {
    const data = {
      value: { name: ':)', nested: [':base64:x', 'plain', '::'] },
      expires: undefined,
    };
    const text = await keyvDefault.serializeData(data);
    expect((await fast.deserializeData(text))?.value).toEqual(data.value);
  });
});
