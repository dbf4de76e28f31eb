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
  type CommandContext,
} from '../../src/discord/interactions/command-kit.ts';
import { subcommand, validOptions } from '../../src/discord/interactions/preconditions.ts';
import { PERIODS, type Period } from '../../src/season/rating.ts';
import { postBoard } from '../season/post-board.ts';

/** How many rows the table shows (a Discord message stays short and readable). */
export const LEADERBOARD_ROWS = 15;

const PRESET_OPTION = { en: 'preset', ru: 'пресет' } as const;
const PERIOD_OPTION = { en: 'period', ru: 'период' } as const;
const SEASON_OPTION = { en: 'season', ru: 'сезон' } as const;
const PUBLIC_OPTION = { en: 'public', ru: 'публично' } as const;

const isPreset = (value: string): boolean => (PRESETS as readonly string[]).includes(value);

/**
 * `/mafia leaderboard [preset] [period] [season] [public]`: the server's table by club points
 * (src/season/rating.ts) of a season (SEASON-DATES); `public:True` posts it, kept current.
 */
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
      )
      .addStringOption((option) =>
        described(namedOption(option, SEASON_OPTION), 'cmd.leaderboard.season').setMaxLength(40),
      )
      .addBooleanOption((option) =>
        described(namedOption(option, PUBLIC_OPTION), 'cmd.leaderboard.public'),
      ),
  preconditions: [
    validOptions(
      'table',
      ({ options }) => ({
        preset: options.getString(PRESET_OPTION.en) ?? undefined,
        period: options.getString(PERIOD_OPTION.en) ?? 'all',
        season: options.getString(SEASON_OPTION.en)?.trim() || undefined,
        public: options.getBoolean(PUBLIC_OPTION.en) ?? false,
      }),
      z.object({
        preset: z.enum(PRESETS).optional(),
        period: z.enum(PERIODS),
        season: z.string().optional(),
        public: z.boolean(),
      }),
      // A value outside the choices (a stale or forged client): named, nothing changes.
      ({ preset }) => badChoice(preset && !isPreset(preset) ? PRESET_OPTION : PERIOD_OPTION),
    ),
  ],
  async run(context) {
    const { interaction, season, table } = context;
    if (table.public) return postBoard(context, table.season);
    const { preset, period } = table;
    const outcome = await season.seasonTable(interaction.guildId, preset, period, table.season);
    if (!outcome.ok) return ephemeral(outcome.error);
    const scope = {
      ...(preset ? { preset } : {}),
      period,
      ...(await webLink(context, period)),
      ...(outcome.season ? { season: outcome.season.name } : {}),
    };
    const rows = outcome.rows.slice(0, LEADERBOARD_ROWS);
    return ephemeral(
      rows.length === 0
        ? { key: 'ui.leaderboardEmpty', params: scope }
        : { key: 'ui.leaderboard', params: { ...scope, rows } },
    );
  },
});

/** The server's public standings page (issue 27), when it has opted in. */
async function webLink(context: CommandContext, period: Period): Promise<{ webUrl?: string }> {
  const { guildId } = context.interaction;
  const { web } = await context.settings.get(guildId);
  const url = webPageUrl(context.webPublicUrl, guildId, web, `/standings?period=${period}`);
  return url ? { webUrl: url } : {};
}
