import type { FakeContext } from '../context.ts';
import { Errors } from '../errors.ts';
import { has, type PermissionName } from '../permissions.ts';
import type { RestResponse, Route } from '../router.ts';
import type { ChannelRecord, GuildRecord, MessageRecord } from '../world.ts';

export type FakeRoute = Route<FakeContext>;

export const ok = (body: unknown, status = 200): RestResponse => ({ status, body });
export const noContent = (): RestResponse => ({ status: 204 });

export function requireGuild(ctx: FakeContext, guildId: string | undefined): GuildRecord {
  const guild = guildId ? ctx.world.guild(guildId) : undefined;
  if (!guild) throw Errors.unknownGuild();
  return guild;
}

/** A channel the bot can see (else Unknown Channel / Missing Access, as Discord answers). */
export function requireChannel(ctx: FakeContext, channelId: string | undefined): ChannelRecord {
  const channel = channelId ? ctx.world.channel(channelId) : undefined;
  if (!channel) throw Errors.unknownChannel();
  if (!ctx.world.canViewChannel(ctx.world.botUserId, channel.id)) throw Errors.missingAccess();
  return channel;
}

/** A message the bot can see in this channel (ephemeral messages are not reachable here). */
export function requireMessage(
  ctx: FakeContext,
  channel: ChannelRecord,
  messageId: string | undefined,
): MessageRecord {
  const record = messageId ? ctx.world.message(messageId) : undefined;
  if (!record || record.message.channel_id !== channel.id || record.visibleTo) {
    throw Errors.unknownMessage();
  }
  return record;
}

export function requireChannelPermission(
  ctx: FakeContext,
  channel: ChannelRecord,
  ...names: PermissionName[]
): void {
  const perms = ctx.world.permissionsIn(ctx.world.botUserId, channel.id);
  for (const name of names) if (!has(perms, name)) throw Errors.missingPermissions();
}

export function requireGuildPermission(
  ctx: FakeContext,
  guildId: string,
  ...names: PermissionName[]
): void {
  requireGuildPermissionOf(ctx, guildId, ctx.world.botUserId, ...names);
}

/** The permissions of the bot that sent the request (a helper bot's own in its server). */
export function requireGuildPermissionOf(
  ctx: FakeContext,
  guildId: string,
  botUserId: string,
  ...names: PermissionName[]
): void {
  // A bot that is not (or no longer) in the server: Discord answers Missing Access.
  if (!ctx.world.member(guildId, botUserId)) throw Errors.missingAccess();
  const perms = ctx.world.guildPermissions(guildId, botUserId);
  for (const name of names) if (!has(perms, name)) throw Errors.missingPermissions();
}

export function objectBody(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}
