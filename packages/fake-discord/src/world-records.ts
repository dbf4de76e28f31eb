/** The fake Discord's records: its own mutable state, from which the payloads are built. */
import type {
  GatewayIntentBits,
  MessageType,
  ThreadAutoArchiveDuration,
} from 'discord-api-types/v10';
import {
  ChannelType,
  type APIAttachment,
  type APIMessage,
  type APIOverwrite,
  type APIRole,
  type GatewayDispatchPayload,
} from 'discord-api-types/v10';

// ---------------------------------------------------------------------------------------------
// Records: the fake's own mutable state. Payloads are built from them by the *JSON methods.
// ---------------------------------------------------------------------------------------------

export interface UserRecord {
  id: string;
  username: string;
  globalName: string | null;
  bot: boolean;
  locale: string;
  dmsOpen: boolean;
  dmChannelId: string | null;
}

export interface MemberRecord {
  userId: string;
  roleIds: string[];
  nick: string | null;
  joinedAt: string;
  /** Server mute: a member flag, kept when they leave voice. */
  mute: boolean;
  deaf: boolean;
}

export interface VoiceRecord {
  userId: string;
  channelId: string;
  sessionId: string;
  selfMute: boolean;
  selfDeaf: boolean;
}

export interface GuildRecord {
  id: string;
  name: string;
  locale: string;
  ownerId: string;
  roles: Map<string, APIRole>;
  channelIds: string[];
  members: Map<string, MemberRecord>;
  voice: Map<string, VoiceRecord>;
  features: string[];
  joinedAt: string;
  botRoleId: string;
}

export interface ThreadState {
  ownerId: string;
  archived: boolean;
  locked: boolean;
  invitable: boolean;
  autoArchiveDuration: ThreadAutoArchiveDuration;
  archiveTimestamp: string;
  createTimestamp: string;
  /** user id → join timestamp */
  members: Map<string, string>;
  messageCount: number;
  totalMessageSent: number;
}

export interface ChannelRecord {
  id: string;
  type: ChannelType;
  guildId: string | null;
  name: string;
  position: number;
  parentId: string | null;
  topic: string | null;
  overwrites: APIOverwrite[];
  lastMessageId: string | null;
  /** DM channels: the user on the other side. */
  recipientId: string | null;
  thread: ThreadState | null;
  messageIds: string[];
  deleted: boolean;
  nsfw: boolean;
  rateLimitPerUser: number;
}

export interface StoredFile {
  attachmentId: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface MessageRecord {
  message: APIMessage;
  guildId: string | null;
  /** Ephemeral messages: the only user who sees it. */
  visibleTo: string | null;
  deleted: boolean;
  files: Map<string, StoredFile>;
  /** The interaction this message answers, if any. */
  interactionId: string | null;
}

export interface MessageChange {
  kind: 'create' | 'update' | 'delete';
  record: MessageRecord;
}

// ---------------------------------------------------------------------------------------------
// Gateway hook: the world announces changes; the gateway decides who receives them.
// ---------------------------------------------------------------------------------------------

export type DispatchName = GatewayDispatchPayload['t'];

export type DispatchData<T extends DispatchName> = Extract<GatewayDispatchPayload, { t: T }>['d'];

export interface DispatchOptions {
  /** The intent a session must have asked for to receive this event. */
  intent?: GatewayIntentBits;
  /** For messages: Discord blanks their content for bots without the MessageContent intent. */
  message?: MessageRecord;
}

export interface DispatchSink {
  dispatch<T extends DispatchName>(t: T, d: DispatchData<T>, options?: DispatchOptions): void;
}

export interface NewMessage {
  channelId: string;
  authorId: string;
  content?: string;
  embeds?: APIMessage['embeds'];
  components?: APIMessage['components'];
  attachments?: { meta: APIAttachment; file: StoredFile }[];
  flags?: number;
  type?: MessageType;
  webhookId?: string;
  interactionMetadata?: APIMessage['interaction_metadata'];
  interaction?: APIMessage['interaction'];
  visibleTo?: string | null;
  interactionId?: string | null;
  messageReference?: APIMessage['message_reference'];
  tts?: boolean;
}

export type MessagePatch = Partial<
  Pick<APIMessage, 'content' | 'embeds' | 'components' | 'flags' | 'attachments'>
>;

export const TEXT_LIKE = new Set<ChannelType>([
  ChannelType.GuildText,
  ChannelType.GuildVoice,
  ChannelType.DM,
  ChannelType.PrivateThread,
  ChannelType.PublicThread,
  ChannelType.GuildAnnouncement,
]);

export function isThread(type: ChannelType): boolean {
  return type === ChannelType.PrivateThread || type === ChannelType.PublicThread;
}
