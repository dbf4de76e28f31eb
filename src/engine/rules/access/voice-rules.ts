import type { VoiceTarget } from '../events.ts';
import type { GameConfig } from '../presets.ts';
import { alive } from '../queries.ts';
import type { GameState, Seat } from '../state/state.ts';

/** FLAG-DISCONNECT (D33): how long a player may stay out of the game's voice channel, unscaled. */
export const DISCONNECT_GRACE_MS = 60_000;

/** FLAG-OUT-OF-TURN: the shortest out-of-turn speech (detect floor control) that makes a record. */
export const OUT_OF_TURN_THRESHOLD_MS = 1_500;

/** The disconnect grace of this game, scaled like every game duration (MAFIA_TIME_SCALE). */
export function disconnectGraceMs(config: Pick<GameConfig, 'timeScale'>): number {
  return Math.max(1, Math.round(DISCONNECT_GRACE_MS * config.timeScale));
}

/**
 * The out-of-turn threshold of this game. Not scaled: it measures a human utterance, which a
 * faster test clock does not shorten.
 */
export function outOfTurnThresholdMs(_config: Pick<GameConfig, 'timeScale'>): number {
  return OUT_OF_TURN_THRESHOLD_MS;
}

/** The seat holding the floor who may speak now (a silenced slot holds it but is quiet, D26). */
export function floorSpeaker(state: GameState): Seat | undefined {
  const phase = state.phase;
  if (phase.kind !== 'day' || !phase.day.floor || phase.day.floor.kind === 'silenced')
    return undefined;
  return state.seats[phase.day.floor.seat - 1];
}

/** What the voice layer watches in a game's voice channel now (FLAG-OUT-OF-TURN, FLAG-DISCONNECT). */
export interface VoiceWatch {
  /** The living players: their presence is watched (the disconnect grace). */
  players: string[];
  /** Presence counts only while the game runs (not during a judge's pause). */
  presence: boolean;
  /** Out-of-turn speech is detected (detect floor control, by day, running). */
  outOfTurn: boolean;
  /** Who may speak without it counting as out of turn. */
  floor?: string;
}

export function voiceWatch(state: GameState): VoiceWatch {
  const running = !state.paused;
  const floor = floorSpeaker(state)?.userId;
  return {
    players: alive(state).map((seat) => seat.userId),
    presence: running,
    outOfTurn: running && state.phase.kind === 'day' && state.config.floorControl === 'detect',
    ...(floor ? { floor } : {}),
  };
}

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
