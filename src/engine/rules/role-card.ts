import { text, type Text } from './messages.ts';
import { isLeader } from './roles.ts';
import type { GameState, Seat } from './state/state.ts';

/** NIGHT0-TEAMS: A role card: black players learn their own team and its leader, nothing more (T07). */
export function roleCardOf(draft: { state: GameState }, seat: Seat): Text {
  const state = draft.state;
  const teammates =
    seat.side === 'black'
      ? state.seats
          .filter((other) => other.team === seat.team && other.seat !== seat.seat)
          .map((other) => other.seat)
      : [];
  const leader =
    seat.side === 'black'
      ? state.seats.find((other) => other.team === seat.team && isLeader(other.role))
      : undefined;
  return text('role.card', {
    seat: seat.seat,
    role: seat.role,
    team: seat.team,
    preset: state.config.preset,
    teammates,
    ...(leader ? { leader: leader.seat } : {}),
  });
}
