import {
  PermissionFlagsBits,
  type ChatInputCommandInteraction,
  type GuildMember,
  type SlashCommandSubcommandBuilder,
  type User,
} from 'discord.js';
import type { Actor } from '../engine/events.ts';
import { seatOfUser } from '../engine/queries.ts';
import type { Text } from '../engine/messages.ts';
import { catalog, render, type AnyText, type Locale } from '../i18n/index.ts';
import type { AdapterKey } from '../i18n/adapter-messages.ts';
import type { Logger } from '../logger.ts';
import { StoreUnavailableError } from '../store/game-store.ts';
import type { GameDocument } from '../orchestrator/document.ts';
import type { IncomingCommand, Orchestrator } from '../orchestrator/orchestrator.ts';
import type { GuildSettingsService } from './guild-settings.ts';
import type { Reply } from './respond.ts';

/** What every slash-command handler gets: thin handlers parse, check, dispatch and reply. */
export interface CommandContext {
  interaction: ChatInputCommandInteraction<'cached'>;
  orchestrator: Orchestrator;
  settings: GuildSettingsService;
  logger: Logger;
  /** The user's own language, for ephemeral answers. */
  locale: Locale;
  actor: Actor;
}

export interface Subcommand {
  /** English name (the command's real name) and its Russian localization. */
  name: string;
  nameRu: string;
  build(builder: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder;
  execute(context: CommandContext): Promise<Reply>;
}

export const ephemeral = (text: Text | AnyText): Reply => ({ kind: 'text', text, ephemeral: true });
/** A public answer, in the game's language (everyone at the table reads it). */
export const publicly = (text: Text | AnyText, locale: Locale): Reply => ({
  kind: 'text',
  text,
  ephemeral: false,
  locale,
});

/** Description in English with the Russian localization, from the catalogues. */
export function described<
  T extends {
    setDescription(d: string): T;
    setDescriptionLocalizations(l: Record<string, string>): T;
  },
>(builder: T, key: AdapterKey): T {
  const text = { key, params: {} } as AnyText;
  return builder
    .setDescription(render('en', text).slice(0, 100))
    .setDescriptionLocalizations({ ru: render('ru', text).slice(0, 100) });
}

/** A choice named in English with the Russian localization, from the catalogues. */
export function localizedChoice<V extends string>(text: AnyText, value: V) {
  return {
    name: render('en', text).slice(0, 100),
    name_localizations: { ru: render('ru', text).slice(0, 100) },
    value,
  };
}

/** Choices of a string option, each named by its `<prefix>.<value>` text in both languages. */
export function localizedChoices<V extends string>(
  prefix: 'choice.floor' | 'choice.phase' | 'choice.language',
  values: readonly V[],
): Array<{ name: string; name_localizations: { ru: string }; value: V }> {
  return values.map((value) =>
    localizedChoice({ key: `${prefix}.${value}` as AdapterKey, params: {} } as AnyText, value),
  );
}

/** A name and its Russian localization (Discord: lowercase, no spaces, ≤ 32 characters). */
export function named<
  T extends { setName(n: string): T; setNameLocalizations(l: Record<string, string>): T },
>(builder: T, en: string, ru: string): T {
  return builder.setName(en).setNameLocalizations({ ru });
}

/** The acting member: Manage Server or the guild's judge role make him a judge of any game (product.md). */
export function actorOf(
  member: GuildMember | null,
  user: User,
  judgeRoleId: string | undefined,
): Actor {
  const privileged =
    member !== null &&
    (member.permissions.has(PermissionFlagsBits.ManageGuild) ||
      (judgeRoleId !== undefined && member.roles.cache.has(judgeRoleId)));
  return {
    userId: user.id,
    name: member?.displayName ?? user.globalName ?? user.username,
    privileged,
  };
}

type FoundGame = { gameId: string; document: GameDocument };

/**
 * A game by id; undefined when it is gone or unreadable. A store that does not answer is not
 * "no game": its StoreUnavailableError goes on up, to be answered as an outage (the router).
 */
async function readGame(context: CommandContext, gameId: string): Promise<FoundGame | undefined> {
  const document = await context.orchestrator.read(gameId).catch((error: unknown) => {
    if (error instanceof StoreUnavailableError) throw error;
    return undefined;
  });
  return document ? { gameId, document } : undefined;
}

/** The game of this channel, or the refusal that there is none. */
export async function gameHere(context: CommandContext): Promise<FoundGame | Reply> {
  context.orchestrator.assertGamesKnown();
  const gameId = context.orchestrator.gameInChannel(context.interaction.channelId);
  const found = gameId ? await readGame(context, gameId) : undefined;
  return found ?? ephemeral({ key: 'ui.noGameHere', params: {} });
}

/**
 * For personal, read-only commands (`/mafia role`), which work in any channel of the server:
 * the game of this guild the user sits in or judges, this channel's first; failing that, this
 * channel's game; else the refusal that the user has no game here.
 */
export async function gameOfUser(context: CommandContext): Promise<FoundGame | Reply> {
  const { orchestrator, interaction } = context;
  const userId = interaction.user.id;
  orchestrator.assertGamesKnown();
  const here = orchestrator.gameInChannel(interaction.channelId);
  const candidates = [
    ...(here ? [here] : []),
    ...orchestrator.gamesInGuild(interaction.guildId).filter((gameId) => gameId !== here),
  ];
  let fallback: FoundGame | undefined;
  for (const gameId of candidates) {
    const found = await readGame(context, gameId);
    if (!found) continue;
    const { state } = found.document;
    if (state.judgeId === userId || seatOfUser(state, userId)) return found;
    if (gameId === here) fallback = found;
  }
  return fallback ?? ephemeral({ key: 'ui.noGameOfYours', params: {} });
}

export function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && 'kind' in value;
}

/** Dispatches to the game in this channel and turns the outcome into the answer. */
export async function dispatchHere(
  context: CommandContext,
  command: IncomingCommand,
  publicReply?: AnyText,
): Promise<Reply> {
  const here = await gameHere(context);
  if (isReply(here)) return here;
  const outcome = await context.orchestrator.dispatch(here.gameId, command);
  if (!outcome.ok) return ephemeral(outcome.error);
  if (publicReply) return publicly(publicReply, here.document.meta.locale);
  return ephemeral(outcome.reply ?? { key: 'ui.done', params: {} });
}

/** The seat of a member in this game, or the refusal that he is not playing in it. */
export function seatOfMember(document: GameDocument, userId: string): number | Reply {
  const seat = seatOfUser(document.state, userId);
  return seat ? seat.seat : ephemeral({ key: 'ui.notInThisGame', params: { userId } });
}

/**
 * The common shape of `/mafia <x> player:@…`: find the game here, turn the `player` option
 * into a seat of it (or refuse: not playing), then dispatch what `build` makes of the seat.
 */
export async function dispatchForPlayer(
  context: CommandContext,
  build: (seat: number, document: GameDocument) => IncomingCommand,
): Promise<Reply> {
  const here = await gameHere(context);
  if (isReply(here)) return here;
  const seat = seatOfMember(here.document, context.interaction.options.getUser('player', true).id);
  if (isReply(seat)) return seat;
  return dispatchHere(context, build(seat, here.document));
}

/** Violation names for a judge command's `reason` choice list, in both languages. */
export function violationChoices(rows: readonly number[]) {
  return rows.map((row) => ({
    name: catalog('en').violations[row as keyof ReturnType<typeof catalog>['violations']].slice(
      0,
      100,
    ),
    name_localizations: {
      ru: catalog('ru').violations[row as keyof ReturnType<typeof catalog>['violations']].slice(
        0,
        100,
      ),
    },
    value: String(row),
  }));
}

/** "5.1.15 Speaking out of turn — <details>" in the game's language, as the engine records it. */
export function reasonText(locale: Locale, row: string | null, details: string | null): string {
  const violation = row
    ? catalog(locale).violations[Number(row) as keyof ReturnType<typeof catalog>['violations']]
    : undefined;
  return (
    [violation, details?.trim()].filter((part) => part !== undefined && part !== '').join(' — ') ||
    '—'
  );
}
