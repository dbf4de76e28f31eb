import { ChannelType, MessageFlags, type APIEmbed, type APIMessage } from 'discord-api-types/v10';
import { buttonsOf, selectsOf, textOf, titleOf, type ButtonView, type SelectView } from './text.ts';
import type { MessageRecord, World } from './world.ts';

export interface SeenAttachment {
  id: string;
  filename: string;
  contentType: string;
  size: number;
  url: string;
  data: Buffer;
  text(): string;
  json(): unknown;
}

/** A message as a person sees it at one moment (a snapshot; clicks use the latest version). */
export interface SeenMessage {
  id: string;
  channelId: string;
  guildId: string | null;
  /** True for messages in the person's DM channel with the bot. */
  inDm: boolean;
  authorId: string;
  authorName: string;
  content: string;
  embeds: APIEmbed[];
  components: NonNullable<APIMessage['components']>;
  flags: number;
  /** "Only you can see this". */
  ephemeral: boolean;
  /** A deferred reply still showing "… is thinking". */
  loading: boolean;
  createdAt: string;
  editedAt: string | null;
  attachments: SeenAttachment[];
  /** Content + embeds flattened (see textOf). */
  text: string;
  /** The first embed's title, or the heading of a Components V2 message (see titleOf). */
  title: string;
  buttons: ButtonView[];
  selects: SelectView[];
  raw: APIMessage;
}

export function see(world: World, record: MessageRecord): SeenMessage {
  const m = structuredClone(record.message);
  const channel = world.channels.get(m.channel_id);
  const flags = m.flags ?? 0;
  return {
    id: m.id,
    channelId: m.channel_id,
    guildId: record.guildId,
    inDm: channel?.type === ChannelType.DM,
    authorId: m.author.id,
    authorName: world.displayName(record.guildId, m.author.id),
    content: m.content,
    embeds: m.embeds,
    components: m.components ?? [],
    flags,
    ephemeral: (flags & MessageFlags.Ephemeral) !== 0,
    loading: (flags & MessageFlags.Loading) !== 0,
    createdAt: m.timestamp,
    editedAt: m.edited_timestamp,
    attachments: m.attachments.map((a) => {
      const data = record.files.get(a.id)?.data ?? Buffer.alloc(0);
      return {
        id: a.id,
        filename: a.filename,
        contentType: a.content_type ?? 'application/octet-stream',
        size: a.size,
        url: a.url,
        data,
        text: () => data.toString('utf8'),
        json: () => JSON.parse(data.toString('utf8')) as unknown,
      };
    }),
    text: textOf(m),
    title: titleOf(m),
    buttons: buttonsOf(m),
    selects: selectsOf(m),
    raw: m,
  };
}
