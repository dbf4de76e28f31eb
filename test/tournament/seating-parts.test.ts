import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cheapestAssignment } from '../../src/tournament/seating/assignment.ts';
import { colourEdges } from '../../src/tournament/seating/edge-colouring.ts';
import { comingGameCounts } from '../../src/tournament/seating/who-plays.ts';

/** Every permutation of 0…n−1. */
function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((rest) =>
    Array.from({ length: n }, (_, at) => [...rest.slice(0, at), n - 1, ...rest.slice(at)]),
  );
}

describe('Seating parts: seat numbers are an edge colouring (König)', () => {
  it('GIVEN any bipartite multigraph whose degrees are at most k WHEN its edges are coloured with k colours THEN no two edges at one vertex share a colour', () => {
    const graphs = fc
      .record({
        left: fc.integer({ min: 1, max: 6 }),
        right: fc.integer({ min: 1, max: 6 }),
        k: fc.integer({ min: 1, max: 10 }),
      })
      .chain(({ left, right, k }) =>
        fc.record({
          left: fc.constant(left),
          right: fc.constant(right),
          k: fc.constant(k),
          edges: fc.array(fc.tuple(fc.nat(left - 1), fc.nat(right - 1)), { maxLength: 60 }),
        }),
      );
    fc.assert(
      fc.property(graphs, ({ left, right, k, edges }) => {
        // Keep only the edges that leave every degree ≤ k.
        const degree = new Map<string, number>();
        const kept = edges.filter(([u, v]) => {
          const du = degree.get(`u${u}`) ?? 0;
          const dv = degree.get(`v${v}`) ?? 0;
          if (du >= k || dv >= k) return false;
          degree.set(`u${u}`, du + 1);
          degree.set(`v${v}`, dv + 1);
          return true;
        });
        const colours = colourEdges(left, right, kept, k);
        const seen = new Set<string>();
        kept.forEach(([u, v], edge) => {
          const colour = colours[edge]!;
          expect(colour >= 0 && colour < k).toBe(true);
          for (const key of [`u${u}/${colour}`, `v${v}/${colour}`]) {
            expect(seen.has(key)).toBe(false);
            seen.add(key);
          }
        });
      }),
      { numRuns: 200 },
    );
  });
});

describe('Seating parts: table numbers by the assignment method', () => {
  it('GIVEN any small cost matrix WHEN the cheapest assignment is taken THEN it is a permutation as cheap as the best of all permutations', () => {
    const matrices = fc.integer({ min: 1, max: 6 }).chain((n) =>
      fc.array(fc.array(fc.integer({ min: 0, max: 50 }), { minLength: n, maxLength: n }), {
        minLength: n,
        maxLength: n,
      }),
    );
    fc.assert(
      fc.property(matrices, (cost) => {
        const total = (columns: number[]) =>
          columns.reduce((sum, column, row) => sum + cost[row]![column]!, 0);
        const chosen = cheapestAssignment(cost);
        expect([...chosen].sort((a, b) => a - b)).toEqual(cost.map((_, k) => k));
        expect(total(chosen)).toBe(Math.min(...permutations(cost.length).map(total)));
      }),
      { numRuns: 200 },
    );
  });
});

describe('Seating parts: who plays the coming rounds', () => {
  it('GIVEN players with unequal games so far WHEN the coming seats are shared THEN the fewest-games players get them first, at most one a round', () => {
    // Player 0 has played 3, player 1 two, players 2 and 3 none; 2 rounds of 2 seats.
    expect(comingGameCounts([0, 1, 2, 3], [3, 2, 0, 0], 2, 2)).toEqual([0, 0, 2, 2]);
    // 3 rounds of 3 seats among 4 equal players: totals 3, 2, 2, 2 in the seeded order.
    expect(comingGameCounts([2, 0, 3, 1], [0, 0, 0, 0], 3, 3)).toEqual([3, 2, 2, 2]);
  });
});
