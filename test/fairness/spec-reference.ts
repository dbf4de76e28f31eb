/**
 * A second, independent reading of the fairness rules, written straight from the spec text with
 * node:crypto and none of src/fairness, so the known-answer tests compare two implementations
 * instead of one implementation with itself. Deliberately plain: whole buffers, DataView.
 */
import { createHash, createHmac } from 'node:crypto';

export function referenceCommitment(gameId: string, serverSeedHex: string): string {
  return createHash('sha256')
    .update(Buffer.from('MAFIA-v1|' + gameId + '|' + serverSeedHex, 'utf8'))
    .digest('hex');
}

/** HMAC over a message the test writes out by hand. */
export function referenceHmac(serverSeedHex: string, message: string): string {
  return createHmac('sha256', Buffer.from(serverSeedHex, 'hex'))
    .update(Buffer.from(message, 'utf8'))
    .digest('hex');
}

/** block_i = SHA-256(final_seed ‖ utf8(label) ‖ uint64_be(i)). */
export function referenceBlock(finalSeedHex: string, label: string, i: number): Buffer {
  const counter = new Uint8Array(8);
  new DataView(counter.buffer).setBigUint64(0, BigInt(i), false);
  return createHash('sha256')
    .update(Buffer.concat([Buffer.from(finalSeedHex, 'hex'), Buffer.from(label, 'utf8'), counter]))
    .digest();
}

/** The label's 64-bit big-endian words in order: four per block. */
export function* referenceWords(finalSeedHex: string, label: string): Generator<bigint> {
  for (let i = 0; ; i++) {
    const block = referenceBlock(finalSeedHex, label, i);
    const view = new DataView(block.buffer, block.byteOffset, block.byteLength);
    for (let k = 0; k < 4; k++) yield view.getBigUint64(k * 8, false);
  }
}

/** Rejection sampling: accept w iff w < floor(2^64 / n) * n, result w mod n. */
export function referenceUniform(words: Iterator<bigint>, n: number): number {
  const big = BigInt(n);
  const limit = (2n ** 64n / big) * big;
  for (;;) {
    const next = words.next();
    if (next.done === true) throw new Error('the stream never ends');
    if (next.value < limit) return Number(next.value % big);
  }
}

export function referenceInt(finalSeedHex: string, label: string, n: number): number {
  return referenceUniform(referenceWords(finalSeedHex, label), n);
}

/** Fisher–Yates from the last index down, one stream for the whole shuffle. */
export function referenceShuffle<T>(finalSeedHex: string, label: string, items: readonly T[]): T[] {
  const a = items.slice();
  const words = referenceWords(finalSeedHex, label);
  for (let i = a.length - 1; i >= 1; i--) {
    const j = referenceUniform(words, i + 1);
    const t = a[i] as T;
    a[i] = a[j] as T;
    a[j] = t;
  }
  return a;
}
