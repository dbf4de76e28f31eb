import { ephemeral, type CommandContext } from '../../src/discord/interactions/command-kit.ts';
import type { Reply } from '../../src/discord/interactions/respond.ts';
import { adminActor, serverLocale } from './season-kit.ts';

/**
 * `/mafia leaderboard public:True`: SEASON-BOARD, the standings posted in this channel as one
 * message the bot keeps current after every game (Manage Server or the judge role).
 */
export async function postBoard(
  context: CommandContext,
  season: string | undefined,
): Promise<Reply> {
  const { interaction, seasonAdmin } = context;
  if (!seasonAdmin) return ephemeral({ key: 'ui.unexpected', params: {} });
  const locale = await serverLocale(context);
  const by = adminActor(context);
  const outcome = await seasonAdmin.postBoard(
    interaction.guildId,
    by,
    interaction.channelId,
    season,
    locale,
  );
  return ephemeral(outcome.ok ? { key: 'season.boardPosted', params: {} } : outcome.error);
}
