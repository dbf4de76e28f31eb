import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededStream, uniformIndex } from '../../src/fairness/index.ts';
import { smallUniformIndex } from '../../src/fairness/seeded-random.ts';
import { referenceUniform, referenceWords } from './spec-reference.ts';

const hexSeed = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Buffer.from(bytes).toString('hex'));
const TWO_TO_32 = 2 ** 32;

describe('FAIR-DERIVATION: a stream of draws on one label (seededStream, for tournament seating)', () => {
  it('GIVEN any seed, label and sizes WHEN draws follow one another THEN each is the next uniform index of the reference word stream', () => {
    fc.assert(
      fc.property(
        hexSeed,
        fc.string({ maxLength: 20 }),
        fc.array(
          fc.oneof(
            fc.integer({ min: 1, max: 2 ** 20 + 5 }),
            fc.integer({ min: 1, max: 2 ** 53 - 1 }),
          ),
          {
            minLength: 1,
            maxLength: 12,
          },
        ),
        (seed, label, sizes) => {
          const stream = seededStream(seed, label);
          const words = referenceWords(seed, label);
          for (const n of sizes) expect(stream.int(n)).toBe(referenceUniform(words, n));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('GIVEN a word as two halves WHEN a small n is drawn in doubles THEN the result and the rejection are those of uniformIndex', () => {
    const halves = fc.oneof(
      fc.constant(TWO_TO_32 - 1),
      fc.integer({ min: 0, max: TWO_TO_32 - 1 }),
      fc.integer({ min: TWO_TO_32 - 1_000_000, max: TWO_TO_32 - 1 }),
    );
    fc.assert(
      fc.property(halves, halves, fc.integer({ min: 1, max: 2 ** 20 - 1 }), (high, low, n) => {
        const word = (BigInt(high) << 32n) | BigInt(low);
        const limit = ((1n << 64n) / BigInt(n)) * BigInt(n);
        const expected = word < limit ? uniformIndex(() => word, n) : undefined;
        expect(smallUniformIndex(high, low, n)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
    // n = 10: 2^64 mod 10 = 6, so the top six words are rejected and the seventh is not.
    expect(smallUniformIndex(TWO_TO_32 - 1, TWO_TO_32 - 6, 10)).toBeUndefined();
    expect(smallUniformIndex(TWO_TO_32 - 1, TWO_TO_32 - 7, 10)).toBe(9);
  });
});
