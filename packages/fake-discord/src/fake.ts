import { createServer } from 'node:net';
import { ChannelType, type APIApplicationCommand, type APIOverwrite } from 'discord-api-types/v10';
import type { FakeConfig, FakeContext, MemberEditRecord } from './context.ts';
import { Gateway } from './gateway.ts';
import { BotTokens, type AddHelperBotOptions, type HelperBot } from './helper-bots.ts';
import { GlobalRateLimit } from './global-rate-limit.ts';
import { botToken } from './ids.ts';
import { InteractionRegistry, type InteractionRecord } from './interactions.ts';
import { bits, DEFAULT_BOT, type PermissionName } from './permissions.ts';
import { Player } from './player.ts';
import { RateLimiter, type BucketConfig } from './rate-limit.ts';
import { buildRouter } from './rest/index.ts';
import { see, type SeenMessage } from './seen.ts';
import { snowflakeOnShard } from './shards.ts';
import { HttpServer, type InjectedError } from './server.ts';
import { World } from './world.ts';
import type {
  FakeGuildOptions,
  FakeDiscordOptions,
  AddPlayerOptions,
  MutedMember,
} from './fake-options.ts';

const LOCALES: Record<string, string> = { en: 'en-US', ru: 'ru' };

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 1;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A protocol-level fake Discord (HTTP API v10 + gateway v10, JSON) on 127.0.0.1 for the real
 * discord.js client: `const fake = await FakeDiscord.start()`, then
 * `new Client({ intents, rest: { api: fake.apiUrl } }).login(fake.token)`.
 */
export class FakeDiscord {
  readonly world: World;
  readonly gateway: Gateway;
  readonly interactions = new InteractionRegistry();
  readonly rateLimiter = new RateLimiter();
  /** Discord's global limit per token: `fake.globalRateLimit.peak(fake.token)`, `.hits`. */
  readonly globalRateLimit: GlobalRateLimit;
  readonly memberEdits: MemberEditRecord[] = [];
  readonly config: FakeConfig;
  readonly token: string;
  readonly #botTokens = new BotTokens();
  readonly players: Player[] = [];
  readonly #http: HttpServer;
  /** The default guild. */
  readonly guildId: string;
  apiUrl = '';
  gatewayUrl = '';

  private constructor(options: FakeDiscordOptions, port: number) {
    this.world = new World(options.botName ?? 'Mafia Bot');
    this.token = botToken(this.world.botUserId);
    this.#botTokens.set(this.token, this.world.botUserId);
    this.config = {
      interactionAckTimeoutMs: options.interactionAckTimeoutMs ?? 3000,
      interactionTokenLifetimeMs: options.interactionTokenLifetimeMs ?? 15 * 60_000,
    };
    this.gateway = new Gateway(this.world, {
      token: this.token,
      heartbeatIntervalMs: options.heartbeatIntervalMs ?? 41_250,
      privilegedIntents: {
        guildMembers: true,
        guildPresences: true,
        messageContent: true,
        ...options.privilegedIntents,
      },
      voice: options.voice ?? 'refuse',
      closedPort: port,
      recommendedShards: options.shards ?? 1,
      maxConcurrency: options.maxConcurrency ?? 1,
      maxGuildsPerShard: options.maxGuildsPerShard ?? 2500,
    });
    this.world.sink = this.gateway;
    this.globalRateLimit = new GlobalRateLimit(options.globalRateLimit ?? 50);
    const memberEdits = options.memberEditRateLimit ?? { limit: 5, windowMs: 5000 };
    this.rateLimiter.configure('member-edit', memberEdits);
    this.rateLimiter.configure('channel-messages', options.messageRateLimit ?? false);
    const deletes = options.messageDeleteRateLimit ?? { limit: 5, windowMs: 5000 };
    this.rateLimiter.configure('message-delete', deletes);
    const ctx: FakeContext = {
      world: this.world,
      gateway: this.gateway,
      interactions: this.interactions,
      rateLimiter: this.rateLimiter,
      globalRateLimit: this.globalRateLimit,
      memberEdits: this.memberEdits,
      config: this.config,
      botTokens: this.#botTokens,
    };
    this.#http = new HttpServer(buildRouter(), ctx, this.gateway);
    this.guildId = this.#createGuild(options.guild ?? {}, false);
  }

  static async start(options: FakeDiscordOptions = {}): Promise<FakeDiscord> {
    const fake = new FakeDiscord(options, await closedPort());
    const port = await fake.#http.listen(0);
    fake.apiUrl = `http://127.0.0.1:${port}/api`;
    fake.gatewayUrl = `ws://127.0.0.1:${port}`;
    fake.gateway.url = fake.gatewayUrl;
    fake.world.attachmentBaseUrl = `http://127.0.0.1:${port}`;
    return fake;
  }

  get applicationId(): string {
    return this.world.applicationId;
  }

  get botUserId(): string {
    return this.world.botUserId;
  }

  /** The default guild's channels by name, e.g. `fake.channels.game`, `fake.channels.Table`. */
  get channels(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const id of this.world.requireGuild(this.guildId).channelIds) {
      const channel = this.world.channel(id);
      if (channel && !channel.thread) out[channel.name] = channel.id;
    }
    return out;
  }

  /** A channel id by name (or id) in a guild (default guild by default). */
  channelId(name: string, guildId: string = this.guildId): string {
    const channel = this.world.findChannel(guildId, name);
    if (!channel) throw new Error(`no channel ${name}`);
    return channel.id;
  }

  // ----------------------------------------------------------------------------- people

  addPlayer(options: AddPlayerOptions): Player {
    const guildId = options.guildId ?? this.guildId;
    const taken = new Set([...this.world.users.values()].map((u) => u.username));
    let username = options.name.toLowerCase().replace(/[^a-z0-9_.]/g, '') || 'player';
    for (let n = 2; taken.has(username); n += 1) username = `${username.replace(/\d+$/, '')}${n}`;
    const user = this.world.createUser({
      username,
      globalName: options.name,
      locale: LOCALES[options.locale ?? 'ru'] ?? options.locale ?? 'ru',
      dmsOpen: options.dmsOpen ?? true,
    });
    const roleIds = (options.roles ?? []).map((name) => this.world.ensureRole(guildId, name).id);
    if (options.permissions && options.permissions.length > 0) {
      const name = [...options.permissions].sort().join('+');
      roleIds.push(this.world.ensureRole(guildId, name, bits(options.permissions)).id);
    }
    this.world.addMember(guildId, user.id, roleIds);
    const guild = this.world.requireGuild(guildId);
    const firstText = guild.channelIds
      .map((id) => this.world.channel(id))
      .find((c) => c?.type === ChannelType.GuildText);
    const player = new Player(this, user.id, guildId, firstText?.id ?? '');
    this.players.push(player);
    return player;
  }

  player(name: string): Player {
    const player = this.players.find((p) => p.name === name || p.id === name);
    if (!player) throw new Error(`no player ${name}`);
    return player;
  }

  /**
   * Adds another guild; a connected bot receives its GUILD_CREATE (it was "invited") on the
   * shard that owns it. `shard: [1, 2]` gives it an id on shard 1 of 2.
   */
  addGuild(options: FakeGuildOptions = {}): string {
    return this.#createGuild(options, true);
  }

  #createGuild(options: FakeGuildOptions, announce: boolean): string {
    const owner = this.world.createUser({
      username: `owner${this.world.guilds.size + 1}`,
      globalName: 'Owner',
    });
    const guild = this.world.createGuild({
      name: options.name ?? 'Mafia Club',
      locale: options.locale ?? 'ru',
      ownerId: owner.id,
      botPermissions: options.botPermissions ?? DEFAULT_BOT,
      ...(options.shard ? { id: snowflakeOnShard(options.shard) } : {}),
    });
    guild.members.set(owner.id, {
      userId: owner.id,
      roleIds: [],
      nick: null,
      joinedAt: guild.joinedAt,
      mute: false,
      deaf: false,
    });
    for (const name of options.roles ?? ['Judge']) this.world.ensureRole(guild.id, name);
    for (const name of options.textChannels ?? ['game', 'general']) {
      this.world.createChannel(guild.id, { name, type: ChannelType.GuildText }, false);
    }
    for (const name of options.voiceChannels ?? ['Table']) {
      this.world.createChannel(guild.id, { name, type: ChannelType.GuildVoice }, false);
    }
    if (announce) {
      this.gateway.announceGuild(guild.id);
    }
    return guild.id;
  }

  /** A text channel created by "an admin" (no CHANNEL_CREATE is missed: it is dispatched). */
  createTextChannel(name: string, overwrites: APIOverwrite[] = [], guildId = this.guildId): string {
    return this.world.createChannel(guildId, { name, type: ChannelType.GuildText, overwrites }).id;
  }

  /** An announcement channel created by "an admin" (its type as Discord sends it: 5). */
  createAnnouncementChannel(name: string, guildId = this.guildId): string {
    return this.world.createChannel(guildId, { name, type: ChannelType.GuildAnnouncement }).id;
  }

  /** A public thread of a text channel started by "a member" (THREAD_CREATE is dispatched). */
  createPublicThread(
    parent: string,
    name: string,
    ownerId: string,
    guildId = this.guildId,
  ): string {
    const record = this.world.findChannel(guildId, parent);
    if (!record) throw new Error(`no channel ${parent}`);
    return this.world.createThread(record, { name, type: ChannelType.PublicThread, ownerId }).id;
  }

  /** Sets (or replaces) one permission overwrite on a channel, as an admin would. */
  setChannelOverwrite(channel: string, overwrite: APIOverwrite, guildId = this.guildId): void {
    const record = this.world.findChannel(guildId, channel);
    if (!record) throw new Error(`no channel ${channel}`);
    record.overwrites = [...record.overwrites.filter((o) => o.id !== overwrite.id), overwrite];
    this.world.updateChannel(record);
  }

  // ----------------------------------------------------------------------------- the bot's rights

  /** The id of the bot's managed role in a guild. */
  botRoleId(guildId = this.guildId): string {
    return this.world.requireGuild(guildId).botRoleId;
  }

  /** Replaces the permissions of the bot's managed role (GUILD_ROLE_UPDATE is dispatched). */
  setBotPermissions(names: PermissionName[], guildId = this.guildId): void {
    const guild = this.world.requireGuild(guildId);
    this.world.setRolePermissions(guildId, guild.botRoleId, bits(names));
  }

  revokeBotPermission(name: PermissionName, guildId = this.guildId): void {
    const guild = this.world.requireGuild(guildId);
    const role = guild.roles.get(guild.botRoleId);
    const current = BigInt(role?.permissions ?? '0');
    this.world.setRolePermissions(guildId, guild.botRoleId, current & ~bits([name]));
  }

  grantBotPermission(name: PermissionName, guildId = this.guildId): void {
    const guild = this.world.requireGuild(guildId);
    const role = guild.roles.get(guild.botRoleId);
    const current = BigInt(role?.permissions ?? '0');
    this.world.setRolePermissions(guildId, guild.botRoleId, current | bits([name]));
  }

  // ----------------------------------------------------------------------------- knobs

  /** Another bot application, for member edits (helper-bots.ts); its own edit bucket. */
  addHelperBot(options: AddHelperBotOptions): HelperBot {
    return this.#botTokens.addHelper(this.world, options, this.guildId);
  }

  setMemberEditRateLimit(config: BucketConfig | false): void {
    this.rateLimiter.configure('member-edit', config);
  }

  setMessageRateLimit(config: BucketConfig | false): void {
    this.rateLimiter.configure('channel-messages', config);
  }

  /**
   * The next request(s) matching `path` (decoded, below /api/v10; a RegExp or exact string) get
   * this error instead of being handled, e.g.
   * `fake.injectError({ method: 'PATCH', path: /\/members\//, status: 500, code: 0, message: 'boom' })`.
   */
  injectError(error: InjectedError): void {
    this.#http.inject(error);
  }

  /** Drops the bot's gateway connection(s); see Gateway.killConnections. */
  killGatewayConnections(options: { resumable?: boolean } = {}): void {
    this.gateway.killConnections(options);
  }

  // ----------------------------------------------------------------------------- inspection

  /** Every REST request (ring buffer). */
  get requests() {
    return this.#http.requests;
  }

  /** Requests to routes the fake does not know (404/405). E2E tests assert this stays empty. */
  get unknownRoutes() {
    return this.#http.unknownRoutes;
  }

  /** Exceptions inside the fake itself (answered 500): a bug in the fake, not the bot. */
  get internalErrors() {
    return this.#http.internalErrors;
  }

  /** Every op 4 the bot sent (voice join/leave attempts). */
  get voiceJoins() {
    return this.gateway.voiceJoins;
  }

  /** Every IDENTIFY, with the intents asked for. */
  get identifies() {
    return this.gateway.identifies;
  }

  /** Every 429 the fake answered. */
  get rateLimitHits() {
    return this.rateLimiter.hits;
  }

  /** Every interaction a player sent, with latency and outcome. */
  interactionLog(): InteractionRecord[] {
    return this.interactions.all();
  }

  /** Registered commands: the guild's (default guild) or, with 'global', the global ones. */
  commands(scope: string = this.guildId): APIApplicationCommand[] {
    return this.world.commands.get(scope) ?? [];
  }

  /**
   * Successful member edits that changed nothing the bot asked about: muting the muted or
   * unmuting the unmuted (each one spends the scarce member-edit bucket for nothing).
   */
  redundantMemberEdits(): MemberEditRecord[] {
    return this.memberEdits.filter((e) => {
      if (e.status !== 200 || !e.before) return false;
      const keys = (['mute', 'deaf'] as const).filter((k) => typeof e.body[k] === 'boolean');
      return keys.length > 0 && keys.every((k) => e.body[k] === e.before![k]);
    });
  }

  /** Members whose server-mute flag is on (in voice or not). */
  mutedMembers(guildId = this.guildId): MutedMember[] {
    const guild = this.world.requireGuild(guildId);
    return [...guild.members.values()]
      .filter((m) => m.mute)
      .map((m) => ({
        userId: m.userId,
        name: this.world.displayName(guildId, m.userId),
        channelId: guild.voice.get(m.userId)?.channelId ?? null,
      }));
  }

  /** All non-ephemeral messages of a channel (id or name), as anyone with access sees them. */
  messages(channel: string, guildId = this.guildId): SeenMessage[] {
    const record = this.world.channel(channel) ?? this.world.findChannel(guildId, channel);
    if (!record) return [];
    return record.messageIds
      .map((id) => this.world.message(id))
      .filter((m) => m !== undefined && m.visibleTo === null)
      .map((m) => see(this.world, m!));
  }

  async close(): Promise<void> {
    await this.gateway.close();
    await this.#http.close();
  }
}
