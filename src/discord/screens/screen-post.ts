import type { Message } from 'discord.js';
import type { ScreenMessage } from './render-card.ts';

/**
 * A screen's post, made to show the screen asked for. Every post carries a nonce with
 * enforce_nonce, so a screen posted again under its key (its record lost: a crash before it was
 * saved, the store down, another process of the cluster taking the game over) gets back the
 * message first posted, as it was then: a lobby without the sign-up made since. Recorded as it
 * is, the message would be taken for the new screen and never edited; so such a message is
 * edited once to what was asked. Notices need none of this: their text for a key never changes.
 */
export async function showAsAsked(
  post: () => Promise<Message>,
  wanted: ScreenMessage,
): Promise<Message> {
  const askedAt = Date.now();
  const posted = await post();
  // A message created after the post was asked for is the new one, exactly as sent; only an
  // older one (the nonce's) is compared. Snowflakes count whole milliseconds, so one created in
  // the millisecond of the ask could be either and is compared too (a fast repeat of a post
  // lands in it). A clock behind Discord's could take a repeat of a moment ago for new: the
  // orchestrator's unrecorded screens cover that one in one process.
  if (posted.createdTimestamp > askedAt || shows(posted, wanted)) return posted;
  return posted.edit(wanted);
}

/** Whether the message shows `wanted`: its content, embeds and components as they were sent. */
export function shows(message: Message, wanted: ScreenMessage): boolean {
  const shown = {
    content: message.content,
    embeds: message.embeds.map((embed) => embed.toJSON()),
    components: message.components.map((component) => component.toJSON()),
  };
  const sent = {
    content: '',
    embeds: 'embeds' in wanted ? wanted.embeds.map(asSent) : [],
    components: wanted.components.map(asSent),
  };
  return covers(shown, sent);
}

/** A builder as discord.js sends it (MessagePayload.resolveBody): its JSON. */
function asSent(value: { toJSON(): unknown }): unknown {
  return value.toJSON();
}

/** What Discord may leave out of a message it returns: a field not set, false or empty. */
function blank(value: unknown): boolean {
  return value === undefined || value === null || value === false || value === '' || empty(value);
}

function empty(value: unknown): boolean {
  return Array.isArray(value) && value.length === 0;
}

/**
 * Whether `shown` has everything `sent` has. Discord adds fields of its own to what it keeps (a
 * component's id, an embed's type), so only the fields sent are compared, a blank one with a
 * blank one; lists item by item, as many as sent.
 */
function covers(shown: unknown, sent: unknown): boolean {
  if (blank(sent)) return blank(shown);
  if (Array.isArray(sent))
    return (
      Array.isArray(shown) &&
      shown.length === sent.length &&
      sent.every((item, index) => covers(shown[index], item))
    );
  if (typeof sent !== 'object' || sent === null) return shown === sent;
  if (typeof shown !== 'object' || shown === null) return false;
  const fields = shown as Record<string, unknown>;
  return Object.entries(sent).every(([name, value]) => covers(fields[name], value));
}
