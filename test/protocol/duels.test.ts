import { describe, expect, it } from 'vitest';
import {
  buildProtocol,
  CSV_COLUMNS,
  protocolCsv,
  protocolSchema,
  type GameProtocol,
} from '../../src/protocol/index.ts';
import { parseCsv } from './games.ts';
import { forumVote, move } from '../engine/forum-fixtures.ts';
import { JUDGE, TestGame } from '../../harness/engine-game.ts';

function protocolOf(game: TestGame): GameProtocol {
  const protocol = buildProtocol(game.state);
  if (!protocol) throw new Error('no protocol');
  expect(protocolSchema.parse(protocol)).toEqual(protocol);
  return protocol;
}

/** forum 11: 1–2 Mafiosi, 3 Detective, 4 Doctor, 5–11 Civilians; Day 1 ties #5 and #6. */
function duelOf5And6(): TestGame {
  const game = TestGame.started('forum', 11);
  forumVote(game, { 1: 5, 2: 6 });
  game.fire();
  return game;
}

describe('FORUM-DUEL-ROUNDS, FORUM-DUEL-NO-MOVE, FORUM-DUEL-REMOVAL: the duels in the game protocol (D40)', () => {
  it('FORUM-DUEL-ROUNDS GIVEN a duel #5 v #6 WHEN #6 hits #5 in round 1 THEN the protocol has the day, both duellists, every move, the hits and #5 lost by hits; #5 left by the day vote', () => {
    const game = duelOf5And6();
    move(game, 5, 1, 3);
    move(game, 6, 2, 1);
    game.ok({ type: 'end', by: JUDGE });
    const protocol = protocolOf(game);
    expect(protocol.duels).toEqual([
      {
        day: 1,
        duellists: [5, 6],
        rounds: [
          {
            round: 1,
            moves: [
              { seat: 5, cover: 1, target: 6, position: 3 },
              { seat: 6, cover: 2, target: 5, position: 1 },
            ],
            hits: [
              { seat: 5, hits: 1 },
              { seat: 6, hits: 0 },
            ],
          },
        ],
        outcome: { loser: 5, why: 'hits' },
      },
    ]);
    expect(protocol.seats[4]?.out).toEqual({ type: 'dayVote', day: 1, phase: 'day' });
    expect(protocol.forumVotes[0]?.tie).toEqual([5, 6]);
  });

  it('FORUM-DUEL-ROUNDS GIVEN the duel #5 v #6 that #5 lost by hits WHEN the sheet is written THEN the duels cell of each duellist has his round (cover, shot, position, hits) and the end, and a seat outside the duel has none', () => {
    const game = duelOf5And6();
    move(game, 5, 1, 3);
    move(game, 6, 2, 1);
    game.ok({ type: 'end', by: JUDGE });
    const rows = parseCsv(protocolCsv(protocolOf(game)).slice(1));
    const duels = (seat: number) => rows[seat]![CSV_COLUMNS.indexOf('duels')];
    expect(duels(5)).toBe('D1R1 c1 >6@3 h1; D1 lost hits');
    expect(duels(6)).toBe('D1R1 c2 >5@1 h0; D1 survived');
    expect(duels(7)).toBe('');
  });

  it('FORUM-DUEL-NO-MOVE GIVEN a round in which #6 chose only his cover WHEN the round ends THEN his move shows the cover with no shot, and he lost for not moving', () => {
    const game = duelOf5And6();
    move(game, 5, 1, 3);
    game.ok({ type: 'duelMove', by: game.seat(6), duelId: 'd1duel', cover: 2 });
    game.fire();
    game.ok({ type: 'end', by: JUDGE });
    const [duel] = protocolOf(game).duels;
    expect(duel?.rounds[0]?.moves).toEqual([
      { seat: 5, cover: 1, target: 6, position: 3 },
      { seat: 6, cover: 2, target: 5, position: null },
    ]);
    expect(duel?.outcome).toEqual({ loser: 6, why: 'noMove' });
  });

  it('FORUM-DUEL-REMOVAL GIVEN a duel WHEN the judge disqualifies #6 before any round ends THEN the duel ended with nobody lost and no round', () => {
    const game = duelOf5And6();
    game.ok({ type: 'disqualify', by: JUDGE, seat: 6, reason: 'insult' });
    game.ok({ type: 'end', by: JUDGE });
    const [duel] = protocolOf(game).duels;
    expect(duel).toEqual({
      day: 1,
      duellists: [5, 6],
      rounds: [],
      outcome: { loser: null, why: 'removal' },
    });
  });

  it('GIVEN a game saved before the end of a duel was recorded WHEN its protocol is built THEN the duel is there from the tie and its rounds, with no outcome', () => {
    const game = duelOf5And6();
    move(game, 5, 1, 3);
    move(game, 6, 2, 1);
    game.ok({ type: 'end', by: JUDGE });
    const state = structuredClone(game.state);
    state.timeline = state.timeline.filter((entry) => entry.kind !== 'duelEnded');
    const protocol = buildProtocol(state)!;
    expect(protocol.duels[0]).toMatchObject({ day: 1, duellists: [5, 6], outcome: null });
    expect(protocol.duels[0]?.rounds).toHaveLength(1);
  });

  it('GIVEN a classic game WHEN its protocol is built THEN it has no duels', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'end', by: JUDGE });
    expect(protocolOf(game).duels).toEqual([]);
  });
});
