/**
 * Other bot applications in the fake Discord (issue 14, item 6): a club invites extra bots with
 * Mute Members so member edits can be spread over several tokens, since Discord limits member
 * edits per bot and per server. A helper bot is a user with `bot: true`, a token of its own and,
 * in each server that invited it, a member with a managed role of its own permissions — as
 * Discord does when a bot is added with permissions. It only uses REST (no gateway session).
 */
import { GatewayDispatchEvents, GatewayIntentBits } from 'discord-api-types/v10';
import { botToken, snowflake } from './ids.ts';
import { bits, type PermissionName } from './permissions.ts';
import { makeRole } from './world-guilds.ts';
import type { World } from './world.ts';

export interface HelperBot {
  userId: string;
  token: string;
  name: string;
}

export interface AddHelperBotOptions {
  name: string;
  /** The servers that invited it (the default guild when omitted). */
  guildIds?: string[];
  /** Its managed role's permissions in those servers (default: Mute Members). */
  permissions?: PermissionName[];
}

/** Every bot token the fake accepts (the main bot's and the helper bots'), to its bot user. */
export class BotTokens extends Map<string, string> {
  /** A helper bot invited (with Mute Members by default) to the servers named, or `guildId`. */
  addHelper(world: World, options: AddHelperBotOptions, guildId: string): HelperBot {
    const bot = createBotUser(world, options.name);
    this.set(bot.token, bot.userId);
    for (const id of options.guildIds ?? [guildId])
      inviteBot(world, bot, id, options.permissions ?? ['MuteMembers']);
    return bot;
  }
}

/** A new bot user with its token; it joins no server yet. */
export function createBotUser(world: World, name: string): HelperBot {
  const userId = snowflake();
  world.users.set(userId, {
    id: userId,
    username: name,
    globalName: null,
    bot: true,
    locale: 'en-US',
    dmsOpen: false,
    dmChannelId: null,
  });
  return { userId, token: botToken(userId), name };
}

/** The bot joins a server with a managed role carrying `permissions` (an OAuth2 bot invite). */
export function inviteBot(
  world: World,
  bot: HelperBot,
  guildId: string,
  permissions: readonly PermissionName[],
): void {
  const role = makeRole(snowflake(), bot.name, 1, bits(permissions));
  role.managed = true;
  role.tags = { bot_id: bot.userId };
  world.requireGuild(guildId).roles.set(role.id, role);
  world.sink.dispatch(
    GatewayDispatchEvents.GuildRoleCreate,
    { guild_id: guildId, role },
    { intent: GatewayIntentBits.Guilds },
  );
  world.addMember(guildId, bot.userId, [role.id]);
}

/** Its managed role loses (or gets) permissions, as a server admin may do at any time. */
export function setBotPermissions(
  world: World,
  bot: HelperBot,
  guildId: string,
  permissions: readonly PermissionName[],
): void {
  const guild = world.requireGuild(guildId);
  const role = [...guild.roles.values()].find((r) => r.tags?.bot_id === bot.userId);
  if (!role) throw new Error(`${bot.name} is not in ${guildId}`);
  world.setRolePermissions(guildId, role.id, bits(permissions));
}
