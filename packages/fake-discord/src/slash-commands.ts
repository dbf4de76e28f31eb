/** A slash command as the Discord client builds it: found among the registered definitions, checked for use, its options resolved. */
import {
  type ChannelType,
  ApplicationCommandOptionType,
  ApplicationCommandType,
  InteractionContextType,
  type APIApplicationCommand,
  type APIApplicationCommandInteractionDataOption,
  type APIApplicationCommandOption,
  type APIInteractionDataResolved,
  type APIInteractionDataResolvedChannel,
  type APIInteractionDataResolvedGuildMember,
  type Locale,
} from 'discord-api-types/v10';
import { has } from './permissions.ts';
import type { ChannelRecord, World } from './world.ts';

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

export interface Built {
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
  /** Autocomplete: the options typed so far, required ones possibly missing. */
  partial = false,
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
      if (!partial && 'required' in def && def.required) {
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
