import { MessageFlags, type Interaction, type MessageComponentInteraction } from 'discord.js';
import { localeFrom, render } from '../i18n/index.ts';
import type { Logger } from '../logger.ts';
import type { Orchestrator } from '../orchestrator/orchestrator.ts';
import { isStoreOutage } from '../orchestrator/outage.ts';
import type { SeasonService } from '../season/season-service.ts';
import type { GuildSettingsService } from '../settings/guild-settings-service.ts';
import { actorOf, ephemeral, type CommandContext } from './command-kit.ts';
import { parseCustomId } from './custom-id.ts';
import { inboxView } from './inbox.ts';
import { inGuild, NOT_IN_GUILD, runSubcommand, type Subcommand } from './preconditions.ts';
import { respond, type Reply } from './respond.ts';
import { selectOfMenu } from './select-menus.ts';

export interface RouterDependencies {
  /** Every `/mafia` subcommand (commands/index.ts, handed in by the bot's wiring). */
  subcommands: readonly Subcommand[];
  orchestrator: Orchestrator;
  settings: GuildSettingsService;
  season: SeasonService;
  logger: Logger;
  /** Counts the interactions refused for a store outage (the operator's "back" line). */
  health?: { refused(): void };
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
  const byName = new Map(deps.subcommands.map((subcommand) => [subcommand.name, subcommand]));
  return async (interaction) => {
    if (!interaction.isRepliable()) return;
    const locale = localeFrom(interaction.locale);
    try {
      if (interaction.isChatInputCommand()) {
        await respond(interaction, locale, () =>
          outageAware(deps, async (): Promise<Reply> => {
            if (!inGuild(interaction)) return ephemeral(NOT_IN_GUILD.refused);
            const subcommand = byName.get(interaction.options.getSubcommand(false) ?? '');
            if (!subcommand) return ephemeral({ key: 'ui.unexpected', params: {} });
            const settings = await deps.settings.get(interaction.guildId);
            const context: CommandContext = {
              interaction,
              orchestrator: deps.orchestrator,
              settings: deps.settings,
              season: deps.season,
              logger: deps.logger,
              locale,
              actor: actorOf(interaction.member, interaction.user, settings.judgeRoleId),
            };
            return runSubcommand(subcommand, context);
          }),
        );
        return;
      }
      if (interaction.isButton() || interaction.isStringSelectMenu()) {
        await respond(interaction, locale, () =>
          outageAware(deps, () => onComponent(deps, interaction)),
        );
      }
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

async function onComponent(
  deps: RouterDependencies,
  interaction: MessageComponentInteraction,
): Promise<Reply> {
  const parsed = parseCustomId(interaction.customId);
  if (!parsed) return ephemeral({ key: 'error.closed', params: {} });
  const member = interaction.inCachedGuild() ? interaction.member : null;
  const judgeRoleId = interaction.guildId
    ? (await deps.settings.get(interaction.guildId)).judgeRoleId
    : undefined;
  const actor = actorOf(member, interaction.user, judgeRoleId);
  if (parsed.kind === 'inbox') {
    const document = await deps.orchestrator.read(parsed.gameId).catch((error: unknown) => {
      if (isStoreOutage(error)) throw error;
      return undefined;
    });
    if (!document) return ephemeral({ key: 'error.noGame', params: {} });
    return inboxView(document, actor.userId, localeFrom(interaction.locale));
  }
  // A pick in one of several menus of a long list is a pick in the engine's one select.
  const [controlId, values] = interaction.isStringSelectMenu()
    ? [selectOfMenu(parsed.controlId), interaction.values]
    : [parsed.controlId, []];
  const outcome = await deps.orchestrator.click(
    parsed.gameId,
    parsed.screenId,
    controlId,
    values,
    actor,
  );
  if (!outcome.ok) return ephemeral(outcome.error);
  return outcome.reply ? ephemeral(outcome.reply) : { kind: 'silent' };
}
