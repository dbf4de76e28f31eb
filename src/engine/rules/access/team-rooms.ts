import { nightZeroSteps } from '../presets.ts';
import { teamMembers } from '../queries.ts';
import type { GameState, RoomAccess } from '../state/state.ts';
import type { Audience } from '../events.ts';

type RoomTeam = Extract<Audience, { kind: 'team' }>['team'];

/** The black teams' private rooms of this game: Night 0 meeting threads, the forum mafia channel. */
function rooms(state: GameState): RoomTeam[] {
  if (state.config.preset === 'forum') return ['MAFIA'];
  return nightZeroSteps(
    state.config.preset,
    state.seats.map((seat) => seat.role),
  ).flatMap((step) => (step.kind === 'meeting' ? [step.who] : []));
}

/** The lobby's note to the host: nobody has a role yet, so everyone who could read any room. */
export function lobbyRoomAccess(state: GameState): RoomAccess[] {
  return state.lobby
    .filter((entry) => (entry.roomAccess ?? []).length > 0)
    .map((entry) => ({ userId: entry.userId, permissions: entry.roomAccess ?? [] }));
}

/**
 * After the deal: the seats whose server permissions let them read a team's private room they
 * are not a member of (a black player reading his own team's room learns nothing). The judge
 * is told before Night 0, so he can act before the meetings.
 */
export function roomReaders(
  state: GameState,
  access: readonly RoomAccess[],
): Array<RoomAccess & { seat: number }> {
  const outsiders = (userId: string) =>
    rooms(state).some(
      (team) => !teamMembers(state, { kind: 'team', team }).some((seat) => seat.userId === userId),
    );
  return state.seats.flatMap((seat) => {
    const permissions = access.find((entry) => entry.userId === seat.userId)?.permissions ?? [];
    return permissions.length > 0 && outsiders(seat.userId)
      ? [{ seat: seat.seat, userId: seat.userId, permissions }]
      : [];
  });
}
