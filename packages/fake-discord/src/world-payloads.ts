/** The fake Discord's payloads: users, members, voice states, channels, messages and guilds as the API sends them. */
import {
  ChannelType,
  GatewayIntentBits,
  ThreadAutoArchiveDuration,
  type APIChannel,
  type APIDMChannel,
  type APIGuildMember,
  type APIGuildTextChannel,
  type APIGuildVoiceChannel,
  type APIThreadChannel,
  type APIUser,
  type APIVoiceState,
  type ChannelFlags,
  type GuildMemberFlags,
  type GuildSystemChannelFlags,
  type ThreadMemberFlags,
  type UserFlags,
  type GatewayGuildCreateDispatchData,
  type GatewayMessageCreateDispatchData,
} from 'discord-api-types/v10';
import { randomToken } from './ids.ts';
import type { ChannelRecord, MessageRecord } from './world-records.ts';
import { WorldState } from './world-state.ts';

/** The API payloads built from the records (the `*JSON` methods). */
export class WorldPayloads extends WorldState {
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
}
