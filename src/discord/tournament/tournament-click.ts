import type { ButtonInteraction, StringSelectMenuInteraction } from 'discord.js';
import type { TournamentService } from '../../tournament/service/tournament-service.ts';
import { ephemeral } from '../interactions/command-kit.ts';
import type { Reply } from '../interactions/respond.ts';
import { REGISTER_ID, UNREGISTER_ID } from './tournament-board.ts';

/** Register / Unregister on the tournament card (TOUR-REGISTRATION): answered to the clicker alone. */
export async function onTournamentClick(
  service: TournamentService | undefined,
  interaction: ButtonInteraction | StringSelectMenuInteraction,
): Promise<Reply> {
  if (!service || !interaction.guildId) return ephemeral({ key: 'error.closed', params: {} });
  const member = interaction.inCachedGuild() ? interaction.member : null;
  const by = {
    userId: interaction.user.id,
    name: member?.displayName ?? interaction.user.globalName ?? interaction.user.username,
  };
  const register = interaction.customId === REGISTER_ID;
  if (!register && interaction.customId !== UNREGISTER_ID)
    return ephemeral({ key: 'error.closed', params: {} });
  const outcome = await service.act(interaction.guildId, {
    type: register ? 'register' : 'unregister',
    by,
  });
  if (!outcome.ok) return ephemeral(outcome.error);
  return ephemeral({
    key: register ? 'tournament.registered' : 'tournament.unregistered',
    params: {},
  });
}
