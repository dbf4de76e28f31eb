import { bestMoveHits, reportTimeline } from '../night/findings.ts';
import { text } from '../messages.ts';
import { dayNumber, seatOf } from '../queries.ts';
import type { DepartureReason, GamePhase, GameResult, GameState } from '../state/state.ts';
import type { Draft } from './draft.ts';

/** The phase a departure or a penalty is recorded in. */
export function gamePhase(state: GameState): GamePhase {
  return state.phase.kind === 'night'
    ? state.phase.night.number === 0
      ? 'night0'
      : 'night'
    : 'day';
}

/** GAME-DEPARTURES: Marks seats OUT (one departure event); the flow checks for a win after. */
export function depart(draft: Draft, seats: number[], reason: DepartureReason): void {
  const state = draft.state;
  const phase = gamePhase(state);
  const day = dayNumber(state);
  for (const seatNumber of seats) {
    const seat = seatOf(state, seatNumber);
    if (!seat?.alive) continue;
    seat.alive = false;
    seat.silencePending = false;
    seat.out = { reason, day, phase };
    // WIN-QUIET-DRAW: cycle d is Day d + Night d, so a departure during Night 0 belongs to no cycle.
    if (phase !== 'night0') state.memory.departuresThisCycle++;
    state.timeline.push({ kind: 'departure', seat: seatNumber, reason, day, phase });
  }
}

/** Ends the game (GAME-WIN-CHECK: no further last words): the flow enters the end phase next. */
export function endGame(draft: Draft, result: GameResult): void {
  draft.goTo({ to: 'ended', result });
}

/** The end-of-game report: winner, every role, timeline, fouls, Best Move hits, the deal reveal. */
export function reportText(state: GameState) {
  const bestMove = state.memory.bestMove;
  const result =
    state.phase.kind === 'ended'
      ? state.phase.result
      : { winner: 'aborted' as const, teams: [], reason: 'aborted' as const };
  return text('game.report', {
    result,
    preset: state.config.preset,
    seats: state.seats.map((seat) => ({
      seat: seat.seat,
      userId: seat.userId,
      role: seat.role,
      team: seat.team,
      ...(seat.out ? { out: seat.out } : {}),
      fouls: seat.fouls,
    })),
    timeline: reportTimeline(state),
    ...(bestMove
      ? {
          bestMove: {
            ...bestMove,
            hits: bestMoveHits(state, bestMove.named),
          },
        }
      : {}),
    deal: {
      commitment: state.deal.commitment,
      serverSeed: state.deal.serverSeed,
      ...(state.deal.finalSeed ? { finalSeed: state.deal.finalSeed } : {}),
      configHash: state.deal.configHash,
    },
  });
}
