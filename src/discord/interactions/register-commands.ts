import { Routes, type REST } from 'discord.js';
import { learnCommandIds } from '../../i18n/command-mentions.ts';
import type { Logger } from '../../logger.ts';
import {
  judgeCommand,
  mafiaCommand,
  seasonCommand,
  tournamentCommand,
} from './command-definition.ts';
import type { Subcommand } from './preconditions.ts';

/** The other top-level commands' subcommands; a command with none is not registered. */
export interface MoreCommands {
  judge?: readonly Subcommand[];
  tournament?: readonly Subcommand[];
  season?: readonly Subcommand[];
}

/**
 * Registers `/mafia` (and `/judge`, `/tournament`, when their subcommands are given) with a bulk overwrite (PUT):
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
  more: MoreCommands = {},
): Promise<void> {
  const route = guildId
    ? Routes.applicationGuildCommands(applicationId, guildId)
    : Routes.applicationCommands(applicationId);
  const body = [mafiaCommand(subcommands)];
  if (more.judge?.length) body.push(judgeCommand(more.judge));
  if (more.tournament?.length) body.push(tournamentCommand(more.tournament));
  if (more.season?.length) body.push(seasonCommand(more.season));
  const registered = await rest.put(route, { body });
  learnCommandIds(Array.isArray(registered) ? (registered as unknown[]) : []);
  logger.info(
    { scope: guildId ? `guild ${guildId}` : 'global' },
    'application commands registered',
  );
}
