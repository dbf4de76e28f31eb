import {
  InteractionContextType,
  SlashCommandBuilder,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import { described, named } from './command-kit.ts';
import type { Subcommand } from './preconditions.ts';

/** The one top-level `/mafia` command with every subcommand, localized in Russian and English. */
export function mafiaCommand(
  subcommands: readonly Subcommand[],
): RESTPostAPIChatInputApplicationCommandsJSONBody {
  const command = described(
    named(new SlashCommandBuilder(), 'mafia', 'мафия'),
    'cmd.mafia',
  ).setContexts(InteractionContextType.Guild);
  for (const subcommand of subcommands) command.addSubcommand((sub) => subcommand.build(sub));
  return command.toJSON();
}
