import {
  MessageFlags,
  type APIAttachment,
  type APIEmbed,
  type APIMessageTopLevelComponent,
} from 'discord-api-types/v10';
import { Errors } from './errors.ts';
import { snowflake } from './ids.ts';
import type { UploadedFile } from './router.ts';
import { validateMessageBody, type MessageBodyShape } from './validate.ts';
import type { MessagePatch, MessageRecord, StoredFile, World } from './world.ts';

interface RawAttachmentRef {
  id?: string | number;
  filename?: string;
  description?: string;
}

interface RawMessageBody extends MessageBodyShape {
  content?: string | null;
  embeds?: APIEmbed[] | null;
  components?: APIMessageTopLevelComponent[] | null;
  flags?: number;
  attachments?: RawAttachmentRef[] | null;
  tts?: boolean;
  message_reference?: { message_id?: string; channel_id?: string; guild_id?: string };
}

const SETTABLE_FLAGS =
  MessageFlags.SuppressEmbeds |
  MessageFlags.SuppressNotifications |
  MessageFlags.IsComponentsV2 |
  MessageFlags.IsVoiceMessage;

export interface NewAttachment {
  meta: APIAttachment;
  file: StoredFile;
}

export interface ParsedCreate {
  content: string;
  embeds: APIEmbed[];
  components: APIMessageTopLevelComponent[];
  flags: number;
  attachments: NewAttachment[];
  tts: boolean;
  messageReference: { message_id: string; channel_id: string } | undefined;
}

function asBody(body: unknown): RawMessageBody {
  return body && typeof body === 'object' ? (body as RawMessageBody) : {};
}

function toAttachments(
  world: World,
  channelId: string,
  refs: RawAttachmentRef[] | null | undefined,
  files: UploadedFile[],
): NewAttachment[] {
  return files.map((upload, index) => {
    const fieldIndex = /^files\[(\d+)\]$/.exec(upload.field)?.[1] ?? String(index);
    const ref = refs?.find((r) => String(r.id) === fieldIndex);
    const id = snowflake();
    const filename = ref?.filename ?? upload.filename;
    const url = world.attachmentUrl(channelId, id, filename);
    const meta: APIAttachment = {
      id,
      filename,
      size: upload.data.length,
      url,
      proxy_url: url,
      content_type: upload.contentType,
    };
    if (ref?.description !== undefined) meta.description = ref.description;
    return {
      meta,
      file: { attachmentId: id, filename, contentType: upload.contentType, data: upload.data },
    };
  });
}

/** Reads and validates a message-create body (JSON or multipart with files). */
export function parseCreate(
  world: World,
  channelId: string,
  rawBody: unknown,
  files: UploadedFile[],
  options: { allowEphemeral: boolean },
): ParsedCreate {
  const body = asBody(rawBody);
  validateMessageBody(body);
  const attachments = toAttachments(world, channelId, body.attachments, files);
  const content = body.content ?? '';
  const embeds = body.embeds ?? [];
  const components = body.components ?? [];
  if (
    content.trim() === '' &&
    embeds.length === 0 &&
    components.length === 0 &&
    attachments.length === 0 &&
    body.sticker_ids === undefined &&
    body.poll === undefined
  ) {
    throw Errors.cannotSendEmpty();
  }
  const allowed = SETTABLE_FLAGS | (options.allowEphemeral ? MessageFlags.Ephemeral : 0);
  const ref = body.message_reference;
  return {
    content,
    embeds,
    components,
    flags: (body.flags ?? 0) & allowed,
    attachments,
    tts: body.tts ?? false,
    messageReference: ref?.message_id
      ? { message_id: ref.message_id, channel_id: ref.channel_id ?? channelId }
      : undefined,
  };
}

/** Reads and validates a message-edit body into a patch for `world.editMessage`. */
export function parseEdit(
  world: World,
  record: MessageRecord,
  rawBody: unknown,
  files: UploadedFile[],
): { patch: MessagePatch; files: StoredFile[] } {
  const body = asBody(rawBody);
  const currentFlags = record.message.flags ?? 0;
  const v2 = ((body.flags ?? currentFlags) & MessageFlags.IsComponentsV2) !== 0;
  validateMessageBody({ ...body, flags: v2 ? MessageFlags.IsComponentsV2 : 0 });
  const patch: MessagePatch = {};
  if ('content' in body) patch.content = body.content ?? '';
  if ('embeds' in body) patch.embeds = body.embeds ?? [];
  if ('components' in body) patch.components = body.components ?? [];
  if (body.flags !== undefined && body.flags !== null) {
    const suppress = body.flags & MessageFlags.SuppressEmbeds;
    patch.flags = (currentFlags & ~MessageFlags.SuppressEmbeds & ~MessageFlags.Loading) | suppress;
  } else if ((currentFlags & MessageFlags.Loading) !== 0) {
    patch.flags = currentFlags & ~MessageFlags.Loading;
  }
  const added = toAttachments(world, record.message.channel_id, body.attachments, files);
  if (body.attachments !== undefined && body.attachments !== null) {
    const keep = new Set(body.attachments.map((a) => String(a.id)));
    patch.attachments = [
      ...record.message.attachments.filter((a) => keep.has(a.id)),
      ...added.map((a) => a.meta),
    ];
  } else if (added.length > 0) {
    patch.attachments = [...record.message.attachments, ...added.map((a) => a.meta)];
  }
  const result = { ...record.message, ...patch };
  if (
    (result.content ?? '').trim() === '' &&
    (result.embeds ?? []).length === 0 &&
    (result.components ?? []).length === 0 &&
    (result.attachments ?? []).length === 0
  ) {
    throw Errors.cannotSendEmpty();
  }
  return { patch, files: added.map((a) => a.file) };
}
