import type { ChatInputCommandInteraction, GuildBasedChannel } from 'discord.js';
import type { AdapterParams, BotPermission } from '../../i18n/adapter-messages.ts';

/**
 * What the bot calls in the game's text channel: posts with embeds and files (screens, the
 * report), the Night 0 private threads (created, written in, locked). Deleting its own moved
 * table card needs no permission (GAME-CARD-IN-VIEW).
 */
export const TEXT_NEEDS: readonly BotPermission[] = [
  'ViewChannel',
  'SendMessages',
  'EmbedLinks',
  'AttachFiles',
  'CreatePrivateThreads',
  'SendMessagesInThreads',
  'ManageThreads',
];
/** In the voice channel: join and narrate, and mute the table (floor control). */
export const VOICE_NEEDS: readonly BotPermission[] = [
  'ViewChannel',
  'Connect',
  'Speak',
  'MuteMembers',
];

/** The permissions of `needs` the bot lacks in `channel`, read from the cached overwrites. */
export function missingIn(
  channel: GuildBasedChannel,
  needs: readonly BotPermission[],
): BotPermission[] {
  const me = channel.guild.members.me;
  const granted = me ? channel.permissionsFor(me) : null;
  return needs.filter((permission) => !granted?.has(permission));
}

/** The pre-flight check: this channel, and the invoker's voice channel when he is in one. */
export function preflight(
  interaction: ChatInputCommandInteraction<'cached'>,
): AdapterParams['ui.permissionCheck'] {
  const channel = interaction.channel;
  const voice = interaction.member.voice.channel;
  return {
    text: channel ? missingIn(channel, TEXT_NEEDS) : [...TEXT_NEEDS],
    ...(voice ? { voiceChannelId: voice.id, voice: missingIn(voice, VOICE_NEEDS) } : {}),
  };
}
