import { PermissionFlagsBits } from 'discord.js';
import { PRESETS } from '../src/engine/roles.ts';
import { catalog } from '../src/i18n/index.ts';
import {
  described,
  ephemeral,
  localizedChoices,
  named,
  type Subcommand,
} from '../src/discord/command-kit.ts';
import { DEFAULT_PRESET, type GuildSettings } from '../src/discord/guild-settings.ts';

/** `/mafia settings …`: guild admins (Manage Server) set the club's defaults; with no option, shows them. */
export const settings: Subcommand = {
  name: 'settings',
  nameRu: 'настройки',
  build: (sub) =>
    described(named(sub, 'settings', 'настройки'), 'cmd.settings')
      .addStringOption((option) =>
        described(named(option, 'language', 'язык'), 'cmd.settings.language').addChoices(
          { name: 'Русский', value: 'ru' },
          { name: 'English', value: 'en' },
        ),
      )
      .addRoleOption((option) =>
        described(named(option, 'judge_role', 'роль_судьи'), 'cmd.settings.judge_role'),
      )
      .addIntegerOption((option) =>
        described(named(option, 'speech_seconds', 'речь_секунд'), 'cmd.settings.speech_seconds')
          .setMinValue(10)
          .setMaxValue(600),
      )
      .addIntegerOption((option) =>
        described(named(option, 'night_seconds', 'ночь_секунд'), 'cmd.settings.night_seconds')
          .setMinValue(10)
          .setMaxValue(600),
      )
      .addStringOption((option) =>
        described(
          named(option, 'floor_control', 'микрофоны'),
          'cmd.settings.floor_control',
        ).addChoices(...localizedChoices('choice.floor', ['mute', 'detect'] as const)),
      )
      .addStringOption((option) =>
        described(
          named(option, 'default_preset', 'пресет_по_умолчанию'),
          'cmd.settings.default_preset',
        ).addChoices(
          ...PRESETS.map((preset) => ({
            name: catalog('en').presets[preset],
            name_localizations: { ru: catalog('ru').presets[preset] },
            value: preset,
          })),
        ),
      ),
  async execute({ interaction, settings: service }) {
    if (!interaction.memberPermissions.has(PermissionFlagsBits.ManageGuild))
      return ephemeral({ key: 'ui.notAdmin', params: {} });
    const options = interaction.options;
    const change: GuildSettings = {};
    const language = options.getString('language');
    if (language === 'ru' || language === 'en') change.language = language;
    const judgeRole = options.getRole('judge_role');
    if (judgeRole) change.judgeRoleId = judgeRole.id;
    const speech = options.getInteger('speech_seconds');
    if (speech !== null) change.speechSeconds = speech;
    const night = options.getInteger('night_seconds');
    if (night !== null) change.nightSeconds = night;
    const floor = options.getString('floor_control');
    if (floor === 'mute' || floor === 'detect') change.floorControl = floor;
    const preset = options.getString('default_preset');
    if (preset === 'stylized' || preset === 'classic' || preset === 'forum')
      change.defaultPreset = preset;
    if (Object.keys(change).length === 0) {
      const current = await service.get(interaction.guildId);
      return ephemeral({
        key: 'ui.settingsShown',
        params: {
          language: current.language ?? 'auto',
          floorControl: current.floorControl ?? 'mute',
          defaultPreset: current.defaultPreset ?? DEFAULT_PRESET,
          ...(current.judgeRoleId ? { judgeRoleId: current.judgeRoleId } : {}),
          ...(current.speechSeconds ? { speechSeconds: current.speechSeconds } : {}),
          ...(current.nightSeconds ? { nightSeconds: current.nightSeconds } : {}),
        },
      });
    }
    await service.update(interaction.guildId, change);
    return ephemeral({ key: 'ui.settingsSaved', params: change });
  },
};
