/** How a test sets up the fake Discord, a guild and a player, and what it reads back about muted members. */
import type { PrivilegedIntent, VoiceServerMode } from './gateway.ts';
import type { PermissionName } from './permissions.ts';
import type { BucketConfig } from './rate-limit.ts';

export interface FakeGuildOptions {
  name?: string;
  /** preferred_locale, 'ru' by default. */
  locale?: string;
  textChannels?: string[];
  voiceChannels?: string[];
  /** The permissions of the bot's managed role. */
  botPermissions?: PermissionName[];
  /** Extra roles created up front (e.g. the judge role). */
  roles?: string[];
  /** Give the guild an id that lands on this shard, e.g. [1, 2]: shard 1 of 2. */
  shard?: [shardId: number, shardCount: number];
}

export interface FakeDiscordOptions {
  botName?: string;
  guild?: FakeGuildOptions;
  heartbeatIntervalMs?: number;
  /** Which privileged intents the application may use (all by default). */
  privilegedIntents?: Partial<Record<PrivilegedIntent, boolean>>;
  voice?: VoiceServerMode;
  /**
   * PATCH member edits per guild and per bot (each helper bot has its own bucket, as in
   * Discord); default 5 per 5 s (Discord: about 10 per 10 s); false: unlimited.
   */
  memberEditRateLimit?: BucketConfig | false;
  /**
   * Requests per second per bot token (Discord's global limit), interaction endpoints exempt;
   * default 50; false: unlimited. Read what came with `fake.globalRateLimit`. Under load (the
   * fake's event loop late), false behind an edge process instead: edge-process.ts.
   */
  globalRateLimit?: number | false;
  /** Message sends/edits per channel; default off (real Discord: about 5 per 5 s). */
  messageRateLimit?: BucketConfig | false;
  /**
   * Message deletes per channel, a bucket of their own; default 5 per 5 s (Discord does not
   * document it; its headers on real deletes show a small per-channel bucket); false: off.
   */
  messageDeleteRateLimit?: BucketConfig | false;
  interactionAckTimeoutMs?: number;
  interactionTokenLifetimeMs?: number;
  /** The shard count GET /gateway/bot recommends (1 by default). */
  shards?: number;
  /** session_start_limit.max_concurrency (1 by default; large bots get 16 and more). */
  maxConcurrency?: number;
  /** Guilds one shard may hold before IDENTIFY closes with 4011 (Discord: 2,500). */
  maxGuildsPerShard?: number;
}

export interface AddPlayerOptions {
  name: string;
  locale?: 'ru' | 'en' | string;
  dmsOpen?: boolean;
  /** Role names (created on demand, without permissions), e.g. ['Judge']. */
  roles?: string[];
  /** Guild permissions granted through a role of their own, e.g. ['ManageGuild']. */
  permissions?: PermissionName[];
  guildId?: string;
}

export interface MutedMember {
  userId: string;
  name: string;
  /** Their voice channel, or null: muted while out of voice (the flag persists). */
  channelId: string | null;
}
