import {
  Client,
  GatewayIntentBits,
  Options,
  Partials,
  type CacheFactory,
  type ClientOptions,
  type GuildMember,
  type SweeperOptions,
  type User,
} from 'discord.js';
import type { Config } from '../../config.ts';
import { clientTransport, type ClientTransport } from '../transport/index.ts';

/**
 * What the bot keeps of what the gateway sends (issue 13, memory at rest). It reads from the
 * caches only the guilds, their channels, roles and permission overwrites, the voice states,
 * its own member (`guild.members.me`) and, for a moment, the author of a message in a game
 * channel (`message.member`); everything else is kept at 0:
 * - messages: none. GuildMessages delivers every message of the guild, and the bot edits its
 *   own screens by id (`channel.messages.edit(id)`), so it never needs one back;
 * - reactions, emojis, stickers, presences, invites, bans, scheduled events, stage instances,
 *   automod rules and the application's commands: never read.
 * Guilds, channels, roles and overwrites are left whole (discord.js needs them entire).
 */
export const CACHE_LIMITS: Parameters<typeof Options.cacheWithLimits>[0] = {
  MessageManager: 0,
  ReactionManager: 0,
  ReactionUserManager: 0,
  BaseGuildEmojiManager: 0,
  GuildEmojiManager: 0,
  GuildStickerManager: 0,
  PresenceManager: 0,
  GuildInviteManager: 0,
  GuildBanManager: 0,
  GuildScheduledEventManager: 0,
  StageInstanceManager: 0,
  AutoModerationRuleManager: 0,
  ApplicationCommandManager: 0,
};

/** A member stays while he sits in voice (mutes, the table); the bot's own member always. */
const idleMember = (member: GuildMember) =>
  member.id !== member.client.user.id && !member.voice.channelId;

/** A user stays while a guild keeps him as a member (the DMs of a game fetch him again). */
const idleUser = (user: User) =>
  user.id !== user.client.user.id &&
  !user.client.guilds.cache.some((guild) => guild.members.cache.has(user.id));

/**
 * Members and users arrive with every message and interaction (authors) and are needed only
 * at that moment, so they are swept every half hour rather than limited (a limit would drop the
 * author before the message handler reads `message.member`).
 */
export const SWEEPERS: SweeperOptions = {
  ...Options.DefaultSweeperSettings,
  guildMembers: { interval: 1800, filter: () => idleMember },
  users: { interval: 1800, filter: () => idleUser },
};

/**
 * Which shards this process runs. Under `npm run start:sharded` the ShardingManager gives each
 * process its shard in SHARDS and SHARD_COUNT, which discord.js reads from the environment
 * itself. `npm start` is one process with every shard: SHARD_COUNT=N runs shards 0..N-1 here,
 * 'auto' (the default) takes Discord's recommendation from GET /gateway/bot.
 */
export function shardOptions(
  config: Partial<Pick<Config, 'shardCount'>>,
  env: NodeJS.ProcessEnv = process.env,
): Pick<ClientOptions, 'shards' | 'shardCount'> {
  if (env.SHARDING_MANAGER) return {};
  // discord.js would read SHARD_COUNT=auto from the environment as NaN and refuse to start.
  delete env.SHARD_COUNT;
  const count = config.shardCount ?? 'auto';
  return count === 'auto' ? { shards: 'auto' } : { shardCount: count };
}

/**
 * The intents the features need, all unprivileged: Guilds (channels, roles, the guild's
 * locale), GuildVoiceStates (who sits at the table, for mutes and voice) and GuildMessages
 * (forum activity counts; content is not read).
 */
export const BOT_INTENTS = [
  GatewayIntentBits.Guilds,
  GatewayIntentBits.GuildVoiceStates,
  GatewayIntentBits.GuildMessages,
];

/**
 * The discord.js client with only the intents the features need (BOT_INTENTS), its REST calls
 * leaving the way the transport says (the REST proxy, precedence: src/discord/transport).
 */
export function createClient(
  config: Partial<Pick<Config, 'shardCount'>> & Parameters<typeof clientTransport>[0],
  transport: ClientTransport = clientTransport(config),
): Client {
  const makeCache: CacheFactory = Options.cacheWithLimits(CACHE_LIMITS);
  return new Client({
    intents: BOT_INTENTS,
    // Buttons clicked in DMs after a restart arrive for a channel not in the cache.
    partials: [Partials.Channel],
    makeCache,
    sweepers: SWEEPERS,
    rest: transport.clientRest,
    ...shardOptions(config),
  });
}
