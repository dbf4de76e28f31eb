import { stepDeadline } from '../rules/clock.ts';
import { roleCardOf } from '../rules/role-card.ts';
import { text, type Text } from '../rules/messages.ts';
import { alive, currentDay, dayNumber, seatOfUser } from '../rules/queries.ts';
import type { GameState } from '../rules/state/state.ts';

/** GAME-ROLE-SECRECY: The user's role card again (`/mafia role`, "Show my role"); undefined for non-players. */
export function roleCard(state: GameState, userId: string): Text | undefined {
  const seat = seatOfUser(state, userId);
  return seat ? roleCardOf({ state }, seat) : undefined;
}

/** `/mafia status`: phase, day, seats alive, fouls per seat, time left (public, no roles). */
export function status(state: GameState): Text {
  // While paused the clock is stopped: the status says so instead of naming an end.
  const endsAt = state.paused ? undefined : stepDeadline(state);
  const day = currentDay(state);
  return text('status.summary', {
    preset: state.config.preset,
    phase: state.phase.kind,
    day: day ? day.number : dayNumber(state),
    alive: alive(state).map((seat) => seat.seat),
    out: state.seats.filter((seat) => !seat.alive).map((seat) => seat.seat),
    fouls: state.seats
      .filter((seat) => seat.fouls > 0)
      .map((seat) => ({ seat: seat.seat, count: seat.fouls })),
    ...(endsAt !== undefined ? { endsAt } : {}),
    paused: state.paused !== undefined,
    players: state.seats.length || state.lobby.length,
  });
}
