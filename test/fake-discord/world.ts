import { EventEmitter } from 'node:events';
import {
  ChannelType,
  GatewayDispatchEvents,
  GatewayIntentBits,
  MessageFlags,
  MessageType,
  ThreadAutoArchiveDuration,
  type APIApplicationCommand,
  type APIAttachment,
  type APIChannel,
  type APIDMChannel,
  type APIGuildMember,
  type APIGuildTextChannel,
  type APIGuildVoiceChannel,
  type APIMessage,
  type APIOverwrite,
  type APIRole,
  type APIThreadChannel,
  type APIThreadMember,
  type APIUser,
  type APIVoiceState,
  type ChannelFlags,
  type GuildMemberFlags,
  type GuildSystemChannelFlags,
  type RoleFlags,
  type ThreadMemberFlags,
  type UserFlags,
  type GatewayDispatchPayload,
  type GatewayGuildCreateDispatchData,
  type GatewayMessageCreateDispatchData,
} from 'discord-api-types/v10';
import { isoNow, randomToken, snowflake } from './ids.ts';
import {
  ALL_PERMISSIONS,
  DEFAULT_BOT,
  DEFAULT_EVERYONE,
  basePermissions,
  bits,
  channelPermissions,
  has,
  type PermissionName,
} from './permissions.ts';

// ---------------------------------------------------------------------------------------------
// Records: the fake's own mutable state. Payloads are built from them by the *JSON methods.
// ---------------------------------------------------------------------------------------------

export interface UserRecord {
  id: string;
  username: string;
  globalName: string | null;
  bot: boolean;
  locale: string;
  dmsOpen: boolean;
  dmChannelId: string | null;
}

export interface MemberRecord {
  userId: string;
  roleIds: string[];
  nick: string | null;
  joinedAt: string;
  /** Server mute: a member flag, kept when they leave voice. */
  mute: boolean;
  deaf: boolean;
}

export interface VoiceRecord {
  userId: string;
  channelId: string;
  sessionId: string;
  selfMute: boolean;
  selfDeaf: boolean;
}

export interface GuildRecord {
  id: string;
  name: string;
  locale: string;
  ownerId: string;
  roles: Map<string, APIRole>;
  channelIds: string[];
  members: Map<string, MemberRecord>;
  voice: Map<string, VoiceRecord>;
  features: string[];
  joinedAt: string;
  botRoleId: string;
}

export interface ThreadState {
  ownerId: string;
  archived: boolean;
  locked: boolean;
  invitable: boolean;
  autoArchiveDuration: ThreadAutoArchiveDuration;
  archiveTimestamp: string;
  createTimestamp: string;
  /** user id → join timestamp */
  members: Map<string, string>;
  messageCount: number;
  totalMessageSent: number;
}

export interface ChannelRecord {
  id: string;
  type: ChannelType;
  guildId: string | null;
  name: string;
  position: number;
  parentId: string | null;
  topic: string | null;
  overwrites: APIOverwrite[];
  lastMessageId: string | null;
  /** DM channels: the user on the other side. */
  recipientId: string | null;
  thread: ThreadState | null;
  messageIds: string[];
  deleted: boolean;
  nsfw: boolean;
  rateLimitPerUser: number;
}

export interface StoredFile {
  attachmentId: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface MessageRecord {
  message: APIMessage;
  guildId: string | null;
  /** Ephemeral messages: the only user who sees it. */
  visibleTo: string | null;
  deleted: boolean;
  files: Map<string, StoredFile>;
  /** The interaction this message answers, if any. */
  interactionId: string | null;
}

export interface MessageChange {
  kind: 'create' | 'update' | 'delete';
  record: MessageRecord;
}

// ---------------------------------------------------------------------------------------------
// Gateway hook: the world announces changes; the gateway decides who receives them.
// ---------------------------------------------------------------------------------------------

export type DispatchName = GatewayDispatchPayload['t'];
export type DispatchData<T extends DispatchName> = Extract<GatewayDispatchPayload, { t: T }>['d'];

export interface DispatchOptions {
  /** The intent a session must have asked for to receive this event. */
  intent?: GatewayIntentBits;
  /** For messages: Discord blanks their content for bots without the MessageContent intent. */
  message?: MessageRecord;
}

export interface DispatchSink {
  dispatch<T extends DispatchName>(t: T, d: DispatchData<T>, options?: DispatchOptions): void;
}

export interface NewMessage {
  channelId: string;
  authorId: string;
  content?: string;
  embeds?: APIMessage['embeds'];
  components?: APIMessage['components'];
  attachments?: { meta: APIAttachment; file: StoredFile }[];
  flags?: number;
  type?: MessageType;
  webhookId?: string;
  interactionMetadata?: APIMessage['interaction_metadata'];
  interaction?: APIMessage['interaction'];
  visibleTo?: string | null;
  interactionId?: string | null;
  messageReference?: APIMessage['message_reference'];
  tts?: boolean;
}

export type MessagePatch = Partial<
  Pick<APIMessage, 'content' | 'embeds' | 'components' | 'flags' | 'attachments'>
>;

const TEXT_LIKE = new Set<ChannelType>([
  ChannelType.GuildText,
  ChannelType.GuildVoice,
  ChannelType.DM,
  ChannelType.PrivateThread,
  ChannelType.PublicThread,
  ChannelType.GuildAnnouncement,
]);

export function isThread(type: ChannelType): boolean {
  return type === ChannelType.PrivateThread || type === ChannelType.PublicThread;
}

/**
 * The fake Discord's state: users, guilds (roles, members, voice), channels, threads, messages and
 * application commands. Every mutation announces itself to the gateway (`sink`) as Discord would,
 * and to the scripted players (`events`, 'message').
 */
export class World {
  readonly events = new EventEmitter();
  readonly applicationId: string;
  readonly botUserId: string;
  readonly users = new Map<string, UserRecord>();
  readonly guilds = new Map<string, GuildRecord>();
  readonly channels = new Map<string, ChannelRecord>();
  readonly messages = new Map<string, MessageRecord>();
  /** 'global' or a guild id → registered commands. */
  readonly commands = new Map<string, APIApplicationCommand[]>();
  /** Base URL for attachment downloads (set once the server listens). */
  attachmentBaseUrl = 'http://127.0.0.1';
  sink: DispatchSink = { dispatch: () => {} };

  constructor(botName: string) {
    this.events.setMaxListeners(0);
    this.applicationId = snowflake();
    this.botUserId = this.applicationId;
    this.users.set(this.botUserId, {
      id: this.botUserId,
      username: botName,
      globalName: null,
      bot: true,
      locale: 'en-US',
      dmsOpen: true,
      dmChannelId: null,
    });
  }

  // ----------------------------------------------------------------------------- lookups

  user(id: string): UserRecord | undefined {
    return this.users.get(id);
  }

  guild(id: string): GuildRecord | undefined {
    return this.guilds.get(id);
  }

  channel(id: string): ChannelRecord | undefined {
    const channel = this.channels.get(id);
    return channel && !channel.deleted ? channel : undefined;
  }

  member(guildId: string, userId: string): MemberRecord | undefined {
    return this.guilds.get(guildId)?.members.get(userId);
  }

  message(id: string): MessageRecord | undefined {
    const record = this.messages.get(id);
    return record && !record.deleted ? record : undefined;
  }

  /** A guild channel by id, or by name (with or without '#'), in one guild. */
  findChannel(guildId: string, idOrName: string): ChannelRecord | undefined {
    const byId = this.channel(idOrName);
    if (byId) return byId;
    const name = idOrName.replace(/^#/, '').toLowerCase();
    const guild = this.guilds.get(guildId);
    if (!guild) return undefined;
    for (const id of guild.channelIds) {
      const channel = this.channel(id);
      if (channel && channel.name.toLowerCase() === name) return channel;
    }
    return undefined;
  }

  findRole(guildId: string, idOrName: string): APIRole | undefined {
    const guild = this.guilds.get(guildId);
    if (!guild) return undefined;
    return (
      guild.roles.get(idOrName) ??
      [...guild.roles.values()].find((r) => r.name.toLowerCase() === idOrName.toLowerCase())
    );
  }

  displayName(guildId: string | null, userId: string): string {
    const user = this.users.get(userId);
    const member = guildId ? this.member(guildId, userId) : undefined;
    return member?.nick ?? user?.globalName ?? user?.username ?? userId;
  }

  // ----------------------------------------------------------------------------- creation

  createUser(input: {
    username: string;
    globalName?: string | null;
    locale?: string;
    dmsOpen?: boolean;
  }): UserRecord {
    const record: UserRecord = {
      id: snowflake(),
      username: input.username,
      globalName: input.globalName ?? null,
      bot: false,
      locale: input.locale ?? 'en-US',
      dmsOpen: input.dmsOpen ?? true,
      dmChannelId: null,
    };
    this.users.set(record.id, record);
    return record;
  }

  createGuild(input: {
    name: string;
    locale: string;
    ownerId: string;
    botPermissions?: readonly PermissionName[];
    features?: string[];
  }): GuildRecord {
    const id = snowflake();
    const roles = new Map<string, APIRole>();
    const guild: GuildRecord = {
      id,
      name: input.name,
      locale: input.locale,
      ownerId: input.ownerId,
      roles,
      channelIds: [],
      members: new Map(),
      voice: new Map(),
      features: input.features ?? ['COMMUNITY', 'NEWS'],
      joinedAt: isoNow(),
      botRoleId: '',
    };
    roles.set(id, makeRole(id, '@everyone', 0, bits(DEFAULT_EVERYONE)));
    const botRole = makeRole(
      snowflake(),
      this.users.get(this.botUserId)?.username ?? 'bot',
      1,
      bits(input.botPermissions ?? DEFAULT_BOT),
    );
    botRole.managed = true;
    botRole.tags = { bot_id: this.botUserId };
    roles.set(botRole.id, botRole);
    guild.botRoleId = botRole.id;
    this.guilds.set(id, guild);
    guild.members.set(this.botUserId, {
      userId: this.botUserId,
      roleIds: [botRole.id],
      nick: null,
      joinedAt: guild.joinedAt,
      mute: false,
      deaf: false,
    });
    return guild;
  }

  /** A role by name, created if missing (positions below the bot's role stay realistic). */
  ensureRole(guildId: string, name: string, permissions: bigint = 0n): APIRole {
    const guild = this.requireGuild(guildId);
    const existing = [...guild.roles.values()].find((r) => r.name === name);
    if (existing) return existing;
    const role = makeRole(snowflake(), name, 1, permissions);
    guild.roles.set(role.id, role);
    this.sink.dispatch(
      GatewayDispatchEvents.GuildRoleCreate,
      { guild_id: guildId, role },
      { intent: GatewayIntentBits.Guilds },
    );
    return role;
  }

  setRolePermissions(guildId: string, roleId: string, permissions: bigint): void {
    const guild = this.requireGuild(guildId);
    const role = guild.roles.get(roleId);
    if (!role) throw new Error(`unknown role ${roleId}`);
    role.permissions = permissions.toString();
    this.sink.dispatch(
      GatewayDispatchEvents.GuildRoleUpdate,
      { guild_id: guildId, role },
      { intent: GatewayIntentBits.Guilds },
    );
  }

  addMember(guildId: string, userId: string, roleIds: string[] = []): MemberRecord {
    const guild = this.requireGuild(guildId);
    const member: MemberRecord = {
      userId,
      roleIds,
      nick: null,
      joinedAt: isoNow(),
      mute: false,
      deaf: false,
    };
    guild.members.set(userId, member);
    this.sink.dispatch(
      GatewayDispatchEvents.GuildMemberAdd,
      { ...this.memberJSON(guildId, userId), guild_id: guildId },
      { intent: GatewayIntentBits.GuildMembers },
    );
    return member;
  }

  createChannel(
    guildId: string,
    input: {
      name: string;
      type:
        | ChannelType.GuildText
        | ChannelType.GuildAnnouncement
        | ChannelType.GuildVoice
        | ChannelType.GuildCategory;
      overwrites?: APIOverwrite[];
      parentId?: string | null;
      topic?: string | null;
      position?: number;
    },
    announce = true,
  ): ChannelRecord {
    const guild = this.requireGuild(guildId);
    const channel: ChannelRecord = {
      id: snowflake(),
      type: input.type,
      guildId,
      name: input.name,
      position: input.position ?? guild.channelIds.length,
      parentId: input.parentId ?? null,
      topic: input.topic ?? null,
      overwrites: input.overwrites ?? [],
      lastMessageId: null,
      recipientId: null,
      thread: null,
      messageIds: [],
      deleted: false,
      nsfw: false,
      rateLimitPerUser: 0,
    };
    this.channels.set(channel.id, channel);
    guild.channelIds.push(channel.id);
    if (announce) {
      this.sink.dispatch(GatewayDispatchEvents.ChannelCreate, this.channelJSON(channel) as never, {
        intent: GatewayIntentBits.Guilds,
      });
    }
    return channel;
  }

  updateChannel(channel: ChannelRecord): void {
    const event = isThread(channel.type)
      ? GatewayDispatchEvents.ThreadUpdate
      : GatewayDispatchEvents.ChannelUpdate;
    this.sink.dispatch(event, this.channelJSON(channel) as never, {
      intent: GatewayIntentBits.Guilds,
    });
  }

  deleteChannel(channel: ChannelRecord): void {
    channel.deleted = true;
    const json = this.channelJSON(channel);
    if (isThread(channel.type)) {
      this.sink.dispatch(
        GatewayDispatchEvents.ThreadDelete,
        {
          id: channel.id,
          guild_id: channel.guildId ?? '',
          parent_id: channel.parentId ?? '',
          type: channel.type as ChannelType.PrivateThread,
        },
        { intent: GatewayIntentBits.Guilds },
      );
    } else {
      this.sink.dispatch(GatewayDispatchEvents.ChannelDelete, json as never, {
        intent: GatewayIntentBits.Guilds,
      });
    }
  }

  createThread(
    parent: ChannelRecord,
    input: {
      name: string;
      type: ChannelType.PrivateThread | ChannelType.PublicThread;
      ownerId: string;
      invitable?: boolean;
      autoArchiveDuration?: ThreadAutoArchiveDuration;
      /** Threads started from a message take the message's id. */
      id?: string;
    },
  ): ChannelRecord {
    const now = isoNow();
    const thread: ChannelRecord = {
      id: input.id ?? snowflake(),
      type: input.type,
      guildId: parent.guildId,
      name: input.name,
      position: 0,
      parentId: parent.id,
      topic: null,
      overwrites: [],
      lastMessageId: null,
      recipientId: null,
      thread: {
        ownerId: input.ownerId,
        archived: false,
        locked: false,
        invitable: input.invitable ?? true,
        autoArchiveDuration: input.autoArchiveDuration ?? ThreadAutoArchiveDuration.OneDay,
        archiveTimestamp: now,
        createTimestamp: now,
        members: new Map([[input.ownerId, now]]),
        messageCount: 0,
        totalMessageSent: 0,
      },
      messageIds: [],
      deleted: false,
      nsfw: false,
      rateLimitPerUser: 0,
    };
    this.channels.set(thread.id, thread);
    if (parent.guildId) this.requireGuild(parent.guildId).channelIds.push(thread.id);
    this.sink.dispatch(
      GatewayDispatchEvents.ThreadCreate,
      { ...(this.channelJSON(thread) as APIThreadChannel), newly_created: true },
      { intent: GatewayIntentBits.Guilds },
    );
    return thread;
  }

  addThreadMember(thread: ChannelRecord, userId: string): void {
    const state = thread.thread;
    if (!state || state.members.has(userId)) return;
    const joined = isoNow();
    state.members.set(userId, joined);
    const member: APIThreadMember = {
      id: thread.id,
      user_id: userId,
      join_timestamp: joined,
      flags: 0 as ThreadMemberFlags,
    };
    if (thread.guildId) member.member = this.memberJSON(thread.guildId, userId);
    this.sink.dispatch(
      GatewayDispatchEvents.ThreadMembersUpdate,
      {
        id: thread.id,
        guild_id: thread.guildId ?? '',
        member_count: state.members.size,
        added_members: [member as never],
      },
      { intent: GatewayIntentBits.Guilds },
    );
  }

  removeThreadMember(thread: ChannelRecord, userId: string): void {
    const state = thread.thread;
    if (!state || !state.members.delete(userId)) return;
    this.sink.dispatch(
      GatewayDispatchEvents.ThreadMembersUpdate,
      {
        id: thread.id,
        guild_id: thread.guildId ?? '',
        member_count: state.members.size,
        removed_member_ids: [userId],
      },
      { intent: GatewayIntentBits.Guilds },
    );
  }

  /** The bot's DM channel with a user: one per user, stable. */
  dmChannelFor(userId: string): ChannelRecord {
    const user = this.users.get(userId);
    if (!user) throw new Error(`unknown user ${userId}`);
    const existing = user.dmChannelId ? this.channels.get(user.dmChannelId) : undefined;
    if (existing) return existing;
    const channel: ChannelRecord = {
      id: snowflake(),
      type: ChannelType.DM,
      guildId: null,
      name: '',
      position: 0,
      parentId: null,
      topic: null,
      overwrites: [],
      lastMessageId: null,
      recipientId: userId,
      thread: null,
      messageIds: [],
      deleted: false,
      nsfw: false,
      rateLimitPerUser: 0,
    };
    this.channels.set(channel.id, channel);
    user.dmChannelId = channel.id;
    return channel;
  }

  // ----------------------------------------------------------------------------- voice & members

  /** A member joins, moves within or (channelId null) leaves voice. */
  setVoice(
    guildId: string,
    userId: string,
    channelId: string | null,
    self: { selfMute?: boolean; selfDeaf?: boolean; sessionId?: string } = {},
  ): void {
    const guild = this.requireGuild(guildId);
    const previous = guild.voice.get(userId);
    if (channelId === null) {
      if (!previous) return;
      guild.voice.delete(userId);
    } else {
      guild.voice.set(userId, {
        userId,
        channelId,
        sessionId: self.sessionId ?? previous?.sessionId ?? randomToken(16),
        selfMute: self.selfMute ?? previous?.selfMute ?? false,
        selfDeaf: self.selfDeaf ?? previous?.selfDeaf ?? false,
      });
    }
    this.dispatchVoiceState(guildId, userId, previous?.sessionId);
  }

  /** Applies a member edit (after the REST layer validated it) and announces it. */
  editMember(
    guildId: string,
    userId: string,
    patch: { mute?: boolean; deaf?: boolean; nick?: string | null; roleIds?: string[] },
  ): void {
    const member = this.member(guildId, userId);
    if (!member) throw new Error(`unknown member ${userId}`);
    let voiceChanged = false;
    let changed = false;
    if (patch.mute !== undefined && patch.mute !== member.mute) {
      member.mute = patch.mute;
      voiceChanged = true;
    }
    if (patch.deaf !== undefined && patch.deaf !== member.deaf) {
      member.deaf = patch.deaf;
      voiceChanged = true;
    }
    if (patch.nick !== undefined && patch.nick !== member.nick) {
      member.nick = patch.nick;
      changed = true;
    }
    if (patch.roleIds !== undefined && patch.roleIds.join() !== member.roleIds.join()) {
      member.roleIds = patch.roleIds;
      changed = true;
    }
    if (voiceChanged && this.requireGuild(guildId).voice.has(userId)) {
      this.dispatchVoiceState(guildId, userId);
    }
    if (!changed && !voiceChanged) return;
    this.sink.dispatch(
      GatewayDispatchEvents.GuildMemberUpdate,
      { ...this.memberJSON(guildId, userId), guild_id: guildId } as never,
      { intent: GatewayIntentBits.GuildMembers },
    );
  }

  private dispatchVoiceState(guildId: string, userId: string, lastSessionId?: string): void {
    this.sink.dispatch(
      GatewayDispatchEvents.VoiceStateUpdate,
      this.voiceStateJSON(guildId, userId, lastSessionId),
      { intent: GatewayIntentBits.GuildVoiceStates },
    );
    this.events.emit('voice', { guildId, userId });
  }

  // ----------------------------------------------------------------------------- messages

  /** Nonces of created messages: channel|author|nonce → message id and when (enforce_nonce). */
  private readonly nonces = new Map<string, { messageId: string; at: number }>();

  rememberNonce(channelId: string, authorId: string, nonce: string, messageId: string): void {
    this.nonces.set(`${channelId}|${authorId}|${nonce}`, { messageId, at: Date.now() });
  }

  /** The message created with this nonce in the last five minutes, if it still exists. */
  messageByNonce(channelId: string, authorId: string, nonce: string): MessageRecord | undefined {
    const entry = this.nonces.get(`${channelId}|${authorId}|${nonce}`);
    if (!entry || Date.now() - entry.at > 5 * 60_000) return undefined;
    const record = this.messages.get(entry.messageId);
    return record && !record.deleted ? record : undefined;
  }

  createMessage(input: NewMessage): MessageRecord {
    const channel = this.channel(input.channelId);
    if (!channel) throw new Error(`unknown channel ${input.channelId}`);
    const author = this.userJSON(input.authorId);
    const content = input.content ?? '';
    const message: APIMessage = {
      id: snowflake(),
      channel_id: channel.id,
      author,
      content,
      timestamp: isoNow(),
      edited_timestamp: null,
      tts: input.tts ?? false,
      mention_everyone: false,
      mentions: this.mentionedUsers(content),
      mention_roles: mentionedRoles(content),
      attachments: (input.attachments ?? []).map((a) => a.meta),
      embeds: (input.embeds ?? []).map((e) => ({ type: 'rich', ...e }) as typeof e),
      pinned: false,
      type: input.type ?? MessageType.Default,
      flags: input.flags ?? 0,
      components: input.components ?? [],
    };
    if (input.webhookId) {
      message.webhook_id = input.webhookId;
      message.application_id = this.applicationId;
    }
    if (input.interactionMetadata) message.interaction_metadata = input.interactionMetadata;
    if (input.interaction) message.interaction = input.interaction;
    if (input.messageReference) message.message_reference = input.messageReference;
    const record: MessageRecord = {
      message,
      guildId: channel.guildId,
      visibleTo: input.visibleTo ?? null,
      deleted: false,
      files: new Map((input.attachments ?? []).map((a) => [a.meta.id, a.file])),
      interactionId: input.interactionId ?? null,
    };
    this.messages.set(message.id, record);
    channel.messageIds.push(message.id);
    if (!record.visibleTo) {
      channel.lastMessageId = message.id;
      if (channel.thread) {
        channel.thread.messageCount += 1;
        channel.thread.totalMessageSent += 1;
      }
      this.sink.dispatch(GatewayDispatchEvents.MessageCreate, this.messageGatewayJSON(record), {
        intent: channel.guildId
          ? GatewayIntentBits.GuildMessages
          : GatewayIntentBits.DirectMessages,
        message: record,
      });
    }
    this.events.emit('message', { kind: 'create', record } satisfies MessageChange);
    return record;
  }

  editMessage(record: MessageRecord, patch: MessagePatch, newFiles: StoredFile[] = []): void {
    const m = record.message;
    if (patch.content !== undefined) {
      m.content = patch.content ?? '';
      m.mentions = this.mentionedUsers(m.content);
      m.mention_roles = mentionedRoles(m.content);
    }
    if (patch.embeds !== undefined) {
      m.embeds = (patch.embeds ?? []).map((e) => ({ type: 'rich', ...e }) as typeof e);
    }
    if (patch.components !== undefined) m.components = patch.components ?? [];
    if (patch.flags !== undefined) m.flags = patch.flags;
    if (patch.attachments !== undefined) {
      m.attachments = patch.attachments;
      const keep = new Set(patch.attachments.map((a) => a.id));
      for (const id of [...record.files.keys()]) if (!keep.has(id)) record.files.delete(id);
    }
    for (const file of newFiles) record.files.set(file.attachmentId, file);
    m.edited_timestamp = isoNow();
    if (!record.visibleTo) {
      const channel = this.channels.get(m.channel_id);
      this.sink.dispatch(GatewayDispatchEvents.MessageUpdate, this.messageGatewayJSON(record), {
        intent: channel?.guildId
          ? GatewayIntentBits.GuildMessages
          : GatewayIntentBits.DirectMessages,
        message: record,
      });
    }
    this.events.emit('message', { kind: 'update', record } satisfies MessageChange);
  }

  deleteMessage(record: MessageRecord): void {
    if (record.deleted) return;
    record.deleted = true;
    const m = record.message;
    if (!record.visibleTo) {
      const d: { id: string; channel_id: string; guild_id?: string } = {
        id: m.id,
        channel_id: m.channel_id,
      };
      if (record.guildId) d.guild_id = record.guildId;
      this.sink.dispatch(GatewayDispatchEvents.MessageDelete, d, {
        intent: record.guildId ? GatewayIntentBits.GuildMessages : GatewayIntentBits.DirectMessages,
      });
    }
    this.events.emit('message', { kind: 'delete', record } satisfies MessageChange);
  }

  attachmentUrl(channelId: string, attachmentId: string, filename: string): string {
    return `${this.attachmentBaseUrl}/attachments/${channelId}/${attachmentId}/${encodeURIComponent(filename)}`;
  }

  private mentionedUsers(content: string): APIUser[] {
    const ids = new Set([...content.matchAll(/<@!?(\d{17,20})>/g)].map((m) => m[1] ?? ''));
    return [...ids].filter((id) => this.users.has(id)).map((id) => this.userJSON(id));
  }

  // ----------------------------------------------------------------------------- permissions

  /** Guild-level permissions of a member. */
  guildPermissions(guildId: string, userId: string): bigint {
    const guild = this.guilds.get(guildId);
    const member = guild?.members.get(userId);
    if (!guild || !member) return 0n;
    return basePermissions(guild, { userId, roleIds: member.roleIds });
  }

  /** Permissions of a user in a channel (threads inherit their parent's). */
  permissionsIn(userId: string, channelId: string): bigint {
    const channel = this.channel(channelId);
    if (!channel) return 0n;
    if (!channel.guildId) {
      return channel.recipientId === userId || userId === this.botUserId
        ? bits(['ViewChannel', 'SendMessages', 'ReadMessageHistory', 'EmbedLinks', 'AttachFiles'])
        : 0n;
    }
    const guild = this.guilds.get(channel.guildId);
    const member = guild?.members.get(userId);
    if (!guild || !member) return 0n;
    const source =
      isThread(channel.type) && channel.parentId ? this.channel(channel.parentId) : channel;
    if (!source) return 0n;
    return channelPermissions(guild, { userId, roleIds: member.roleIds }, source.overwrites);
  }

  canViewChannel(userId: string, channelId: string): boolean {
    const channel = this.channel(channelId);
    if (!channel) return false;
    const perms = this.permissionsIn(userId, channelId);
    if (!has(perms, 'ViewChannel')) return false;
    if (channel.type === ChannelType.PrivateThread) {
      return Boolean(channel.thread?.members.has(userId)) || has(perms, 'ManageThreads');
    }
    return true;
  }

  canSeeMessage(userId: string, record: MessageRecord): boolean {
    if (record.deleted) return false;
    if (record.visibleTo) return record.visibleTo === userId;
    return this.canViewChannel(userId, record.message.channel_id);
  }

  // ----------------------------------------------------------------------------- payloads

  userJSON(id: string): APIUser {
    const user = this.users.get(id);
    if (!user) throw new Error(`unknown user ${id}`);
    const json: APIUser = {
      id: user.id,
      username: user.username,
      global_name: user.globalName,
      discriminator: user.bot ? '0000' : '0',
      avatar: null,
      public_flags: 0 as UserFlags,
      flags: 0 as UserFlags,
      banner: null,
      accent_color: null,
      avatar_decoration_data: null,
      collectibles: null,
      primary_guild: null,
    };
    if (user.bot) json.bot = true;
    return json;
  }

  memberJSON(guildId: string, userId: string): APIGuildMember {
    const member = this.member(guildId, userId);
    if (!member) throw new Error(`unknown member ${userId} in ${guildId}`);
    return {
      user: this.userJSON(userId),
      nick: member.nick,
      avatar: null,
      banner: null,
      roles: [...member.roleIds],
      joined_at: member.joinedAt,
      premium_since: null,
      deaf: member.deaf,
      mute: member.mute,
      flags: 0 as GuildMemberFlags,
      pending: false,
      communication_disabled_until: null,
    };
  }

  voiceStateJSON(guildId: string, userId: string, lastSessionId?: string): APIVoiceState {
    const guild = this.requireGuild(guildId);
    const voice = guild.voice.get(userId);
    const member = this.member(guildId, userId);
    return {
      guild_id: guildId,
      channel_id: voice?.channelId ?? null,
      user_id: userId,
      member: this.memberJSON(guildId, userId),
      session_id: voice?.sessionId ?? lastSessionId ?? randomToken(16),
      deaf: member?.deaf ?? false,
      mute: member?.mute ?? false,
      self_deaf: voice?.selfDeaf ?? false,
      self_mute: voice?.selfMute ?? false,
      self_video: false,
      suppress: false,
      request_to_speak_timestamp: null,
    };
  }

  channelJSON(channel: ChannelRecord): APIChannel {
    if (channel.type === ChannelType.DM) {
      const dm: APIDMChannel = {
        id: channel.id,
        type: ChannelType.DM,
        name: null,
        last_message_id: channel.lastMessageId,
        flags: 0 as ChannelFlags,
        recipients: channel.recipientId ? [this.userJSON(channel.recipientId)] : [],
      };
      return dm;
    }
    if (channel.thread) {
      const t = channel.thread;
      const thread: APIThreadChannel = {
        id: channel.id,
        type: channel.type as ChannelType.PrivateThread,
        guild_id: channel.guildId ?? '',
        parent_id: channel.parentId ?? '',
        name: channel.name,
        owner_id: t.ownerId,
        last_message_id: channel.lastMessageId,
        rate_limit_per_user: channel.rateLimitPerUser,
        flags: 0 as ChannelFlags,
        member_count: t.members.size,
        message_count: t.messageCount,
        total_message_sent: t.totalMessageSent,
        thread_metadata: {
          archived: t.archived,
          auto_archive_duration: t.autoArchiveDuration,
          archive_timestamp: t.archiveTimestamp,
          locked: t.locked,
          invitable: t.invitable,
          create_timestamp: t.createTimestamp,
        },
      };
      const botJoined = t.members.get(this.botUserId);
      if (botJoined) {
        thread.member = {
          id: channel.id,
          user_id: this.botUserId,
          join_timestamp: botJoined,
          flags: 0 as ThreadMemberFlags,
        };
      }
      return thread;
    }
    if (channel.type === ChannelType.GuildVoice) {
      const voice: APIGuildVoiceChannel = {
        id: channel.id,
        type: ChannelType.GuildVoice,
        guild_id: channel.guildId ?? '',
        name: channel.name,
        position: channel.position,
        permission_overwrites: channel.overwrites,
        parent_id: channel.parentId,
        nsfw: channel.nsfw,
        bitrate: 64000,
        user_limit: 0,
        rtc_region: null,
        video_quality_mode: 1,
        last_message_id: channel.lastMessageId,
        rate_limit_per_user: channel.rateLimitPerUser,
        flags: 0 as ChannelFlags,
      };
      return voice;
    }
    const text: APIGuildTextChannel<ChannelType.GuildText | ChannelType.GuildAnnouncement> = {
      id: channel.id,
      type: channel.type as ChannelType.GuildText | ChannelType.GuildAnnouncement,
      guild_id: channel.guildId ?? '',
      name: channel.name,
      position: channel.position,
      permission_overwrites: channel.overwrites,
      parent_id: channel.parentId,
      nsfw: channel.nsfw,
      topic: channel.topic,
      last_message_id: channel.lastMessageId,
      rate_limit_per_user: channel.rateLimitPerUser,
      default_auto_archive_duration: ThreadAutoArchiveDuration.OneDay,
      flags: 0 as ChannelFlags,
    };
    return text;
  }

  /** A message as the gateway sends it: with guild_id and the author's member in guilds. */
  messageGatewayJSON(record: MessageRecord): GatewayMessageCreateDispatchData {
    const m = structuredClone(record.message);
    const d: GatewayMessageCreateDispatchData = { ...m, mentions: m.mentions };
    if (record.guildId) {
      d.guild_id = record.guildId;
      const member = this.member(record.guildId, m.author.id);
      if (member && !m.webhook_id) {
        const { user: _user, ...partial } = this.memberJSON(record.guildId, m.author.id);
        d.member = partial;
      }
    }
    return d;
  }

  guildJSON(
    guildId: string,
  ): Omit<
    GatewayGuildCreateDispatchData,
    | 'joined_at'
    | 'large'
    | 'member_count'
    | 'voice_states'
    | 'members'
    | 'channels'
    | 'threads'
    | 'presences'
    | 'stage_instances'
    | 'guild_scheduled_events'
    | 'soundboard_sounds'
  > {
    const guild = this.requireGuild(guildId);
    return {
      id: guild.id,
      name: guild.name,
      icon: null,
      splash: null,
      discovery_splash: null,
      owner_id: guild.ownerId,
      region: 'russia',
      afk_channel_id: null,
      afk_timeout: 300,
      widget_enabled: false,
      widget_channel_id: null,
      verification_level: 1,
      default_message_notifications: 1,
      explicit_content_filter: 2,
      roles: [...guild.roles.values()],
      emojis: [],
      features: guild.features as GatewayGuildCreateDispatchData['features'],
      mfa_level: 0,
      application_id: null,
      system_channel_id: null,
      system_channel_flags: 0 as GuildSystemChannelFlags,
      rules_channel_id: null,
      max_presences: null,
      max_members: 500000,
      vanity_url_code: null,
      description: null,
      banner: null,
      premium_tier: 0,
      premium_subscription_count: 0,
      preferred_locale: guild.locale as GatewayGuildCreateDispatchData['preferred_locale'],
      public_updates_channel_id: null,
      max_video_channel_users: 25,
      max_stage_video_channel_users: 50,
      nsfw_level: 0,
      stickers: [],
      premium_progress_bar_enabled: false,
      hub_type: null,
      safety_alerts_channel_id: null,
      incidents_data: null,
      unavailable: false,
    };
  }

  /**
   * GUILD_CREATE as a bot with these intents receives it: all members only with GuildMembers
   * (else the bot and members in voice), voice states only with GuildVoiceStates, and the
   * current state of everything (server-mute flags persist).
   */
  guildCreateJSON(guildId: string, intents: number): GatewayGuildCreateDispatchData {
    const guild = this.requireGuild(guildId);
    const withMembers = (intents & GatewayIntentBits.GuildMembers) !== 0;
    const withVoice = (intents & GatewayIntentBits.GuildVoiceStates) !== 0;
    const memberIds = [...guild.members.keys()].filter(
      (id) => withMembers || id === this.botUserId || guild.voice.has(id),
    );
    const channels: APIChannel[] = [];
    const threads: APIChannel[] = [];
    for (const id of guild.channelIds) {
      const channel = this.channel(id);
      if (!channel) continue;
      if (channel.thread) {
        if (!channel.thread.archived && this.canViewChannel(this.botUserId, channel.id)) {
          threads.push(this.channelJSON(channel));
        }
      } else {
        channels.push(this.channelJSON(channel));
      }
    }
    return {
      ...this.guildJSON(guildId),
      joined_at: guild.joinedAt,
      large: false,
      member_count: guild.members.size,
      members: memberIds.map((id) => this.memberJSON(guildId, id)),
      voice_states: withVoice
        ? [...guild.voice.keys()].map((id) => {
            const { guild_id: _g, member: _m, ...state } = this.voiceStateJSON(guildId, id);
            return state;
          })
        : [],
      channels: channels as GatewayGuildCreateDispatchData['channels'],
      threads: threads as GatewayGuildCreateDispatchData['threads'],
      presences: [],
      stage_instances: [],
      guild_scheduled_events: [],
      soundboard_sounds: [],
    };
  }

  requireGuild(guildId: string): GuildRecord {
    const guild = this.guilds.get(guildId);
    if (!guild) throw new Error(`unknown guild ${guildId}`);
    return guild;
  }

  isTextLike(channel: ChannelRecord): boolean {
    return TEXT_LIKE.has(channel.type);
  }

  /** The bot's permissions in a channel, or in the guild when no channel is given. */
  botPermissions(guildId: string, channelId?: string): bigint {
    return channelId
      ? this.permissionsIn(this.botUserId, channelId)
      : this.guildPermissions(guildId, this.botUserId);
  }

  isEphemeral(record: MessageRecord): boolean {
    return ((record.message.flags ?? 0) & MessageFlags.Ephemeral) !== 0;
  }
}

function makeRole(id: string, name: string, position: number, permissions: bigint): APIRole {
  return {
    id,
    name,
    color: 0,
    colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
    hoist: false,
    icon: null,
    unicode_emoji: null,
    position,
    permissions: (permissions & ALL_PERMISSIONS).toString(),
    managed: false,
    mentionable: false,
    flags: 0 as RoleFlags,
  };
}

function mentionedRoles(content: string): string[] {
  return [...new Set([...content.matchAll(/<@&(\d{17,20})>/g)].map((m) => m[1] ?? ''))];
}
