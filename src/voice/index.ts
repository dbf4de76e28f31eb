/**
 * The bot in a game's voice channel: see service.ts (VoiceService) for the whole, and
 * narrator.ts, speaking-monitor.ts, disconnect-watch.ts, connection.ts for the parts.
 */
export { VoiceService } from './service.ts';
