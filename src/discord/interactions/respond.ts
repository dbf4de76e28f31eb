import {
  MessageFlags,
  type AttachmentBuilder,
  type MessageComponentInteraction,
  type RepliableInteraction,
} from 'discord.js';
import type { Text } from '../../engine/index.ts';
import { render, type AnyText, type Locale } from '../../i18n/index.ts';
import type { Logger } from '../../logger.ts';
import { acknowledge } from '../transport/index.ts';
import { ClickCarrier } from './click-response.ts';
import type { CardMessage } from '../screens/components-v2.ts';
import type { WebLinks } from '../screens/web-links.ts';
import type { RenderedMessage } from '../screens/render.ts';

/** Discord kills an interaction token after 3 s; past this we defer and answer later. */
const DEFER_AFTER_MS = 1500;

export type Reply =
  /** `locale`: a public answer speaks the game's language, not the language of who asked. */
  | {
      kind: 'text';
      text: Text | AnyText;
      ephemeral: boolean;
      locale?: Locale;
      files?: AttachmentBuilder[];
      /**
       * Files that follow the words (the picture of the table, drawn off the event loop): the
       * answer goes at once and is edited to carry them when they come; none, no edit.
       */
      later?: () => Promise<AttachmentBuilder[]>;
    }
  | { kind: 'message'; message: RenderedMessage; ephemeral: boolean }
  /** A Components V2 message (the judge's panel, opened ephemerally when his DMs are closed). */
  | { kind: 'card'; message: CardMessage; ephemeral: boolean }
  /** A component click that needs no words (the screen itself will change). */
  | { kind: 'silent' };

function payload(locale: Locale, reply: Reply) {
  if (reply.kind === 'text')
    return {
      content: render(reply.locale ?? locale, reply.text),
      embeds: [],
      components: [],
      ...(reply.files ? { files: reply.files } : {}),
    };
  if (reply.kind === 'message')
    return { embeds: reply.message.embeds, components: reply.message.components };
  if (reply.kind === 'card')
    return { components: reply.message.components, flags: reply.message.flags };
  return { content: render(locale, { key: 'ui.done', params: {} }) };
}

/**
 * A deferred reply filled in; a public answer also goes to the channel as a follow-up. The
 * message that carries the answer: '@original', or the public follow-up's id.
 */
async function fillDeferred(
  interaction: RepliableInteraction,
  locale: Locale,
  reply: Reply,
): Promise<string> {
  await interaction.editReply(payload(locale, reply));
  if (reply.kind !== 'silent' && !reply.ephemeral)
    return (await interaction.followUp(payload(locale, reply))).id;
  return '@original';
}

/**
 * The files that follow the answer put on the message that carries it. The words are already
 * there, so an edit Discord refuses is logged, not answered as a failure of the command.
 */
async function attachLater(
  interaction: RepliableInteraction,
  message: string,
  reply: Reply,
  logger?: Logger,
): Promise<void> {
  if (reply.kind !== 'text' || !reply.later) return;
  const files = await reply.later();
  if (files.length === 0) return;
  await interaction.editReply({ message, files }).catch((error: unknown) => {
    logger?.warn({ err: error, interaction: interaction.id }, 'the answer kept its words alone');
  });
}

/**
 * Runs the work behind an interaction and answers it: at once when the work is quick, or after
 * an (ephemeral) defer when it is slow, so the token never dies (10062) and nobody sees
 * "This interaction failed". For answers whose visibility is not known in advance.
 */
export async function respond(
  interaction: RepliableInteraction,
  locale: Locale,
  work: () => Promise<Reply>,
  logger?: Logger,
): Promise<void> {
  let deferral: Promise<unknown> | undefined;
  const timer = setTimeout(() => {
    deferral = interaction.deferReply({ flags: MessageFlags.Ephemeral }).catch(() => undefined);
  }, DEFER_AFTER_MS);
  let reply: Reply;
  try {
    reply = await work();
  } finally {
    clearTimeout(timer);
  }
  if (deferral) {
    await deferral;
    await attachLater(interaction, await fillDeferred(interaction, locale, reply), reply, logger);
    return;
  }
  if (reply.kind === 'silent' && interaction.isMessageComponent()) {
    await interaction.deferUpdate();
    return;
  }
  const ephemeral = reply.kind === 'silent' || reply.ephemeral;
  const body = payload(locale, reply);
  const flags =
    ('flags' in body ? (body.flags ?? 0) : 0) | (ephemeral ? MessageFlags.Ephemeral : 0);
  await interaction.reply({ ...body, ...(flags !== 0 ? { flags } : {}) });
  await attachLater(interaction, '@original', reply, logger);
}

/**
 * Acknowledges first, then works: an ephemeral deferral sent (on the wire: ack-departure.ts)
 * before anything is read or written, so the person waits for the bot no longer than for any
 * bot (issue 13, item 1), and the answer fills it in. The deferral is awaited before the work's error goes on, so the
 * router's last resort knows to follow up rather than reply.
 */
export async function respondAfterDeferring(
  interaction: RepliableInteraction,
  locale: Locale,
  work: () => Promise<Reply>,
  logger?: Logger,
): Promise<void> {
  const { acknowledged: deferral, departed } = acknowledge(interaction.id, () =>
    interaction.deferReply({ flags: MessageFlags.Ephemeral }).then(
      () => true,
      () => false,
    ),
  );
  let reply: Reply;
  try {
    await departed;
    reply = await work();
  } finally {
    await deferral;
  }
  // A deferral Discord refused leaves nobody to answer (the token is gone).
  if (await deferral)
    await attachLater(interaction, await fillDeferred(interaction, locale, reply), reply, logger);
}

/**
 * A click on a game's screen: acknowledged at once with a deferred update, then the turn. What
 * the turn changes on the message clicked on rides on that response (ClickCarrier); words for
 * the player (a refusal, a confirmation) follow as an ephemeral follow-up in his language.
 */
export async function respondToClick(
  interaction: MessageComponentInteraction,
  locale: Locale,
  logger: Logger,
  work: (response: ClickCarrier) => Promise<Reply>,
  links?: WebLinks,
): Promise<void> {
  const response = new ClickCarrier(interaction, logger, links);
  let reply: Reply;
  try {
    await response.departed;
    reply = await work(response);
  } finally {
    await response.acknowledged;
  }
  if (reply.kind === 'silent' || !(await response.acknowledged)) return;
  await interaction.followUp({
    ...payload(locale, reply),
    ...(reply.ephemeral ? { flags: MessageFlags.Ephemeral } : {}),
  });
}
