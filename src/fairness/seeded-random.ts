import { createHash } from 'node:crypto';
import type { RandomSource } from '../engine/index.ts';
import { bytesOfHex32 } from './hex.ts';

const TWO_TO_64 = 1n << 64n;
const BLOCK_BYTES = 32;
const WORD_BYTES = 8;

/**
 * The label's stream of 64-bit words (§8.5): `block_i = SHA-256(final_seed ‖ utf8(label) ‖
 * uint64_be(i))` for i = 0, 1, 2, …, each block read as four big-endian words in order. No
 * separator is needed between the parts: the seed and the counter have fixed lengths, so the
 * label is exactly what lies between them.
 */
function wordStream(seed: Uint8Array, label: string): () => bigint {
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
    const word = block.readBigUInt64BE(offset);
    offset += WORD_BYTES;
    return word;
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

/**
 * The engine's RandomSource driven by the final seed (§8.5). It is stateless: every call starts
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
      return uniformIndex(wordStream(seed, label), n);
    },
    shuffle<T>(label: string, items: readonly T[]): T[] {
      const result = [...items];
      const nextWord = wordStream(seed, label);
      for (let i = result.length - 1; i >= 1; i--) {
        const j = uniformIndex(nextWord, i + 1);
        [result[i], result[j]] = [result[j] as T, result[i] as T];
      }
      return result;
    },
  };
}
