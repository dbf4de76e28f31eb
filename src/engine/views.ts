import { stepDeadline } from './clock.ts';
import type { VoiceTarget } from './events.ts';
import { roleCardOf } from './role-card.ts';
import { text, type Text } from './messages.ts';
import { alive, currentDay, dayNumber, seatOfUser } from './queries.ts';
import type { GameState } from './state.ts';

/**
 * Who may speak in the game's voice channel now (§5.3.4, §5.7.2, §6.7.1): nobody at night;
 * by day the floor holder alone (a silenced slot keeps him muted, D26); in `detect` mode the
 * living players by day, and the player giving last words (§5.6: he is already out, but the
 * minute is his). Forum games and games not running manage no voice at all.
 */
export function voiceTarget(state: GameState): VoiceTarget {
  if (state.config.preset === 'forum') return { managed: false };
  if (state.phase.kind === 'lobby' || state.phase.kind === 'ended') return { managed: false };
  if (state.phase.kind === 'night') return { managed: true, unmuted: [] };
  const day = state.phase.day;
  const floor = day.floor;
  const speaker = floor && floor.kind !== 'silenced' ? state.seats[floor.seat - 1] : undefined;
  if (state.config.floorControl === 'detect') {
    const living = alive(state).map((seat) => seat.userId);
    const lastWords = speaker && !speaker.alive ? [speaker.userId] : [];
    return { managed: true, unmuted: [...living, ...lastWords] };
  }
  return { managed: true, unmuted: speaker ? [speaker.userId] : [] };
}

/**
 * Whose voice the game manages (§6.8 row 5: hints from the audience are prevented): every
 * player, alive or out, and anyone else present in the game's voice channel, except the judge
 * and the host, who run the game and may always speak. `voiceTarget` says who of them may speak.
 */
export function voiceManaged(state: GameState, present: string[], hostId: string): string[] {
  const players = state.seats.map((seat) => seat.userId);
  const spectators = present.filter(
    (userId) => userId !== state.judgeId && userId !== hostId && !players.includes(userId),
  );
  return [...players, ...spectators];
}

/** The user's role card again (`/mafia role`, "Show my role"); undefined for non-players. */
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
