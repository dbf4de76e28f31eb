import { EventEmitter } from 'node:events';
import {
  type ComponentType,
  ApplicationCommandType,
  InteractionContextType,
  InteractionType,
  type APIApplicationCommand,
  type APIChatInputApplicationCommandInteraction,
  type APIInteraction,
  type APIInteractionDataResolved,
  type APIInteractionGuildMember,
  type APIMessage,
  type APIMessageComponentInteraction,
  type APIModalInteractionResponseCallbackData,
  type APIModalSubmitInteraction,
  type InteractionResponseType,
  type Locale,
} from 'discord-api-types/v10';
import { randomToken, snowflake } from './ids.ts';
import { bits } from './permissions.ts';
import type { ChannelRecord, World } from './world.ts';
import type { Built } from './slash-commands.ts';

export {
  CommandUsageError,
  findCommand,
  buildCommandOptions,
  assertCanUseCommand,
  resolvedUsers,
} from './slash-commands.ts';
export type { OptionInput } from './slash-commands.ts';

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
  /** The dispatch on the monotonic clock (performance.now()). */
  dispatchedHr: number;
  ackedAt: number | null;
  /**
   * ms from the dispatch on the gateway to the arrival of the first response at the fake, on the
   * monotonic clock: fractional, so that a 2 ms acknowledgement is told from a 2.9 ms one.
   */
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
  /** The choices of an autocomplete answer (response type 8). */
  choices: Array<{ name: string; value: string | number }> | null;
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
    dispatchedHr: performance.now(),
    ackedAt: null,
    latencyMs: null,
    response: null,
    ephemeral: false,
    sourceMessageId: input.sourceMessageId ?? null,
    originalMessageId: null,
    loading: false,
    followUpIds: [],
    modal: null,
    choices: null,
    failures: [],
  };
}
