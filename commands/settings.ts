import type { ChatInputCommandInteraction, SlashCommandIntegerOption } from 'discord.js';
import { z } from 'zod';
import { PRESETS } from '../src/engine/index.ts';
import { catalog } from '../src/i18n/index.ts';
import {
  described,
  ephemeral,
  localizedChoice,
  localizedChoices,
  named,
} from '../src/discord/command-kit.ts';
import {
  isAdmin,
  refuse,
  subcommand,
  validOptions,
  type Precondition,
} from '../src/discord/preconditions.ts';
import {
  DEFAULT_PRESET,
  SECONDS_RANGE,
  SETTING_FIELDS,
  guildSettingsSchema,
  type GuildSettings,
  type SettingField,
} from '../src/settings/guild-settings.ts';
import type { MuteCapacity } from '../src/orchestrator/ports.ts';

/** A length in seconds (10–600, as src/settings/guild-settings.ts accepts), described by its catalogue key. */
function seconds(
  option: SlashCommandIntegerOption,
  en: 'speech_seconds_stylized' | 'speech_seconds_classic' | 'night_seconds',
  ru: string,
): SlashCommandIntegerOption {
  return described(named(option, en, ru), `cmd.settings.${en}`)
    .setMinValue(SECONDS_RANGE.min)
    .setMaxValue(SECONDS_RANGE.max);
}

type Options = ChatInputCommandInteraction<'cached'>['options'];

/** Discord checks the choices and ranges; a value past them came from a stale or forged client. */
function badChoice(option: PropertyKey | undefined) {
  return { key: 'ui.badChoice', params: { option: String(option ?? '') } } as const;
}

/** The settings given in the command (options left out are not part of the change). */
function readChange({ options }: { options: Options }): Record<string, unknown> {
  const given = {
    language: options.getString('language'),
    judgeRoleId: options.getRole('judge_role')?.id,
    speechSecondsStylized: options.getInteger('speech_seconds_stylized'),
    speechSecondsClassic: options.getInteger('speech_seconds_classic'),
    nightSeconds: options.getInteger('night_seconds'),
    floorControl: options.getString('floor_control'),
    defaultPreset: options.getString('default_preset'),
  };
  return Object.fromEntries(
    Object.entries(given).filter(([, value]) => value !== null && value !== undefined),
  );
}

function readReset({ options }: { options: Options }): string | undefined {
  return options.getString('reset') ?? undefined;
}

/** `noResetConflict`: one setting cannot be both set and taken back to its default. */
const noResetConflict: Precondition<{ change: GuildSettings; reset?: SettingField }> = {
  name: 'noResetConflict',
  run: ({ change, reset }) =>
    reset && reset in change
      ? refuse({ key: 'ui.settingsConflict', params: { setting: reset } })
      : {},
};

/** The server's settings, with what an unset one means, and its mute capacity (issue 14). */
function shown(current: GuildSettings, capacity: MuteCapacity | undefined) {
  return ephemeral({
    key: 'ui.settingsShown',
    params: {
      ...current,
      ...(capacity ? { muteTokens: capacity.tokens, muteEditsPer10s: capacity.editsPer10s } : {}),
      language: current.language ?? 'auto',
      floorControl: current.floorControl ?? 'mute',
      defaultPreset: current.defaultPreset ?? DEFAULT_PRESET,
    },
  });
}

/**
 * `/mafia settings …`: guild admins (Manage Server) set the club's defaults, or take one back to
 * its default with `reset`; with no option, shows them.
 */
export const settings = subcommand({
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
  preconditions: [
    isAdmin,
    validOptions('change', readChange, guildSettingsSchema, (raw) =>
      badChoice(guildSettingsSchema.safeParse(raw).error?.issues[0]?.path[0]),
    ),
    validOptions('reset', readReset, z.enum(SETTING_FIELDS).optional(), () => badChoice('reset')),
    noResetConflict,
  ],
  async run({ interaction, settings: service, orchestrator, change, reset }) {
    if (Object.keys(change).length === 0 && !reset)
      return shown(
        await service.get(interaction.guildId),
        await orchestrator.muteCapacity(interaction.guildId),
      );
    await service.update(interaction.guildId, change, reset ? [reset] : []);
    return ephemeral({
      key: 'ui.settingsSaved',
      params: { ...change, ...(reset ? { reset } : {}) },
    });
  },
});
