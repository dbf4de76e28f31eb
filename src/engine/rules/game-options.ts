import type { ConfigOverrides } from './presets.ts';
import type { Preset } from './roles.ts';

const HOUR_MS = 3_600_000;

/** What kind of game a preset is, as far as the options of `/mafia start` are concerned. */
export interface GameKind {
  /** Sports games are played in a voice channel; forum games have none. */
  readonly voice: 'required' | 'refused';
  /** Forum day and night lengths in hours (FORUM-SCHEDULE), 1 to MAX_PHASE_HOURS. */
  readonly phaseHours: boolean;
  /** The forum mafia talks in a private room of its own from the deal on (FORUM-MAFIA-ROOM, D37). */
  readonly mafiaRoom: boolean;
}

const SPORTS: GameKind = { voice: 'required', phaseHours: false, mafiaRoom: false };
const FORUM: GameKind = { voice: 'refused', phaseHours: true, mafiaRoom: true };

export function gameKind(preset: Preset): GameKind {
  return preset === 'forum' ? FORUM : SPORTS;
}

/** The options of `/mafia start` that the rules look at. */
export interface StartOptions {
  /** A voice channel was named in the command itself. */
  voiceNamed: boolean;
  dayHours: number | null;
  nightHours: number | null;
}

/** Why a start is refused: an option of the other kind of game, or a sports game without voice. */
export type StartRefusal = 'forumNoVoice' | 'forumOnly' | 'voiceRequired';

/**
 * An option of the other kind of game is refused rather than silently dropped: a voice channel
 * for a forum game, phase hours for a sports one.
 */
export function startOptionRefusal(
  preset: Preset,
  options: StartOptions,
): StartRefusal | undefined {
  const kind = gameKind(preset);
  if (kind.voice === 'refused' && options.voiceNamed) return 'forumNoVoice';
  if (!kind.phaseHours && (options.dayHours !== null || options.nightHours !== null))
    return 'forumOnly';
  return undefined;
}

/** A sports game needs its voice channel (the option, else where the host is). */
export function voiceRefusal(preset: Preset, hasVoice: boolean): StartRefusal | undefined {
  return gameKind(preset).voice === 'required' && !hasVoice ? 'voiceRequired' : undefined;
}

/** The forum phase lengths the host asked for, as config overrides. */
export function phaseHourOverrides(options: StartOptions): ConfigOverrides {
  return {
    ...(options.dayHours ? { forumDayMs: options.dayHours * HOUR_MS } : {}),
    ...(options.nightHours ? { forumNightMs: options.nightHours * HOUR_MS } : {}),
  };
}
