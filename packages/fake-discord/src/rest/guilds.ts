import { ChannelType, RESTJSONErrorCodes } from 'discord-api-types/v10';
import type { FakeContext, MemberEditRecord } from '../context.ts';
import { DiscordHttpError, Errors } from '../errors.ts';
import { has } from '../permissions.ts';
import type { RestRequest } from '../router.ts';
import {
  noContent,
  objectBody,
  ok,
  requireGuild,
  requireGuildPermission,
  requireGuildPermissionOf,
  type FakeRoute,
} from './common.ts';

/** The bot whose token sent the request. */
const caller = (req: RestRequest, ctx: FakeContext) => req.botUserId || ctx.world.botUserId;

function memberOf(req: RestRequest, ctx: FakeContext) {
  const guild = requireGuild(ctx, req.params.guildId);
  const userId = req.params.userId === '@me' ? caller(req, ctx) : (req.params.userId ?? '');
  const member = guild.members.get(userId);
  if (!member) throw Errors.unknownMember();
  return { guild, userId, member };
}

/**
 * PATCH /guilds/{g}/members/{u}: server mute/deafen, move/disconnect, nickname, roles. Checks the
 * bot's permissions, refuses voice edits for members not in voice (40032), then applies the edit
 * and announces VOICE_STATE_UPDATE (if in voice) and GUILD_MEMBER_UPDATE.
 */
function editMember(req: RestRequest, ctx: FakeContext) {
  const { guild, userId } = memberOf(req, ctx);
  const body = objectBody(req.body);
  const world = ctx.world;
  const inVoice = guild.voice.has(userId);
  // Server mute is a member flag: any bot with Mute Members sets or lifts it, whoever set it.
  if ('mute' in body) requireGuildPermissionOf(ctx, guild.id, caller(req, ctx), 'MuteMembers');
  if ('deaf' in body) requireGuildPermission(ctx, guild.id, 'DeafenMembers');
  if ('channel_id' in body) requireGuildPermission(ctx, guild.id, 'MoveMembers');
  if ('nick' in body) {
    requireGuildPermission(
      ctx,
      guild.id,
      userId === world.botUserId ? 'ChangeNickname' : 'ManageNicknames',
    );
  }
  if ('roles' in body) requireGuildPermission(ctx, guild.id, 'ManageRoles');
  const wantsVoice =
    'mute' in body || 'deaf' in body || ('channel_id' in body && body.channel_id !== null);
  if (wantsVoice && !inVoice) throw Errors.notConnectedToVoice();
  if ('channel_id' in body && body.channel_id !== null) {
    const target = world.channel(String(body.channel_id));
    if (!target || target.guildId !== guild.id || target.type !== ChannelType.GuildVoice) {
      throw Errors.unknownChannel();
    }
    if (!has(world.permissionsIn(world.botUserId, target.id), 'Connect'))
      throw Errors.missingPermissions();
  }
  if ('roles' in body) {
    const roles = body.roles;
    if (!Array.isArray(roles) || roles.some((r) => typeof r !== 'string' || !guild.roles.has(r))) {
      throw Errors.unknownRole();
    }
  }
  world.editMember(guild.id, userId, {
    mute: typeof body.mute === 'boolean' ? body.mute : undefined,
    deaf: typeof body.deaf === 'boolean' ? body.deaf : undefined,
    nick: 'nick' in body ? ((body.nick as string | null) ?? null) : undefined,
    roleIds: 'roles' in body ? (body.roles as string[]).filter((r) => r !== guild.id) : undefined,
  });
  if ('channel_id' in body) {
    world.setVoice(guild.id, userId, (body.channel_id as string | null) ?? null);
  }
  return ok(world.memberJSON(guild.id, userId));
}

/** Guilds, roles and members (member edits are rate limited per guild and logged). */
export const guildRoutes: FakeRoute[] = [
  {
    method: 'GET',
    pattern: '/guilds/:guildId',
    auth: 'bot',
    handle: (req, ctx) => {
      const guild = requireGuild(ctx, req.params.guildId);
      const { unavailable: _u, ...json } = ctx.world.guildJSON(guild.id);
      if (req.query.get('with_counts') === 'true') {
        return ok({
          ...json,
          approximate_member_count: guild.members.size,
          approximate_presence_count: guild.members.size,
        });
      }
      return ok(json);
    },
  },
  {
    method: 'GET',
    pattern: '/guilds/:guildId/roles',
    auth: 'bot',
    handle: (req, ctx) => ok([...requireGuild(ctx, req.params.guildId).roles.values()]),
  },
  {
    method: 'GET',
    pattern: '/guilds/:guildId/members/:userId',
    auth: 'bot',
    anyBot: true,
    handle: (req, ctx) => {
      if (!ctx.world.member(req.params.guildId ?? '', caller(req, ctx))) {
        requireGuild(ctx, req.params.guildId);
        throw Errors.missingAccess();
      }
      const { guild, userId } = memberOf(req, ctx);
      return ok(ctx.world.memberJSON(guild.id, userId));
    },
  },
  {
    method: 'GET',
    pattern: '/guilds/:guildId/members',
    auth: 'bot',
    handle: (req, ctx) => {
      const guild = requireGuild(ctx, req.params.guildId);
      if (!ctx.gateway.options.privilegedIntents.guildMembers) throw Errors.missingAccess();
      const limit = Math.min(1000, Math.max(1, Number(req.query.get('limit') ?? 1)));
      const after = BigInt(req.query.get('after') ?? '0');
      const ids = [...guild.members.keys()]
        .filter((id) => BigInt(id) > after)
        .sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1))
        .slice(0, limit);
      return ok(ids.map((id) => ctx.world.memberJSON(guild.id, id)));
    },
  },
  {
    method: 'PATCH',
    pattern: '/guilds/:guildId/members/:userId',
    auth: 'bot',
    anyBot: true,
    // Discord keys the member-edit limit per server and per bot.
    rateLimit: (req) => ({
      kind: 'member-edit',
      major: `${req.params.guildId ?? ''}/${req.botUserId}`,
    }),
    before: (req, ctx) => {
      const userId = req.params.userId === '@me' ? caller(req, ctx) : (req.params.userId ?? '');
      const member = ctx.world.member(req.params.guildId ?? '', userId);
      const voice = ctx.world.guild(req.params.guildId ?? '')?.voice.get(userId);
      return member
        ? { mute: member.mute, deaf: member.deaf, channelId: voice?.channelId ?? null }
        : undefined;
    },
    onResult: (req, ctx, status, code, before) => {
      ctx.memberEdits.push({
        at: Date.now(),
        arrivedAt: req.arrivedAt,
        guildId: req.params.guildId ?? '',
        userId: req.params.userId === '@me' ? caller(req, ctx) : (req.params.userId ?? ''),
        botUserId: caller(req, ctx),
        body: objectBody(req.body),
        reason: req.reason,
        status,
        code,
        before: before as MemberEditRecord['before'],
      });
    },
    handle: editMember,
  },
  {
    method: 'GET',
    pattern: '/guilds/:guildId/voice-states/:userId',
    auth: 'bot',
    handle: (req, ctx) => {
      const { guild, userId } = memberOf(req, ctx);
      if (!guild.voice.has(userId)) {
        throw new DiscordHttpError(
          404,
          RESTJSONErrorCodes.UnknownVoiceState,
          'Unknown Voice State',
        );
      }
      return ok(ctx.world.voiceStateJSON(guild.id, userId));
    },
  },
];

for (const method of ['PUT', 'DELETE'] as const) {
  guildRoutes.push({
    method,
    pattern: '/guilds/:guildId/members/:userId/roles/:roleId',
    auth: 'bot',
    handle: (req, ctx) => {
      const { guild, userId, member } = memberOf(req, ctx);
      requireGuildPermission(ctx, guild.id, 'ManageRoles');
      const roleId = req.params.roleId ?? '';
      if (!guild.roles.has(roleId)) throw Errors.unknownRole();
      const roles = new Set(member.roleIds);
      if (method === 'PUT') roles.add(roleId);
      else roles.delete(roleId);
      ctx.world.editMember(guild.id, userId, { roleIds: [...roles] });
      return noContent();
    },
  });
}
