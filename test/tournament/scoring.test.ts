import { describe, expect, it } from 'vitest';
import { buildProtocol } from '../../src/protocol/index.ts';
import {
  FIIM_PROFILE,
  compensationOf,
  formatHundredths,
  scoreGame,
  standings,
  type ScoringProfile,
  type StandingsRow,
} from '../../src/tournament/scoring/index.ts';
import { JUDGE, TestGame } from '../../harness/engine-game.ts';
import { playedClassic } from '../protocol/games.ts';
import { P, TEN, award, gameOf } from './scoring-fixtures.ts';

/**
 * A tournament of four games, ten players p01…p10, computed by hand below (FIIM profile):
 *   g1 red wins   blacks p01 (Don) p02 p03, Sheriff p04; p05 killed Night 1, Best Move 3 blacks;
 *                 p02 removed by fouls; extra p04 +0.3, p01 −0.2
 *   g2 black wins blacks p04 (Don) p05 p06, Sheriff p07; p08 killed Night 1, Best Move 2 blacks
 *                 (red and lost: a Ci game); extra p04 +0.4
 *   g3 black wins by the team loss of p01 (red); blacks p07 (Don) p08 p09, Sheriff p10;
 *                 p02 killed Night 1, Best Move 1 black (a Ci game)
 *   g4 red wins   blacks p10 (Don) p01 p02, Sheriff p03; p08 killed Night 1 (won: counts in K,
 *                 no Ci); p06 disqualified (still wins); extra p09 +0.05
 */
const G1 = gameOf({
  id: 'g1',
  at: '2026-12-05T10:00:00.000Z',
  players: TEN,
  blacks: [P(1), P(2), P(3)],
  sheriff: P(4),
  winner: 'red',
  firstKilled: P(5),
  bestMoveHits: 3,
  removed: { [P(2)]: 'fouls' },
});
const G2 = gameOf({
  id: 'g2',
  at: '2026-12-05T11:00:00.000Z',
  players: TEN,
  blacks: [P(4), P(5), P(6)],
  sheriff: P(7),
  winner: 'black',
  firstKilled: P(8),
  bestMoveHits: 2,
});
const G3 = gameOf({
  id: 'g3',
  at: '2026-12-05T12:00:00.000Z',
  players: TEN,
  blacks: [P(7), P(8), P(9)],
  sheriff: P(10),
  winner: 'black',
  firstKilled: P(2),
  bestMoveHits: 1,
  teamLoss: P(1),
});
const G4 = gameOf({
  id: 'g4',
  at: '2026-12-05T13:00:00.000Z',
  players: TEN,
  blacks: [P(10), P(1), P(2)],
  sheriff: P(3),
  winner: 'red',
  firstKilled: P(8),
  removed: { [P(6)]: 'disqualified' },
});
const GAMES = [G1, G2, G3, G4];
const EXTRAS = [
  award(G1, P(4), 0.3, 'found both blacks'),
  award(G1, P(1), -0.2, 'careless vote'),
  award(G2, P(4), 0.4, 'led the black side'),
  award(G4, P(9), 0.05, 'good speech'),
];

/** A row as a person writes it: "user total = win / extra / Best Move / Ci / penalty". */
const line = (row: StandingsRow) =>
  [
    `${row.rank}. ${row.userId} ${formatHundredths(row.points.total)} =`,
    formatHundredths(row.points.win),
    row.points.extra === null ? 'hidden' : formatHundredths(row.points.extra),
    formatHundredths(row.points.bestMove),
    formatHundredths(row.points.ci),
    formatHundredths(row.points.penalty),
  ].join(' ');

describe('tournament scoring, FIIM profile (issue 26, item 4): a hand-computed tournament', () => {
  it('GIVEN the four games and the extra points WHEN the standings are computed THEN every line matches the hand computation to two decimals', () => {
    expect(standings(GAMES, EXTRAS, FIIM_PROFILE).map(line)).toEqual([
      // 1 + 0.3 + 1 + 0.4 + 1
      '1. p04 3.70 = 3.00 0.70 0.00 0.00 0.00',
      // wins g1 g3 g4, Best Move 0.25 in g2; Ci: K 2, G 4, min(0.4, 0.4·2/round(0.4·4)) = 0.4, once
      '2. p08 3.65 = 3.00 0.00 0.25 0.40 0.00',
      // first killed in g1 but his side won: no Ci
      '3. p05 3.50 = 3.00 0.00 0.50 0.00 0.00',
      '4. p09 3.05 = 3.00 0.05 0.00 0.00 0.00',
      '5. p07 3.00 = 3.00 0.00 0.00 0.00 0.00',
      // disqualified in a game his side won: the win and the penalty both count
      '6. p06 2.50 = 3.00 0.00 0.00 0.00 -0.50',
      // p03 and p10 tie at "1.00" with equal extras and wins: p03 won as the Sheriff
      '7. p03 1.00 = 1.00 0.00 0.00 0.00 0.00',
      '8. p10 1.00 = 1.00 0.00 0.00 0.00 0.00',
      // fouls −0.5 in g1; Ci in g3: K 1, G 4, 0.4·1/round(0.4·4) = 0.2
      '9. p02 -0.30 = 0.00 0.00 0.00 0.20 -0.50',
      // −0.2 extra in g1, team loss −0.7 in g3
      '10. p01 -0.90 = 0.00 -0.20 0.00 0.00 -0.70',
    ]);
  });

  it('GIVEN the tournament WHEN the standings are computed THEN the counts behind the tie-breaks are the games', () => {
    const table = standings(GAMES, EXTRAS, FIIM_PROFILE);
    const of = (userId: string) => table.find((row) => row.userId === userId)!;
    expect(of(P(4))).toMatchObject({ games: 4, wins: 3, roleWins: 2, firstKilled: 0 });
    expect(of(P(8))).toMatchObject({ games: 4, wins: 3, roleWins: 0, firstKilled: 2 });
    expect(of(P(3))).toMatchObject({ wins: 1, roleWins: 1 });
    expect(of(P(10))).toMatchObject({ wins: 1, roleWins: 0 });
    expect(of(P(5)).name).toBe('Player p05');
  });

  it('GIVEN finals with the extra points hidden WHEN the standings are computed THEN extra is null, the totals leave it out and the tie-breaks do not see it', () => {
    const table = standings(GAMES, EXTRAS, FIIM_PROFILE, { hideExtra: true });
    expect(table.slice(0, 5).map(line)).toEqual([
      '1. p08 3.65 = 3.00 hidden 0.25 0.40 0.00',
      '2. p05 3.50 = 3.00 hidden 0.50 0.00 0.00',
      // three at "3.00" with 3 wins each: roleWins decide (p04 2, p07 1, p09 0)
      '3. p04 3.00 = 3.00 hidden 0.00 0.00 0.00',
      '4. p07 3.00 = 3.00 hidden 0.00 0.00 0.00',
      '5. p09 3.00 = 3.00 hidden 0.00 0.00 0.00',
    ]);
    expect(table.at(-1)!.points.total).toBe(-70);
  });

  it('GIVEN a final table for the top 3 WHEN the standings are computed THEN the first three rows of the whole ranking come back', () => {
    const table = standings(GAMES, EXTRAS, FIIM_PROFILE, { topN: 3 });
    expect(table.map((row) => [row.rank, row.userId])).toEqual([
      [1, P(4)],
      [2, P(8)],
      [3, P(5)],
    ]);
  });

  it('GIVEN a game aborted by the judge WHEN scored THEN it counts for nobody', () => {
    const aborted = {
      ...G1,
      aborted: true,
      result: { winner: 'aborted' as const, penaltySeat: null },
    };
    expect(scoreGame(aborted, FIIM_PROFILE, EXTRAS)).toEqual([]);
    expect(standings([aborted], EXTRAS, FIIM_PROFILE)).toEqual([]);
  });

  it('GIVEN a draw WHEN scored THEN nobody gets the win point', () => {
    const draw = gameOf({ id: 'd', players: TEN, blacks: [P(1)], sheriff: P(2), winner: 'draw' });
    expect(scoreGame(draw, FIIM_PROFILE).every((score) => score.win === 0 && !score.won)).toBe(
      true,
    );
  });

  it('GIVEN a black Night-1 victim with a Best Move WHEN scored under FIIM THEN it scores nothing (red only), and under a profile without that limit it scores', () => {
    const game = gameOf({
      id: 'b',
      players: TEN,
      blacks: [P(1), P(2), P(3)],
      sheriff: P(4),
      winner: 'red',
      firstKilled: P(2),
      bestMoveHits: 2,
    });
    const open: ScoringProfile = {
      ...FIIM_PROFILE,
      bestMove: { ...FIIM_PROFILE.bestMove, redOnly: false },
    };
    expect(scoreGame(game, FIIM_PROFILE)[1]).toMatchObject({ bestMove: 0, firstKilled: false });
    expect(scoreGame(game, open)[1]).toMatchObject({ bestMove: 25 });
  });
});

describe('the first-killed compensation Ci (mafiaratings: min(0.4, 0.4·K / round(0.4·G)))', () => {
  it.each([
    // [games G, first killed K, compensated games, Ci in hundredths, how]
    [1, 1, 1, 40, 'round(0.4) is 0: the cap'],
    [4, 1, 1, 20, '0.4·1/round(0.4·4) = 0.2'],
    [5, 2, 1, 40, '0.4·2/round(2) = 0.4'],
    [10, 1, 1, 10, '0.4·1/round(4) = 0.1'],
    [7, 1, 1, 13, '0.4·1/round(2.8) = 0.1333…'],
    [7, 2, 2, 53, 'twice 0.2666…: 0.5333… rounded once (0.54 if each game were rounded)'],
    [8, 4, 3, 120, '0.4·4/3 is over the cap: 0.4 in each of 3 games'],
    [6, 2, 0, 0, 'killed first but never lost: no Ci'],
  ])(
    'GIVEN G %i, K %i, %i lost WHEN Ci is computed THEN it is %i hundredths (%s)',
    (games, firstKilled, compensated, ci) => {
      expect(compensationOf({ games, firstKilled, compensated }, FIIM_PROFILE)).toBe(ci);
    },
  );

  it('GIVEN a profile without the compensation WHEN Ci is computed THEN it is 0', () => {
    const off = { ...FIIM_PROFILE, compensation: { ...FIIM_PROFILE.compensation, enabled: false } };
    expect(compensationOf({ games: 4, firstKilled: 1, compensated: 1 }, off)).toBe(0);
  });
});

describe('DISC-TEAM-LOSS: scoring a real protocol (src/protocol)', () => {
  it('D19 GIVEN the classic fixture game WHEN its protocol is scored THEN the Night-1 victim has his Best Move, the disqualified and the fouled-out blacks −0.5, the reds the win', () => {
    const protocol = buildProtocol(playedClassic().state)!;
    const bySeat = new Map(scoreGame(protocol, FIIM_PROFILE).map((score) => [score.seat, score]));
    // #6 (red) killed Night 1, named #1 #2 #7: two blacks.
    expect(bySeat.get(6)).toMatchObject({
      win: 100,
      bestMove: 25,
      firstKilled: true,
      compensated: false,
      total: 125,
    });
    expect(bySeat.get(3)).toMatchObject({ win: 0, penalty: -50, total: -50 });
    expect(bySeat.get(2)).toMatchObject({ win: 0, penalty: -50, total: -50 });
    expect(bySeat.get(4)).toMatchObject({ win: 100, roleWin: true, total: 100 });
  });

  it('DISC-TEAM-LOSS GIVEN a red player given the team-loss penalty WHEN the protocol is scored THEN he takes −0.7 and the blacks win', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'penalty', by: JUDGE, seat: 8, reason: 'oath' });
    const scores = scoreGame(buildProtocol(game.state)!, FIIM_PROFILE);
    expect(scores[7]).toMatchObject({ seat: 8, penalty: -70, win: 0, total: -70 });
    expect(scores[0]).toMatchObject({ win: 100, roleWin: true });
  });
});
