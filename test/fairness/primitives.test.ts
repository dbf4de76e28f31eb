import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CanonicalJsonError,
  canonicalJson,
  commitmentOf,
  configHashOf,
  drawServerSeed,
  hashEntropy,
  sortSnowflakes,
  tryCanonicalJson,
  type JsonValue,
} from '../../src/fairness/index.ts';
import { referenceCommitment } from './spec-reference.ts';

const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('FAIR-COMMIT: commitment: the server seed and C', () => {
  it('GIVEN a lobby opens WHEN the server seed is drawn THEN it is 32 CSPRNG bytes as lowercase hex, fresh each time', () => {
    const seeds = Array.from({ length: 50 }, () => drawServerSeed());
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(seeds).size).toBe(seeds.length);
  });

  it('GIVEN game_id and server_seed WHEN C is computed THEN it is SHA-256("MAFIA-v1|" + game_id + "|" + hex(server_seed))', () => {
    // Pinned with `printf 'MAFIA-v1|game-42|<seed>' | sha256sum`.
    expect(commitmentOf('game-42', SEED)).toBe(
      '6a70c88a60c5ae01711c0fd9270844f61a1272d5872f4e6feb7b75547eb19582',
    );
    for (const gameId of ['g', 'guild-1/game-0042', 'игра №7', '🎲|pipe']) {
      const seed = drawServerSeed();
      expect(commitmentOf(gameId, seed)).toBe(referenceCommitment(gameId, seed));
    }
  });

  it('GIVEN a seed that is not 64 lowercase hex digits WHEN C is computed THEN it is refused, never hashed in another spelling', () => {
    expect(() => commitmentOf('g', SEED.toUpperCase())).toThrow(TypeError);
    expect(() => commitmentOf('g', SEED.slice(2))).toThrow(TypeError);
    expect(() => commitmentOf('g', `${SEED.slice(1)}z`)).toThrow(TypeError);
  });
});

describe('FAIR-ENTROPY: player entropy', () => {
  it('GIVEN /entropy <text> WHEN hashed THEN the published value is SHA-256 of the exact UTF-8 text', () => {
    expect(hashEntropy('hello')).toBe(
      '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
    );
    for (const text of ['', ' padded ', 'Мафия 🎲', 'e\u0301']) {
      expect(hashEntropy(text)).toBe(sha256(text));
    }
    expect(hashEntropy('e\u0301')).not.toBe(hashEntropy('\u00e9'));
  });
});

describe('FAIR-SEED: canonical JSON and config_hash', () => {
  it('GIVEN nested objects WHEN canonicalised THEN keys are sorted at every level, no whitespace, arrays keep their order', () => {
    expect(canonicalJson({ b: 1, a: [3, { z: true, y: null }, 'x'], c: { e: 'é', d: -0.5 } })).toBe(
      '{"a":[3,{"y":null,"z":true},"x"],"b":1,"c":{"d":-0.5,"e":"é"}}',
    );
    expect(canonicalJson([])).toBe('[]');
    expect(canonicalJson({})).toBe('{}');
    expect(canonicalJson('a"b\n')).toBe('"a\\"b\\n"');
  });

  it('GIVEN keys beyond the BMP WHEN canonicalised THEN they sort by code point, not by UTF-16 unit', () => {
    // U+FF5E sorts before U+1F600 by code point; a UTF-16 sort would put the emoji (D83D…) first.
    expect(canonicalJson({ '😀': 1, '～': 2, a: 3, B: 4 })).toBe('{"B":4,"a":3,"～":2,"😀":1}');
  });

  it('GIVEN the same data built in another key order WHEN canonicalised THEN the bytes and the hash are identical', () => {
    const one = { speech: 60, presets: ['classic'], geo: { a: true, b: false } };
    const two = { geo: { b: false, a: true }, presets: ['classic'], speech: 60 };
    expect(canonicalJson(two)).toBe(canonicalJson(one));
    expect(configHashOf(two)).toBe(configHashOf(one));
  });

  it('GIVEN a config WHEN hashed THEN config_hash is hex SHA-256 of its canonical JSON', () => {
    // Pinned with `printf '{"rounds":3}' | sha256sum`.
    expect(configHashOf({ rounds: 3 })).toBe(
      '7eef2b66ab351965c45d8284be7bbe2c77a205194173cba4360211a2424a130e',
    );
    expect(configHashOf({ b: [1, 2], a: 'x' })).toBe(sha256('{"a":"x","b":[1,2]}'));
  });

  it('GIVEN an object member that is undefined WHEN canonicalised THEN it is left out, as JSON.stringify does', () => {
    expect(canonicalJson({ a: 1, b: undefined })).toBe('{"a":1}');
  });

  it.each<[string, unknown, string]>([
    ['NaN', { a: [1, Number.NaN] }, '$.a[1]'],
    ['Infinity', { rate: Number.POSITIVE_INFINITY }, '$.rate'],
    ['-Infinity', [Number.NEGATIVE_INFINITY], '$[0]'],
    ['undefined in an array', { list: [1, undefined] }, '$.list[1]'],
    ['a hole in an array', [1, , 3], '$[1]'], // eslint-disable-line no-sparse-arrays
    ['undefined itself', undefined, '$'],
    ['a bigint', { id: 1n }, '$.id'],
    ['a function', { f: () => 1 }, '$.f'],
    ['a Date', { at: new Date(0) }, '$.at'],
    ['an odd key', { 'two words': Number.NaN }, '$["two words"]'],
  ])('GIVEN %s WHEN canonicalised THEN it is refused with the path', (_what, value, path) => {
    const result = tryCanonicalJson(value);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toBeInstanceOf(CanonicalJsonError);
      expect(result.error.path).toBe(path);
    }
    expect(() => canonicalJson(value as JsonValue)).toThrow(CanonicalJsonError);
  });

  it('GIVEN a value that contains itself WHEN canonicalised THEN it is refused, while a shared (acyclic) child is fine', () => {
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(tryCanonicalJson(loop)).toMatchObject({ ok: false, error: { path: '$.self' } });
    const shared = { x: 1 };
    expect(canonicalJson({ a: shared, b: shared })).toBe('{"a":{"x":1},"b":{"x":1}}');
  });
});

describe('FAIR-SEED: canonical player order', () => {
  it('GIVEN ids of different lengths WHEN sorted THEN they are in ascending numeric order ("9" before "10")', () => {
    expect(sortSnowflakes(['10', '9', '100', '11'])).toEqual(['9', '10', '11', '100']);
  });

  it('GIVEN 17-, 18- and 19-digit Discord ids WHEN sorted THEN the shorter (older) ids come first, whatever their leading digit', () => {
    const ids = [
      '1098765432109876543',
      '99999999999999999',
      '412345678901234567',
      '80351110224678912',
    ];
    expect(sortSnowflakes(ids)).toEqual([
      '80351110224678912',
      '99999999999999999',
      '412345678901234567',
      '1098765432109876543',
    ]);
    expect([...ids].sort()[0]).toBe('1098765432109876543'); // what a string sort would wrongly do
  });

  it('GIVEN ids above 2^53 that differ only in the last digit WHEN sorted THEN the order is exact (BigInt, not Number)', () => {
    expect(sortSnowflakes(['9007199254740993', '9007199254740992'])).toEqual([
      '9007199254740992',
      '9007199254740993',
    ]);
  });

  it('GIVEN an input list WHEN sorted THEN a new array is returned and the input is untouched', () => {
    const ids = ['3', '1', '2'];
    expect(sortSnowflakes(ids)).toEqual(['1', '2', '3']);
    expect(ids).toEqual(['3', '1', '2']);
  });

  it('GIVEN something that is not decimal digits WHEN sorted THEN it is refused', () => {
    expect(() => sortSnowflakes(['12', 'abc'])).toThrow(TypeError);
    expect(() => sortSnowflakes(['-1'])).toThrow(TypeError);
    expect(() => sortSnowflakes([''])).toThrow(TypeError);
  });
});
