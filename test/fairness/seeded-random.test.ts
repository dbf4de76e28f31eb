import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  finalSeedMessage,
  finalSeedOf,
  seededRandom,
  uniformIndex,
} from '../../src/fairness/index.ts';
import {
  referenceBlock,
  referenceHmac,
  referenceInt,
  referenceShuffle,
  referenceWords,
} from './spec-reference.ts';

const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const OTHER_SEED = 'f'.repeat(64);
const TWO_TO_64 = 2n ** 64n;
const hexSeed = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Buffer.from(bytes).toString('hex'));

/** Pearson's chi-square statistic of observed counts against equal expectations. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

describe('FAIR-SEED: final seed', () => {
  const input = {
    serverSeedHex: SEED,
    gameId: 'game-42',
    preset: 'classic',
    configHash: 'aa',
    players: ['1234567890123456789', '10', '80351110224678912', '9'],
    entropy: ['ff', '01'],
  };
  // The message written out by hand from the spec: keys sorted, ids numeric, hashes sorted.
  const message =
    '{"config_hash":"aa","entropy":["01","ff"],"game_id":"game-42",' +
    '"players":["9","10","80351110224678912","1234567890123456789"],"preset":"classic"}';

  it('GIVEN the frozen inputs WHEN the final seed is computed THEN it is HMAC-SHA256(server_seed bytes, canonical {game_id, preset, config_hash, players, entropy})', () => {
    expect(finalSeedMessage(input)).toBe(message);
    // Pinned with `printf '%s' "$message" | openssl dgst -sha256 -mac HMAC -macopt hexkey:$SEED`.
    expect(finalSeedOf(input)).toBe(
      '64c441853efc33efdf67abfd597d4f9c462f47eab5b2a93623dfbd647d61a8ad',
    );
    expect(finalSeedOf(input)).toBe(referenceHmac(SEED, message));
  });

  it('GIVEN the players and entropy in another order WHEN the final seed is computed THEN it is the same (join order cannot steer the deal)', () => {
    const reordered = {
      ...input,
      players: [...input.players].reverse(),
      entropy: [...input.entropy].reverse(),
    };
    expect(finalSeedOf(reordered)).toBe(finalSeedOf(input));
  });

  it.each([
    ['the server seed', { serverSeedHex: OTHER_SEED }],
    ['the game id', { gameId: 'game-43' }],
    ['the preset', { preset: 'stylized' }],
    ['the config hash', { configHash: 'ab' }],
    ['one player', { players: ['9', '10', '80351110224678912', '1234567890123456788'] }],
    ['one entropy hash', { entropy: ['ff', '02'] }],
    ['an extra entropy hash', { entropy: ['ff', '01', '01'] }],
  ])('GIVEN %s changes WHEN the final seed is computed THEN it changes', (_what, change) => {
    expect(finalSeedOf({ ...input, ...change })).not.toBe(finalSeedOf(input));
  });
});

describe('FAIR-DERIVATION: derivation: labelled streams and integers', () => {
  it('GIVEN a final seed and a label WHEN int is drawn THEN it comes from the first word of SHA-256(seed ‖ label ‖ uint64_be(0))', () => {
    // Pinned with xxd + sha256sum: block 0 of "draw|day-1|0" starts d92d6930c90153db.
    expect(referenceBlock(SEED, 'draw|day-1|0', 0).toString('hex').slice(0, 16)).toBe(
      'd92d6930c90153db',
    );
    const random = seededRandom(SEED);
    expect(random.int('draw|day-1|0', 10)).toBe(9);
    expect(random.int('draw|day-1|0', 3)).toBe(1);
    expect(random.int('draw|day-1|0', 2 ** 32 + 1)).toBe(4023642796);
    expect(random.int('draw|day-1|0', 1)).toBe(0);
  });

  it('GIVEN any seed, label and n WHEN int is drawn THEN it equals the independent reference reading of FAIR-DERIVATION', () => {
    fc.assert(
      fc.property(
        hexSeed,
        fc.string({ unit: 'grapheme', maxLength: 30 }),
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        (seed, label, n) => seededRandom(seed).int(label, n) === referenceInt(seed, label, n),
      ),
      { numRuns: 300 },
    );
  });

  it('GIVEN a label whose first word falls in the biased tail WHEN int is drawn THEN that word is rejected and the next one used', () => {
    // For n = 2^52 + 1 about one word in 4096 is ≥ floor(2^64 / n)·n, so some probe label's
    // first word is; the search is deterministic (fixed seed), not a matter of luck.
    const n = 2 ** 52 + 1;
    const limit = (TWO_TO_64 / BigInt(n)) * BigInt(n);
    let label = '';
    for (let k = 0; k < 200_000 && label === ''; k++) {
      const first = referenceWords(SEED, `probe|${k}`).next().value as bigint;
      if (first >= limit) label = `probe|${k}`;
    }
    expect(label).not.toBe('');
    const words = referenceWords(SEED, label);
    const rejected = words.next().value as bigint;
    const accepted = words.next().value as bigint;
    expect(accepted < limit).toBe(true);
    expect(seededRandom(SEED).int(label, n)).toBe(Number(accepted % BigInt(n)));
    expect(seededRandom(SEED).int(label, n)).not.toBe(Number(rejected % BigInt(n)));
  });

  it('GIVEN crafted words WHEN a uniform index is taken THEN exactly the words ≥ floor(2^64 / n)·n are skipped', () => {
    const from = (words: bigint[]) => () => {
      const word = words.shift();
      if (word === undefined) throw new Error('ran out of words');
      return word;
    };
    // n = 3: 2^64 mod 3 = 1, so only 2^64 − 1 is rejected.
    expect(uniformIndex(from([TWO_TO_64 - 1n, 5n]), 3)).toBe(2);
    expect(uniformIndex(from([TWO_TO_64 - 2n]), 3)).toBe(Number((TWO_TO_64 - 2n) % 3n));
    // n = 10: 2^64 mod 10 = 6, so the top six words are rejected.
    expect(uniformIndex(from([TWO_TO_64 - 6n, TWO_TO_64 - 1n, TWO_TO_64 - 7n]), 10)).toBe(
      Number((TWO_TO_64 - 7n) % 10n),
    );
    // Powers of two divide 2^64: nothing is rejected.
    expect(uniformIndex(from([TWO_TO_64 - 1n]), 2)).toBe(1);
    expect(uniformIndex(from([TWO_TO_64 - 1n]), 1)).toBe(0);
  });

  it.each([0, -1, 1.5, Number.NaN, 2 ** 53])(
    'GIVEN n = %s WHEN int is drawn THEN it is refused as a programming error',
    (n) => {
      expect(() => seededRandom(SEED).int('x', n)).toThrow(RangeError);
    },
  );

  it('GIVEN a malformed final seed WHEN a source is made THEN it is refused', () => {
    expect(() => seededRandom('abc')).toThrow(TypeError);
    expect(() => seededRandom(SEED.toUpperCase())).toThrow(TypeError);
  });

  it('GIVEN the same seed and label WHEN drawn again, from a fresh source or after other draws THEN the answer is the same (stateless)', () => {
    const one = seededRandom(SEED);
    const first = one.int('draw|day-2|0', 1_000_000);
    one.int('draw|day-2|1', 7);
    one.shuffle('seats', [1, 2, 3, 4, 5]);
    expect(one.int('draw|day-2|0', 1_000_000)).toBe(first);
    expect(seededRandom(SEED).int('draw|day-2|0', 1_000_000)).toBe(first);
    expect(seededRandom(SEED).shuffle('seats', [1, 2, 3, 4, 5])).toEqual(
      one.shuffle('seats', [1, 2, 3, 4, 5]),
    );
  });

  it('GIVEN different labels or seeds WHEN drawn THEN the streams are independent', () => {
    const random = seededRandom(SEED);
    const values = Array.from({ length: 500 }, (_, k) => random.int(`draw|day-1|${k}`, 2 ** 48));
    expect(new Set(values).size).toBe(values.length);
    expect(random.int('draw|day-1|0', 2 ** 48)).not.toBe(
      seededRandom(OTHER_SEED).int('draw|day-1|0', 2 ** 48),
    );
  });

  it.each([
    1,
    2,
    3,
    7,
    10,
    16,
    100,
    2 ** 31,
    2 ** 32,
    2 ** 32 + 1,
    10 ** 15,
    Number.MAX_SAFE_INTEGER,
  ])('GIVEN n = %s WHEN 2000 labels are drawn THEN every result is an integer in [0, n)', (n) => {
    const random = seededRandom(SEED);
    for (let k = 0; k < 2000; k++) {
      const value = random.int(`range|${k}`, n);
      expect(Number.isInteger(value) && value >= 0 && value < n).toBe(true);
    }
  });

  it('GIVEN any seed, label and n ≥ 1 WHEN int is drawn THEN it is in [0, n)', () => {
    fc.assert(
      fc.property(
        hexSeed,
        fc.string(),
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        (seed, label, n) => {
          const value = seededRandom(seed).int(label, n);
          return Number.isInteger(value) && value >= 0 && value < n;
        },
      ),
      { numRuns: 500 },
    );
  });

  it('GIVEN a fixed seed WHEN 30 000 draws are counted THEN the outcomes are uniform (chi-square far below the p = 1e-9 bound; deterministic, cannot flake)', () => {
    const random = seededRandom(SEED);
    const tens = Array<number>(10).fill(0);
    const threes = Array<number>(3).fill(0);
    const wide = Array<number>(16).fill(0);
    for (let k = 0; k < 30_000; k++) {
      tens[random.int(`uniform|${k}`, 10)]! += 1;
      threes[random.int(`uniform|${k}`, 3)]! += 1;
      wide[Math.floor((random.int(`uniform|${k}`, 2 ** 32 + 1) * 16) / (2 ** 32 + 1))]! += 1;
    }
    // Critical values at p = 1e-9: df 9 ≈ 55, df 2 ≈ 41, df 15 ≈ 68. A uniform source lands near df.
    expect(chiSquare(tens)).toBeLessThan(55);
    expect(chiSquare(threes)).toBeLessThan(41);
    expect(chiSquare(wide)).toBeLessThan(68);
  });
});

describe('FAIR-DERIVATION: derivation: Fisher–Yates shuffle', () => {
  it('GIVEN any seed, label and list WHEN shuffled THEN the result equals the independent reference (last index down, one stream)', () => {
    fc.assert(
      fc.property(
        hexSeed,
        fc.string(),
        fc.array(fc.integer(), { maxLength: 40 }),
        (seed, label, items) => {
          expect(seededRandom(seed).shuffle(label, items)).toEqual(
            referenceShuffle(seed, label, items),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('GIVEN a known seed WHEN ten items are shuffled THEN j for i = 9 … 1 is drawn from the "seats" stream in order', () => {
    const words = referenceWords(SEED, 'seats');
    const expected = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    for (let i = 9; i >= 1; i--) {
      const big = BigInt(i + 1);
      const limit = (TWO_TO_64 / big) * big;
      let word = words.next().value as bigint;
      while (word >= limit) word = words.next().value as bigint;
      const j = Number(word % big);
      [expected[i], expected[j]] = [expected[j]!, expected[i]!];
    }
    expect(seededRandom(SEED).shuffle('seats', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual(expected);
  });

  it('GIVEN any list WHEN shuffled THEN the result is a permutation of it and the input is untouched', () => {
    fc.assert(
      fc.property(
        hexSeed,
        fc.string(),
        fc.array(fc.string({ maxLength: 3 }), { maxLength: 60 }),
        (seed, label, items) => {
          const before = [...items];
          const shuffled = seededRandom(seed).shuffle(label, items);
          expect(items).toEqual(before);
          expect(shuffled).not.toBe(items);
          expect([...shuffled].sort()).toEqual([...items].sort());
        },
      ),
      { numRuns: 300 },
    );
  });

  it('GIVEN zero or one item WHEN shuffled THEN a new array with the same content comes back', () => {
    const random = seededRandom(SEED);
    const empty: number[] = [];
    const one = ['only'];
    expect(random.shuffle('seats', empty)).toEqual([]);
    expect(random.shuffle('seats', empty)).not.toBe(empty);
    expect(random.shuffle('seats', one)).toEqual(['only']);
    expect(random.shuffle('seats', one)).not.toBe(one);
  });

  it('GIVEN a fixed seed WHEN three items are shuffled under 12 000 labels THEN all six orders are equally frequent (chi-square, df 5, bound 50 ≈ p 1e-9)', () => {
    const random = seededRandom(SEED);
    const counts = new Map<string, number>();
    for (let k = 0; k < 12_000; k++) {
      const order = random.shuffle(`perm|${k}`, ['a', 'b', 'c']).join('');
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    expect(chiSquare([...counts.values()])).toBeLessThan(50);
  });
});
