import { Routes, type REST } from 'discord.js';
import type { Logger } from '../logger.ts';
import { mafiaCommand, tournamentCommand } from './command-definition.ts';
import type { Subcommand } from './preconditions.ts';

/**
 * Registers `/mafia` (and `/tournament`) with a bulk overwrite (PUT): the same body twice changes nothing, so this
 * runs at every start-up. With DISCORD_GUILD_ID the command is registered in that guild only
 * (instant), else globally.
 */
export async function registerCommands(
  rest: REST,
  applicationId: string,
  guildId: string | undefined,
  logger: Logger,
  subcommands: readonly Subcommand[],
  tournamentSubcommands: readonly Subcommand[] = [],
): Promise<void> {
  const route = guildId
    ? Routes.applicationGuildCommands(applicationId, guildId)
    : Routes.applicationCommands(applicationId);
  const tournament =
    tournamentSubcommands.length > 0 ? [tournamentCommand(tournamentSubcommands)] : [];
  await rest.put(route, { body: [mafiaCommand(subcommands), ...tournament] });
  logger.info(
    { scope: guildId ? `guild ${guildId}` : 'global' },
    'application commands registered',
  );
}
