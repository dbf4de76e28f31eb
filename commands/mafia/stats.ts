import { described, ephemeral, named } from '../../src/discord/interactions/command-kit.ts';
import { subcommand } from '../../src/discord/interactions/preconditions.ts';

/** `/mafia stats [player]`: a player's season on this server (default: the caller), for him alone. */
export const stats = subcommand({
  name: 'stats',
  build: (sub) =>
    described(named(sub, 'stats', 'статистика'), 'cmd.stats').addUserOption((option) =>
      described(named(option, 'player', 'игрок'), 'cmd.stats.player'),
    ),
  preconditions: [],
  async run({ interaction, season }) {
    const userId = interaction.options.getUser('player')?.id ?? interaction.user.id;
    const figures = await season.stats(interaction.guildId, userId);
    return ephemeral(
      figures.games === 0
        ? { key: 'ui.statsNone', params: { userId } }
        : { key: 'ui.stats', params: { stats: figures } },
    );
  },
});
