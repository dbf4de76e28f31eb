import { MessageFlags, type AttachmentBuilder, type RepliableInteraction } from 'discord.js';
import type { Text } from '../engine/index.ts';
import { render, type AnyText, type Locale } from '../i18n/index.ts';
import type { RenderedMessage } from './render.ts';

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
    }
  | { kind: 'message'; message: RenderedMessage; ephemeral: boolean }
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
  return { content: render(locale, { key: 'ui.done', params: {} }) };
}

/**
 * Runs the work behind an interaction and answers it: at once when the work is quick, or after
 * an (ephemeral) defer when it is slow, so the token never dies (10062) and nobody sees
 * "This interaction failed".
 */
export async function respond(
  interaction: RepliableInteraction,
  locale: Locale,
  work: () => Promise<Reply>,
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
    await interaction.editReply(payload(locale, reply));
    if (reply.kind !== 'silent' && !reply.ephemeral)
      await interaction.followUp(payload(locale, reply));
    return;
  }
  if (reply.kind === 'silent' && interaction.isMessageComponent()) {
    await interaction.deferUpdate();
    return;
  }
  const ephemeral = reply.kind === 'silent' || reply.ephemeral;
  await interaction.reply({
    ...payload(locale, reply),
    ...(ephemeral ? { flags: MessageFlags.Ephemeral } : {}),
  });
}
