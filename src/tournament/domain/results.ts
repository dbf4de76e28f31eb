/** Results: a finished table's game counted once, then the table judge's extra points (TOUR-RESULTS). */
import { validateExtraPoints, type ScorableGame } from '../scoring/index.ts';
import type { TournamentCommand, TournamentError } from './commands.ts';
import { isChiefJudge } from './registration.ts';
import { tableOfGame, type TournamentState } from './state.ts';

type Of<K extends TournamentCommand['type']> = Extract<TournamentCommand, { type: K }>;

/** Whether this result is new: a game counted before (a restart, a second call) changes nothing. */
export function recordResult(
  state: TournamentState,
  command: Of<'recordResult'>,
): TournamentError | 'unchanged' | undefined {
  const { game } = command;
  if (!tableOfGame(state, game.gameId)) return { key: 'tournament.notATournamentGame', params: {} };
  if (game.gameId in state.results) return 'unchanged';
  state.results[game.gameId] = scorablePart(game);
  return undefined;
}

/** Only what scoring reads is kept (a protocol holds far more: the votes, the deal). */
function scorablePart(game: ScorableGame): ScorableGame {
  return {
    gameId: game.gameId,
    createdAt: game.createdAt,
    aborted: game.aborted,
    result: { winner: game.result.winner, penaltySeat: game.result.penaltySeat },
    seats: game.seats.map((seat) => ({
      seat: seat.seat,
      userId: seat.userId,
      name: seat.name,
      ratingRole: seat.ratingRole,
      side: seat.side,
      outcome: seat.outcome,
      out: seat.out,
      bestMove: seat.bestMove,
    })),
  };
}

/**
 * The table judge's extra points for one seat of his game, after it ended, on the tournament's
 * grid (validateExtraPoints). They replace the seat's earlier award: 0 takes it back.
 */
export function extraPoints(
  state: TournamentState,
  command: Of<'extraPoints'>,
): TournamentError | undefined {
  const table = tableOfGame(state, command.gameId);
  if (!table) return { key: 'tournament.notATournamentGame', params: {} };
  if (command.by.userId !== table.judgeId && !isChiefJudge(state, command.by))
    return { key: 'tournament.notTableJudge', params: {} };
  const game = state.results[command.gameId];
  if (!game) return { key: 'tournament.gameNotFinished', params: {} };
  if (!game.seats.some((seat) => seat.seat === command.seat))
    return { key: 'tournament.badSeat', params: { seat: command.seat } };
  const checked = validateExtraPoints(state.profile, command);
  if (!checked.ok) return checked.error;
  state.extras = state.extras.filter(
    (award) => !(award.gameId === command.gameId && award.seat === command.seat),
  );
  if (checked.points !== 0)
    state.extras.push({
      gameId: command.gameId,
      seat: command.seat,
      points: checked.points,
      reason: checked.reason,
      by: command.by.userId,
    });
  return undefined;
}

/**
 * TOUR-EXTRA-PANEL: the extra points given so far in a table's game, seat by seat (hundredths),
 * for the judge's panel; undefined when the game is not one of this tournament's tables.
 */
export function gameExtras(
  state: TournamentState,
  gameId: string,
): Array<{ seat: number; points: number }> | undefined {
  if (!tableOfGame(state, gameId)) return undefined;
  return state.extras
    .filter((award) => award.gameId === gameId)
    .map(({ seat, points }) => ({ seat, points }));
}
