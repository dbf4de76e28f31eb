import {
  MessageFlags,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type Interaction,
  type MessageComponentInteraction,
  type StringSelectMenuInteraction,
} from 'discord.js';
import { localeFrom, render, type Locale } from '../../i18n/index.ts';
import type { Logger } from '../../logger.ts';
import type { Orchestrator } from '../../orchestrator/orchestrator.ts';
import { isStoreOutage } from '../../orchestrator/outage.ts';
import type { ClickResponse } from '../../orchestrator/ports.ts';
import type { SeasonService } from '../../season/season-service.ts';
import type { SeasonAdministration } from '../../season/season-admin-service.ts';
import type { GuildSettingsService } from '../../settings/guild-settings-service.ts';
import type { TournamentService } from '../../tournament/service/tournament-service.ts';
import { onTournamentClick } from '../tournament/tournament-click.ts';
import { TOURNAMENT_PREFIX } from '../tournament/tournament-board.ts';
import { actorOf, ephemeral, reasonText, type CommandContext } from './command-kit.ts';
import { parseCustomId, type CustomId } from './custom-id.ts';
import { Confirmations } from './confirmations.ts';
import {
  extraPointsSeat,
  onExtraForm,
  onExtraPointsClick,
  ownsExtraForm,
} from './extra-points-routes.ts';
import { inboxView } from '../screens/inbox.ts';
import { commandTable, onAutocomplete, onConfirmation, subcommandOf } from './judge-routes.ts';
import { inGuild, NOT_IN_GUILD, runSubcommand, type Subcommand } from './preconditions.ts';
import { respond, respondAfterDeferring, respondToClick, type Reply } from './respond.ts';
import { selectOfMenu } from './select-menus.ts';
import { WebLinks } from '../screens/web-links.ts';

export interface RouterDependencies {
  /** Every `/mafia` subcommand (commands/mafia/index.ts, handed in by the bot's wiring). */
  subcommands: readonly Subcommand[];
  /** Every `/judge` subcommand (commands/judge/index.ts); none: no `/judge`. */
  judgeSubcommands?: readonly Subcommand[];
  /** JUDGE-CONFIRM: the judge's commands waiting for Confirm; one per process by default. */
  confirmations?: Confirmations;
  orchestrator: Orchestrator;
  settings: GuildSettingsService;
  season: SeasonService;
  /** `/tournament` and the tournament card's buttons (issue 26); none when absent. */
  tournamentSubcommands?: readonly Subcommand[];
  tournaments?: TournamentService;
  /** `/season` (issue 26, item 7) and `/mafia leaderboard public:`; none when absent. */
  seasonSubcommands?: readonly Subcommand[];
  seasonAdmin?: SeasonAdministration;
  logger: Logger;
  /** Counts the interactions refused for a store outage (the operator's "back" line). */
  health?: { refused(): void };
  /** The public web page's address (WEB_PUBLIC_URL), for the links the commands give. */
  webPublicUrl?: string;
}

const STORE_UNAVAILABLE = { key: 'error.storeUnavailable', params: {} } as const;

/**
 * Runs a handler so that a store that does not answer, wherever it is met (a game, the guild's
 * settings), is answered as what it is: "unavailable, nothing changed, try again".
 */
async function outageAware(deps: RouterDependencies, work: () => Promise<Reply>): Promise<Reply> {
  let reply: Reply;
  try {
    reply = await work();
  } catch (error) {
    if (!isStoreOutage(error)) throw error;
    reply = ephemeral(STORE_UNAVAILABLE);
  }
  if (reply.kind === 'text' && reply.text.key === STORE_UNAVAILABLE.key) deps.health?.refused();
  return reply;
}

/**
 * The one entry for everything people do: slash commands go to their handler, components to
 * the orchestrator by their custom id. Every refusal is an ephemeral, localized answer; nothing
 * thrown here may reach discord.js (a crash would end every running game's process).
 */
export function createInteractionRouter(
  deps: RouterDependencies,
): (interaction: Interaction) => Promise<void> {
  const commands = commandTable(deps);
  const wired = { ...deps, confirmations: deps.confirmations ?? new Confirmations() };
  return async (interaction) => {
    if (interaction.isAutocomplete()) {
      await onAutocomplete(wired, interaction, commands).catch((error: unknown) =>
        deps.logger.warn({ err: error, interaction: interaction.id }, 'autocomplete failed'),
      );
      return;
    }
    if (!interaction.isRepliable()) return;
    const locale = localeFrom(interaction.locale);
    try {
      if (interaction.isChatInputCommand()) {
        const subcommand = subcommandOf(commands, interaction);
        await onCommand(wired, interaction, subcommand, locale);
      } else if (interaction.isButton() && Confirmations.owns(interaction.customId))
        await onConfirmation(wired, interaction, locale);
      else if (interaction.isButton() || interaction.isStringSelectMenu())
        await onComponent(wired, interaction, locale);
      else if (interaction.isModalSubmit() && ownsExtraForm(interaction.customId))
        await onExtraForm(wired, interaction, locale);
    } catch (error) {
      deps.logger.error({ err: error, interaction: interaction.id }, 'interaction failed');
      const answer = {
        content: render(locale, { key: 'ui.unexpected', params: {} }),
        flags: MessageFlags.Ephemeral,
      } as const;
      await (
        interaction.replied || interaction.deferred
          ? interaction.followUp(answer)
          : interaction.reply(answer)
      ).catch(() => {});
    }
  };
}

/**
 * A slash command: acknowledged before anything is read (an ephemeral deferral), except one
 * whose answer is public, which answers as it comes (respond.ts).
 */
function onCommand(
  deps: RouterDependencies,
  interaction: ChatInputCommandInteraction,
  subcommand: Subcommand | undefined,
  locale: Locale,
): Promise<void> {
  const answer = subcommand?.answersInPublic ? respond : respondAfterDeferring;
  const work = () => outageAware(deps, () => commandReply(deps, interaction, subcommand, locale));
  return answer(interaction, locale, work, deps.logger);
}

/** The subcommand run with its context (the router's part: the guild, the actor, settings). */
async function commandReply(
  deps: RouterDependencies,
  interaction: ChatInputCommandInteraction,
  subcommand: Subcommand | undefined,
  locale: Locale,
): Promise<Reply> {
  if (!inGuild(interaction)) return ephemeral(NOT_IN_GUILD.refused);
  if (!subcommand) return ephemeral({ key: 'ui.unexpected', params: {} });
  const settings = await deps.settings.get(interaction.guildId);
  const context: CommandContext = {
    interaction,
    orchestrator: deps.orchestrator,
    settings: deps.settings,
    season: deps.season,
    ...(deps.tournaments ? { tournaments: deps.tournaments } : {}),
    ...(deps.seasonAdmin ? { seasonAdmin: deps.seasonAdmin } : {}),
    logger: deps.logger,
    locale,
    actor: actorOf(interaction.member, interaction.user, settings.judgeRoleId),
    confirmations: deps.confirmations ?? new Confirmations(),
    ...(deps.webPublicUrl ? { webPublicUrl: deps.webPublicUrl } : {}),
  };
  return runSubcommand(subcommand, context);
}

/**
 * A component: a control of a game's screen is acknowledged at once and its change carried by
 * its own response (respondToClick); anything else ("Show my role and messages", an unknown
 * id) is answered as it comes.
 */
function onComponent(
  deps: RouterDependencies,
  interaction: ButtonInteraction | StringSelectMenuInteraction,
  locale: Locale,
): Promise<void> {
  if (interaction.customId.startsWith(TOURNAMENT_PREFIX))
    return respond(interaction, locale, () =>
      outageAware(deps, () => onTournamentClick(deps.tournaments, interaction)),
    );
  const parsed = parseCustomId(interaction.customId);
  const extraSeat = parsed?.kind === 'screen' && extraPointsSeat(parsed);
  if (extraSeat && interaction.isButton())
    return onExtraPointsClick(
      deps,
      interaction,
      { gameId: parsed.gameId, seat: extraSeat },
      locale,
    );
  if (parsed?.kind === 'screen')
    return respondToClick(
      interaction,
      locale,
      deps.logger,
      (response) => outageAware(deps, () => onClick(deps, interaction, parsed, response)),
      new WebLinks(deps.settings, deps.webPublicUrl),
    );
  return respond(interaction, locale, () =>
    outageAware(deps, async () => {
      if (!parsed) return ephemeral({ key: 'error.closed', params: {} });
      const document = await deps.orchestrator.read(parsed.gameId).catch((error: unknown) => {
        if (isStoreOutage(error)) throw error;
        return undefined;
      });
      if (!document) return ephemeral({ key: 'error.noGame', params: {} });
      const actor = await actorOfClick(deps, interaction);
      const { guildId } = document.meta;
      const extras = await deps.tournaments?.extrasOfGame(guildId, parsed.gameId);
      return inboxView(document, actor.userId, localeFrom(interaction.locale), extras);
    }),
  );
}

async function actorOfClick(deps: RouterDependencies, interaction: MessageComponentInteraction) {
  const member = interaction.inCachedGuild() ? interaction.member : null;
  const judgeRoleId = interaction.guildId
    ? (await deps.settings.get(interaction.guildId)).judgeRoleId
    : undefined;
  return actorOf(member, interaction.user, judgeRoleId);
}

/** A violation the judge picked on his panel, worded as `/mafia disqualify reason:` words it. */
const violationReason = (row: number, locale: Locale) => reasonText(locale, String(row), null);

async function onClick(
  deps: RouterDependencies,
  interaction: MessageComponentInteraction,
  control: Extract<CustomId, { kind: 'screen' }>,
  response: ClickResponse,
): Promise<Reply> {
  const { gameId, screenId } = control;
  // A pick in one of several menus of a long list is a pick in the engine's one select.
  const [controlId, values] = interaction.isStringSelectMenu()
    ? [selectOfMenu(control.controlId), interaction.values]
    : [control.controlId, []];
  const by = await actorOfClick(deps, interaction);
  const outcome = await deps.orchestrator.click(
    { gameId, screenId, controlId, values, by, reasonText: violationReason },
    response,
  );
  if (!outcome.ok) return ephemeral(outcome.error);
  return outcome.reply ? ephemeral(outcome.reply) : { kind: 'silent' };
}
