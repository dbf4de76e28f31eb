import {
  InteractionContextType,
  SlashCommandBuilder,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import { SUBCOMMANDS } from '../../commands/index.ts';
import { described, named } from './command-kit.ts';

/** The one top-level `/mafia` command with every subcommand, localized in Russian and English. */
export function mafiaCommand(): RESTPostAPIChatInputApplicationCommandsJSONBody {
  const command = described(
    named(new SlashCommandBuilder(), 'mafia', 'мафия'),
    'cmd.mafia',
  ).setContexts(InteractionContextType.Guild);
  for (const subcommand of SUBCOMMANDS) command.addSubcommand((sub) => subcommand.build(sub));
  return command.toJSON();
}
