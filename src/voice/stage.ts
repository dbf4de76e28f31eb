import type { GameState, Narration } from '../engine/index.ts';
import type { VoiceLocale } from './phrases.ts';

/**
 * The contract between the orchestrator and the bot in the voice channels, owned here.
 *
 * Why here and not in src/orchestrator/ports.ts: the voice stage is a service beside the
 * orchestrator (like the season), not an adapter of the orchestrator's own outside world. It
 * needs only the engine's state and where the game is played, so it says so itself; the
 * orchestrator hands it that (its stored document fits the shape) and imports these types. The
 * arrow runs one way, orchestrator → voice; src/voice never reads the orchestrator (lint zone).
 */

/** What the voice stage reads of a game: the engine's state and where it is played. */
export interface VoicedGame {
  meta: {
    guildId: string;
    /** The voice channel whose members are muted; none for forum games. */
    voiceChannelId?: string;
    locale: VoiceLocale;
  };
  state: GameState;
}

/** Why a game runs without the bot in its voice channel (the judge is told once per game). */
export type VoiceUnavailableReason =
  /** @discordjs/voice, DAVE or the clips failed to load in this process (see the error log). */
  | 'voiceDisabled'
  /** The voice channel is gone or not a voice channel. */
  | 'channelMissing'
  /** The bot lacks View Channel, Connect or Speak there (or the channel is full). */
  | 'missingPermissions'
  /** Joining failed after the bounded retries (or the connection kept dropping). */
  | 'joinFailed'
  /** Another game of this guild holds the bot's voice connection (one per guild). */
  | 'guildBusy';

/** What the bot in a game's voice channel reports back, bound to that game by the orchestrator. */
export interface VoiceReports {
  /** FLAG-OUT-OF-TURN, detect floor control by day: a player spoke out of turn. */
  outOfTurn(seat: number, durationMs: number): void;
  /** FLAG-DISCONNECT: a player stayed out of the voice channel past the grace period. */
  disconnectExpired(seat: number): void;
  /** Voice is unavailable for this game (tell the judge once). */
  unavailable(reason: VoiceUnavailableReason): void;
}

/**
 * The bot in the games' voice channels. It follows the saved game (joins when the game
 * starts, follows the floor and the players, leaves at the end) and plays the outbox's
 * narrations as the drain carries them out. Neither call throws or waits on Discord. `Game` is
 * what the caller hands over (the orchestrator: its whole document); the bot reads a VoicedGame.
 */
export interface VoiceStage<Game extends VoicedGame = VoicedGame> {
  follow(game: Game, reports: VoiceReports): void;
  narrate(game: Game, narration: Narration, key: string): Promise<void>;
}
