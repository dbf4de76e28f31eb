import { PermissionFlagsBits, type Client } from 'discord.js';
import type { RoomPermission } from '../engine/index.ts';
import type { MemberPort } from '../orchestrator/ports.ts';

/**
 * Discord shows a private thread to its members and to whoever has Manage Threads in the parent
 * channel; Administrator passes every overwrite; Manage Channels lets a member open any channel's
 * settings, the forum mafia channel's included. So these open the teams' rooms whatever the
 * bot's overwrites say. Administrator implies the others and is named alone.
 */
export class DiscordMembers implements MemberPort {
  readonly #client: Client;

  constructor(client: Client) {
    this.#client = client;
  }

  async roomAccess(guildId: string, channelId: string, userId: string): Promise<RoomPermission[]> {
    const guild = await this.#client.guilds.fetch(guildId);
    // Fresh from Discord: without the privileged members intent the cache misses role changes.
    const member = await guild.members.fetch({ user: userId, force: true });
    const channel = await guild.channels.fetch(channelId);
    const server = member.permissions;
    if (server.has(PermissionFlagsBits.Administrator)) return ['Administrator'];
    const here = channel ? member.permissionsIn(channel) : server;
    const found: RoomPermission[] = [];
    if (here.has(PermissionFlagsBits.ManageThreads)) found.push('ManageThreads');
    if (server.has(PermissionFlagsBits.ManageChannels)) found.push('ManageChannels');
    return found;
  }
}
