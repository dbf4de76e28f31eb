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
  return topLevel('mafia', 'мафия', 'cmd.mafia', subcommands);
}

/** `/tournament` (ru `/турнир`): the club tournament's subcommands (issue 26). */
export function tournamentCommand(
  subcommands: readonly Subcommand[],
): RESTPostAPIChatInputApplicationCommandsJSONBody {
  return topLevel('tournament', 'турнир', 'cmd.tournament', subcommands);
}

/** `/season` (ru `/сезон`): voids, the seasons' dates and the export (issue 26, item 7). */
export function seasonCommand(
  subcommands: readonly Subcommand[],
): RESTPostAPIChatInputApplicationCommandsJSONBody {
  return topLevel('season', 'сезон', 'cmd.season', subcommands);
}

/**
 * `/judge` (ru `/судья`): the judge's commands by seat number (commands/judge/index.ts). Not
 * hidden by default permissions: a game's judge needs no server permission (product.md).
 */
export function judgeCommand(
  subcommands: readonly Subcommand[],
): RESTPostAPIChatInputApplicationCommandsJSONBody {
  return topLevel('judge', 'судья', 'cmd.judge', subcommands);
}

function topLevel(
  en: string,
  ru: string,
  key: 'cmd.mafia' | 'cmd.judge' | 'cmd.tournament' | 'cmd.season',
  subcommands: readonly Subcommand[],
): RESTPostAPIChatInputApplicationCommandsJSONBody {
  const command = described(named(new SlashCommandBuilder(), en, ru), key).setContexts(
    InteractionContextType.Guild,
  );
  for (const subcommand of subcommands) command.addSubcommand((sub) => subcommand.build(sub));
  return command.toJSON();
}
