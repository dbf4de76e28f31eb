import type { Gateway } from './gateway.ts';
import type { GlobalRateLimit } from './global-rate-limit.ts';
import type { InteractionRegistry } from './interactions.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { World } from './world.ts';

/** One PATCH /guilds/{g}/members/{u}, whatever its outcome (429s included). */
export interface MemberEditRecord {
  /** When the fake answered it. */
  at: number;
  /** When the request reached the fake. */
  arrivedAt: number;
  guildId: string;
  userId: string;
  body: Record<string, unknown>;
  reason: string | undefined;
  status: number;
  /** The bot whose token made the edit (the main bot or a helper bot). */
  botUserId: string;
  /** Discord's error code when it failed. */
  code: number | undefined;
  /** The member's state when the request arrived (undefined for unknown members). */
  before: { mute: boolean; deaf: boolean; channelId: string | null } | undefined;
}

export interface FakeConfig {
  /** How long the bot has for the first response to an interaction (Discord: 3 s). */
  interactionAckTimeoutMs: number;
  /** How long an interaction token works for follow-ups and edits (Discord: 15 min). */
  interactionTokenLifetimeMs: number;
}

/** What route handlers get: the state and the knobs of one fake Discord. */
export interface FakeContext {
  world: World;
  gateway: Gateway;
  interactions: InteractionRegistry;
  rateLimiter: RateLimiter;
  globalRateLimit: GlobalRateLimit;
  memberEdits: MemberEditRecord[];
  config: FakeConfig;
  /** Bot tokens → their bot user: the main bot's and every helper bot's. */
  botTokens: Map<string, string>;
}
