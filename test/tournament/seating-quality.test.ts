import { describe, expect, it } from 'vitest';
import { seededStream } from '../../src/fairness/index.ts';
import {
  generateSeating,
  randomSeating,
  reseat,
  seatingQuality,
  SEATS,
} from '../../src/tournament/seating/index.ts';
import { seatCounts } from '../../src/tournament/seating/seat-numbers.ts';
import { seatingFile } from '../../src/tournament/seating-file.ts';

const SEED = `0f${'1e'.repeat(31)}`;
const size = { players: 30, tables: 3, rounds: 10 };
const drawsOf = (seed: string) => (label: string) => seededStream(seed, label);

describe('Seating of 30 players, 3 tables, 10 rounds (issue 26, "Done when")', () => {
  const rounds = generateSeating(size, drawsOf(SEED));
  const quality = seatingQuality(size, rounds);

  it('GIVEN 30/3/10 WHEN seated THEN every player plays 10 games and sits in each seat number exactly once', () => {
    expect(quality.games).toEqual([10, 10]);
    const seats = seatCounts(size.players, rounds);
    expect(Array.from(seats)).toEqual(new Array(size.players * SEATS).fill(1));
  });

  it('GIVEN 30/3/10 WHEN seated THEN every pair meets 1 to 5 times', () => {
    expect(quality.meetings[0]).toBeGreaterThanOrEqual(1);
    expect(quality.meetings[1]).toBeLessThanOrEqual(5);
  });

  it('GIVEN 30/3/10 WHEN seated THEN the squared deviation from E is at most half that of random seatings, and within 5% of the bound 400.3 no seating can beat', () => {
    // The bound: two rounds of three tables of 10 share at best 3, 3 or 4 players per pair of
    // tables, so Σ m² ≥ 10·135 + 90·36 = 4590 and Σ(m − E)² ≥ 4590 − 435·E² = 400.34.
    const randomDeviations = Array.from(
      { length: 20 },
      (_, k) =>
        seatingQuality(size, randomSeating(size, seededStream(SEED, `random ${k}`)))
          .squaredDeviation,
    );
    const randomMean = randomDeviations.reduce((sum, d) => sum + d, 0) / randomDeviations.length;
    expect(quality.squaredDeviation).toBeLessThanOrEqual(randomMean / 2);
    expect(quality.squaredDeviation).toBeGreaterThanOrEqual(400.3);
    expect(quality.squaredDeviation).toBeLessThanOrEqual(400.34 * 1.05);
  });

  it('GIVEN the same seed WHEN the seating is computed again (as the published file) THEN it is the same, byte for byte', () => {
    const file = seatingFile({ ...size, seed: SEED });
    const again = rounds.map((round) => round.map((table) => table.map((player) => player + 1)));
    expect(JSON.stringify(file.rounds)).toBe(JSON.stringify(again));
  });

  it('GIVEN player 2 removed after round 3 WHEN rounds 4–10 are re-seated (29 players, 2 tables) THEN nobody sits in one seat number twice while another of his is empty', () => {
    const all = reseat({ size, played: rounds.slice(0, 3), removed: [1], draws: drawsOf(SEED) });
    const after = seatingQuality(size, all);
    expect(after.unevenSeats).toBe(0);
    expect(after.seatCount).toEqual([0, 1]);
  });
});
