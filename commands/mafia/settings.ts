import type { ChatInputCommandInteraction, SlashCommandIntegerOption } from 'discord.js';
import { z } from 'zod';
import { PRESETS } from '../../src/engine/index.ts';
import { catalog } from '../../src/i18n/index.ts';
import {
  badChoice,
  described,
  ephemeral,
  localizedChoice,
  localizedChoices,
  named,
  namedOption,
  type OptionName,
} from '../../src/discord/interactions/command-kit.ts';
import {
  isAdmin,
  refuse,
  subcommand,
  validOptions,
  type Precondition,
} from '../../src/discord/interactions/preconditions.ts';
import {
  DEFAULT_PRESET,
  SECONDS_RANGE,
  SETTING_FIELDS,
  guildSettingsSchema,
  type GuildSettings,
  type SettingField,
} from '../../src/settings/guild-settings.ts';
import type { MuteCapacity } from '../../src/orchestrator/ports.ts';
import { preflight } from '../../src/discord/ports/preflight.ts';
import {
  changedWebPage,
  webPageUrl,
  type WebPage,
  type WebPageChange,
} from '../../src/settings/web-page.ts';
import type { CommandContext } from '../../src/discord/interactions/command-kit.ts';

/** Each setting's option, named once: registered with it, read by it, quoted when refused. */
const OPTIONS = {
  language: { en: 'language', ru: 'язык' },
  judgeRoleId: { en: 'judge_role', ru: 'роль_судьи' },
  speechSecondsStylized: { en: 'speech_seconds_stylized', ru: 'речь_стилизованная' },
  speechSecondsClassic: { en: 'speech_seconds_classic', ru: 'речь_классическая' },
  nightSeconds: { en: 'night_seconds', ru: 'ночь_секунд' },
  floorControl: { en: 'floor_control', ru: 'микрофоны' },
  defaultPreset: { en: 'default_preset', ru: 'пресет_по_умолчанию' },
  geo74: { en: 'rule_7_4', ru: 'правило_7_4' },
  geo76: { en: 'rule_7_6', ru: 'правило_7_6' },
  reset: { en: 'reset', ru: 'сбросить' },
} as const satisfies Record<SettingField | 'reset', OptionName>;

/** The pre-flight check (issue 25): not a setting, so not in OPTIONS. */
const CHECK = { en: 'check_permissions', ru: 'проверить_права' } as const satisfies OptionName;
/** The public web page (issue 27): on or off, and a new secret link. */
const WEB_OPTIONS = {
  page: { en: 'web_page', ru: 'веб_страница' },
  newLink: { en: 'web_new_link', ru: 'веб_новая_ссылка' },
} as const satisfies Record<string, OptionName>;

const webChangeSchema = z.object({
  enabled: z.boolean().optional(),
  newLink: z.boolean().optional(),
});

function readWebChange({ options }: { options: Options }): WebPageChange {
  const page = options.getString(WEB_OPTIONS.page.en);
  const newLink = options.getBoolean(WEB_OPTIONS.newLink.en);
  return {
    ...(page === null ? {} : { enabled: page === 'on' }),
    ...(newLink ? { newLink: true } : {}),
  };
}

/** Applies a web page change and answers with its state and link (the admin shares it). */
async function changeWebPage(context: CommandContext, change: WebPageChange) {
  const guildId = context.interaction.guildId;
  // Computed from the settings the change is saved over (another admin may have rotated it first).
  let current: WebPage | undefined;
  let web = changedWebPage(undefined, change);
  await context.settings.update(guildId, (settings) => {
    current = settings.web;
    web = changedWebPage(current, change);
    return { web };
  });
  const url = webPageUrl(context.webPublicUrl, guildId, web, '/');
  const rotated = current !== undefined && current.slug !== web.slug;
  return ephemeral({
    key: 'ui.webPage',
    params: { enabled: web.enabled, rotated, ...(url ? { url } : {}) },
  });
}

/** A length in seconds (10–600, as src/settings/guild-settings.ts accepts), described by its catalogue key. */
function seconds(
  option: SlashCommandIntegerOption,
  name: (typeof OPTIONS)['speechSecondsStylized' | 'speechSecondsClassic' | 'nightSeconds'],
): SlashCommandIntegerOption {
  return described(namedOption(option, name), `cmd.settings.${name.en}`)
    .setMinValue(SECONDS_RANGE.min)
    .setMaxValue(SECONDS_RANGE.max);
}

type Options = ChatInputCommandInteraction<'cached'>['options'];

/** Discord checks the choices and ranges; a value past them came from a stale or forged client. */
function badSetting(field: PropertyKey | undefined) {
  const known = typeof field === 'string' && field in OPTIONS;
  return badChoice(known ? OPTIONS[field as keyof typeof OPTIONS] : OPTIONS.reset);
}

/** The settings given in the command (options left out are not part of the change). */
function readChange({ options }: { options: Options }): Record<string, unknown> {
  const given = {
    language: options.getString(OPTIONS.language.en),
    judgeRoleId: options.getRole(OPTIONS.judgeRoleId.en)?.id,
    speechSecondsStylized: options.getInteger(OPTIONS.speechSecondsStylized.en),
    speechSecondsClassic: options.getInteger(OPTIONS.speechSecondsClassic.en),
    nightSeconds: options.getInteger(OPTIONS.nightSeconds.en),
    floorControl: options.getString(OPTIONS.floorControl.en),
    defaultPreset: options.getString(OPTIONS.defaultPreset.en),
    geo74: options.getBoolean(OPTIONS.geo74.en),
    geo76: options.getBoolean(OPTIONS.geo76.en),
  };
  return Object.fromEntries(
    Object.entries(given).filter(([, value]) => value !== null && value !== undefined),
  );
}

function readReset({ options }: { options: Options }): string | undefined {
  return options.getString(OPTIONS.reset.en) ?? undefined;
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
      geo74: current.geo74 ?? true,
      geo76: current.geo76 ?? true,
    },
  });
}

/**
 * `/mafia settings …`: guild admins (Manage Server) set the club's defaults, or take one back to
 * its default with `reset`; with no option, shows them.
 */
export const settings = subcommand({
  name: 'settings',
  build: (sub) =>
    described(named(sub, 'settings', 'настройки'), 'cmd.settings')
      .addStringOption((option) =>
        described(namedOption(option, OPTIONS.language), 'cmd.settings.language').addChoices(
          ...localizedChoices('choice.language', ['ru', 'en'] as const),
        ),
      )
      .addRoleOption((option) =>
        described(namedOption(option, OPTIONS.judgeRoleId), 'cmd.settings.judge_role'),
      )
      .addIntegerOption((option) => seconds(option, OPTIONS.speechSecondsStylized))
      .addIntegerOption((option) => seconds(option, OPTIONS.speechSecondsClassic))
      .addIntegerOption((option) => seconds(option, OPTIONS.nightSeconds))
      .addStringOption((option) =>
        described(
          namedOption(option, OPTIONS.floorControl),
          'cmd.settings.floor_control',
        ).addChoices(...localizedChoices('choice.floor', ['mute', 'detect'] as const)),
      )
      .addStringOption((option) =>
        described(
          namedOption(option, OPTIONS.defaultPreset),
          'cmd.settings.default_preset',
        ).addChoices(
          ...PRESETS.map((preset) => ({
            name: catalog('en').presets[preset],
            name_localizations: { ru: catalog('ru').presets[preset] },
            value: preset,
          })),
        ),
      )
      .addBooleanOption((option) =>
        described(namedOption(option, OPTIONS.geo74), 'cmd.settings.rule_7_4'),
      )
      .addBooleanOption((option) =>
        described(namedOption(option, OPTIONS.geo76), 'cmd.settings.rule_7_6'),
      )
      .addBooleanOption((option) =>
        described(namedOption(option, CHECK), 'cmd.settings.check_permissions'),
      )
      .addStringOption((option) =>
        described(namedOption(option, WEB_OPTIONS.page), 'cmd.settings.web_page').addChoices(
          ...localizedChoices('choice.web', ['on', 'off'] as const),
        ),
      )
      .addBooleanOption((option) =>
        described(namedOption(option, WEB_OPTIONS.newLink), 'cmd.settings.web_new_link'),
      )
      .addStringOption((option) =>
        described(namedOption(option, OPTIONS.reset), 'cmd.settings.reset').addChoices(
          ...SETTING_FIELDS.map((setting) =>
            localizedChoice({ key: 'choice.setting', params: { setting } }, setting),
          ),
        ),
      ),
  preconditions: [
    isAdmin,
    validOptions('change', readChange, guildSettingsSchema, (raw) =>
      badSetting(guildSettingsSchema.safeParse(raw).error?.issues[0]?.path[0]),
    ),
    validOptions('reset', readReset, z.enum(SETTING_FIELDS).optional(), () =>
      badChoice(OPTIONS.reset),
    ),
    noResetConflict,
    validOptions('web', readWebChange, webChangeSchema, () => badChoice(WEB_OPTIONS.page)),
  ],
  async run(context) {
    const { interaction, settings: service, orchestrator, change, reset, web } = context;
    if (interaction.options.getBoolean(CHECK.en))
      return ephemeral({ key: 'ui.permissionCheck', params: preflight(interaction) });
    if (Object.keys(web).length > 0) return changeWebPage(context, web);
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
