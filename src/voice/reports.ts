import type { VoicedGame, VoiceReports, VoiceUnavailableReason } from './stage.ts';
import type { DisconnectRecord } from './disconnect-watch.ts';
import type { OutOfTurnRecord } from './speaking-monitor.ts';

/** What a game's voice reports, with the seat the engine's command names. */
export interface GameVoiceReports {
  outOfTurn(record: OutOfTurnRecord & { seat: number }): void;
  disconnectExpired(record: DisconnectRecord & { seat: number }): void;
  unavailable(reason: VoiceUnavailableReason): void;
}

/** The service's option callbacks, for a service used without the orchestrator (tests). */
export interface VoiceCallbacks {
  /** Voice is unavailable for this game: called once per game (tell the judge). */
  onUnavailable?: (game: VoicedGame, reason: VoiceUnavailableReason) => void;
  /** FLAG-OUT-OF-TURN, detect floor control by day: a player spoke out of turn. */
  onOutOfTurn?: (game: VoicedGame, record: OutOfTurnRecord & { seat: number }) => void;
  /** FLAG-DISCONNECT: a player stayed out of the voice channel past the grace period. */
  onDisconnectExpired?: (game: VoicedGame, record: DisconnectRecord & { seat: number }) => void;
}

/** Reports bound to one game by the orchestrator (`VoiceStage.follow`). */
export function boundReports(reports: VoiceReports): GameVoiceReports {
  return {
    outOfTurn: (record) => reports.outOfTurn(record.seat, record.durationMs),
    disconnectExpired: (record) => reports.disconnectExpired(record.seat),
    unavailable: (reason) => reports.unavailable(reason),
  };
}

/** Reports to the option callbacks, with the last document the service saw of the game. */
export function callbackReports(
  callbacks: VoiceCallbacks,
  game: () => VoicedGame,
): GameVoiceReports {
  return {
    outOfTurn: (record) => callbacks.onOutOfTurn?.(game(), record),
    disconnectExpired: (record) => callbacks.onDisconnectExpired?.(game(), record),
    unavailable: (reason) => callbacks.onUnavailable?.(game(), reason),
  };
}
