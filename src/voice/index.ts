/**
 * The bot in a game's voice channel: see service.ts (VoiceService) for the whole, and
 * narrator.ts, speaking-monitor.ts, disconnect-watch.ts, connection.ts for the parts.
 */
export { VoiceService, type VoiceServiceOptions, type VoiceUnavailableReason } from './service.ts';
export { Narrator, type Playback, type VoiceLogger } from './narrator.ts';
export { SpeakingMonitor, type OutOfTurnRecord, type SpeakingSource } from './speaking-monitor.ts';
export { DisconnectWatch, disconnectGraceMs, type DisconnectRecord } from './disconnect-watch.ts';
export { VoiceLink, gatedAdapter, DEFAULT_RETRY_DELAYS_MS } from './connection.ts';
export { ClipLibrary, DEFAULT_ASSETS_DIR } from './manifest.ts';
export { loadVoiceLibrary, type VoiceLibrary } from './library.ts';
