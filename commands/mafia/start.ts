import { ChannelType } from 'discord.js';
import {
  MAX_PHASE_HOURS,
  PRESETS,
  gameKind,
  phaseHourOverrides,
  startOptionRefusal,
  voiceRefusal,
  type Preset,
  type StartOptions,
  type StartRefusal,
} from '../../src/engine/index.ts';
import { catalog, localeFrom } from '../../src/i18n/index.ts';
import { described, ephemeral, named } from '../../src/discord/interactions/command-kit.ts';
import { MAFIA_CHANNEL_PERMISSIONS } from '../../src/discord/ports/forum-channels.ts';
import {
  inTextChannel,
  refuse,
  subcommand,
  type Precondition,
  type Refusal,
} from '../../src/discord/interactions/preconditions.ts';
import type { BotPermission } from '../../src/i18n/adapter-messages.ts';
import {
  DEFAULT_PRESET,
  lobbyDefaults,
  type GuildSettings,
} from '../../src/settings/guild-settings.ts';

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
 * Forum games also create the mafia's private channel (FORUM-MAFIA-ROOM, D37) with permission
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
  return (gameKind(preset).mafiaRoom ? FORUM_PERMISSIONS : TABLE_PERMISSIONS).filter(
    (permission) => !has(permission),
  );
}

/** The engine's reason to refuse a start, as the adapter words it. */
function refusal(reason: StartRefusal, preset: Preset): Refusal {
  if (reason === 'voiceRequired') return refuse({ key: 'ui.voiceRequired', params: { preset } });
  return refuse({ key: `ui.${reason}`, params: {} });
}

/** `guildDefaults`: the server's settings, which a new game starts from. */
const guildDefaults: Precondition<object, { guildSettings: GuildSettings }> = {
  name: 'guildDefaults',
  run: async ({ settings, interaction }) => ({
    guildSettings: await settings.get(interaction.guildId),
  }),
};

/** `startOptions`: the preset (the option, else the server's default) and the options it allows. */
const startOptions: Precondition<
  { guildSettings: GuildSettings },
  { preset: Preset; options: StartOptions }
> = {
  name: 'startOptions',
  run({ interaction, guildSettings }) {
    const preset =
      (interaction.options.getString('preset') as Preset | null) ??
      guildSettings.defaultPreset ??
      DEFAULT_PRESET;
    const options: StartOptions = {
      voiceNamed: interaction.options.getChannel('voice') !== null,
      dayHours: interaction.options.getInteger('day_hours'),
      nightHours: interaction.options.getInteger('night_hours'),
    };
    const refused = startOptionRefusal(preset, options);
    return refused ? refusal(refused, preset) : { preset, options };
  },
};

/** `botPermissions`: what the bot may do in this channel, as Discord sent it with the interaction. */
const botPermissions: Precondition<{ preset: Preset }> = {
  name: 'botPermissions',
  run({ interaction, preset }) {
    const missing = missingPermissions(preset, (permission) =>
      interaction.appPermissions.has(permission),
    );
    return missing.length > 0
      ? refuse({ key: 'ui.missingPermissions', params: { permissions: missing } })
      : {};
  },
};

/** `voiceChannel`: the option, else the invoker's current voice channel (sports games only). */
const voiceChannel: Precondition<{ preset: Preset }, { voiceChannelId?: string }> = {
  name: 'voiceChannel',
  run({ interaction, preset }) {
    const voice = interaction.options.getChannel('voice') ?? interaction.member.voice.channel;
    const refused = voiceRefusal(preset, voice !== null);
    if (refused) return refusal(refused, preset);
    return voice && gameKind(preset).voice === 'required' ? { voiceChannelId: voice.id } : {};
  },
};

/** `/mafia start [preset] [voice] [judge] [day_hours] [night_hours]`: opens a lobby in this channel. */
export const start = subcommand({
  name: 'start',
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
  // inTextChannel first: elsewhere the lobby could never appear (game-channel.ts).
  preconditions: [inTextChannel, guildDefaults, startOptions, botPermissions, voiceChannel],
  async run({ interaction, orchestrator, guildSettings, preset, options, voiceChannelId }) {
    const judge = interaction.options.getUser('judge');
    const opened = await orchestrator.openLobby({
      guildId: interaction.guildId,
      channelId: interaction.channelId,
      ...(voiceChannelId ? { voiceChannelId } : {}),
      hostId: interaction.user.id,
      ...(judge ? { judgeId: judge.id } : {}),
      preset,
      locale: guildSettings.language ?? localeFrom(interaction.guild.preferredLocale),
      overrides: { ...lobbyDefaults(guildSettings, preset), ...phaseHourOverrides(options) },
    });
    if (!opened.ok) return refuse(opened.error);
    return ephemeral({ key: 'ui.started', params: { gameId: opened.gameId } });
  },
});
