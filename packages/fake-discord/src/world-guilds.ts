/** Users, guilds, roles, members and voice in the fake Discord: creation and edits, each announced. */
import {
  GatewayDispatchEvents,
  GatewayIntentBits,
  type APIRole,
  type RoleFlags,
} from 'discord-api-types/v10';
import { isoNow, randomToken, snowflake } from './ids.ts';
import {
  ALL_PERMISSIONS,
  DEFAULT_BOT,
  DEFAULT_EVERYONE,
  bits,
  type PermissionName,
} from './permissions.ts';
import { WorldPayloads } from './world-payloads.ts';
import type { UserRecord, MemberRecord, GuildRecord } from './world-records.ts';

/** Creates and edits users, guilds, roles, members and voice states, announcing each change. */
export class WorldGuilds extends WorldPayloads {
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
    /** A chosen id (e.g. one that lands on a given shard); a fresh snowflake by default. */
    id?: string;
  }): GuildRecord {
    const id = input.id ?? snowflake();
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
}

export function makeRole(id: string, name: string, position: number, permissions: bigint): APIRole {
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
