import type {
  AutocompleteInteraction,
  ButtonInteraction,
  ChatInputCommandInteraction,
} from 'discord.js';
import type { Text } from '../../engine/index.ts';
import { render, type AnyText, type Locale } from '../../i18n/index.ts';
import type { Orchestrator } from '../../orchestrator/orchestrator.ts';
import { isStoreOutage } from '../../orchestrator/outage.ts';
import type { GuildSettingsService } from '../../settings/guild-settings-service.ts';
import type { Logger } from '../../logger.ts';
import { actorOf } from './command-kit.ts';
import type { Confirmations } from './confirmations.ts';
import type { Subcommand } from './preconditions.ts';
import { respond } from './respond.ts';
import { answerSeatAutocomplete } from './seat-option.ts';

/** The subcommands of each top-level command, by name: `/mafia`, `/judge`, `/tournament`, `/season`. */
export type CommandTable = ReadonlyMap<string, ReadonlyMap<string, Subcommand>>;

export function commandTable(deps: {
  subcommands: readonly Subcommand[];
  judgeSubcommands?: readonly Subcommand[];
  tournamentSubcommands?: readonly Subcommand[];
  seasonSubcommands?: readonly Subcommand[];
}): CommandTable {
  const byName = (list: readonly Subcommand[]) => new Map(list.map((sub) => [sub.name, sub]));
  return new Map([
    ['mafia', byName(deps.subcommands)],
    ['judge', byName(deps.judgeSubcommands ?? [])],
    ['tournament', byName(deps.tournamentSubcommands ?? [])],
    ['season', byName(deps.seasonSubcommands ?? [])],
  ]);
}

export function subcommandOf(
  commands: CommandTable,
  interaction: ChatInputCommandInteraction | AutocompleteInteraction,
): Subcommand | undefined {
  return commands.get(interaction.commandName)?.get(interaction.options.getSubcommand(false) ?? '');
}

interface JudgeRouteDeps {
  orchestrator: Orchestrator;
  settings: GuildSettingsService;
  logger: Logger;
  confirmations: Confirmations;
}

/** A seat option being typed (`/judge foul seat:5`): the seats of this channel's game that fit. */
export async function onAutocomplete(
  deps: JudgeRouteDeps,
  interaction: AutocompleteInteraction,
  commands: CommandTable,
): Promise<void> {
  const subcommand = subcommandOf(commands, interaction);
  const member = interaction.inCachedGuild() ? interaction.member : null;
  const judgeRoleId = interaction.guildId
    ? (await deps.settings.get(interaction.guildId)).judgeRoleId
    : undefined;
  const read = async () => {
    await deps.orchestrator.gamesKnown();
    const gameId = deps.orchestrator.gameInChannel(interaction.channelId ?? '');
    return gameId ? (await deps.orchestrator.read(gameId))?.state : undefined;
  };
  await answerSeatAutocomplete(
    interaction,
    read,
    (_sub, option) => subcommand?.seatPurposes?.[option],
    actorOf(member, interaction.user, judgeRoleId),
  );
}

/**
 * JUDGE-CONFIRM: a click on Confirm or Cancel. Another member's click or a stale one is refused
 * privately and changes nothing; Cancel closes the question; Confirm dispatches the command
 * that was held, and the question is replaced by its outcome.
 */
export async function onConfirmation(
  deps: JudgeRouteDeps,
  interaction: ButtonInteraction,
  locale: Locale,
): Promise<void> {
  const outcome = deps.confirmations.answer(interaction);
  if (outcome.kind === 'refused') {
    await respond(interaction, locale, () => Promise.resolve(outcome.reply), deps.logger);
    return;
  }
  await interaction.deferUpdate();
  const said: Text | AnyText =
    outcome.kind === 'cancelled'
      ? { key: 'ui.confirmCancelled', params: {} }
      : await confirmed(deps, outcome.gameId, outcome.command);
  await interaction.editReply({ content: render(locale, said), embeds: [], components: [] });
}

async function confirmed(
  deps: JudgeRouteDeps,
  gameId: string,
  command: Parameters<Orchestrator['dispatch']>[1],
): Promise<Text | AnyText> {
  try {
    const outcome = await deps.orchestrator.dispatch(gameId, command);
    return outcome.ok ? (outcome.reply ?? { key: 'ui.done', params: {} }) : outcome.error;
  } catch (error) {
    if (isStoreOutage(error)) return { key: 'error.storeUnavailable', params: {} };
    throw error;
  }
}
