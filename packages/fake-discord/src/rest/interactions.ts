import {
  InteractionResponseType,
  InteractionType,
  MessageFlags,
  MessageType,
  type APIInteractionResponse,
  type APIMessage,
  type APIModalInteractionResponseCallbackData,
  type RESTPostAPIInteractionCallbackWithResponseResult,
} from 'discord-api-types/v10';
import type { FakeContext } from '../context.ts';
import { Errors, invalidFormBody } from '../errors.ts';
import type { InteractionRecord } from '../interactions.ts';
import { parseCreate, parseEdit } from '../message-body.ts';
import type { RestRequest, UploadedFile } from '../router.ts';
import { validateModal } from '../validate-modal.ts';
import type { MessageRecord } from '../world.ts';
import { noContent, ok, type FakeRoute } from './common.ts';

const ALLOWED: Partial<Record<InteractionType, InteractionResponseType[]>> = {
  [InteractionType.ApplicationCommand]: [
    InteractionResponseType.ChannelMessageWithSource,
    InteractionResponseType.DeferredChannelMessageWithSource,
    InteractionResponseType.Modal,
  ],
  [InteractionType.MessageComponent]: [
    InteractionResponseType.ChannelMessageWithSource,
    InteractionResponseType.DeferredChannelMessageWithSource,
    InteractionResponseType.DeferredMessageUpdate,
    InteractionResponseType.UpdateMessage,
    InteractionResponseType.Modal,
  ],
  [InteractionType.ApplicationCommandAutocomplete]: [
    InteractionResponseType.ApplicationCommandAutocompleteResult,
  ],
  [InteractionType.ModalSubmit]: [
    InteractionResponseType.ChannelMessageWithSource,
    InteractionResponseType.DeferredChannelMessageWithSource,
    InteractionResponseType.DeferredMessageUpdate,
    InteractionResponseType.UpdateMessage,
  ],
};

function interactionMetadata(
  ctx: FakeContext,
  record: InteractionRecord,
): APIMessage['interaction_metadata'] {
  const user = ctx.world.userJSON(record.userId);
  const owners = record.payload.authorizing_integration_owners;
  if (record.type === InteractionType.MessageComponent) {
    return {
      id: record.id,
      type: InteractionType.MessageComponent,
      user,
      authorizing_integration_owners: owners,
      interacted_message_id: record.sourceMessageId ?? '',
    };
  }
  return {
    id: record.id,
    type: InteractionType.ApplicationCommand,
    user,
    authorizing_integration_owners: owners,
  } as APIMessage['interaction_metadata'];
}

function createResponseMessage(
  ctx: FakeContext,
  record: InteractionRecord,
  body: unknown,
  files: UploadedFile[],
  options: { loading?: boolean; followUp?: boolean },
): MessageRecord {
  const world = ctx.world;
  let flags: number;
  let parsed: ReturnType<typeof parseCreate> | undefined;
  if (options.loading) {
    const requested = (body as { flags?: number } | undefined)?.flags ?? 0;
    flags = (requested & MessageFlags.Ephemeral) | MessageFlags.Loading;
  } else {
    parsed = parseCreate(world, record.channelId, body, files, { allowEphemeral: true });
    flags = parsed.flags;
  }
  const ephemeral = (flags & MessageFlags.Ephemeral) !== 0;
  const isCommand = record.type === InteractionType.ApplicationCommand;
  const payload = record.payload as { data?: { name?: string } };
  return world.createMessage({
    channelId: record.channelId,
    authorId: world.botUserId,
    content: parsed?.content ?? '',
    embeds: parsed?.embeds ?? [],
    components: parsed?.components ?? [],
    attachments: parsed?.attachments ?? [],
    flags,
    type: isCommand && !options.followUp ? MessageType.ChatInputCommand : MessageType.Default,
    webhookId: world.applicationId,
    interactionMetadata: interactionMetadata(ctx, record),
    interaction:
      isCommand && !options.followUp
        ? {
            id: record.id,
            type: InteractionType.ApplicationCommand,
            name: payload.data?.name ?? '',
            user: world.userJSON(record.userId),
          }
        : undefined,
    visibleTo: ephemeral ? record.userId : null,
    interactionId: record.id,
  });
}

function callbackResponse(
  ctx: FakeContext,
  req: RestRequest,
  record: InteractionRecord,
): { status: number; body?: unknown } {
  if (req.query.get('with_response') !== 'true') return noContent();
  const message = record.originalMessageId
    ? ctx.world.message(record.originalMessageId)
    : undefined;
  const result: RESTPostAPIInteractionCallbackWithResponseResult = {
    interaction: {
      id: record.id,
      type: record.type,
      activity_instance_id: undefined,
      response_message_id: message?.message.id,
      response_message_loading: message ? record.loading : undefined,
      response_message_ephemeral: message ? message.visibleTo !== null : undefined,
    } as RESTPostAPIInteractionCallbackWithResponseResult['interaction'],
  };
  if (record.response !== InteractionResponseType.DeferredMessageUpdate || message) {
    result.resource = {
      type: record.response as InteractionResponseType.ChannelMessageWithSource,
      ...(message && record.response !== InteractionResponseType.Modal
        ? { message: structuredClone(message.message) }
        : {}),
    };
  }
  return ok(result);
}

/** An autocomplete answer as Discord checks it: at most 25 choices, names 1–100, values ≤ 100. */
function autocompleteChoices(data: unknown): Array<{ name: string; value: string | number }> {
  const choices = (data as { choices?: unknown } | undefined)?.choices;
  const fail = (message: string): never => {
    throw invalidFormBody({ data: { choices: { _errors: [{ code: 'BASE_TYPE_BAD', message }] } } });
  };
  if (!Array.isArray(choices)) return fail('choices must be a list');
  if (choices.length > 25) fail('Must be 25 or fewer in length.');
  for (const choice of choices as Array<{ name?: unknown; value?: unknown }>) {
    if (typeof choice.name !== 'string' || choice.name.length < 1 || choice.name.length > 100)
      fail('choice names must be 1–100 characters');
    const value = choice.value;
    if (typeof value !== 'number' && (typeof value !== 'string' || value.length > 100))
      fail('choice values must be numbers or strings of at most 100 characters');
  }
  return structuredClone(choices) as Array<{ name: string; value: string | number }>;
}

function respond(req: RestRequest, ctx: FakeContext) {
  const record = ctx.interactions.get(req.params.interactionId ?? '');
  const now = Date.now();
  if (!record || record.token !== req.params.token) throw Errors.unknownInteraction();
  if (record.ackedAt !== null) {
    record.failures.push({ at: now, code: 40060 });
    throw Errors.alreadyAcknowledged();
  }
  if (now - record.dispatchedAt > ctx.config.interactionAckTimeoutMs) {
    record.failures.push({ at: now, code: 10062 });
    ctx.interactions.changed(record);
    throw Errors.unknownInteraction();
  }
  const body = req.body as APIInteractionResponse | undefined;
  const type = body?.type;
  if (type === undefined || !ALLOWED[record.type]?.includes(type)) {
    throw invalidFormBody({
      type: {
        _errors: [
          {
            code: 'INTERACTION_RESPONSE_TYPE_INVALID',
            message: `Interaction response type ${String(type)} is not valid here`,
          },
        ],
      },
    });
  }
  const data = body && 'data' in body && body.data ? body.data : undefined;
  switch (type) {
    case InteractionResponseType.ChannelMessageWithSource: {
      const message = createResponseMessage(ctx, record, data, req.files, {});
      record.originalMessageId = message.message.id;
      record.ephemeral = message.visibleTo !== null;
      break;
    }
    case InteractionResponseType.DeferredChannelMessageWithSource: {
      const message = createResponseMessage(ctx, record, data, [], { loading: true });
      record.originalMessageId = message.message.id;
      record.ephemeral = message.visibleTo !== null;
      record.loading = true;
      break;
    }
    case InteractionResponseType.DeferredMessageUpdate:
      record.originalMessageId = record.sourceMessageId;
      break;
    case InteractionResponseType.UpdateMessage: {
      const source = record.sourceMessageId ? ctx.world.message(record.sourceMessageId) : undefined;
      if (!source) throw Errors.unknownMessage();
      const { patch, files } = parseEdit(ctx.world, source, data ?? {}, req.files);
      ctx.world.editMessage(source, patch, files);
      record.originalMessageId = source.message.id;
      record.ephemeral = source.visibleTo !== null;
      break;
    }
    case InteractionResponseType.ApplicationCommandAutocompleteResult:
      record.choices = autocompleteChoices(data);
      break;
    case InteractionResponseType.Modal: {
      const modal = data as APIModalInteractionResponseCallbackData;
      validateModal(modal);
      record.modal = structuredClone(modal);
      break;
    }
    default:
      break;
  }
  record.ackedAt = now;
  record.latencyMs = req.arrivedHr - record.dispatchedHr;
  record.response = type;
  ctx.interactions.changed(record);
  return callbackResponse(ctx, req, record);
}

/** The interaction behind a webhook token (the application id and token from the path). */
function webhookRecord(req: RestRequest, ctx: FakeContext): InteractionRecord {
  const record = ctx.interactions.byToken(req.params.token ?? '');
  if (!record || req.params.appId !== ctx.world.applicationId) throw Errors.unknownWebhook();
  if (Date.now() - record.dispatchedAt > ctx.config.interactionTokenLifetimeMs) {
    throw Errors.invalidWebhookToken();
  }
  return record;
}

function webhookMessage(
  req: RestRequest,
  ctx: FakeContext,
  record: InteractionRecord,
): MessageRecord {
  const id = req.params.messageId === '@original' ? record.originalMessageId : req.params.messageId;
  const known =
    id !== null && (id === record.originalMessageId || record.followUpIds.includes(id ?? ''));
  const message = id && known ? ctx.world.message(id) : undefined;
  if (!message) throw Errors.unknownMessage();
  return message;
}

/** Interaction callbacks and the interaction webhook (edits, follow-ups); no Authorization. */
export const interactionRoutes: FakeRoute[] = [
  {
    method: 'POST',
    pattern: '/interactions/:interactionId/:token/callback',
    auth: 'none',
    handle: respond,
  },
  {
    method: 'GET',
    pattern: '/webhooks/:appId/:token/messages/:messageId',
    auth: 'none',
    handle: (req, ctx) => {
      const record = webhookRecord(req, ctx);
      return ok(structuredClone(webhookMessage(req, ctx, record).message));
    },
  },
  {
    method: 'PATCH',
    pattern: '/webhooks/:appId/:token/messages/:messageId',
    auth: 'none',
    handle: (req, ctx) => {
      const record = webhookRecord(req, ctx);
      const message = webhookMessage(req, ctx, record);
      const { patch, files } = parseEdit(ctx.world, message, req.body, req.files);
      ctx.world.editMessage(message, patch, files);
      if (message.message.id === record.originalMessageId) record.loading = false;
      ctx.interactions.changed(record);
      return ok(structuredClone(message.message));
    },
  },
  {
    method: 'DELETE',
    pattern: '/webhooks/:appId/:token/messages/:messageId',
    auth: 'none',
    handle: (req, ctx) => {
      const record = webhookRecord(req, ctx);
      const message = webhookMessage(req, ctx, record);
      ctx.world.deleteMessage(message);
      if (message.message.id === record.originalMessageId) record.loading = false;
      ctx.interactions.changed(record);
      return noContent();
    },
  },
  {
    method: 'POST',
    pattern: '/webhooks/:appId/:token',
    auth: 'none',
    handle: (req, ctx) => {
      const record = webhookRecord(req, ctx);
      if (record.ackedAt === null) throw Errors.unknownWebhook();
      const original = record.originalMessageId
        ? ctx.world.message(record.originalMessageId)
        : undefined;
      let message: MessageRecord;
      if (record.loading && original) {
        // After a deferred reply, the first follow-up replaces the "thinking" message.
        const { patch, files } = parseEdit(ctx.world, original, req.body, req.files);
        ctx.world.editMessage(original, patch, files);
        record.loading = false;
        message = original;
      } else {
        message = createResponseMessage(ctx, record, req.body, req.files, { followUp: true });
        record.followUpIds.push(message.message.id);
      }
      ctx.interactions.changed(record);
      if (req.query.get('wait') !== 'true') return noContent();
      return ok(structuredClone(message.message));
    },
  },
];
