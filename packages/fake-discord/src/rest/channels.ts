import type { ThreadAutoArchiveDuration } from 'discord-api-types/v10';
import {
  ChannelType,
  OverwriteType,
  PermissionFlagsBits,
  type APIOverwrite,
} from 'discord-api-types/v10';
import type { FakeContext } from '../context.ts';
import { Errors } from '../errors.ts';
import { isoNow } from '../ids.ts';
import { has } from '../permissions.ts';
import { ErrorCollector } from '../error-collector.ts';
import { isThread, type ChannelRecord } from '../world.ts';
import {
  noContent,
  objectBody,
  ok,
  requireChannel,
  requireChannelPermission,
  requireGuild,
  requireGuildPermission,
  type FakeRoute,
} from './common.ts';

interface RawOverwrite {
  id?: string;
  type?: number;
  allow?: string | number | null;
  deny?: string | number | null;
}

function toOverwrite(raw: RawOverwrite, id?: string): APIOverwrite {
  return {
    id: id ?? raw.id ?? '',
    type: raw.type === OverwriteType.Member ? OverwriteType.Member : OverwriteType.Role,
    allow: String(raw.allow ?? '0'),
    deny: String(raw.deny ?? '0'),
  };
}

/** Discord refuses overwrites that grant or deny what the bot itself does not have. */
function assertCanSetOverwrites(
  ctx: FakeContext,
  guildId: string,
  overwrites: APIOverwrite[],
  channel?: ChannelRecord,
): void {
  if (overwrites.length === 0) return;
  requireGuildPermission(ctx, guildId, 'ManageRoles');
  const own = channel
    ? ctx.world.permissionsIn(ctx.world.botUserId, channel.id)
    : ctx.world.guildPermissions(guildId, ctx.world.botUserId);
  if (has(own, 'Administrator')) return;
  for (const o of overwrites) {
    const wanted = BigInt(o.allow) | BigInt(o.deny);
    if ((wanted & ~own & ~PermissionFlagsBits.ManageRoles) !== 0n)
      throw Errors.missingPermissions();
  }
}

function checkName(name: unknown, required: boolean): void {
  const errors = new ErrorCollector();
  if (required) errors.required(['name'], name);
  if (name !== undefined && (typeof name !== 'string' || name.length < 1 || name.length > 100)) {
    errors.add(['name'], 'BASE_TYPE_BAD_LENGTH', 'Must be between 1 and 100 in length.');
  }
  errors.throwIfAny();
}

function requireThread(ctx: FakeContext, channelId: string | undefined): ChannelRecord {
  const channel = requireChannel(ctx, channelId);
  if (!channel.thread) throw Errors.unknownChannel();
  return channel;
}

/** Guild channels, permission overwrites, and threads with their members. */
export const channelRoutes: FakeRoute[] = [
  {
    method: 'GET',
    pattern: '/channels/:channelId',
    auth: 'bot',
    handle: (req, ctx) => ok(ctx.world.channelJSON(requireChannel(ctx, req.params.channelId))),
  },
  {
    method: 'PATCH',
    pattern: '/channels/:channelId',
    auth: 'bot',
    handle: (req, ctx) => {
      const channel = requireChannel(ctx, req.params.channelId);
      const body = objectBody(req.body);
      checkName(body.name, false);
      if (channel.thread) {
        const t = channel.thread;
        const isOwner = t.ownerId === ctx.world.botUserId;
        if (body.locked !== undefined || (!isOwner && Object.keys(body).length > 0)) {
          requireChannelPermission(ctx, channel, 'ManageThreads');
        }
        if (typeof body.name === 'string') channel.name = body.name;
        if (typeof body.archived === 'boolean' && body.archived !== t.archived) {
          t.archived = body.archived;
          t.archiveTimestamp = isoNow();
        }
        if (typeof body.locked === 'boolean') t.locked = body.locked;
        if (typeof body.invitable === 'boolean') t.invitable = body.invitable;
        if (typeof body.auto_archive_duration === 'number') {
          t.autoArchiveDuration = body.auto_archive_duration as ThreadAutoArchiveDuration;
        }
      } else {
        if (!channel.guildId) throw Errors.missingPermissions();
        requireChannelPermission(ctx, channel, 'ManageChannels');
        if (Array.isArray(body.permission_overwrites)) {
          const overwrites = (body.permission_overwrites as RawOverwrite[]).map((o) =>
            toOverwrite(o),
          );
          assertCanSetOverwrites(ctx, channel.guildId, overwrites, channel);
          channel.overwrites = overwrites;
        }
        if (typeof body.name === 'string') channel.name = body.name;
        if (body.topic !== undefined) channel.topic = (body.topic as string | null) ?? null;
        if (typeof body.position === 'number') channel.position = body.position;
        if (body.parent_id !== undefined)
          channel.parentId = (body.parent_id as string | null) ?? null;
        if (typeof body.rate_limit_per_user === 'number')
          channel.rateLimitPerUser = body.rate_limit_per_user;
      }
      ctx.world.updateChannel(channel);
      return ok(ctx.world.channelJSON(channel));
    },
  },
  {
    method: 'DELETE',
    pattern: '/channels/:channelId',
    auth: 'bot',
    handle: (req, ctx) => {
      const channel = requireChannel(ctx, req.params.channelId);
      if (channel.type === ChannelType.DM) return ok(ctx.world.channelJSON(channel));
      requireChannelPermission(ctx, channel, channel.thread ? 'ManageThreads' : 'ManageChannels');
      const json = ctx.world.channelJSON(channel);
      ctx.world.deleteChannel(channel);
      return ok(json);
    },
  },
  {
    method: 'PUT',
    pattern: '/channels/:channelId/permissions/:overwriteId',
    auth: 'bot',
    handle: (req, ctx) => {
      const channel = requireChannel(ctx, req.params.channelId);
      if (!channel.guildId || channel.thread) throw Errors.unknownChannel();
      const overwrite = toOverwrite(objectBody(req.body) as RawOverwrite, req.params.overwriteId);
      assertCanSetOverwrites(ctx, channel.guildId, [overwrite], channel);
      channel.overwrites = [...channel.overwrites.filter((o) => o.id !== overwrite.id), overwrite];
      ctx.world.updateChannel(channel);
      return noContent();
    },
  },
  {
    method: 'DELETE',
    pattern: '/channels/:channelId/permissions/:overwriteId',
    auth: 'bot',
    handle: (req, ctx) => {
      const channel = requireChannel(ctx, req.params.channelId);
      if (!channel.guildId || channel.thread) throw Errors.unknownChannel();
      requireGuildPermission(ctx, channel.guildId, 'ManageRoles');
      channel.overwrites = channel.overwrites.filter((o) => o.id !== req.params.overwriteId);
      ctx.world.updateChannel(channel);
      return noContent();
    },
  },
  {
    method: 'GET',
    pattern: '/guilds/:guildId/channels',
    auth: 'bot',
    handle: (req, ctx) => {
      const guild = requireGuild(ctx, req.params.guildId);
      const list = guild.channelIds
        .map((id) => ctx.world.channel(id))
        .filter((c): c is ChannelRecord => c !== undefined && !isThread(c.type))
        .map((c) => ctx.world.channelJSON(c));
      return ok(list);
    },
  },
  {
    method: 'POST',
    pattern: '/guilds/:guildId/channels',
    auth: 'bot',
    handle: (req, ctx) => {
      const guild = requireGuild(ctx, req.params.guildId);
      requireGuildPermission(ctx, guild.id, 'ManageChannels');
      const body = objectBody(req.body);
      checkName(body.name, true);
      const type = (body.type as number | undefined) ?? ChannelType.GuildText;
      if (
        ![ChannelType.GuildText, ChannelType.GuildVoice, ChannelType.GuildCategory].includes(type)
      ) {
        const errors = new ErrorCollector();
        errors.add(['type'], 'BASE_TYPE_CHOICES', `Value must be one of {0, 2, 4}.`);
        errors.throwIfAny();
      }
      const overwrites = ((body.permission_overwrites as RawOverwrite[] | undefined) ?? []).map(
        (o) => toOverwrite(o),
      );
      assertCanSetOverwrites(ctx, guild.id, overwrites);
      const name =
        type === ChannelType.GuildText
          ? String(body.name).toLowerCase().replace(/\s+/g, '-')
          : String(body.name);
      const channel = ctx.world.createChannel(guild.id, {
        name,
        type: type as ChannelType.GuildText,
        overwrites,
        parentId: (body.parent_id as string | undefined) ?? null,
        topic: (body.topic as string | undefined) ?? null,
        position: body.position as number | undefined,
      });
      return ok(ctx.world.channelJSON(channel), 201);
    },
  },
  {
    method: 'POST',
    pattern: '/channels/:channelId/threads',
    auth: 'bot',
    handle: (req, ctx) => {
      const parent = requireChannel(ctx, req.params.channelId);
      if (parent.type !== ChannelType.GuildText) throw Errors.unknownChannel();
      const body = objectBody(req.body);
      checkName(body.name, true);
      const type =
        (body.type as number | undefined) === ChannelType.PublicThread
          ? ChannelType.PublicThread
          : ChannelType.PrivateThread;
      requireChannelPermission(
        ctx,
        parent,
        type === ChannelType.PrivateThread ? 'CreatePrivateThreads' : 'CreatePublicThreads',
      );
      const thread = ctx.world.createThread(parent, {
        name: String(body.name),
        type,
        ownerId: ctx.world.botUserId,
        invitable:
          type === ChannelType.PrivateThread
            ? ((body.invitable as boolean | undefined) ?? true)
            : true,
        autoArchiveDuration: body.auto_archive_duration as ThreadAutoArchiveDuration | undefined,
      });
      return ok(ctx.world.channelJSON(thread), 201);
    },
  },
  {
    method: 'GET',
    pattern: '/channels/:channelId/thread-members',
    auth: 'bot',
    handle: (req, ctx) => {
      const thread = requireThread(ctx, req.params.channelId);
      const members = [...(thread.thread?.members ?? new Map<string, string>())].map(
        ([userId, joined]) => ({
          id: thread.id,
          user_id: userId,
          join_timestamp: joined,
          flags: 0,
        }),
      );
      return ok(members);
    },
  },
];

for (const method of ['PUT', 'DELETE'] as const) {
  channelRoutes.push({
    method,
    pattern: '/channels/:channelId/thread-members/:userId',
    auth: 'bot',
    handle: (req, ctx) => {
      const thread = requireThread(ctx, req.params.channelId);
      const t = thread.thread;
      if (!t) throw Errors.unknownChannel();
      const userId = req.params.userId === '@me' ? ctx.world.botUserId : (req.params.userId ?? '');
      if (!thread.guildId || !ctx.world.member(thread.guildId, userId))
        throw Errors.unknownMember();
      if (t.archived) throw Errors.threadArchived();
      const self = userId === ctx.world.botUserId;
      if (!self) {
        const perms = ctx.world.permissionsIn(ctx.world.botUserId, thread.id);
        if (method === 'PUT') {
          requireChannelPermission(ctx, thread, 'SendMessagesInThreads');
          if (
            thread.type === ChannelType.PrivateThread &&
            !t.members.has(ctx.world.botUserId) &&
            !has(perms, 'ManageThreads')
          ) {
            throw Errors.missingPermissions();
          }
        } else if (t.ownerId !== ctx.world.botUserId && !has(perms, 'ManageThreads')) {
          throw Errors.missingPermissions();
        }
      }
      if (method === 'PUT') ctx.world.addThreadMember(thread, userId);
      else ctx.world.removeThreadMember(thread, userId);
      return noContent();
    },
  });
}
