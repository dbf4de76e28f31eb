/** The fake Discord's state and its lookups and permission checks (no mutation, no announcement). */
import { EventEmitter } from 'node:events';
import {
  ChannelType,
  MessageFlags,
  type APIApplicationCommand,
  type APIRole,
} from 'discord-api-types/v10';
import { snowflake } from './ids.ts';
import { basePermissions, bits, channelPermissions, has } from './permissions.ts';
import {
  type UserRecord,
  type MemberRecord,
  type GuildRecord,
  type ChannelRecord,
  type MessageRecord,
  type DispatchSink,
  TEXT_LIKE,
  isThread,
} from './world-records.ts';

/** The fake Discord's state: the records, the lookups and the permissions computed from them. */
export class WorldState {
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
