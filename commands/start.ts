import { ChannelType } from 'discord.js';
import { MAX_PHASE_HOURS } from '../src/engine/presets.ts';
import { PRESETS, type Preset } from '../src/engine/roles.ts';
import { catalog, localeFrom } from '../src/i18n/index.ts';
import { described, ephemeral, named, type Subcommand } from '../src/discord/command-kit.ts';
import { MAFIA_CHANNEL_PERMISSIONS } from '../src/discord/forum-channels.ts';
import { isGameChannel } from '../src/discord/game-channel.ts';
import { DEFAULT_PRESET, speechSecondsFor } from '../src/discord/guild-settings.ts';
import type { BotPermission } from '../src/i18n/adapter-messages.ts';

const HOUR = 3_600_000;

/**
 * What the bot needs in the game channel for any game: to see it, post the screens (embeds)
 * and attach the deal record to the end-of-game report. Mute Members is not required: without
 * it a sports game goes on unmuted and the judge is told once (as before).
 */
const TABLE_PERMISSIONS: readonly BotPermission[] = [
  'ViewChannel',
  'SendMessages',
  'EmbedLinks',
  'AttachFiles',
];
/**
 * Forum games also create the mafia's private channel (rules §7.4.1, D37) with permission
 * overwrites: Manage Channels and Manage Roles, and every permission an overwrite grants.
 */
const FORUM_PERMISSIONS: readonly BotPermission[] = [
  ...TABLE_PERMISSIONS,
  ...MAFIA_CHANNEL_PERMISSIONS.filter((name) => !TABLE_PERMISSIONS.includes(name)),
];

/** The permissions this preset needs that the bot lacks in this channel (Administrator: none). */
export function missingPermissions(
  preset: Preset,
  has: (permission: BotPermission) => boolean,
): BotPermission[] {
  return (preset === 'forum' ? FORUM_PERMISSIONS : TABLE_PERMISSIONS).filter(
    (permission) => !has(permission),
  );
}

/** `/mafia start [preset] [voice] [judge] [day_hours] [night_hours]`: opens a lobby in this channel. */
export const start: Subcommand = {
  name: 'start',
  nameRu: 'старт',
  build: (sub) =>
    described(named(sub, 'start', 'старт'), 'cmd.start')
      .addStringOption((option) =>
        described(named(option, 'preset', 'пресет'), 'cmd.start.preset').addChoices(
          ...PRESETS.map((preset) => ({
            name: catalog('en').presets[preset],
            name_localizations: { ru: catalog('ru').presets[preset] },
            value: preset,
          })),
        ),
      )
      .addChannelOption((option) =>
        described(named(option, 'voice', 'голосовой'), 'cmd.start.voice').addChannelTypes(
          ChannelType.GuildVoice,
        ),
      )
      .addUserOption((option) => described(named(option, 'judge', 'судья'), 'cmd.start.judge'))
      .addIntegerOption((option) =>
        described(named(option, 'day_hours', 'часы_дня'), 'cmd.start.day_hours')
          .setMinValue(1)
          .setMaxValue(MAX_PHASE_HOURS),
      )
      .addIntegerOption((option) =>
        described(named(option, 'night_hours', 'часы_ночи'), 'cmd.start.night_hours')
          .setMinValue(1)
          .setMaxValue(MAX_PHASE_HOURS),
      ),
  async execute({ interaction, orchestrator, settings }) {
    // Refused before anything else: elsewhere the lobby could never appear (game-channel.ts).
    if (!isGameChannel(interaction.channel))
      return ephemeral({ key: 'ui.textChannelOnly', params: {} });
    const guildSettings = await settings.get(interaction.guildId);
    const preset =
      (interaction.options.getString('preset') as Preset | null) ??
      guildSettings.defaultPreset ??
      DEFAULT_PRESET;
    const forum = preset === 'forum';
    // An option of the other kind of game is refused rather than silently dropped.
    if (forum && interaction.options.getChannel('voice'))
      return ephemeral({ key: 'ui.forumNoVoice', params: {} });
    const dayHours = interaction.options.getInteger('day_hours');
    const nightHours = interaction.options.getInteger('night_hours');
    if (!forum && (dayHours !== null || nightHours !== null))
      return ephemeral({ key: 'ui.forumOnly', params: {} });
    // The bot's permissions in this channel, as Discord sent them with the interaction.
    const missing = missingPermissions(preset, (permission) =>
      interaction.appPermissions.has(permission),
    );
    if (missing.length > 0)
      return ephemeral({ key: 'ui.missingPermissions', params: { permissions: missing } });
    // Voice: the option, else the invoker's current voice channel; required for the sports presets.
    const voice = interaction.options.getChannel('voice') ?? interaction.member.voice.channel;
    if (!forum && !voice) return ephemeral({ key: 'ui.voiceRequired', params: { preset } });
    const judge = interaction.options.getUser('judge');
    const speechSeconds = speechSecondsFor(guildSettings, preset);
    const locale = guildSettings.language ?? localeFrom(interaction.guild.preferredLocale);
    const opened = await orchestrator.openLobby({
      guildId: interaction.guildId,
      channelId: interaction.channelId,
      ...(voice && !forum ? { voiceChannelId: voice.id } : {}),
      hostId: interaction.user.id,
      ...(judge ? { judgeId: judge.id } : {}),
      preset,
      locale,
      overrides: {
        ...(speechSeconds ? { speechMs: speechSeconds * 1000 } : {}),
        ...(guildSettings.nightSeconds ? { nightWindowMs: guildSettings.nightSeconds * 1000 } : {}),
        ...(guildSettings.floorControl ? { floorControl: guildSettings.floorControl } : {}),
        ...(dayHours ? { forumDayMs: dayHours * HOUR } : {}),
        ...(nightHours ? { forumNightMs: nightHours * HOUR } : {}),
      },
    });
    if (!opened.ok) return ephemeral(opened.error);
    return ephemeral({ key: 'ui.started', params: { gameId: opened.gameId } });
  },
};
