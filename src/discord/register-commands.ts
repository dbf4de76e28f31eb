import { Routes, type REST } from 'discord.js';
import { learnCommandIds } from '../i18n/command-mentions.ts';
import type { Logger } from '../logger.ts';
import { judgeCommand, mafiaCommand } from './command-definition.ts';
import type { Subcommand } from './preconditions.ts';

/**
 * Registers `/mafia` (and `/judge`, when its subcommands are given) with a bulk overwrite (PUT):
 * the same body twice changes nothing, so this runs at every start-up. With DISCORD_GUILD_ID the
 * commands are registered in that guild only (instant), else globally. The ids Discord answers
 * with make the texts' command mentions clickable (`</mafia role:ID>`, command-mentions.ts).
 */
export async function registerCommands(
  rest: REST,
  applicationId: string,
  guildId: string | undefined,
  logger: Logger,
  subcommands: readonly Subcommand[],
  judgeSubcommands: readonly Subcommand[] = [],
): Promise<void> {
  const route = guildId
    ? Routes.applicationGuildCommands(applicationId, guildId)
    : Routes.applicationCommands(applicationId);
  const body = [mafiaCommand(subcommands)];
  if (judgeSubcommands.length > 0) body.push(judgeCommand(judgeSubcommands));
  const registered = await rest.put(route, { body });
  learnCommandIds(Array.isArray(registered) ? (registered as unknown[]) : []);
  logger.info(
    { scope: guildId ? `guild ${guildId}` : 'global' },
    'application commands registered',
  );
}
