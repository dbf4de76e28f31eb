import type { OutType } from '../../src/protocol/schema.ts';
import type { ExtraAward, ScorableGame, ScorableSeat } from '../../src/tournament/scoring/index.ts';
import { toHundredths } from '../../src/tournament/scoring/index.ts';

/**
 * A game as the scoring reads it, written the way a judge tells it: who sat where (ten user ids,
 * seats 1…10), the blacks (the first is the Don), the Sheriff, the winner, the Night-1 victim and
 * his Best Move, and how others left. Everything else of a protocol does not change the points.
 */
export interface GameStory {
  id: string;
  /** ISO time the game opened; defaults to an hour per game id order. */
  at?: string;
  players: readonly string[];
  blacks: readonly string[];
  sheriff: string;
  winner: 'red' | 'black' | 'draw';
  /** Killed on Night 1 (day 1, night). */
  firstKilled?: string;
  bestMoveHits?: number;
  removed?: Readonly<Record<string, Exclude<OutType, 'dayVote' | 'nightKill'>>>;
  /** The team loss: this player's penalty ended the game. */
  teamLoss?: string;
}

function seatOf(story: GameStory, userId: string, index: number): ScorableSeat {
  const black = story.blacks.includes(userId);
  const side = black ? 'black' : 'red';
  const ratingRole =
    userId === story.blacks[0] ? 'don' : black ? 'maf' : userId === story.sheriff ? 'srf' : 'civ';
  const outcome = story.winner === 'draw' ? 'draw' : story.winner === side ? 'win' : 'loss';
  const removal = story.removed?.[userId];
  const out =
    userId === story.firstKilled
      ? { type: 'nightKill' as const, day: 1, phase: 'night' as const }
      : userId === story.teamLoss
        ? { type: 'teamLoss' as const, day: 2, phase: 'day' as const }
        : removal
          ? { type: removal, day: 2, phase: 'day' as const }
          : null;
  const bestMove =
    userId === story.firstKilled && story.bestMoveHits !== undefined
      ? { named: [1, 2, 3], hits: story.bestMoveHits }
      : null;
  return {
    seat: index + 1,
    userId,
    name: `Player ${userId}`,
    ratingRole,
    side,
    outcome,
    out,
    bestMove,
  };
}

export function gameOf(story: GameStory): ScorableGame {
  return {
    gameId: story.id,
    createdAt: story.at ?? '2026-12-05T10:00:00.000Z',
    aborted: false,
    result: {
      winner: story.winner,
      penaltySeat: story.teamLoss ? story.players.indexOf(story.teamLoss) + 1 : null,
    },
    seats: story.players.map((userId, index) => seatOf(story, userId, index)),
  };
}

/** The judge's extra points for a player of a game, as a checked award. */
export function award(
  game: ScorableGame,
  userId: string,
  points: number,
  reason = 'play',
): ExtraAward {
  const seat = game.seats.find((entry) => entry.userId === userId);
  if (!seat) throw new Error(`${userId} did not play ${game.gameId}`);
  return { gameId: game.gameId, seat: seat.seat, points: toHundredths(points)!, reason };
}

export const P = (n: number) => `p${String(n).padStart(2, '0')}`;
export const TEN = Array.from({ length: 10 }, (_, index) => P(index + 1));
