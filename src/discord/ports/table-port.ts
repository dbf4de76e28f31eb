import type { AttachmentBuilder } from 'discord.js';
import {
  ChannelType,
  DiscordAPIError,
  RESTJSONErrorCodes,
  ThreadAutoArchiveDuration,
  type Client,
  type Message,
  type SendableChannels,
  type TextChannel,
  type ThreadChannel,
} from 'discord.js';
import {
  type Audience,
  type GameEvent,
  type Screen,
  finalTableView,
  privateRecipient,
  teamMembers,
} from '../../engine/index.ts';
import { render } from '../../i18n/index.ts';
import type { Logger } from '../../logger.ts';
import type { GameDocument } from '../../orchestrator/document.ts';
import {
  UnreachableRecipient,
  type ClickResponse,
  type JudgeNotice,
  type ScreenHandle,
  type TablePort,
} from '../../orchestrator/ports.ts';
import { reportAttachments } from '../screens/deal-record-file.ts';
import { MafiaChannels } from './forum-channels.ts';
import { fetchChannel, guildChannel, isGameChannel } from './game-channel.ts';
import { DmChannels } from './dm-channels.ts';
import { RecentClicks } from '../interactions/recent-clicks.ts';
import { tablePictureAttachment } from '../screens/table-picture-file.ts';
import { renderDmClosed, renderNotice, type RenderedMessage } from '../screens/render.ts';
import { renderScreenMessage, type ScreenMessage } from '../screens/render-card.ts';
import { deleteScreenMessage } from '../screens/screen-delete.ts';
import { showAsAsked } from '../screens/screen-post.ts';
import { nonceOf, partKey } from '../screens/message-keys.ts';

function code(error: unknown): number | undefined {
  return error instanceof DiscordAPIError && typeof error.code === 'number'
    ? error.code
    : undefined;
}

export interface DiscordTableOptions {
  /** Minimum gap between two DMs sent by this process. */
  dmGapMs: number;
}

/**
 * The TablePort on discord.js: public messages in the game channel, DMs to players and the
 * judge, private threads for the black teams' meetings in the sports presets, and one private
 * channel for the whole game for the forum mafia (forum-channels.ts). Every post carries a
 * nonce with `enforce_nonce`, so a post repeated after a crash returns the first message
 * instead of a second one (Discord keeps nonces for a few minutes).
 */
export class DiscordTable implements TablePort {
  readonly #client: Client;
  readonly #logger: Logger;
  readonly #dms: DmChannels;
  readonly #mafia: MafiaChannels;
  readonly #clicks = new RecentClicks();
  /** Games whose mafia channel failed, so the warning is logged once, not at every post. */
  readonly #mafiaFailed = new Set<string>();

  constructor(client: Client, logger: Logger, options: DiscordTableOptions) {
    this.#client = client;
    this.#logger = logger;
    this.#dms = new DmChannels(client, options.dmGapMs);
    this.#mafia = new MafiaChannels({
      client,
      logger,
      post: (game, channel, text, key) =>
        this.#sendParts(renderNotice(game.meta.locale, 'night', [text]), key, (part, partKey) =>
          this.#send(channel, part, partKey),
        ),
    });
  }

  /**
   * Forum games: the mafia channel brought in step with the seats (created at the deal,
   * archived at the end) before anything else is posted. Undefined when the game has none or
   * it cannot be had (permissions taken away mid-game): the mafia then meet as in the sports
   * presets, in a private thread per night (or by DM without that permission either).
   */
  async #mafiaChannel(game: GameDocument): Promise<TextChannel | undefined> {
    if (!MafiaChannels.applies(game)) return undefined;
    try {
      const channel = await this.#mafia.sync(game);
      this.#mafiaFailed.delete(game.state.gameId);
      return channel;
    } catch (error) {
      if (!this.#mafiaFailed.has(game.state.gameId))
        this.#logger.warn(
          { gameId: game.state.gameId, err: error },
          'the mafia channel is not available; the mafia meet in threads or by DM',
        );
      this.#mafiaFailed.add(game.state.gameId);
      return undefined;
    }
  }

  /** The forum mafia meet in their channel, not in a thread per night (D37). */
  #forumMafia(game: GameDocument, to: Audience): boolean {
    return game.state.config.preset === 'forum' && to.kind === 'team' && to.team === 'MAFIA';
  }

  async #gameChannel(game: GameDocument): Promise<TextChannel> {
    const channel = await guildChannel(this.#client, game.meta.guildId, game.meta.channelId);
    if (!isGameChannel(channel)) throw new Error(`game channel ${game.meta.channelId} is gone`);
    return channel;
  }

  #members(game: GameDocument, to: Extract<Audience, { kind: 'team' }>): string[] {
    return teamMembers(game.state, to).map((seat) => seat.userId);
  }

  async #send(
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
  async #sendScreen(channel: SendableChannels, message: ScreenMessage, key: string) {
    return showAsAsked(() => this.#send(channel, message, key), message);
  }

  /**
   * A notice's messages one after the other, each with its own key (so a retry posts only the
   * ones Discord has not seen); the files go with the last one.
   */
  async #sendParts(
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
  async #dm(
    game: GameDocument,
    userId: string,
    message: ScreenMessage,
    key: string,
    screen = false,
  ): Promise<Message> {
    try {
      const channel = await this.#dms.of(userId);
      if (screen) return await this.#sendScreen(channel, message, key);
      return await this.#send(channel, message, key);
    } catch (error) {
      if (code(error) !== RESTJSONErrorCodes.CannotSendMessagesToThisUser) throw error;
      throw new UnreachableRecipient(userId);
    }
  }

  prepareDms(userIds: readonly string[]): void {
    this.#dms.prepare(userIds, this.#logger);
  }

  async announceUnreachable(game: GameDocument, userIds: string[], key: string): Promise<void> {
    const message = renderDmClosed(game.meta.locale, game.state.gameId, userIds);
    await this.#send(await this.#gameChannel(game), message, key);
  }

  async postNotice(
    game: GameDocument,
    notice: Extract<GameEvent, { type: 'notice' }>,
    key: string,
  ): Promise<void> {
    const parts = renderNotice(game.meta.locale, notice.tone, notice.lines);
    const ended = game.state.phase.kind === 'ended';
    // During the game the channel is set up before anything is posted; at the end it is
    // archived after the report (the last notice), so its closing note follows the result.
    const mafiaChannel = ended ? undefined : await this.#mafiaChannel(game);
    if (mafiaChannel && this.#forumMafia(game, notice.to)) {
      await this.#sendParts(parts, key, (part, partKey) => this.#send(mafiaChannel, part, partKey));
      return;
    }
    if (notice.to.kind === 'public') {
      const report = notice.purpose === 'report';
      const attachments = report ? await this.#reportFiles(game) : [];
      const channel = await this.#gameChannel(game);
      await this.#sendParts(
        parts,
        key,
        (part, partKey, files) => this.#send(channel, part, partKey, files),
        attachments,
      );
      if (ended && report) await this.#mafiaChannel(game);
      return;
    }
    const dm = (userId: string, userKey: string) =>
      this.#sendParts(parts, userKey, (part, partKey) => this.#dm(game, userId, part, partKey));
    if (notice.to.kind === 'team') {
      // Every member gets his copy; those with closed DMs are reported together afterwards,
      // so that the orchestrator keeps the message in their inboxes.
      const unreachable: string[] = [];
      for (const userId of this.#members(game, notice.to)) {
        try {
          await dm(userId, `${key}:${userId}`);
        } catch (error) {
          if (!(error instanceof UnreachableRecipient)) throw error;
          unreachable.push(...error.userIds);
        }
      }
      if (unreachable.length > 0) throw new UnreachableRecipient(unreachable);
      return;
    }
    const userId = privateRecipient(game.state, notice.to);
    if (userId) await dm(userId, key);
  }

  /**
   * The report's attachments: the deal record (FAIR-REVEAL), the final picture of the table and the
   * game protocol (JSON, CSV); a file past Discord's limits is left out and logged.
   */
  async #reportFiles(game: GameDocument): Promise<AttachmentBuilder[]> {
    const view = finalTableView(game.state);
    const picture = await tablePictureAttachment(view, game.meta.locale, this.#logger);
    return reportAttachments(game, picture, this.#logger).files;
  }

  async showScreen(
    game: GameDocument,
    screen: Screen,
    handle: ScreenHandle | undefined,
    key: string,
    response?: ClickResponse,
  ): Promise<ScreenHandle> {
    const message = renderScreenMessage(game.meta.locale, game.state.gameId, screen);
    const mafiaChannel = await this.#mafiaChannel(game);
    if (handle?.unreachable) {
      // The judge's panel he opened where he can (DMs closed) follows his clicks on it.
      if (response && screen.to.kind === 'judge') await response.show(game, screen, false);
      return handle;
    }
    if (handle && (await this.#clicks.show(game, screen, false, handle, response))) return handle;
    if (handle?.channelId && handle.messageId) {
      try {
        const channel = await fetchChannel(this.#client, handle.channelId);
        if (channel?.isTextBased()) {
          await channel.messages.edit(handle.messageId, message);
          return handle;
        }
      } catch (error) {
        if (
          code(error) !== RESTJSONErrorCodes.UnknownMessage &&
          code(error) !== RESTJSONErrorCodes.UnknownChannel
        )
          throw error;
        // Someone deleted the message: post it again below.
      }
    }
    if (screen.to.kind === 'public') {
      const sent = await this.#sendScreen(await this.#gameChannel(game), message, key);
      return { channelId: sent.channelId, messageId: sent.id };
    }
    if (mafiaChannel && this.#forumMafia(game, screen.to)) {
      const sent = await this.#sendScreen(mafiaChannel, message, key);
      return { channelId: sent.channelId, messageId: sent.id, mafia: '1' };
    }
    if (screen.to.kind === 'team') return this.#meeting(game, screen, message, key);
    const userId = privateRecipient(game.state, screen.to);
    if (!userId) throw new Error(`no recipient for screen ${screen.id}`);
    const sent = await this.#dm(game, userId, message, key, true);
    return { channelId: sent.channelId, messageId: sent.id };
  }

  /**
   * A black team's meeting: a private thread of the game channel with only its members
   * (NIGHT0-STEPS), locked when the step ends. Without the permission to create private threads
   * the members get the screen by DM instead.
   */
  async #meeting(
    game: GameDocument,
    screen: Screen,
    message: ScreenMessage,
    key: string,
  ): Promise<ScreenHandle> {
    const members = screen.to.kind === 'team' ? this.#members(game, screen.to) : [];
    const channel = await this.#gameChannel(game);
    try {
      const thread = await channel.threads.create({
        name: render(game.meta.locale, screen.title).slice(0, 100),
        type: ChannelType.PrivateThread,
        invitable: false,
        autoArchiveDuration: ThreadAutoArchiveDuration.OneHour,
      });
      for (const userId of members) await thread.members.add(userId);
      const sent = await this.#sendScreen(thread, message, key);
      return { channelId: thread.id, messageId: sent.id, thread: '1' };
    } catch (error) {
      if (
        code(error) !== RESTJSONErrorCodes.MissingPermissions &&
        code(error) !== RESTJSONErrorCodes.MissingAccess
      )
        throw error;
      this.#logger.warn(
        { gameId: game.state.gameId },
        'cannot create private threads; meeting sent by DM',
      );
      for (const userId of members)
        await this.#dm(game, userId, message, `${key}:${userId}`, true).catch(() => {});
      return { dm: '1' };
    }
  }

  async closeScreen(
    game: GameDocument,
    screen: Screen,
    handle: ScreenHandle,
    response?: ClickResponse,
  ): Promise<void> {
    await this.#closeMessage(game, screen, handle, response);
    // The game is over: the forum mafia channel is archived (a repeat finds it archived).
    if (game.state.phase.kind === 'ended') await this.#mafiaChannel(game);
  }

  async #closeMessage(
    game: GameDocument,
    screen: Screen,
    handle: ScreenHandle,
    response: ClickResponse | undefined,
  ): Promise<void> {
    if (!handle.channelId || !handle.messageId) return;
    const channel = await fetchChannel(this.#client, handle.channelId).catch(() => null);
    if (!channel?.isTextBased()) return;
    try {
      if (!(await this.#clicks.show(game, screen, true, handle, response)))
        await channel.messages.edit(
          handle.messageId,
          renderScreenMessage(game.meta.locale, game.state.gameId, screen, true),
        );
    } catch (error) {
      if (code(error) !== RESTJSONErrorCodes.UnknownMessage) throw error;
    }
    if (handle.thread && channel.isThread()) {
      const thread = channel as ThreadChannel;
      // Locked and archived when the step ends (NIGHT0-THREADS-LOCKED): no channel of communication after it.
      // One edit does both; locking needs Manage Threads, so without it the bot still archives
      // its own thread.
      await thread
        .edit({ locked: true, archived: true })
        .catch(() => thread.setArchived(true))
        .catch(() => {});
    }
  }

  deleteScreen(_game: GameDocument, handle: ScreenHandle): Promise<void> {
    return deleteScreenMessage(this.#client, handle);
  }

  async tellJudge(
    game: GameDocument,
    notice: JudgeNotice,
    key: string,
    inPublic: JudgeNotice | undefined,
  ): Promise<void> {
    const partsOf = (text: JudgeNotice) =>
      renderNotice(game.meta.locale, 'warning', [{ key: 'judge.title', params: {} }, text]);
    const parts = partsOf(notice);
    try {
      await this.#sendParts(parts, key, (part, partKey) =>
        this.#dm(game, game.state.judgeId, part, partKey),
      );
    } catch (error) {
      // The channel is the fallback, with what the table may read now (the orchestrator's call).
      if (!(error instanceof UnreachableRecipient) || !inPublic) throw error;
      const channel = await this.#gameChannel(game);
      await this.#sendParts(partsOf(inPublic), `${key}:public`, (part, partKey) =>
        this.#send(channel, part, partKey),
      );
    }
  }
}
