import {
  ButtonStyle,
  ComponentType,
  GatewayDispatchEvents,
  InteractionResponseType,
  type APIInteraction,
} from 'discord-api-types/v10';
import {
  CommandUsageError,
  assertCanUseCommand,
  buildCommandOptions,
  chatInputPayload,
  componentPayload,
  findCommand,
  modalSubmitPayload,
  newRecord,
  resolvedUsers,
  type ComponentData,
  type OptionInput,
} from './interactions.ts';
import { see, type SeenMessage } from './seen.ts';
import { labelMatches } from './text.ts';
import type { ChannelRecord, MessageRecord } from './world.ts';
import { collectTextInputs } from './modal-inputs.ts';
import { autocompletePayload, type FocusedOption } from './autocomplete.ts';
import { waitFor } from './wait-for.ts';
import type { InteractionReply, Choice, InteractOptions, SlashOptions } from './player-options.ts';
import { type MessageRef, PlayerView } from './player-view.ts';

export type { InteractionReply, Choice, InteractOptions, SlashOptions } from './player-options.ts';
export type { MessageRef } from './player-view.ts';

/**
 * A scripted person. They see only what Discord shows them, click buttons found by LABEL,
 * pick select options by label, and type slash commands as the Discord client builds them from
 * the registered definitions.
 */
export class Player extends PlayerView {
  /**
   * Runs a slash command: `slash('mafia', 'join')`, `slash('mafia', 'foul', { player: p })`,
   * `slash('mafia', ['settings', 'language'], { value: 'en' })`, or `slash('ping', { … })`.
   */
  async slash(
    command: string,
    subcommand?: string | string[] | Record<string, OptionInput | undefined> | null,
    values: Record<string, OptionInput | undefined> = {},
    options: SlashOptions = {},
  ): Promise<InteractionReply> {
    let path: string[] = [];
    if (typeof subcommand === 'string') path = subcommand.split(' ').filter(Boolean);
    else if (Array.isArray(subcommand)) path = subcommand;
    else if (subcommand && typeof subcommand === 'object') values = subcommand;
    const world = this.world;
    const channel = options.dm
      ? world.dmChannelFor(this.id)
      : this.channel(options.channel ?? this.defaultChannelId);
    if (!channel) throw new Error(`${this.name}: no channel ${options.channel ?? ''}`);
    const label = `/${[command, ...path].join(' ')}`;
    const definition = findCommand(world, channel.guildId, command);
    if (!definition) {
      const registered = [...world.commands.values()].flat().map((c) => `/${c.name}`);
      const guildOnly = !channel.guildId && registered.includes(`/${command}`);
      throw new CommandUsageError(
        guildOnly
          ? `${this.name} cannot find ${label} in DMs: it is registered as a guild command only`
          : `${this.name} cannot find ${label}: registered commands are ${registered.join(', ') || '(none)'}`,
      );
    }
    assertCanUseCommand(world, definition, this.id, channel);
    const built = buildCommandOptions(
      world,
      channel.guildId,
      definition,
      path,
      values,
      this.locale,
    );
    const payload = chatInputPayload({
      world,
      userId: this.id,
      channel,
      command: definition,
      built,
    });
    return this.#interact(payload, channel, label, null, options);
  }

  /**
   * Types into an option with autocomplete, as the Discord client does while a person types:
   * `autocomplete('judge', 'foul', { name: 'seat', typed: '5' })` → the choices the bot offers.
   */
  async autocomplete(
    command: string,
    subcommand: string,
    focused: FocusedOption,
    values: Record<string, OptionInput | undefined> = {},
  ): Promise<Array<{ name: string; value: string | number }>> {
    const channel = this.channel(this.defaultChannelId);
    if (!channel) throw new Error(`${this.name}: no channel`);
    const payload = autocompletePayload(this.world, this.id, channel, {
      command,
      path: subcommand.split(' '),
      focused,
      values,
      locale: this.locale,
    });
    const label = `/${command} ${subcommand} (typing ${focused.name}: "${focused.typed}")`;
    const reply = await this.#interact(payload, channel, label, null, {});
    return reply.record.choices ?? [];
  }

  /** Clicks the enabled button whose label matches, on a message this player can see. */
  async click(
    message: MessageRef,
    label: string | RegExp,
    options: InteractOptions = {},
  ): Promise<InteractionReply> {
    const record = this.visibleRecord(message);
    const seen = see(this.world, record);
    const matches = seen.buttons.filter((b) => labelMatches(b.label, label));
    const enabled = matches.filter((b) => !b.disabled);
    const listing = seen.buttons
      .map(
        (b) =>
          `"${b.label}"${b.disabled ? ' (disabled)' : ''}${b.style === ButtonStyle.Link ? ' (link)' : ''}`,
      )
      .join(', ');
    if (enabled.length === 0) {
      throw new Error(
        `${this.name} sees no ${matches.length > 0 ? 'enabled ' : ''}button ${String(label)} on message ${seen.id}; buttons: ${listing || '(none)'}\n  text: ${JSON.stringify(seen.text.slice(0, 200))}`,
      );
    }
    const distinct = new Set(enabled.map((b) => b.customId ?? b.url));
    if (distinct.size > 1) {
      throw new Error(
        `${this.name}: ${enabled.length} buttons match ${String(label)} on message ${seen.id}: ${listing}`,
      );
    }
    const button = enabled[0]!;
    if (button.style === ButtonStyle.Link || !button.customId) {
      throw new Error(
        `${this.name}: button "${button.label}" is a link (${button.url ?? ''}), not an interaction`,
      );
    }
    return this.#component(
      record,
      { component_type: ComponentType.Button, custom_id: button.customId },
      `click "${button.label}"`,
      options,
    );
  }

  /**
   * Picks options in a select menu on a message this player can see: by option LABEL for string
   * selects; by Player (or display name) for user selects. `placeholder` picks the menu when the
   * message has several.
   */
  async select(
    message: MessageRef,
    choices: Choice | Choice[],
    options: InteractOptions & { placeholder?: string | RegExp } = {},
  ): Promise<InteractionReply> {
    const record = this.visibleRecord(message);
    const seen = see(this.world, record);
    const wanted = Array.isArray(choices) ? choices : [choices];
    let menus = seen.selects.filter((s) => !s.disabled);
    if (options.placeholder !== undefined) {
      menus = menus.filter(
        (s) => s.placeholder !== null && labelMatches(s.placeholder, options.placeholder!),
      );
    }
    const describe = seen.selects
      .map(
        (s) =>
          `[${s.placeholder ?? 'no placeholder'}${s.disabled ? ', disabled' : ''}: ${s.options.map((o) => o.label).join(' | ')}]`,
      )
      .join(' ');
    if (menus.length === 0) {
      throw new Error(
        `${this.name} sees no usable select menu on message ${seen.id}; menus: ${describe || '(none)'}`,
      );
    }
    const guildId = record.guildId;
    const resolveChoices = (menu: (typeof menus)[number]): string[] | null => {
      const values: string[] = [];
      for (const choice of wanted) {
        if (menu.type === ComponentType.StringSelect) {
          const option = menu.options.find((o) =>
            typeof choice !== 'object' || choice instanceof RegExp
              ? labelMatches(o.label, choice as string | RegExp)
              : false,
          );
          if (!option) return null;
          values.push(option.value);
        } else if (menu.type === ComponentType.UserSelect) {
          const id = this.#userChoice(guildId, choice);
          if (!id) return null;
          values.push(id);
        } else {
          return null;
        }
      }
      return values;
    };
    const candidates = menus
      .map((menu) => ({ menu, values: resolveChoices(menu) }))
      .filter((c): c is { menu: (typeof menus)[number]; values: string[] } => c.values !== null);
    if (candidates.length !== 1) {
      throw new Error(
        `${this.name}: ${candidates.length === 0 ? 'no' : 'more than one'} select menu on message ${seen.id} offers ${wanted.map(String).join(', ')}; menus: ${describe}`,
      );
    }
    const { menu, values } = candidates[0]!;
    if (values.length < menu.minValues || values.length > menu.maxValues) {
      throw new Error(
        `${this.name}: this menu takes ${menu.minValues}–${menu.maxValues} choices, not ${values.length}`,
      );
    }
    const data: ComponentData =
      menu.type === ComponentType.UserSelect
        ? {
            component_type: ComponentType.UserSelect,
            custom_id: menu.customId,
            values,
            resolved: resolvedUsers(this.world, guildId, values),
          }
        : { component_type: ComponentType.StringSelect, custom_id: menu.customId, values };
    return this.#component(record, data, `select ${wanted.map(String).join(', ')}`, options);
  }

  /**
   * Fills in and submits the modal the bot opened in `reply`; fields are keyed by their LABEL
   * (or custom id).
   */
  async submitModal(
    reply: InteractionReply,
    fields: Record<string, string>,
    options: InteractOptions = {},
  ): Promise<InteractionReply> {
    const modal = reply.modal;
    if (!modal) throw new Error(`${this.name}: the bot opened no modal for ${reply.record.label}`);
    const inputs = collectTextInputs(modal.components as unknown[]);
    for (const key of Object.keys(fields)) {
      if (
        !inputs.some((i) => i.customId === key || (i.label !== null && labelMatches(i.label, key)))
      ) {
        throw new Error(
          `${this.name}: the modal has no field "${key}"; fields: ${inputs.map((i) => i.label ?? i.customId).join(', ')}`,
        );
      }
    }
    const rows = inputs.map((input) => {
      const entry = Object.entries(fields).find(
        ([k]) => k === input.customId || (input.label !== null && labelMatches(input.label, k)),
      );
      const value = entry?.[1] ?? '';
      if (input.required && value === '')
        throw new Error(`${this.name}: modal field "${input.label ?? input.customId}" is required`);
      return {
        type: ComponentType.ActionRow,
        components: [{ type: ComponentType.TextInput, custom_id: input.customId, value }],
      };
    });
    const source = reply.record;
    const channel = this.world.channel(source.channelId);
    if (!channel) throw new Error('the channel is gone');
    const sourceMessage = source.sourceMessageId
      ? this.world.message(source.sourceMessageId)
      : undefined;
    const payload = modalSubmitPayload({
      world: this.world,
      userId: this.id,
      channel,
      message: sourceMessage?.message ?? null,
      customId: modal.custom_id,
      components: rows,
    });
    return this.#interact(
      payload,
      channel,
      `submit modal "${modal.title}"`,
      source.sourceMessageId,
      options,
    );
  }

  // ----------------------------------------------------------------------------- internals

  #userChoice(guildId: string | null, choice: Choice): string | null {
    if (typeof choice === 'object' && !(choice instanceof RegExp))
      return this.world.user(choice.id) ? choice.id : null;
    const members = guildId ? [...(this.world.guild(guildId)?.members.keys() ?? [])] : [];
    return members.find((id) => labelMatches(this.world.displayName(guildId, id), choice)) ?? null;
  }

  #component(
    record: MessageRecord,
    data: ComponentData,
    label: string,
    options: InteractOptions,
  ): Promise<InteractionReply> {
    const channel = this.world.channel(record.message.channel_id);
    if (!channel) throw new Error('the channel is gone');
    const payload = componentPayload({
      world: this.world,
      userId: this.id,
      channel,
      message: record.message,
      data,
    });
    return this.#interact(payload, channel, label, record.message.id, options);
  }

  /**
   * The bot's first follow-up to an interaction, as this player sees it: where a click
   * acknowledged with a deferred update gets its words (a refusal, a confirmation). Waits for
   * it; throws when none came in time.
   */
  async followUpOf(reply: InteractionReply, options: InteractOptions = {}): Promise<SeenMessage> {
    const { interactions, world } = this.host;
    const record = reply.record;
    await waitFor(
      interactions,
      record,
      (r) => r.followUpIds.length > 0,
      options.completionTimeoutMs ?? 5_000,
    );
    const message = record.followUpIds[0] ? world.message(record.followUpIds[0]) : undefined;
    if (!message) throw new Error(`${record.label}: the bot sent no follow-up`);
    return see(world, message);
  }

  async #interact(
    payload: APIInteraction,
    channel: ChannelRecord,
    label: string,
    sourceMessageId: string | null,
    options: InteractOptions,
  ): Promise<InteractionReply> {
    const { gateway, interactions, config, world } = this.host;
    if (!gateway.hasLiveSessionFor(channel.guildId)) {
      throw new Error(
        `${this.name}: ${label} failed, the bot is not connected to the gateway ("This interaction failed")`,
      );
    }
    const record = newRecord(payload, {
      label: `${this.name}: ${label}`,
      userId: this.id,
      guildId: channel.guildId,
      channelId: channel.id,
      sourceMessageId: sourceMessageId ?? undefined,
    });
    interactions.add(record);
    gateway.dispatch(GatewayDispatchEvents.InteractionCreate, payload);
    await waitFor(
      interactions,
      record,
      (r) => r.ackedAt !== null || r.failures.some((f) => f.code === 10062),
      config.interactionAckTimeoutMs + 250,
    );
    if (record.ackedAt === null) {
      throw new Error(
        `${record.label}: the bot did not respond within ${config.interactionAckTimeoutMs} ms (Discord shows "The application did not respond")`,
      );
    }
    if (record.response === InteractionResponseType.DeferredChannelMessageWithSource) {
      await waitFor(interactions, record, (r) => !r.loading, options.completionTimeoutMs ?? 10_000);
      if (record.loading) {
        throw new Error(
          `${record.label}: the bot deferred its reply and never filled it in ("… is thinking" forever)`,
        );
      }
    }
    const messageId = record.originalMessageId;
    const messageRecord = messageId ? world.message(messageId) : undefined;
    const message = messageRecord ? see(world, messageRecord) : null;
    const kinds: Partial<Record<InteractionResponseType, InteractionReply['response']>> = {
      [InteractionResponseType.ChannelMessageWithSource]: 'message',
      [InteractionResponseType.DeferredChannelMessageWithSource]: 'deferred-message',
      [InteractionResponseType.UpdateMessage]: 'update',
      [InteractionResponseType.DeferredMessageUpdate]: 'deferred-update',
      [InteractionResponseType.Modal]: 'modal',
    };
    return {
      interactionId: record.id,
      response: kinds[record.response!] ?? 'message',
      ephemeral: record.ephemeral,
      message,
      modal: record.modal,
      latencyMs: record.latencyMs ?? 0,
      text: message ? message.text : '',
      record,
    };
  }
}
