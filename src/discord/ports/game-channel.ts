import { ChannelType, type Channel, type Client, type TextChannel } from 'discord.js';

/**
 * Where a game can be played: a plain text channel. Its lobby, screens and report are posted
 * there and the black teams' Night-0 meetings are private threads of it (NIGHT0-STEPS), which a
 * voice channel's chat, a thread or an announcement channel cannot have. `/mafia start` refuses
 * any other channel with this same test.
 */
export function isGameChannel(channel: Channel | null | undefined): channel is TextChannel {
  return channel?.type === ChannelType.GuildText;
}

/**
 * A channel by id, even when its guild is not in this process's cache: under the sharded start
 * the process holding a game's lease may run another shard than the guild's (a DM move, or a
 * takeover while that shard restarts), and sending or editing by channel id needs no guild.
 */
export function fetchChannel(client: Client, channelId: string): Promise<Channel | null> {
  return client.channels.fetch(channelId, { allowUnknownGuild: true });
}

/**
 * A channel of a guild with its guild, for what needs more than a send or an edit by id
 * (threads, the forum mafia channel, overwrites). A process that does not run the guild's
 * shard has no GUILD_CREATE of it: the guild is read by REST once (GET /guilds/:id) and kept
 * in discord.js's cache, as DiscordMembers does, so the channel and what is made in it (a
 * thread, a channel) are built on it as on the owning shard. Nothing keeps that copy up to
 * date there: what is compared with Discord's state is read again (forum-channels.ts).
 */
export async function guildChannel(
  client: Client,
  guildId: string,
  channelId: string,
): Promise<Channel | null> {
  await client.guilds.fetch(guildId);
  return client.channels.fetch(channelId);
}
