/** Channels, threads and DM channels in the fake Discord: creation, edits and deletion, each announced. */
import {
  ChannelType,
  GatewayDispatchEvents,
  GatewayIntentBits,
  ThreadAutoArchiveDuration,
  type APIOverwrite,
  type APIThreadChannel,
  type APIThreadMember,
  type ThreadMemberFlags,
} from 'discord-api-types/v10';
import { isoNow, snowflake } from './ids.ts';
import { WorldGuilds } from './world-guilds.ts';
import { type ChannelRecord, isThread } from './world-records.ts';

/** Creates, edits and deletes channels, threads and thread members, and opens DM channels. */
export class WorldChannels extends WorldGuilds {
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
}
