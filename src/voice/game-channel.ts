import type { DiscordGatewayAdapterCreator, VoiceConnection } from '@discordjs/voice';
import { PermissionFlagsBits, type Client, type Guild } from 'discord.js';
import { gatedAdapter, VoiceLink, type VoiceLinkOptions } from './connection.ts';
import type { VoiceLibrary } from './library.ts';
import type { VoiceLogger } from './narrator.ts';

/** The guild, when the bot may join this voice channel; else why not (the judge is told). */
export function joinableGuild(
  client: Client,
  guildId: string,
  channelId: string,
): Guild | 'channelMissing' | 'missingPermissions' {
  const guild = client.guilds.cache.get(guildId);
  const channel = guild?.channels.cache.get(channelId);
  if (!guild || !channel?.isVoiceBased()) return 'channelMissing';
  const me = guild.members.me;
  const permissions = me ? channel.permissionsFor(me) : null;
  const needed = [
    PermissionFlagsBits.ViewChannel,
    PermissionFlagsBits.Connect,
    PermissionFlagsBits.Speak,
  ];
  if (!permissions || !permissions.has(needed) || !channel.joinable) return 'missingPermissions';
  return guild;
}

/** The link to a game's voice channel: undeafened (the receiver), DAVE, the gated adapter. */
export function gameChannelLink(
  library: VoiceLibrary,
  guild: Guild,
  channelId: string,
  options: Omit<VoiceLinkOptions<VoiceConnection>, 'join'> & {
    logger: VoiceLogger;
    debug: boolean;
  },
): VoiceLink<VoiceConnection> {
  const { logger, debug } = options;
  return new VoiceLink<VoiceConnection>({
    ...options,
    join: (attempt) => {
      const connection = library.joinVoiceChannel({
        guildId: guild.id,
        channelId,
        adapterCreator: gatedAdapter(
          guild.voiceAdapterCreator as DiscordGatewayAdapterCreator,
          () => logger.debug({ attempt }, 'voice: the library rejoin was refused'),
        ),
        // The receiver (out-of-turn detection) needs an undeafened bot.
        selfDeaf: false,
        selfMute: false,
        daveEncryption: true,
        debug,
      });
      if (debug) connection.on('debug', (line: string) => logger.debug({ line }, 'voice: debug'));
      return connection;
    },
  });
}
