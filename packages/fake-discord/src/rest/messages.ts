import {
  ChannelType,
  GatewayDispatchEvents,
  GatewayIntentBits,
  type ThreadAutoArchiveDuration,
} from 'discord-api-types/v10';
import type { FakeContext } from '../context.ts';
import { DiscordHttpError, Errors } from '../errors.ts';
import { parseCreate, parseEdit } from '../message-body.ts';
import { has } from '../permissions.ts';
import type { RestRequest } from '../router.ts';
import type { ChannelRecord } from '../world.ts';
import {
  noContent,
  objectBody,
  ok,
  requireChannel,
  requireChannelPermission,
  requireMessage,
  type FakeRoute,
} from './common.ts';

const messageBucket = (req: RestRequest) => ({
  kind: 'channel-messages',
  major: req.params.channelId ?? '',
});

/**
 * Deletes have a bucket of their own per channel (Discord's route for DELETE differs from
 * POST/PATCH by its method; discord.js keys its buckets the same way).
 */
const deleteBucket = (req: RestRequest) => ({
  kind: 'message-delete',
  major: req.params.channelId ?? '',
});

/** Checks what Discord checks before the bot may post in a channel. */
function assertCanPost(ctx: FakeContext, channel: ChannelRecord, withFiles: boolean): void {
  const world = ctx.world;
  if (!world.isTextLike(channel)) throw Errors.cannotSendInVoiceChannelWithoutText();
  if (channel.type === ChannelType.DM) {
    const user = channel.recipientId ? world.user(channel.recipientId) : undefined;
    if (!user || !user.dmsOpen) throw Errors.cannotSendToUser();
    return;
  }
  const perms = world.permissionsIn(world.botUserId, channel.id);
  if (channel.thread) {
    requireChannelPermission(ctx, channel, 'SendMessagesInThreads');
    if (channel.thread.locked && !has(perms, 'ManageThreads')) throw Errors.threadLocked();
    if (channel.thread.archived) {
      channel.thread.archived = false;
      world.updateChannel(channel);
    }
  } else {
    requireChannelPermission(ctx, channel, 'SendMessages');
  }
  if (withFiles) requireChannelPermission(ctx, channel, 'AttachFiles');
}

/** Channel messages: send (JSON or multipart), fetch, list, edit, delete; typing. */
export const messageRoutes: FakeRoute[] = [
  {
    method: 'POST',
    pattern: '/channels/:channelId/messages',
    auth: 'bot',
    rateLimit: messageBucket,
    handle: (req, ctx) => {
      const channel = requireChannel(ctx, req.params.channelId);
      assertCanPost(ctx, channel, req.files.length > 0);
      // enforce_nonce: a second message with the same nonce from the same author within a few
      // minutes returns the first one instead of creating another (Discord API docs).
      const { nonce, enforce_nonce: enforceNonce } = (req.body ?? {}) as {
        nonce?: string | number;
        enforce_nonce?: boolean;
      };
      if (enforceNonce && nonce !== undefined) {
        const earlier = ctx.world.messageByNonce(channel.id, ctx.world.botUserId, String(nonce));
        if (earlier) return ok(structuredClone(earlier.message));
      }
      const parsed = parseCreate(ctx.world, channel.id, req.body, req.files, {
        allowEphemeral: false,
      });
      const canEmbed = has(ctx.world.permissionsIn(ctx.world.botUserId, channel.id), 'EmbedLinks');
      const record = ctx.world.createMessage({
        channelId: channel.id,
        authorId: ctx.world.botUserId,
        content: parsed.content,
        // Without Embed Links Discord drops the embeds silently.
        embeds: canEmbed ? parsed.embeds : [],
        components: parsed.components,
        attachments: parsed.attachments,
        flags: parsed.flags,
        tts: parsed.tts,
        messageReference: parsed.messageReference,
      });
      if (nonce !== undefined) {
        record.message.nonce = nonce;
        ctx.world.rememberNonce(channel.id, ctx.world.botUserId, String(nonce), record.message.id);
      }
      return ok(structuredClone(record.message));
    },
  },
  {
    method: 'GET',
    pattern: '/channels/:channelId/messages',
    auth: 'bot',
    handle: (req, ctx) => {
      const channel = requireChannel(ctx, req.params.channelId);
      requireChannelPermission(ctx, channel, 'ReadMessageHistory');
      const limit = Math.min(100, Math.max(1, Number(req.query.get('limit') ?? 50)));
      const before = req.query.get('before');
      const after = req.query.get('after');
      const around = req.query.get('around');
      let list = channel.messageIds
        .map((id) => ctx.world.message(id))
        .filter((m) => m !== undefined && m.visibleTo === null)
        .map((m) => m!.message);
      const big = (id: string) => BigInt(id);
      if (before) list = list.filter((m) => big(m.id) < big(before));
      if (after) list = list.filter((m) => big(m.id) > big(after));
      if (around) {
        const index = list.findIndex((m) => big(m.id) >= big(around));
        const start = Math.max(0, (index === -1 ? list.length : index) - Math.floor(limit / 2));
        list = list.slice(start, start + limit);
      } else if (after && !before) {
        list = list.slice(0, limit);
      } else {
        list = list.slice(-limit);
      }
      return ok(structuredClone(list.reverse()));
    },
  },
  {
    method: 'GET',
    pattern: '/channels/:channelId/messages/:messageId',
    auth: 'bot',
    handle: (req, ctx) => {
      const channel = requireChannel(ctx, req.params.channelId);
      requireChannelPermission(ctx, channel, 'ReadMessageHistory');
      return ok(structuredClone(requireMessage(ctx, channel, req.params.messageId).message));
    },
  },
  {
    method: 'PATCH',
    pattern: '/channels/:channelId/messages/:messageId',
    auth: 'bot',
    rateLimit: messageBucket,
    handle: (req, ctx) => {
      const channel = requireChannel(ctx, req.params.channelId);
      const record = requireMessage(ctx, channel, req.params.messageId);
      if (record.message.author.id !== ctx.world.botUserId) throw Errors.cannotEditOthersMessage();
      const { patch, files } = parseEdit(ctx.world, record, req.body, req.files);
      ctx.world.editMessage(record, patch, files);
      return ok(structuredClone(record.message));
    },
  },
  {
    method: 'DELETE',
    pattern: '/channels/:channelId/messages/:messageId',
    auth: 'bot',
    rateLimit: deleteBucket,
    handle: (req, ctx) => {
      const channel = requireChannel(ctx, req.params.channelId);
      const record = requireMessage(ctx, channel, req.params.messageId);
      if (record.message.author.id !== ctx.world.botUserId) {
        requireChannelPermission(ctx, channel, 'ManageMessages');
      }
      ctx.world.deleteMessage(record);
      return noContent();
    },
  },
  ...(
    [
      '/channels/:channelId/messages/pins/:messageId',
      '/channels/:channelId/pins/:messageId',
    ] as const
  ).flatMap((pattern): FakeRoute[] =>
    (['PUT', 'DELETE'] as const).map((method) => ({
      method,
      pattern,
      auth: 'bot',
      handle: (req, ctx) => {
        const channel = requireChannel(ctx, req.params.channelId);
        const record = requireMessage(ctx, channel, req.params.messageId);
        if (channel.guildId) {
          const perms = ctx.world.permissionsIn(ctx.world.botUserId, channel.id);
          if (!has(perms, 'PinMessages') && !has(perms, 'ManageMessages')) {
            throw Errors.missingPermissions();
          }
        }
        record.message.pinned = method === 'PUT';
        const d: { channel_id: string; guild_id?: string; last_pin_timestamp: string | null } = {
          channel_id: channel.id,
          last_pin_timestamp: method === 'PUT' ? new Date().toISOString() : null,
        };
        if (channel.guildId) d.guild_id = channel.guildId;
        ctx.world.sink.dispatch(GatewayDispatchEvents.ChannelPinsUpdate, d, {
          intent: channel.guildId ? GatewayIntentBits.Guilds : GatewayIntentBits.DirectMessages,
        });
        return noContent();
      },
    })),
  ),
  {
    method: 'POST',
    pattern: '/channels/:channelId/messages/:messageId/threads',
    auth: 'bot',
    handle: (req, ctx) => {
      const parent = requireChannel(ctx, req.params.channelId);
      const record = requireMessage(ctx, parent, req.params.messageId);
      if (parent.type !== ChannelType.GuildText) throw Errors.unknownChannel();
      requireChannelPermission(ctx, parent, 'CreatePublicThreads');
      if (ctx.world.channel(record.message.id)) {
        throw new DiscordHttpError(
          400,
          160004,
          'A thread has already been created for this message',
        );
      }
      const body = objectBody(req.body);
      const thread = ctx.world.createThread(parent, {
        id: record.message.id,
        name: typeof body.name === 'string' ? body.name : 'thread',
        type: ChannelType.PublicThread,
        ownerId: ctx.world.botUserId,
        autoArchiveDuration: body.auto_archive_duration as ThreadAutoArchiveDuration | undefined,
      });
      return ok(ctx.world.channelJSON(thread), 201);
    },
  },
  {
    method: 'POST',
    pattern: '/channels/:channelId/typing',
    auth: 'bot',
    handle: (req, ctx) => {
      requireChannel(ctx, req.params.channelId);
      return noContent();
    },
  },
];
