import {
  GatewayDispatchEvents,
  GatewayIntentBits,
  MessageType,
  type APIMessage,
  type APIUser,
} from 'discord-api-types/v10';
import { isoNow, snowflake } from './ids.ts';
import { WorldChannels } from './world-channels.ts';
import type {
  StoredFile,
  MessageRecord,
  MessageChange,
  NewMessage,
  MessagePatch,
} from './world-records.ts';

export { isThread } from './world-records.ts';
export type {
  GuildRecord,
  ChannelRecord,
  StoredFile,
  MessageRecord,
  MessageChange,
  DispatchName,
  DispatchData,
  DispatchOptions,
  DispatchSink,
  NewMessage,
  MessagePatch,
} from './world-records.ts';

/**
 * The fake Discord's state: users, guilds (roles, members, voice), channels, threads, messages and
 * application commands. Every mutation announces itself to the gateway (`sink`) as Discord would,
 * and to the scripted players (`events`, 'message').
 */
export class World extends WorldChannels {
  /** Request Guild Members (op 8) answered with RATE_LIMITED instead of a chunk, this many times. */
  rateLimitedMemberRequests = 0;
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
}

function mentionedRoles(content: string): string[] {
  return [...new Set([...content.matchAll(/<@&(\d{17,20})>/g)].map((m) => m[1] ?? ''))];
}
