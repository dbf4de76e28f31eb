import { catalog, localeFrom } from '../../src/i18n/index.ts';
import { described, ephemeral, named } from '../../src/discord/interactions/command-kit.ts';
import { refuse, subcommand } from '../../src/discord/interactions/preconditions.ts';
import { TOURNAMENT_PRESETS } from '../../src/tournament/domain/index.ts';
import { tournaments } from './kit.ts';

/** `/tournament create name preset rounds tables`: the chief judge opens a tournament here. */
export const create = subcommand({
  name: 'create',
  build: (sub) =>
    described(named(sub, 'create', 'создать'), 'cmd.tournament.create')
      .addStringOption((o) =>
        described(named(o, 'name', 'название'), 'cmd.tournament.name')
          .setRequired(true)
          .setMaxLength(80),
      )
      .addStringOption((o) =>
        described(named(o, 'preset', 'пресет'), 'cmd.tournament.preset')
          .setRequired(true)
          .addChoices(
            ...TOURNAMENT_PRESETS.map((preset) => ({
              name: catalog('en').presets[preset],
              name_localizations: { ru: catalog('ru').presets[preset] },
              value: preset,
            })),
          ),
      )
      .addIntegerOption((o) =>
        described(named(o, 'rounds', 'туры'), 'cmd.tournament.rounds')
          .setRequired(true)
          .setMinValue(1)
          .setMaxValue(30),
      )
      .addIntegerOption((o) =>
        described(named(o, 'tables', 'столы'), 'cmd.tournament.tables')
          .setRequired(true)
          .setMinValue(1)
          .setMaxValue(20),
      ),
  preconditions: [tournaments],
  async run(context) {
    const { interaction, actor } = context;
    if (!actor.privileged) return refuse({ key: 'tournament.notChiefJudge', params: {} });
    const settings = await context.settings.get(interaction.guildId);
    const name = interaction.options.getString('name', true).trim();
    const preset = interaction.options.getString('preset', true) as 'stylized' | 'classic';
    if (!TOURNAMENT_PRESETS.includes(preset))
      return refuse({ key: 'ui.badChoice', params: { option: { en: 'preset', ru: 'пресет' } } });
    const outcome = await context.tournaments.create({
      guildId: interaction.guildId,
      channelId: interaction.channelId,
      locale: settings.language ?? localeFrom(interaction.guild.preferredLocale),
      name,
      preset,
      rounds: interaction.options.getInteger('rounds', true),
      tables: interaction.options.getInteger('tables', true),
      chiefJudgeId: actor.userId,
    });
    return ephemeral(outcome.ok ? { key: 'tournament.created', params: { name } } : outcome.error);
  },
});
