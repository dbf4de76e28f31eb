import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortByDiscordId } from '../../src/engine/index.ts';
import { sortSnowflakes } from '../../src/fairness/index.ts';

/** The order as the fairness spec states it: numeric value (BigInt), then code points. */
function referenceOrder(ids: readonly string[]): string[] {
  return [...ids].sort((a, b) => {
    const [x, y] = [BigInt(a), BigInt(b)];
    if (x !== y) return x < y ? -1 : 1;
    return a < b ? -1 : a > b ? 1 : 0;
  });
}

/** Decimal ids of any length up to 20 digits, with leading zeros now and then. */
const decimalId = fc
  .tuple(fc.nat({ max: 2 }), fc.bigInt({ min: 0n, max: 10n ** 20n }))
  .map(([zeros, value]) => '0'.repeat(zeros) + String(value));

describe('FAIR-SEED: canonical player order, as the pure engine deals it', () => {
  it('GIVEN any list of decimal ids WHEN the engine orders them THEN the order is the numeric one the verifier recomputes', () => {
    fc.assert(
      fc.property(fc.array(decimalId, { maxLength: 30 }), (ids) => {
        expect(sortByDiscordId(ids)).toEqual(referenceOrder(ids));
        expect(sortByDiscordId(ids)).toEqual(sortSnowflakes(ids));
      }),
    );
  });

  it('GIVEN ids of different lengths and above 2^53 WHEN ordered THEN shorter numbers first and the last digit decides', () => {
    expect(sortByDiscordId(['10', '9', '9007199254740993', '9007199254740992', '010'])).toEqual([
      '9',
      '010',
      '10',
      '9007199254740992',
      '9007199254740993',
    ]);
  });

  it('GIVEN something that is not decimal digits WHEN the engine orders it THEN it does not throw (the engine never throws; the fairness record refuses it)', () => {
    expect(() => sortByDiscordId(['12', 'abc', ''])).not.toThrow();
    expect(() => sortSnowflakes(['12', 'abc'])).toThrow(TypeError);
  });
});
