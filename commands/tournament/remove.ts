import { described, ephemeral, named } from '../../src/discord/interactions/command-kit.ts';
import { refuse, subcommand } from '../../src/discord/interactions/preconditions.ts';
import { actorIn, playerOption, tournaments } from './kit.ts';

/** `/tournament remove player reason`: removal from the tournament (TOUR-REMOVAL, TR). */
export const remove = subcommand({
  name: 'remove',
  build: (sub) =>
    playerOption(
      described(named(sub, 'remove', 'удалить'), 'cmd.tournament.remove'),
    ).addStringOption((o) =>
      described(named(o, 'reason', 'причина'), 'cmd.tournament.reason')
        .setRequired(true)
        .setMaxLength(200),
    ),
  preconditions: [tournaments],
  async run(context) {
    const userId = context.interaction.options.getUser('player', true).id;
    const reason = context.interaction.options.getString('reason', true);
    const outcome = await context.tournaments.remove(context.interaction.guildId, {
      type: 'removePlayer',
      by: actorIn(context),
      userId,
      reason,
    });
    if (!outcome.ok) return refuse(outcome.error);
    const fromRound =
      outcome.document.tournament.removed.find((r) => r.userId === userId)?.fromRound ?? 1;
    return ephemeral({ key: 'tournament.removed', params: { userId, fromRound } });
  },
});
