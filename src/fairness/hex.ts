/**
 * Seeds and hashes travel as lowercase hex of exactly 32 bytes. One spelling only: the
 * commitment hashes the hex *text* of the server seed (FAIR-COMMIT), so "AB…" and "ab…" would give two
 * different commitments for the same bytes. Node's `Buffer.from(s, 'hex')` silently stops at the
 * first bad character, so every decode goes through the strict check below instead.
 */
const HEX_32_BYTES = /^[0-9a-f]{64}$/;

export function isHex32(value: string): boolean {
  return HEX_32_BYTES.test(value);
}

/** The 32 raw bytes behind `hex`; throws a TypeError naming `what` when it is not 64 lowercase hex digits. */
export function bytesOfHex32(hex: string, what: string): Buffer {
  if (!isHex32(hex)) {
    throw new TypeError(`${what} must be 64 lowercase hex digits (32 bytes)`);
  }
  return Buffer.from(hex, 'hex');
}
