import type { GameProtocol, ProtocolSeat } from '../../protocol/schema.ts';
import type { ExtraAward } from './extra-points.ts';
import { toHundredths, type Hundredths } from './hundredths.ts';
import type { ScoringProfile } from './profile.ts';

/** What scoring reads of a game protocol (src/protocol/schema.ts): a protocol is one. */
export type ScorableSeat = Pick<
  ProtocolSeat,
  'seat' | 'userId' | 'name' | 'ratingRole' | 'side' | 'outcome' | 'out' | 'bestMove'
>;
export type ScorableGame = Pick<GameProtocol, 'gameId' | 'createdAt' | 'aborted'> & {
  result: Pick<GameProtocol['result'], 'winner' | 'penaltySeat'>;
  seats: readonly ScorableSeat[];
};

/** One seat's points in one game, in hundredths; Ci is not here (it needs the whole tournament). */
export interface SeatScore {
  seat: number;
  userId: string;
  name: string;
  win: Hundredths;
  extra: Hundredths;
  bestMove: Hundredths;
  penalty: Hundredths;
  /** win + extra + bestMove + penalty. */
  total: Hundredths;
  /** The facts the standings count: a win, a win as Sheriff or Don, killed on Night 1 as a red. */
  won: boolean;
  roleWin: boolean;
  firstKilled: boolean;
  /** Killed first (Night 1) as a red and lost: this game earns the compensation Ci. */
  compensated: boolean;
}

/** An aborted game (`/mafia end` before a result) counts for nobody. */
export function counts(game: ScorableGame): boolean {
  return !game.aborted && game.result.winner !== 'aborted';
}

const hundredths = (value: number) => toHundredths(value) ?? 0;

/** The Night-1 victim (mafiaratings: killed in round 1 at night), the first-killed of FIIM. */
function killedFirst(seat: ScorableSeat): boolean {
  return seat.out?.type === 'nightKill' && seat.out.phase === 'night' && seat.out.day === 1;
}

function bestMovePoints(seat: ScorableSeat, profile: ScoringProfile): number {
  const { bestMove } = profile;
  if (!seat.bestMove || (bestMove.redOnly && seat.side !== 'red')) return 0;
  const byHits = [0, bestMove.oneHit, bestMove.twoHits, bestMove.threeHits];
  return byHits[Math.min(seat.bestMove.hits, 3)] ?? 0;
}

/**
 * The removal penalty: the seat whose penalty lost the game for its side (DISC-TEAM-LOSS) takes
 * the team-loss penalty, which replaces, not adds to, a removal's; otherwise by how he left.
 */
function penaltyPoints(game: ScorableGame, seat: ScorableSeat, profile: ScoringProfile): number {
  const { penalties } = profile;
  if (seat.out?.type === 'teamLoss' || game.result.penaltySeat === seat.seat)
    return penalties.teamLoss;
  switch (seat.out?.type) {
    case 'fouls':
      return penalties.fouls;
    case 'disqualified':
      return penalties.disqualified;
    case 'skips':
      return penalties.skips;
    default:
      return 0;
  }
}

/**
 * Each seat's points in one finished game (issue 26, item 4): the win, the judge's extra points
 * (every award for this game and seat, summed), the Best Move and the removal penalty. Empty for
 * an aborted game. Pure: the same game, profile and awards give the same figures.
 */
export function scoreGame(
  game: ScorableGame,
  profile: ScoringProfile,
  extras: readonly ExtraAward[] = [],
): SeatScore[] {
  if (!counts(game)) return [];
  return game.seats.map((seat) => {
    const won = seat.outcome === 'win';
    const win = won ? hundredths(profile.win) : 0;
    const extra = extras
      .filter((award) => award.gameId === game.gameId && award.seat === seat.seat)
      .reduce((sum, award) => sum + award.points, 0);
    const bestMove = hundredths(bestMovePoints(seat, profile));
    const penalty = hundredths(penaltyPoints(game, seat, profile));
    const firstKilled = seat.side === 'red' && killedFirst(seat);
    return {
      seat: seat.seat,
      userId: seat.userId,
      name: seat.name,
      win,
      extra,
      bestMove,
      penalty,
      total: win + extra + bestMove + penalty,
      won,
      roleWin: won && (seat.ratingRole === 'srf' || seat.ratingRole === 'don'),
      firstKilled,
      compensated: firstKilled && seat.outcome === 'loss',
    };
  });
}
