import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FIIM_PROFILE,
  TIEBREAKERS,
  scoreGame,
  standings,
  tiebreakValue,
  type ExtraAward,
  type ScorableGame,
  type ScoringProfile,
  type StandingsRow,
} from '../../src/tournament/scoring/index.ts';
import { P, gameOf, type GameStory } from './scoring-fixtures.ts';

const POOL = Array.from({ length: 14 }, (_, index) => P(index + 1));
const REMOVALS = ['fouls', 'disqualified', 'skips'] as const;

/** A game of ten from a pool of fourteen: any seating, roles, result, Night-1 victim and removals. */
const storyArbitrary = fc
  .record({
    players: fc.shuffledSubarray(POOL, { minLength: 10, maxLength: 10 }),
    blackCount: fc.integer({ min: 1, max: 3 }),
    winner: fc.constantFrom('red' as const, 'black' as const, 'draw' as const),
    firstKilled: fc.option(fc.integer({ min: 0, max: 9 }), { nil: undefined }),
    bestMoveHits: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
    removed: fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.constantFrom(...REMOVALS)), {
      maxLength: 2,
    }),
    teamLoss: fc.option(fc.integer({ min: 0, max: 9 }), { nil: undefined }),
    hour: fc.integer({ min: 10, max: 12 }),
  })
  .map((draw): Omit<GameStory, 'id'> => ({
    at: `2026-12-05T${draw.hour}:00:00.000Z`,
    players: draw.players,
    blacks: draw.players.slice(0, draw.blackCount),
    sheriff: draw.players[9]!,
    winner: draw.winner,
    ...(draw.firstKilled === undefined ? {} : { firstKilled: draw.players[draw.firstKilled] }),
    ...(draw.bestMoveHits === undefined ? {} : { bestMoveHits: draw.bestMoveHits }),
    removed: Object.fromEntries(draw.removed.map(([index, type]) => [draw.players[index], type])),
    ...(draw.teamLoss === undefined ? {} : { teamLoss: draw.players[draw.teamLoss] }),
  }));

/** A player's name differs from game to game (a renamed member): the standings take the latest. */
function gameWithNames(story: Omit<GameStory, 'id'>, index: number): ScorableGame {
  const game = gameOf({ ...story, id: `g${index}` });
  return {
    ...game,
    seats: game.seats.map((seat) => ({ ...seat, name: `${seat.userId}@g${index}` })),
  };
}

const tournamentArbitrary = fc
  .array(storyArbitrary, { minLength: 1, maxLength: 8 })
  .chain((stories) => {
    const games = stories.map(gameWithNames);
    const awardArbitrary = fc
      .record({
        game: fc.integer({ min: 0, max: games.length - 1 }),
        seat: fc.integer({ min: 1, max: 10 }),
        steps: fc.integer({ min: -14, max: 14 }),
      })
      .map(({ game, seat, steps }): ExtraAward => ({
        gameId: games[game]!.gameId,
        seat,
        points: steps * 5,
        reason: 'r',
      }));
    return fc.record({
      games: fc.constant(games),
      extras: fc.array(awardArbitrary, { maxLength: 12 }),
      tiebreakers: fc.shuffledSubarray([...TIEBREAKERS]),
      hideExtra: fc.boolean(),
    });
  });

const profileWith = (tiebreakers: ScoringProfile['tiebreakers']): ScoringProfile => ({
  ...FIIM_PROFILE,
  tiebreakers,
});

/** A permutation of a list, drawn as one random key per item. */
function permuted<T>(items: readonly T[], keys: readonly number[]): T[] {
  return items
    .map((item, index) => ({ item, key: keys[index % Math.max(keys.length, 1)] ?? 0, index }))
    .sort((a, b) => a.key - b.key || b.index - a.index)
    .map(({ item }) => item);
}

/** The order the rules state, written out independently: total, each tie-break, the user id. */
function sortKey(row: StandingsRow, profile: ScoringProfile): number[] {
  return [row.points.total, ...profile.tiebreakers.map((key) => tiebreakValue(row, key))];
}

function comesBefore(a: StandingsRow, b: StandingsRow, profile: ScoringProfile): boolean {
  const [left, right] = [sortKey(a, profile), sortKey(b, profile)];
  for (let index = 0; index < left.length; index++) {
    if (left[index] !== right[index]) return left[index]! > right[index]!;
  }
  return a.userId < b.userId;
}

describe('tournament scoring properties (issue 26, items 4 and 5)', () => {
  it('GIVEN any tournament WHEN scored THEN every total is the sum of its parts, in whole hundredths', () => {
    fc.assert(
      fc.property(tournamentArbitrary, ({ games, extras, tiebreakers, hideExtra }) => {
        const profile = profileWith(tiebreakers);
        const scores = games.flatMap((game) => scoreGame(game, profile, extras));
        const gameSums = scores.every(
          (score) => score.total === score.win + score.extra + score.bestMove + score.penalty,
        );
        const rows = standings(games, extras, profile, { hideExtra });
        const rowSums = rows.every(({ points, firstKilled }) => {
          const { win, extra, bestMove, ci, penalty, total } = points;
          const parts = [win, extra ?? 0, bestMove, ci, penalty];
          return (
            total === parts.reduce((sum, part) => sum + part, 0) &&
            parts.every((part) => Number.isInteger(part)) &&
            (extra === null) === hideExtra &&
            // Ci is paid only to a Night-1 red victim, at most the cap per such game.
            ci >= 0 &&
            ci <= 40 * firstKilled
          );
        });
        expect({ gameSums, rowSums }).toEqual({ gameSums: true, rowSums: true });
      }),
    );
  });

  it('GIVEN any tournament WHEN its games and awards are given in another order THEN the standings are the same', () => {
    fc.assert(
      fc.property(
        tournamentArbitrary,
        fc.array(fc.integer(), { minLength: 1, maxLength: 20 }),
        ({ games, extras, tiebreakers, hideExtra }, keys) => {
          const profile = profileWith(tiebreakers);
          const before = standings(games, extras, profile, { hideExtra });
          const after = standings(permuted(games, keys), permuted(extras, keys), profile, {
            hideExtra,
          });
          expect(after).toEqual(before);
        },
      ),
    );
  });

  it('GIVEN any tournament WHEN ranked THEN the ranks are 1…n, a strict total order that follows the total, then the tie-breaks in order, then the user id', () => {
    fc.assert(
      fc.property(tournamentArbitrary, ({ games, extras, tiebreakers, hideExtra }) => {
        const profile = profileWith(tiebreakers);
        const rows = standings(games, extras, profile, { hideExtra });
        expect(rows.map((row) => row.rank)).toEqual(rows.map((_, index) => index + 1));
        expect(new Set(rows.map((row) => row.userId)).size).toBe(rows.length);
        // The reference order is lexicographic over distinct user ids, so a strict total order:
        // each row before the next one and not after it proves the whole table is in that order.
        const inOrder = rows
          .slice(1)
          .every(
            (row, index) =>
              comesBefore(rows[index]!, row, profile) && !comesBefore(row, rows[index]!, profile),
          );
        expect(inOrder).toBe(true);
      }),
    );
  });

  it('GIVEN any tournament WHEN the top N are asked for THEN they are the first N rows of the whole table', () => {
    fc.assert(
      fc.property(tournamentArbitrary, fc.nat(16), ({ games, extras, tiebreakers }, topN) => {
        const profile = profileWith(tiebreakers);
        expect(standings(games, extras, profile, { topN })).toEqual(
          standings(games, extras, profile).slice(0, topN),
        );
      }),
    );
  });

  it('GIVEN any tournament WHEN the extra points are hidden THEN each total is the shown total less that player’s extra points', () => {
    fc.assert(
      fc.property(tournamentArbitrary, ({ games, extras }) => {
        const shown = new Map(
          standings(games, extras, FIIM_PROFILE).map((row) => [row.userId, row.points]),
        );
        for (const row of standings(games, extras, FIIM_PROFILE, { hideExtra: true })) {
          const full = shown.get(row.userId)!;
          expect(row.points.total).toBe(full.total - full.extra!);
        }
      }),
    );
  });
});
