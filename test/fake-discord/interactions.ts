import { EventEmitter } from 'node:events';
import type { ChannelType, ComponentType } from 'discord-api-types/v10';
import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  InteractionContextType,
  InteractionType,
  type APIApplicationCommand,
  type APIApplicationCommandInteractionDataOption,
  type APIApplicationCommandOption,
  type APIChatInputApplicationCommandInteraction,
  type APIInteraction,
  type APIInteractionDataResolved,
  type APIInteractionDataResolvedChannel,
  type APIInteractionDataResolvedGuildMember,
  type APIInteractionGuildMember,
  type APIMessage,
  type APIMessageComponentInteraction,
  type APIModalInteractionResponseCallbackData,
  type APIModalSubmitInteraction,
  type InteractionResponseType,
  type Locale,
} from 'discord-api-types/v10';
import { randomToken, snowflake } from './ids.ts';
import { bits, has } from './permissions.ts';
import type { ChannelRecord, World } from './world.ts';

/** One interaction the fake sent to the bot, and what became of it. */
export interface InteractionRecord {
  id: string;
  token: string;
  type: InteractionType;
  /** Human description for error messages, e.g. `/mafia join` or `click "Join"`. */
  label: string;
  userId: string;
  guildId: string | null;
  channelId: string;
  payload: APIInteraction;
  dispatchedAt: number;
  ackedAt: number | null;
  /** ms from dispatch to the first response. */
  latencyMs: number | null;
  response: InteractionResponseType | null;
  ephemeral: boolean;
  /** The message a clicked component was on. */
  sourceMessageId: string | null;
  /** What `@original` refers to once acknowledged. */
  originalMessageId: string | null;
  /** A deferred reply still showing "… is thinking". */
  loading: boolean;
  followUpIds: string[];
  modal: APIModalInteractionResponseCallbackData | null;
  /** Refused responses: 10062 (too late / unknown) and 40060 (twice). */
  failures: { at: number; code: number }[];
}

/** Every interaction, by id and by token; emits 'change' with the record on each response. */
export class InteractionRegistry extends EventEmitter {
  readonly #byId = new Map<string, InteractionRecord>();
  readonly #byToken = new Map<string, InteractionRecord>();

  constructor() {
    super();
    this.setMaxListeners(0);
  }

  add(record: InteractionRecord): void {
    this.#byId.set(record.id, record);
    this.#byToken.set(record.token, record);
  }

  get(id: string): InteractionRecord | undefined {
    return this.#byId.get(id);
  }

  byToken(token: string): InteractionRecord | undefined {
    return this.#byToken.get(token);
  }

  all(): InteractionRecord[] {
    return [...this.#byId.values()];
  }

  changed(record: InteractionRecord): void {
    this.emit('change', record);
  }
}

/** A value a player types or picks for an option. Users are anything with an `id`. */
export type OptionInput = string | number | boolean | { readonly id: string };

export class CommandUsageError extends Error {}

/** The registered chat-input command a player can see (guild commands first, then global). */
export function findCommand(
  world: World,
  guildId: string | null,
  name: string,
): APIApplicationCommand | undefined {
  const scopes = guildId ? [guildId, 'global'] : ['global'];
  for (const scope of scopes) {
    const command = world.commands
      .get(scope)
      ?.find(
        (c) =>
          c.name === name &&
          (c.type ?? ApplicationCommandType.ChatInput) === ApplicationCommandType.ChatInput,
      );
    if (command) return command;
  }
  return undefined;
}

function describeNames(options: readonly { name: string }[] | undefined): string {
  return (options ?? []).map((o) => o.name).join(', ') || '(none)';
}

interface Built {
  options: APIApplicationCommandInteractionDataOption[];
  resolved: APIInteractionDataResolved;
}

/**
 * Builds `data.options` and `data.resolved` from the REGISTERED definition, as the Discord client
 * does: unknown subcommands or options, missing required options, values outside choices or
 * bounds all throw (a person could not send them).
 */
export function buildCommandOptions(
  world: World,
  guildId: string | null,
  command: APIApplicationCommand,
  path: string[],
  values: Record<string, OptionInput | undefined>,
  locale: string,
): Built {
  const resolved: APIInteractionDataResolved = {};
  let defs = command.options ?? [];
  const wrap: { name: string; type: ApplicationCommandOptionType }[] = [];
  const hasSubs = defs.some(
    (o) =>
      o.type === ApplicationCommandOptionType.Subcommand ||
      o.type === ApplicationCommandOptionType.SubcommandGroup,
  );
  if (hasSubs) {
    if (path.length === 0) {
      throw new CommandUsageError(`/${command.name} needs a subcommand: ${describeNames(defs)}`);
    }
    for (const part of path) {
      const def = defs.find(
        (o) =>
          o.name === part &&
          (o.type === ApplicationCommandOptionType.Subcommand ||
            o.type === ApplicationCommandOptionType.SubcommandGroup),
      );
      if (!def) {
        throw new CommandUsageError(
          `/${command.name} has no subcommand "${part}" here; registered: ${describeNames(defs)}`,
        );
      }
      wrap.push({ name: def.name, type: def.type });
      defs = 'options' in def && def.options ? (def.options as APIApplicationCommandOption[]) : [];
      if (def.type === ApplicationCommandOptionType.Subcommand) break;
    }
    if (wrap.at(-1)?.type !== ApplicationCommandOptionType.Subcommand) {
      throw new CommandUsageError(
        `/${command.name} ${path.join(' ')} needs a subcommand: ${describeNames(defs)}`,
      );
    }
  } else if (path.length > 0) {
    throw new CommandUsageError(
      `/${command.name} has no subcommands; registered options: ${describeNames(defs)}`,
    );
  }
  const where = `/${[command.name, ...path].join(' ')}`;
  for (const key of Object.keys(values)) {
    if (values[key] !== undefined && !defs.some((d) => d.name === key)) {
      throw new CommandUsageError(
        `${where} has no option "${key}"; registered: ${describeNames(defs)}`,
      );
    }
  }
  const leaf: APIApplicationCommandInteractionDataOption[] = [];
  for (const def of defs) {
    const value = values[def.name];
    if (value === undefined) {
      if ('required' in def && def.required) {
        throw new CommandUsageError(`${where}: option "${def.name}" is required`);
      }
      continue;
    }
    leaf.push(resolveOption(world, guildId, where, def, value, resolved, locale));
  }
  let options: APIApplicationCommandInteractionDataOption[] = leaf;
  for (const w of [...wrap].reverse()) {
    options = [
      { name: w.name, type: w.type, options } as APIApplicationCommandInteractionDataOption,
    ];
  }
  return { options, resolved };
}

function resolveOption(
  world: World,
  guildId: string | null,
  where: string,
  def: APIApplicationCommandOption,
  value: OptionInput,
  resolved: APIInteractionDataResolved,
  locale: string,
): APIApplicationCommandInteractionDataOption {
  const fail = (why: string): never => {
    throw new CommandUsageError(`${where}: option "${def.name}" ${why}`);
  };
  const idOf = (v: OptionInput): string =>
    typeof v === 'object'
      ? v.id
      : typeof v === 'string'
        ? v
        : fail(`expects a user/role/channel, got ${String(v)}`);
  switch (def.type) {
    case ApplicationCommandOptionType.String:
    case ApplicationCommandOptionType.Integer:
    case ApplicationCommandOptionType.Number: {
      const choices = 'choices' in def ? def.choices : undefined;
      let v: string | number;
      if (choices && choices.length > 0) {
        const choice = choices.find(
          (c) =>
            c.value === value ||
            c.name === value ||
            c.name_localizations?.[locale as Locale] === value,
        );
        if (!choice) {
          fail(
            `must be one of ${choices.map((c) => JSON.stringify(c.value)).join(', ')}; got ${JSON.stringify(value)}`,
          );
        }
        v = choice!.value;
      } else if (def.type === ApplicationCommandOptionType.String) {
        if (typeof value !== 'string') fail(`expects text, got ${JSON.stringify(value)}`);
        v = value as string;
        if (def.min_length !== undefined && v.length < def.min_length)
          fail(`is shorter than ${def.min_length}`);
        if (def.max_length !== undefined && v.length > def.max_length)
          fail(`is longer than ${def.max_length}`);
      } else {
        const n = typeof value === 'string' ? Number(value) : value;
        if (typeof n !== 'number' || Number.isNaN(n))
          fail(`expects a number, got ${JSON.stringify(value)}`);
        if (def.type === ApplicationCommandOptionType.Integer && !Number.isInteger(n))
          fail(`expects an integer, got ${String(n)}`);
        const num = n as number;
        if (def.min_value !== undefined && num < def.min_value) fail(`must be ≥ ${def.min_value}`);
        if (def.max_value !== undefined && num > def.max_value) fail(`must be ≤ ${def.max_value}`);
        v = num;
      }
      return {
        name: def.name,
        type: def.type,
        value: v,
      } as APIApplicationCommandInteractionDataOption;
    }
    case ApplicationCommandOptionType.Boolean:
      if (typeof value !== 'boolean') fail(`expects true/false, got ${JSON.stringify(value)}`);
      return { name: def.name, type: def.type, value: value as boolean };
    case ApplicationCommandOptionType.User:
    case ApplicationCommandOptionType.Mentionable: {
      const id = idOf(value);
      if (world.user(id)) {
        addUser(world, guildId, id, resolved);
      } else if (
        def.type === ApplicationCommandOptionType.Mentionable &&
        guildId &&
        world.findRole(guildId, id)
      ) {
        const role = world.findRole(guildId, id)!;
        (resolved.roles ??= {})[role.id] = role;
        return { name: def.name, type: def.type, value: role.id };
      } else {
        fail(`names an unknown user ${id}`);
      }
      return {
        name: def.name,
        type: def.type,
        value: id,
      } as APIApplicationCommandInteractionDataOption;
    }
    case ApplicationCommandOptionType.Role: {
      const role = guildId ? world.findRole(guildId, idOf(value)) : undefined;
      if (!role) fail(`names an unknown role ${String(idOf(value))}`);
      (resolved.roles ??= {})[role!.id] = role!;
      return { name: def.name, type: def.type, value: role!.id };
    }
    case ApplicationCommandOptionType.Channel: {
      const channel = guildId ? world.findChannel(guildId, idOf(value)) : undefined;
      if (!channel) fail(`names an unknown channel ${String(idOf(value))}`);
      const c = channel!;
      if (
        def.channel_types &&
        def.channel_types.length > 0 &&
        !def.channel_types.includes(c.type as never)
      ) {
        fail(`accepts channel types ${def.channel_types.join(', ')}, not ${c.type} (#${c.name})`);
      }
      (resolved.channels ??= {})[c.id] = resolvedChannel(world, c);
      return { name: def.name, type: def.type, value: c.id };
    }
    default:
      return fail(`has type ${def.type}, which the fake's players cannot fill in`);
  }
}

function addUser(
  world: World,
  guildId: string | null,
  id: string,
  resolved: APIInteractionDataResolved,
): void {
  (resolved.users ??= {})[id] = world.userJSON(id);
  if (guildId && world.member(guildId, id)) {
    const { user: _u, deaf: _d, mute: _m, ...member } = world.memberJSON(guildId, id);
    const withPerms: APIInteractionDataResolvedGuildMember = {
      ...member,
      permissions: world.guildPermissions(guildId, id).toString(),
    };
    (resolved.members ??= {})[id] = withPerms;
  }
}

function resolvedChannel(world: World, channel: ChannelRecord): APIInteractionDataResolvedChannel {
  const json = world.channelJSON(channel) as { name?: string | null };
  return {
    id: channel.id,
    name: json.name ?? '',
    type: channel.type as ChannelType.GuildText,
    permissions: '0',
  };
}

// ---------------------------------------------------------------------------------------------
// Interaction payloads
// ---------------------------------------------------------------------------------------------

export const ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024;

interface Envelope {
  world: World;
  userId: string;
  channel: ChannelRecord;
}

function envelope({ world, userId, channel }: Envelope) {
  const user = world.user(userId);
  if (!user) throw new Error(`unknown user ${userId}`);
  const guildId = channel.guildId;
  const common = {
    id: snowflake(),
    application_id: world.applicationId,
    token: `aW50ZXJhY3Rpb246${randomToken(48)}`,
    version: 1 as const,
    locale: user.locale as Locale,
    entitlements: [],
    attachment_size_limit: ATTACHMENT_SIZE_LIMIT,
    channel: world.channelJSON(channel),
    channel_id: channel.id,
  };
  if (guildId) {
    const guild = world.requireGuild(guildId);
    const member: APIInteractionGuildMember = {
      ...world.memberJSON(guildId, userId),
      user: world.userJSON(userId),
      permissions: world.permissionsIn(userId, channel.id).toString(),
    };
    return {
      ...common,
      guild_id: guildId,
      guild: { id: guildId, locale: guild.locale as Locale, features: guild.features as never },
      guild_locale: guild.locale as Locale,
      member,
      app_permissions: world.botPermissions(guildId, channel.id).toString(),
      authorizing_integration_owners: { '0': guildId },
      context: InteractionContextType.Guild,
    };
  }
  return {
    ...common,
    user: world.userJSON(userId),
    app_permissions: bits([
      'ViewChannel',
      'SendMessages',
      'EmbedLinks',
      'AttachFiles',
      'ReadMessageHistory',
    ]).toString(),
    authorizing_integration_owners: { '0': '0' },
    context: InteractionContextType.BotDM,
  };
}

/** Checks what the Discord client checks before it even shows a command to a member. */
export function assertCanUseCommand(
  world: World,
  command: APIApplicationCommand,
  userId: string,
  channel: ChannelRecord,
): void {
  const context = channel.guildId ? InteractionContextType.Guild : InteractionContextType.BotDM;
  if (command.contexts && !command.contexts.includes(context)) {
    throw new CommandUsageError(
      `/${command.name} is not available in ${channel.guildId ? 'servers' : 'DMs'} (contexts ${command.contexts.join(', ')})`,
    );
  }
  if (channel.guildId && command.default_member_permissions) {
    const needed = BigInt(command.default_member_permissions);
    const perms = world.permissionsIn(userId, channel.id);
    const allowed = has(perms, 'Administrator') || (needed !== 0n && (perms & needed) === needed);
    if (!allowed) {
      throw new CommandUsageError(
        `/${command.name} needs permissions ${needed} (default_member_permissions) that this member lacks`,
      );
    }
  }
  if (channel.guildId && !has(world.permissionsIn(userId, channel.id), 'UseApplicationCommands')) {
    throw new CommandUsageError(`this member may not use application commands in #${channel.name}`);
  }
}

export function chatInputPayload(
  input: Envelope & { command: APIApplicationCommand; built: Built },
): APIChatInputApplicationCommandInteraction {
  const { command, built } = input;
  const data: APIChatInputApplicationCommandInteraction['data'] = {
    id: command.id,
    name: command.name,
    type: ApplicationCommandType.ChatInput,
  };
  if (built.options.length > 0) data.options = built.options;
  if (Object.keys(built.resolved).length > 0) data.resolved = built.resolved;
  if (command.guild_id) data.guild_id = command.guild_id;
  return {
    ...envelope(input),
    type: InteractionType.ApplicationCommand,
    data,
  } as APIChatInputApplicationCommandInteraction;
}

export type ComponentData =
  | { component_type: ComponentType.Button; custom_id: string }
  | { component_type: ComponentType.StringSelect; custom_id: string; values: string[] }
  | {
      component_type: ComponentType.UserSelect;
      custom_id: string;
      values: string[];
      resolved: APIInteractionDataResolved;
    };

export function componentPayload(
  input: Envelope & { message: APIMessage; data: ComponentData },
): APIMessageComponentInteraction {
  return {
    ...envelope(input),
    type: InteractionType.MessageComponent,
    message: structuredClone(input.message),
    data: input.data,
  } as APIMessageComponentInteraction;
}

export function modalSubmitPayload(
  input: Envelope & { message: APIMessage | null; customId: string; components: unknown[] },
): APIModalSubmitInteraction {
  return {
    ...envelope(input),
    type: InteractionType.ModalSubmit,
    ...(input.message ? { message: structuredClone(input.message) } : {}),
    data: { custom_id: input.customId, components: input.components },
  } as unknown as APIModalSubmitInteraction;
}

/** Resolved users (and members) for a user select menu. */
export function resolvedUsers(
  world: World,
  guildId: string | null,
  ids: string[],
): APIInteractionDataResolved {
  const resolved: APIInteractionDataResolved = {};
  for (const id of ids) addUser(world, guildId, id, resolved);
  return resolved;
}

export function newRecord(
  payload: APIInteraction,
  input: {
    label: string;
    userId: string;
    guildId: string | null;
    channelId: string;
    sourceMessageId?: string;
  },
): InteractionRecord {
  return {
    id: payload.id,
    token: payload.token,
    type: payload.type,
    label: input.label,
    userId: input.userId,
    guildId: input.guildId,
    channelId: input.channelId,
    payload,
    dispatchedAt: Date.now(),
    ackedAt: null,
    latencyMs: null,
    response: null,
    ephemeral: false,
    sourceMessageId: input.sourceMessageId ?? null,
    originalMessageId: null,
    loading: false,
    followUpIds: [],
    modal: null,
    failures: [],
  };
}
