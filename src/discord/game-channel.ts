import { ChannelType, type Channel, type TextChannel } from 'discord.js';

/**
 * Where a game can be played: a plain text channel. Its lobby, screens and report are posted
 * there and the black teams' Night-0 meetings are private threads of it (NIGHT0-STEPS), which a
 * voice channel's chat, a thread or an announcement channel cannot have. `/mafia start` refuses
 * any other channel with this same test.
 */
export function isGameChannel(channel: Channel | null | undefined): channel is TextChannel {
  return channel?.type === ChannelType.GuildText;
}
