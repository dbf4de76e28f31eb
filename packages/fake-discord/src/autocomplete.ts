import type {
  ApplicationCommandOptionType} from 'discord-api-types/v10';
import {
  InteractionType,
  type APIApplicationCommandAutocompleteInteraction,
  type APIApplicationCommandInteractionDataOption,
  type APIApplicationCommandOption,
} from 'discord-api-types/v10';
import {
  CommandUsageError,
  assertCanUseCommand,
  buildCommandOptions,
  chatInputPayload,
  findCommand,
  type OptionInput,
} from './interactions.ts';
import type { ChannelRecord, World } from './world.ts';

/** The option the person is typing into, and what he has typed so far. */
export interface FocusedOption {
  name: string;
  typed: string;
}

/** Discord's answer limits for an autocomplete (type 8): at most 25 choices, names 1–100. */
export const MAX_AUTOCOMPLETE_CHOICES = 25;

/**
 * An APPLICATION_COMMAND_AUTOCOMPLETE interaction (type 4), as the Discord client sends it while
 * a person types: the subcommand's options filled so far, and the focused one with `focused:
 * true` and the raw text typed (a string, whatever the option's type). Only an option
 * registered with `autocomplete: true` sends one.
 */
export function autocompletePayload(
  world: World,
  userId: string,
  channel: ChannelRecord,
  input: {
    command: string;
    path: string[];
    focused: FocusedOption;
    values: Record<string, OptionInput | undefined>;
    locale: string;
  },
): APIApplicationCommandAutocompleteInteraction {
  const command = findCommand(world, channel.guildId, input.command);
  if (!command) throw new CommandUsageError(`no command /${input.command}`);
  assertCanUseCommand(world, command, userId, channel);
  const built = buildCommandOptions(
    world,
    channel.guildId,
    command,
    input.path,
    input.values,
    input.locale,
    true,
  );
  let leaf = built.options;
  let defs = command.options ?? [];
  for (const part of input.path) {
    const wrapper = leaf.find((option) => option.name === part);
    const def = defs.find((option) => option.name === part);
    leaf = wrapper && 'options' in wrapper ? (wrapper.options ?? []) : leaf;
    defs = def && 'options' in def ? ((def.options ?? []) as APIApplicationCommandOption[]) : [];
  }
  const def = defs.find((option) => option.name === input.focused.name);
  if (!def || !('autocomplete' in def) || !def.autocomplete)
    throw new CommandUsageError(
      `/${input.command} ${input.path.join(' ')}: option "${input.focused.name}" has no autocomplete`,
    );
  leaf.push({
    name: def.name,
    type: def.type as ApplicationCommandOptionType.Integer,
    value: input.focused.typed,
    focused: true,
  } as unknown as APIApplicationCommandInteractionDataOption);
  const payload = chatInputPayload({ world, userId, channel, command, built });
  return {
    ...payload,
    type: InteractionType.ApplicationCommandAutocomplete,
  } as unknown as APIApplicationCommandAutocompleteInteraction;
}
