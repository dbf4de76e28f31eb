import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/fairness/sha256.ts';
import {
  parseSeatingJson,
  seatingFile,
  verifySeatingFile,
} from '../../src/tournament/seating-file.ts';

const SEED = `0f${'1e'.repeat(31)}`;
const OTHER_SEED = `0f${'2d'.repeat(31)}`;
const size = { players: 20, tables: 2, rounds: 3 };

describe('The published seating file (issue 26): what verify-seating checks', () => {
  const revealed = seatingFile({ ...size, seed: SEED }, true);

  it('GIVEN the seed and sizes WHEN the file is made THEN seedSha256 is the SHA-256 of the seed as hex text and the file verifies', () => {
    expect(revealed.seedSha256).toBe(sha256Hex(SEED));
    expect(verifySeatingFile(revealed)).toEqual({ ok: true, games: 6 });
  });

  it('GIVEN another seed with its own hash put in WHEN verified THEN the first table that differs is named', () => {
    const result = verifySeatingFile({
      ...revealed,
      seed: OTHER_SEED,
      seedSha256: sha256Hex(OTHER_SEED),
    });
    expect(result).toMatchObject({ ok: false, round: 1, table: 1 });
  });

  it('GIVEN a round cut short by a table WHEN verified THEN that table is named as missing', () => {
    const cut = structuredClone(revealed);
    cut.rounds[1]!.pop();
    const result = verifySeatingFile(cut);
    expect(result).toMatchObject({ ok: false, round: 2, table: 2 });
    expect(result.ok ? '' : result.problem).toContain('the file has no table');
  });

  it('GIVEN a file without the seed WHEN verified THEN it is refused: the seed is revealed only after the last round', () => {
    const { seed: _seed, ...posted } = revealed;
    expect(verifySeatingFile(posted)).toMatchObject({ ok: false });
    expect(JSON.stringify(verifySeatingFile(posted))).toContain('holds no \\"seed\\"');
  });

  it('GIVEN text that is not a seating file WHEN parsed THEN it says what is wrong; GIVEN the lines npm prints before the JSON THEN they are passed over', () => {
    expect(parseSeatingJson('{')).toMatchObject({ ok: false });
    const missing = parseSeatingJson('{"hello":"world"}');
    expect(missing.ok ? '' : missing.problem).toContain('players');
    const npmBanner = `\n> mafia-bot@0.1.0 seating\n> node scripts/seating.ts --json\n\n${JSON.stringify(revealed)}\n`;
    expect(parseSeatingJson(npmBanner)).toEqual({ ok: true, file: revealed });
    const badSeed = parseSeatingJson(JSON.stringify({ ...revealed, seed: 'ABC' }));
    expect(badSeed.ok ? '' : badSeed.problem).toContain('64 lowercase hex digits');
  });

  it('GIVEN too few players for the tables or a bad seed WHEN the file is made THEN it is refused with the reason', () => {
    expect(() => seatingFile({ players: 15, tables: 2, rounds: 3, seed: SEED })).toThrow(
      'need at least 20 players',
    );
    expect(() => seatingFile({ ...size, seed: SEED.toUpperCase() })).toThrow(
      '64 lowercase hex digits',
    );
  });

  it('GIVEN removals in two rounds WHEN the file is made THEN each re-seating keeps the rounds before it, never seats the removed, and the file verifies', () => {
    const big = { players: 22, tables: 2, rounds: 3, seed: SEED };
    const first = seatingFile(big, true);
    const removed = [
      { player: 3, fromRound: 2 },
      { player: 8, fromRound: 3 },
    ];
    const reseated = seatingFile({ ...big, removed }, true);
    expect(reseated.rounds[0]).toEqual(first.rounds[0]);
    expect(reseated.rounds.slice(1).flat(2)).not.toContain(3);
    expect(reseated.rounds.slice(2).flat(2)).not.toContain(8);
    expect(verifySeatingFile(reseated)).toMatchObject({ ok: true });
    expect(verifySeatingFile({ ...reseated, removed: removed.slice(0, 1) })).toMatchObject({
      ok: false,
      round: 3,
    });
  });

  it('GIVEN the seed 0f1e…1e and 20/2/3 WHEN the file is made THEN its bytes are the pinned ones: a published seating stays verifiable only while the method is unchanged', () => {
    const file = JSON.stringify(seatingFile({ ...size, seed: SEED }));
    expect(JSON.parse(file).rounds[0]).toEqual([
      [11, 6, 5, 3, 10, 12, 16, 17, 4, 2],
      [15, 20, 1, 19, 9, 14, 8, 7, 13, 18],
    ]);
    expect(sha256Hex(file)).toBe(
      'c0e38bb3b41dbb6f7b92bfc244b4580dfb59b8902e20b6df1bf6efa570924a9c',
    );
  });
});
