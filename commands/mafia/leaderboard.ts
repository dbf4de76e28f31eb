import { z } from 'zod';
import { webPageUrl } from '../../src/settings/web-page.ts';
import { PRESETS } from '../../src/engine/index.ts';
import { catalog } from '../../src/i18n/index.ts';
import {
  badChoice,
  described,
  ephemeral,
  localizedChoice,
  named,
  namedOption,
} from '../../src/discord/interactions/command-kit.ts';
import { subcommand, validOptions } from '../../src/discord/interactions/preconditions.ts';
import { PERIODS } from '../../src/season/rating.ts';

/** How many rows the table shows (a Discord message stays short and readable). */
export const LEADERBOARD_ROWS = 15;

const PRESET_OPTION = { en: 'preset', ru: 'пресет' } as const;
const PERIOD_OPTION = { en: 'period', ru: 'период' } as const;

const isPreset = (value: string): boolean => (PRESETS as readonly string[]).includes(value);

/** `/mafia leaderboard [preset] [period]`: the server's table by club points (src/season/rating.ts). */
export const leaderboard = subcommand({
  name: 'leaderboard',
  build: (sub) =>
    described(named(sub, 'leaderboard', 'рейтинг'), 'cmd.leaderboard')
      .addStringOption((option) =>
        described(namedOption(option, PRESET_OPTION), 'cmd.leaderboard.preset').addChoices(
          ...PRESETS.map((preset) => ({
            name: catalog('en').presets[preset],
            name_localizations: { ru: catalog('ru').presets[preset] },
            value: preset,
          })),
        ),
      )
      .addStringOption((option) =>
        described(namedOption(option, PERIOD_OPTION), 'cmd.leaderboard.period').addChoices(
          ...PERIODS.map((period) =>
            localizedChoice({ key: 'choice.period', params: { period } }, period),
          ),
        ),
      ),
  preconditions: [
    validOptions(
      'table',
      ({ options }) => ({
        preset: options.getString(PRESET_OPTION.en) ?? undefined,
        period: options.getString(PERIOD_OPTION.en) ?? 'all',
      }),
      z.object({ preset: z.enum(PRESETS).optional(), period: z.enum(PERIODS) }),
      // A value outside the choices (a stale or forged client): named, nothing changes.
      ({ preset }) => badChoice(preset && !isPreset(preset) ? PRESET_OPTION : PERIOD_OPTION),
    ),
  ],
  async run({ interaction, season, settings, webPublicUrl, table: { preset, period } }) {
    const rows = await season.leaderboard(interaction.guildId, preset, period);
    const { web } = await settings.get(interaction.guildId);
    const webUrl = webPageUrl(
      webPublicUrl,
      interaction.guildId,
      web,
      `/standings?period=${period}`,
    );
    const scope = { ...(preset ? { preset } : {}), period, ...(webUrl ? { webUrl } : {}) };
    return ephemeral(
      rows.length === 0
        ? { key: 'ui.leaderboardEmpty', params: scope }
        : { key: 'ui.leaderboard', params: { ...scope, rows: rows.slice(0, LEADERBOARD_ROWS) } },
    );
  },
});
