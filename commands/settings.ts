import { PermissionFlagsBits, type SlashCommandIntegerOption } from 'discord.js';
import { PRESETS } from '../src/engine/roles.ts';
import { catalog } from '../src/i18n/index.ts';
import {
  described,
  ephemeral,
  localizedChoice,
  localizedChoices,
  named,
  type Subcommand,
} from '../src/discord/command-kit.ts';
import {
  DEFAULT_PRESET,
  SECONDS_RANGE,
  SETTING_FIELDS,
  type GuildSettings,
} from '../src/discord/guild-settings.ts';

/** A length in seconds (10–600, as guild-settings.ts accepts), described by its catalogue key. */
function seconds(
  option: SlashCommandIntegerOption,
  en: 'speech_seconds_stylized' | 'speech_seconds_classic' | 'night_seconds',
  ru: string,
): SlashCommandIntegerOption {
  return described(named(option, en, ru), `cmd.settings.${en}`)
    .setMinValue(SECONDS_RANGE.min)
    .setMaxValue(SECONDS_RANGE.max);
}

/**
 * `/mafia settings …`: guild admins (Manage Server) set the club's defaults, or take one back to
 * its default with `reset`; with no option, shows them.
 */
export const settings: Subcommand = {
  name: 'settings',
  nameRu: 'настройки',
  build: (sub) =>
    described(named(sub, 'settings', 'настройки'), 'cmd.settings')
      .addStringOption((option) =>
        described(named(option, 'language', 'язык'), 'cmd.settings.language').addChoices(
          ...localizedChoices('choice.language', ['ru', 'en'] as const),
        ),
      )
      .addRoleOption((option) =>
        described(named(option, 'judge_role', 'роль_судьи'), 'cmd.settings.judge_role'),
      )
      .addIntegerOption((option) =>
        seconds(option, 'speech_seconds_stylized', 'речь_стилизованная'),
      )
      .addIntegerOption((option) => seconds(option, 'speech_seconds_classic', 'речь_классическая'))
      .addIntegerOption((option) => seconds(option, 'night_seconds', 'ночь_секунд'))
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
      )
      .addStringOption((option) =>
        described(named(option, 'reset', 'сбросить'), 'cmd.settings.reset').addChoices(
          ...SETTING_FIELDS.map((setting) =>
            localizedChoice({ key: 'choice.setting', params: { setting } }, setting),
          ),
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
    const speechStylized = options.getInteger('speech_seconds_stylized');
    if (speechStylized !== null) change.speechSecondsStylized = speechStylized;
    const speechClassic = options.getInteger('speech_seconds_classic');
    if (speechClassic !== null) change.speechSecondsClassic = speechClassic;
    const night = options.getInteger('night_seconds');
    if (night !== null) change.nightSeconds = night;
    const floor = options.getString('floor_control');
    if (floor === 'mute' || floor === 'detect') change.floorControl = floor;
    const preset = options.getString('default_preset');
    if (preset === 'stylized' || preset === 'classic' || preset === 'forum')
      change.defaultPreset = preset;
    const reset = SETTING_FIELDS.find((setting) => setting === options.getString('reset'));
    if (reset && reset in change)
      return ephemeral({ key: 'ui.settingsConflict', params: { setting: reset } });
    if (Object.keys(change).length === 0 && !reset) {
      const current = await service.get(interaction.guildId);
      return ephemeral({
        key: 'ui.settingsShown',
        params: {
          ...current,
          language: current.language ?? 'auto',
          floorControl: current.floorControl ?? 'mute',
          defaultPreset: current.defaultPreset ?? DEFAULT_PRESET,
        },
      });
    }
    await service.update(interaction.guildId, change, reset ? [reset] : []);
    return ephemeral({
      key: 'ui.settingsSaved',
      params: { ...change, ...(reset ? { reset } : {}) },
    });
  },
};
