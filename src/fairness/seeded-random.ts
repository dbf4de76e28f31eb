import { createHash } from 'node:crypto';
import type { RandomSource } from '../engine/index.ts';
import { bytesOfHex32 } from './hex.ts';

const TWO_TO_64 = 1n << 64n;
const BLOCK_BYTES = 32;
const WORD_BYTES = 8;

/**
 * The label's stream of 64-bit words (FAIR-DERIVATION): `block_i = SHA-256(final_seed ‖ utf8(label) ‖
 * uint64_be(i))` for i = 0, 1, 2, …, each block read as four big-endian words in order. No
 * separator is needed between the parts: the seed and the counter have fixed lengths, so the
 * label is exactly what lies between them. Each word comes as its two 32-bit halves [high, low].
 */
function halvesStream(seed: Uint8Array, label: string): () => [number, number] {
  const labelBytes = Buffer.from(label, 'utf8');
  const counter = Buffer.alloc(8);
  let blockIndex = 0n;
  let block = Buffer.alloc(0);
  let offset = BLOCK_BYTES;
  return () => {
    if (offset === BLOCK_BYTES) {
      counter.writeBigUInt64BE(blockIndex);
      block = createHash('sha256').update(seed).update(labelBytes).update(counter).digest();
      blockIndex += 1n;
      offset = 0;
    }
    const halves: [number, number] = [block.readUInt32BE(offset), block.readUInt32BE(offset + 4)];
    offset += WORD_BYTES;
    return halves;
  };
}

/** The same stream as whole 64-bit words. */
function wordStream(nextHalves: () => [number, number]): () => bigint {
  return () => {
    const [high, low] = nextHalves();
    return (BigInt(high) << 32n) | BigInt(low);
  };
}

/**
 * A uniform integer in [0, n) from a stream of 64-bit words, by rejection sampling: accept the
 * first word w with w < floor(2^64 / n) · n and return w mod n. Plain `w mod n` would favour
 * small results whenever n does not divide 2^64. Throws a RangeError unless n is a safe integer
 * ≥ 1 (a programming error in the caller, never a game situation).
 */
export function uniformIndex(nextWord: () => bigint, n: number): number {
  if (!Number.isSafeInteger(n) || n < 1) {
    throw new RangeError(`a draw needs a whole number of outcomes n ≥ 1, got ${n}`);
  }
  const outcomes = BigInt(n);
  const limit = (TWO_TO_64 / outcomes) * outcomes;
  for (;;) {
    const word = nextWord();
    if (word < limit) return Number(word % outcomes);
  }
}

/** One label's stream as a sequence of draws: each `int(n)` is the next uniformIndex on it. */
export interface DrawStream {
  int(n: number): number;
}

/** Below this n, a draw is done in doubles: (2^32 mod n)·(hi mod n) stays under 2^53. */
const SMALL_OUTCOMES = 2 ** 20;
const TWO_TO_32 = 2 ** 32;

/**
 * A stateful draw sequence on one label's stream (FAIR-DERIVATION): successive `int(n)` calls
 * read successive words of `SHA-256(seed ‖ utf8(label) ‖ uint64_be(i))`, each by the rejection
 * rule of uniformIndex, with exactly its results. For searches that need millions of draws
 * (tournament seating): a label per draw would cost a SHA-256 per draw, and BigInt arithmetic
 * a microsecond, so a small n is drawn from the word's two 32-bit halves in doubles: w ≥ limit
 * only when hi = 2^32 − 1 and lo ≥ 2^32 − (2^64 mod n), and w mod n = ((hi mod n)·(2^32 mod n)
 * + lo) mod n.
 */
export function seededStream(seedHex: string, label: string): DrawStream {
  const nextHalves = halvesStream(bytesOfHex32(seedHex, 'the seed'), label);
  const nextWord = wordStream(nextHalves);
  return {
    int(n: number): number {
      if (!Number.isSafeInteger(n) || n < 1 || n >= SMALL_OUTCOMES)
        return uniformIndex(nextWord, n);
      for (;;) {
        const [high, low] = nextHalves();
        const index = smallUniformIndex(high, low, n);
        if (index !== undefined) return index;
      }
    },
  };
}

/**
 * uniformIndex's rule for one word given as its halves, n < 2^20, in doubles: undefined when
 * the word is rejected (w ≥ floor(2^64 / n)·n, i.e. high = 2^32 − 1 and low ≥ 2^32 − (2^64 mod
 * n)), else w mod n = ((high mod n)·(2^32 mod n) + low) mod n.
 */
export function smallUniformIndex(high: number, low: number, n: number): number | undefined {
  const twoTo32ModN = TWO_TO_32 % n;
  const twoTo64ModN = (twoTo32ModN * twoTo32ModN) % n;
  if (high === TWO_TO_32 - 1 && low >= TWO_TO_32 - twoTo64ModN) return undefined;
  return ((((high % n) * twoTo32ModN) % n) + low) % n;
}

/**
 * The engine's RandomSource driven by the final seed (FAIR-DERIVATION). It is stateless: every call starts
 * its label's stream at block 0, so the same (seed, label) always gives the same answer, and a
 * verifier can recompute any single draw from its label alone, in any order.
 * - `int(label, n)`: uniformIndex over the label's stream.
 * - `shuffle(label, items)`: Fisher–Yates from the last index down on a copy; one stream for the
 *   whole shuffle, for i = n−1 … 1 draw j uniform in [0, i] and swap a[i] and a[j].
 */
export function seededRandom(finalSeedHex: string): RandomSource {
  const seed = bytesOfHex32(finalSeedHex, 'the final seed');
  return {
    int(label: string, n: number): number {
      return uniformIndex(wordStream(halvesStream(seed, label)), n);
    },
    shuffle<T>(label: string, items: readonly T[]): T[] {
      const result = [...items];
      const nextWord = wordStream(halvesStream(seed, label));
      for (let i = result.length - 1; i >= 1; i--) {
        const j = uniformIndex(nextWord, i + 1);
        [result[i], result[j]] = [result[j] as T, result[i] as T];
      }
      return result;
    },
  };
}
