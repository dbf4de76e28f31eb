import {
  PermissionFlagsBits,
  type ChatInputCommandInteraction,
  type SlashCommandSubcommandBuilder,
} from 'discord.js';
import type { z } from 'zod';
import { seatOfUser, type SeatPurpose, type Text } from '../../engine/index.ts';
import type { AnyText } from '../../i18n/index.ts';
import type { GameDocument } from '../../orchestrator/document.ts';
import type { IncomingCommand } from '../../orchestrator/orchestrator.ts';
import { isStoreOutage } from '../../orchestrator/outage.ts';
import { ephemeral, type CommandContext } from './command-kit.ts';
import type { Reply } from './respond.ts';
import { isGameChannel } from '../ports/game-channel.ts';

/**
 * Declarative guards for `/mafia` subcommands, in the way Sapphire's preconditions work: each
 * subcommand lists the named checks it needs; they run in order before its handler; the first
 * that says no is the answer, and `runSubcommand` is the one place that answers it (always
 * ephemeral, in the user's language). A check may also hand on what it found (the game, a
 * seat, parsed options) to the checks after it and to the handler.
 *
 * The rules of the game are not re-checked here (whether the actor judges, whether the phase
 * allows it): the engine decides those, with its own refusals, when the command is dispatched.
 */

/** A guard's "no": a localized text, answered ephemerally by `runSubcommand`. */
export interface Refusal {
  readonly refused: Text | AnyText;
}

export const refuse = (text: Text | AnyText): Refusal => ({ refused: text });

export function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && 'refused' in value;
}

type Outcome<T> = T | Refusal | Promise<T | Refusal>;

/** A named check; `Needs` is what earlier checks must have found, `Adds` what this one finds. */
export interface Precondition<Needs extends object = object, Adds extends object = object> {
  readonly name: string;
  run(context: CommandContext & Needs): Outcome<Adds>;
}

/** What a list of preconditions finds, together. */
export type Found<P extends readonly unknown[]> = P extends readonly [infer Head, ...infer Rest]
  ? (Head extends Precondition<never, infer Adds> ? Adds : unknown) & Found<Rest>
  : unknown;

export interface Subcommand {
  /** English name (the command's real name); its Russian localization is set in `build`. */
  name: string;
  build(builder: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder;
  /** Checked in this order before `run`. */
  preconditions: ReadonlyArray<Precondition<never, object>>;
  /**
   * Its answer is public (`/mafia status`): it is answered as it comes rather than after an
   * ephemeral deferral, since a deferral fixes the answer's visibility before it is known.
   */
  answersInPublic?: boolean;
  /** Integer seat options with autocomplete: which seats each offers (`/judge`). */
  seatPurposes?: Readonly<Record<string, SeatPurpose>>;
  run(context: CommandContext): Outcome<Reply>;
}

/** A subcommand whose handler gets the context together with what its preconditions found. */
export function subcommand<const P extends ReadonlyArray<Precondition<never, object>>>(spec: {
  name: string;
  build(builder: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder;
  preconditions: P;
  answersInPublic?: boolean;
  seatPurposes?: Readonly<Record<string, SeatPurpose>>;
  run(context: CommandContext & Found<P>): Outcome<Reply>;
}): Subcommand {
  return spec as unknown as Subcommand;
}

/** Runs the preconditions, then the handler; answers every refusal, ephemerally. */
export async function runSubcommand(command: Subcommand, context: CommandContext): Promise<Reply> {
  let facts: CommandContext = context;
  for (const precondition of command.preconditions) {
    const found = await (precondition as Precondition).run(facts);
    if (isRefusal(found)) return ephemeral(found.refused);
    facts = { ...facts, ...found };
  }
  const reply = await command.run(facts);
  return isRefusal(reply) ? ephemeral(reply.refused) : reply;
}

/** `inGuild` (every subcommand, checked by the router): `/mafia` is a server command. */
export function inGuild(
  interaction: ChatInputCommandInteraction,
): interaction is ChatInputCommandInteraction<'cached'> {
  return interaction.inCachedGuild();
}
export const NOT_IN_GUILD = refuse({ key: 'ui.noGameHere', params: {} });

/** `inTextChannel`: games are played in a plain text channel (game-channel.ts). */
export const inTextChannel: Precondition = {
  name: 'inTextChannel',
  run: ({ interaction }) =>
    isGameChannel(interaction.channel) ? {} : refuse({ key: 'ui.textChannelOnly', params: {} }),
};

/** `isAdmin`: Manage Server. */
export const isAdmin: Precondition = {
  name: 'isAdmin',
  run: ({ interaction }) =>
    interaction.memberPermissions.has(PermissionFlagsBits.ManageGuild)
      ? {}
      : refuse({ key: 'ui.notAdmin', params: {} }),
};

export type FoundGame = { gameId: string; document: GameDocument };

/**
 * A game by id; undefined when it is gone or unreadable. A store that does not answer is not
 * "no game": the error goes on up, to be answered as an outage (the router).
 */
async function readGame(context: CommandContext, gameId: string): Promise<FoundGame | undefined> {
  const document = await context.orchestrator.read(gameId).catch((error: unknown) => {
    if (isStoreOutage(error)) throw error;
    return undefined;
  });
  return document ? { gameId, document } : undefined;
}

/** `gameHere`: the game of this channel. */
export const gameHere: Precondition<object, { game: FoundGame }> = {
  name: 'gameHere',
  async run(context) {
    await context.orchestrator.gamesKnown();
    const gameId = context.orchestrator.gameInChannel(context.interaction.channelId);
    const game = gameId ? await readGame(context, gameId) : undefined;
    return game ? { game } : refuse({ key: 'ui.noGameHere', params: {} });
  },
};

/**
 * `gameOfUser`, for personal, read-only commands (`/mafia role`), which work in any channel of
 * the server: the game of this guild the user sits in or judges, this channel's first; failing
 * that, this channel's game.
 */
export const gameOfUser: Precondition<object, { game: FoundGame }> = {
  name: 'gameOfUser',
  async run(context) {
    const { orchestrator, interaction } = context;
    await orchestrator.gamesKnown();
    const here = orchestrator.gameInChannel(interaction.channelId);
    const others = orchestrator.gamesInGuild(interaction.guildId).filter((id) => id !== here);
    let fallback: FoundGame | undefined;
    for (const gameId of [...(here ? [here] : []), ...others]) {
      const game = await readGame(context, gameId);
      if (!game) continue;
      const { state } = game.document;
      if (state.judgeId === interaction.user.id || seatOfUser(state, interaction.user.id))
        return { game };
      if (gameId === here) fallback = game;
    }
    return fallback ? { game: fallback } : refuse({ key: 'ui.noGameOfYours', params: {} });
  },
};

/** `playerSeat`: the member named by the `player` option, as a seat of the game found here. */
export const playerSeat: Precondition<{ game: FoundGame }, { seat: number }> = {
  name: 'playerSeat',
  run({ interaction, game }) {
    const userId = interaction.options.getUser('player', true).id;
    const seat = seatOfUser(game.document.state, userId);
    return seat ? { seat: seat.seat } : refuse({ key: 'ui.notInThisGame', params: { userId } });
  },
};

/**
 * `seatNumber`: the seat typed in the `seat` option (`/judge foul seat:5`). Whether the seat
 * exists and may be named is the engine's to say (error.noSuchSeat, error.playerOut…). With
 * `playerSeat` (a member → his seat), the one place a judge's command learns its seat.
 */
export const seatNumber: Precondition<{ game: FoundGame }, { seat: number }> = {
  name: 'seatNumber',
  run: ({ interaction }) => ({ seat: interaction.options.getInteger('seat', true) }),
};

/** `optionalPlayerSeat`: the same for an optional `player` option, null when it is left out. */
export const optionalPlayerSeat: Precondition<{ game: FoundGame }, { seat: number | null }> = {
  name: 'optionalPlayerSeat',
  run(input) {
    return input.interaction.options.getUser('player') ? playerSeat.run(input) : { seat: null };
  },
};

/** Dispatches a command to the game found here; the engine's refusal is answered as one. */
export async function dispatch(
  context: CommandContext & { game: FoundGame },
  command: IncomingCommand,
): Promise<Reply | Refusal> {
  const outcome = await context.orchestrator.dispatch(context.game.gameId, command);
  if (!outcome.ok) return refuse(outcome.error);
  return ephemeral(outcome.reply ?? { key: 'ui.done', params: {} });
}

/**
 * Option validation through a zod schema: `read` takes the raw option(s) from the interaction;
 * what parses is handed on as `name`, what does not is refused with `refusal(raw)`.
 */
export function validOptions<const K extends string, S extends z.ZodType, Raw>(
  name: K,
  read: (interaction: ChatInputCommandInteraction<'cached'>) => Raw,
  schema: S,
  refusal: (raw: Raw) => Text | AnyText,
): Precondition<object, Record<K, z.output<S>>> {
  return {
    name,
    run({ interaction }) {
      const raw = read(interaction);
      const parsed = schema.safeParse(raw);
      if (!parsed.success) return refuse(refusal(raw));
      return { [name]: parsed.data } as Record<K, z.output<S>>;
    },
  };
}
