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
