import { stepDeadline } from '../rules/clock.ts';
import type { VoiceTarget } from '../rules/events.ts';
import { roleCardOf } from '../rules/role-card.ts';
import { text, type Text } from '../rules/messages.ts';
import { alive, currentDay, dayNumber, seatOfUser } from '../rules/queries.ts';
import type { GameState } from '../rules/state/state.ts';
import { floorSpeaker } from '../rules/access/voice-rules.ts';

/** DAY-FLOOR-CONTROL, FLAG-NIGHT-SILENCE:
 * Who may speak in the game's voice channel now (DAY-FLOOR-CONTROL, FLAG-NIGHT-SILENCE): nobody at night;
 * by day the floor holder alone (a silenced slot keeps him muted, D26); in `detect` mode the
 * living players by day, and the player giving last words (LAST-WORDS: he is already out, but the
 * minute is his). Forum games and games not running manage no voice at all.
 */
export function voiceTarget(state: GameState): VoiceTarget {
  if (state.config.preset === 'forum') return { managed: false };
  if (state.phase.kind === 'lobby' || state.phase.kind === 'ended') return { managed: false };
  if (state.phase.kind === 'night') return { managed: true, unmuted: [] };
  const speaker = floorSpeaker(state);
  if (state.config.floorControl === 'detect') {
    const living = alive(state).map((seat) => seat.userId);
    const lastWords = speaker && !speaker.alive ? [speaker.userId] : [];
    return { managed: true, unmuted: [...living, ...lastWords] };
  }
  return { managed: true, unmuted: speaker ? [speaker.userId] : [] };
}

/** FLAG-AUDIENCE-MUTED:
 * Whose voice the game manages (FLAG-AUDIENCE-MUTED: hints from the audience are prevented): every
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
