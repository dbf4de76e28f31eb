import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededStream } from '../../src/fairness/index.ts';
import {
  gamesPlayed,
  generateSeating,
  reseat,
  SEATS,
  type SeatingRound,
  type SeatingSize,
} from '../../src/tournament/seating/index.ts';
import { seatCounts } from '../../src/tournament/seating/seat-numbers.ts';

/** Few search iterations: these rules hold whatever the search finds. */
const EFFORT = 20;
const RUNS = 25;

const hexSeed = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Buffer.from(bytes).toString('hex'));
const sizes = fc
  .record({ players: fc.integer({ min: 10, max: 34 }), rounds: fc.integer({ min: 1, max: 12 }) })
  .chain(({ players, rounds }) =>
    fc.record({
      players: fc.constant(players),
      rounds: fc.constant(rounds),
      tables: fc.integer({ min: 1, max: Math.min(3, Math.floor(players / SEATS)) }),
    }),
  );
const drawsOf = (seed: string) => (label: string) => seededStream(seed, label);

function expectWellFormed(
  size: SeatingSize,
  rounds: readonly SeatingRound[],
  tables = size.tables,
): void {
  for (const round of rounds) {
    expect(round).toHaveLength(tables);
    const seen = round.flat();
    expect(new Set(seen).size).toBe(seen.length);
    for (const table of round) expect(table).toHaveLength(SEATS);
    for (const player of seen) expect(player >= 0 && player < size.players).toBe(true);
  }
}

describe('Seating (issue 26, item 2): the rules every seating keeps', () => {
  it('GIVEN any P, T and R WHEN seated THEN every round has T tables of 10 distinct players and nobody sits twice in a round', () => {
    fc.assert(
      fc.property(sizes, hexSeed, (size, seed) => {
        const rounds = generateSeating(size, drawsOf(seed), EFFORT);
        expect(rounds).toHaveLength(size.rounds);
        expectWellFormed(size, rounds);
      }),
      { numRuns: RUNS },
    );
  });

  it('GIVEN any P, T and R WHEN seated THEN games per player differ by at most one, and are all equal when P divides 10·T·R', () => {
    fc.assert(
      fc.property(sizes, hexSeed, (size, seed) => {
        const games = gamesPlayed(size.players, generateSeating(size, drawsOf(seed), EFFORT));
        const spread = Math.max(...games) - Math.min(...games);
        expect(spread).toBeLessThanOrEqual(1);
        if ((SEATS * size.tables * size.rounds) % size.players === 0) expect(spread).toBe(0);
      }),
      { numRuns: RUNS },
    );
  });

  it('GIVEN any P, T and R WHEN seated THEN a player sits in each seat number g/10 times when his g games are a multiple of 10, and otherwise his seat counts differ by at most one', () => {
    fc.assert(
      fc.property(sizes, hexSeed, (size, seed) => {
        const rounds = generateSeating(size, drawsOf(seed), EFFORT);
        const games = gamesPlayed(size.players, rounds);
        const seats = seatCounts(size.players, rounds);
        games.forEach((g, player) => {
          const counts = Array.from(seats.subarray(player * SEATS, (player + 1) * SEATS));
          if (g % SEATS === 0) expect(counts).toEqual(new Array(SEATS).fill(g / SEATS));
          else expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('GIVEN the same seed twice WHEN seated THEN the seatings are the same; GIVEN another seed THEN another seating', () => {
    fc.assert(
      fc.property(sizes, hexSeed, hexSeed, (size, seed, other) => {
        const first = generateSeating(size, drawsOf(seed), EFFORT);
        expect(generateSeating(size, drawsOf(seed), EFFORT)).toEqual(first);
        fc.pre(seed !== other && size.players > 10);
        expect(generateSeating(size, drawsOf(other), EFFORT)).not.toEqual(first);
      }),
      { numRuns: 10 },
    );
  });

  it('GIVEN played rounds and removed players WHEN the later rounds are re-seated THEN the played rounds are unchanged and no removed player is seated after them', () => {
    fc.assert(
      fc.property(
        sizes,
        hexSeed,
        fc.integer({ min: 0, max: 12 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 33 }), { maxLength: 6 }),
        (size, seed, playedCount, removedPicks) => {
          const first = generateSeating(size, drawsOf(seed), EFFORT);
          const played = first.slice(0, Math.min(playedCount, size.rounds));
          const removed = removedPicks.filter((player) => player < size.players);
          const all = reseat({ size, played, removed, draws: drawsOf(seed), effort: EFFORT });
          expect(all).toHaveLength(size.rounds);
          expect(all.slice(0, played.length)).toEqual(played);
          const later = all.slice(played.length);
          for (const player of later.flat(2)) expect(removed).not.toContain(player);
          const tables = Math.min(size.tables, Math.floor((size.players - removed.length) / SEATS));
          expectWellFormed(size, later, tables);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('GIVEN 2 of 24 players removed after round 4 of 12 WHEN the rest is re-seated THEN the 22 left end the tournament with games differing by at most one', () => {
    const size = { players: 24, tables: 2, rounds: 12 };
    const draws = drawsOf('ab'.repeat(32));
    const first = generateSeating(size, draws, EFFORT);
    const all = reseat({
      size,
      played: first.slice(0, 4),
      removed: [3, 17],
      draws,
      effort: EFFORT,
    });
    const games = gamesPlayed(size.players, all).filter(
      (_, player) => player !== 3 && player !== 17,
    );
    expect(Math.max(...games) - Math.min(...games)).toBeLessThanOrEqual(1);
  });
});
