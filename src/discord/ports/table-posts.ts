import {
  DiscordAPIError,
  RESTJSONErrorCodes,
  type AttachmentBuilder,
  type Client,
  type Message,
  type SendableChannels,
  type TextChannel,
} from 'discord.js';
import type { Logger } from '../../logger.ts';
import type { GameDocument } from '../../orchestrator/document.ts';
import { UnreachableRecipient } from '../../orchestrator/ports.ts';
import type { RenderedMessage } from '../screens/render.ts';
import type { ScreenMessage } from '../screens/render-card.ts';
import { showAsAsked } from '../screens/screen-post.ts';
import { nonceOf, partKey } from '../screens/message-keys.ts';
import { DmChannels } from './dm-channels.ts';
import { guildChannel, isGameChannel } from './game-channel.ts';

/** Discord's JSON error code of a refused request, if it is one. */
export function discordCode(error: unknown): number | undefined {
  return error instanceof DiscordAPIError && typeof error.code === 'number'
    ? error.code
    : undefined;
}

/**
 * How the table's messages are posted: every post carries a nonce with `enforce_nonce`, so a
 * post repeated after a crash returns the first message instead of a second one (Discord keeps
 * nonces for a few minutes); a DM goes through the process's DM channels, paced.
 */
export class TablePosts {
  readonly #client: Client;
  readonly #dms: DmChannels;

  constructor(client: Client, dmGapMs: number) {
    this.#client = client;
    this.#dms = new DmChannels(client, dmGapMs);
  }

  async gameChannel(game: GameDocument): Promise<TextChannel> {
    const channel = await guildChannel(this.#client, game.meta.guildId, game.meta.channelId);
    if (!isGameChannel(channel)) throw new Error(`game channel ${game.meta.channelId} is gone`);
    return channel;
  }

  async send(
    channel: SendableChannels,
    message: ScreenMessage,
    key: string,
    files: AttachmentBuilder[] = [],
  ): Promise<Message> {
    return channel.send({
      ...message,
      files,
      nonce: nonceOf(key),
      enforceNonce: true,
      allowedMentions: { parse: ['users'] },
    });
  }

  /** A screen's post: a message the nonce hands back is made to show it (screen-post.ts). */
  async sendScreen(channel: SendableChannels, message: ScreenMessage, key: string) {
    return showAsAsked(() => this.send(channel, message, key), message);
  }

  /**
   * A notice's messages one after the other, each with its own key (so a retry posts only the
   * ones Discord has not seen); the files go with the last one.
   */
  async sendParts(
    parts: RenderedMessage[],
    key: string,
    send: (part: RenderedMessage, key: string, files: AttachmentBuilder[]) => Promise<unknown>,
    files: AttachmentBuilder[] = [],
  ): Promise<void> {
    for (const [index, part] of parts.entries())
      await send(part, partKey(key, index), index === parts.length - 1 ? files : []);
  }

  /**
   * A DM. Closed DMs (50007) throw UnreachableRecipient and post nothing: whom to name in the
   * channel, and when, is the orchestrator's call (announceUnreachable), since a DM sent at night
   * goes only to a role holder and naming its recipient would tell the table who he is.
   */
  async dm(userId: string, message: ScreenMessage, key: string, screen = false): Promise<Message> {
    try {
      const channel = await this.#dms.of(userId);
      if (screen) return await this.sendScreen(channel, message, key);
      return await this.send(channel, message, key);
    } catch (error) {
      if (discordCode(error) !== RESTJSONErrorCodes.CannotSendMessagesToThisUser) throw error;
      throw new UnreachableRecipient(userId);
    }
  }

  prepareDms(userIds: readonly string[], logger: Logger): void {
    this.#dms.prepare(userIds, logger);
  }
}
