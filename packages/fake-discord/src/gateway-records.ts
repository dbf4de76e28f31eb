/** What the fake gateway is configured with and what it keeps: intents, options, sessions, connections, and the identifies and voice joins it saw. */
import { GatewayIntentBits, type GatewayIdentifyData } from 'discord-api-types/v10';
import type { WebSocket } from 'ws';
import type { ShardTuple } from './shards.ts';

export const PRIVILEGED = {
  guildMembers: GatewayIntentBits.GuildMembers,
  guildPresences: GatewayIntentBits.GuildPresences,
  messageContent: GatewayIntentBits.MessageContent,
} as const;

export type PrivilegedIntent = keyof typeof PRIVILEGED;

export const ALL_INTENTS = Object.values(GatewayIntentBits)
  .filter((v): v is number => typeof v === 'number')
  .reduce((acc, bit) => acc | bit, 0);

/**
 * What the fake answers to a bot joining voice (op 4):
 * - 'refuse': VOICE_SERVER_UPDATE with an endpoint on a closed local port, so a real
 *   @discordjs/voice connection attempt fails (the bot must survive it);
 * - 'silent': no VOICE_SERVER_UPDATE at all (the connection never gets ready);
 * - { endpoint }: that endpoint.
 */
export type VoiceServerMode = 'refuse' | 'silent' | { endpoint: string };

export interface IdentifyRecord {
  at: number;
  sessionId: string;
  intents: number;
  shard: [number, number] | undefined;
  properties: GatewayIdentifyData['properties'];
}

export interface VoiceJoinRecord {
  at: number;
  sessionId: string;
  guildId: string;
  channelId: string | null;
  selfMute: boolean;
  selfDeaf: boolean;
  /**
   * false when the bot lacked Connect/View Channel there, or sent it on a shard that does not
   * own the guild (Discord then does nothing).
   */
  accepted: boolean;
}

export interface GatewayOptions {
  token: string;
  heartbeatIntervalMs: number;
  privilegedIntents: Record<PrivilegedIntent, boolean>;
  voice: VoiceServerMode;
  closedPort: number;
  /** The shard count GET /gateway/bot recommends (1 by default). */
  recommendedShards: number;
  /** session_start_limit.max_concurrency: how many shards may identify per 5 s (1 by default). */
  maxConcurrency: number;
  /** More guilds than this on one shard: IDENTIFY is closed with 4011 (Discord: 2,500). */
  maxGuildsPerShard: number;
}

export interface Session {
  id: string;
  intents: number;
  /** The [shard id, shard count] it identified with; it receives only that shard's guilds. */
  shard: ShardTuple;
  seq: number;
  socket: WebSocket | null;
  /** Every dispatch of this session, for RESUME replays. */
  sent: { s: number; payload: string }[];
  invalid: boolean;
}

export interface Connection {
  socket: WebSocket;
  session: Session | null;
  /** Discord allows 120 gateway sends per 60 s per connection, then closes with 4008. */
  sends: number[];
}
