import { RESTJSONErrorCodes, type Client, type TextChannel, type ThreadChannel } from 'discord.js';
import {
  type Audience,
  type GameEvent,
  JUDGE_PANEL_ID,
  panelAfterGame,
  type Screen,
  type SeatExtra,
  privateRecipient,
  teamMembers,
} from '../../engine/index.ts';
import type { Logger } from '../../logger.ts';
import type { GameDocument } from '../../orchestrator/document.ts';
import {
  UnreachableRecipient,
  type ClickResponse,
  type JudgeNotice,
  type ScreenHandle,
  type TablePort,
} from '../../orchestrator/ports.ts';
import { RecentClicks } from '../interactions/recent-clicks.ts';
import { renderDmClosed, renderNotice } from '../screens/render.ts';
import { reportExtras } from '../screens/report-extras.ts';
import { deleteScreenMessage } from '../screens/screen-delete.ts';
import { linkedScreen, type WebLinks } from '../screens/web-links.ts';
import { MafiaChannels } from './forum-channels.ts';
import { fetchChannel } from './game-channel.ts';
import { closeMeeting, openMeeting } from './meeting-thread.ts';
import { discordCode, TablePosts } from './table-posts.ts';

export interface DiscordTableOptions {
  /** Minimum gap between two DMs sent by this process. */
  dmGapMs: number;
  /** The links to the server's web page (issue 27) the card and the report carry; none: no link. */
  links?: WebLinks;
  /** TOUR-EXTRA-PANEL: a tournament game's extra points so far (none: not a tournament game). */
  extrasOf?: (game: GameDocument) => Promise<readonly SeatExtra[] | undefined>;
}

/**
 * The TablePort on discord.js: public messages in the game channel, DMs to players and the
 * judge, private threads for the black teams' meetings in the sports presets, and one private
 * channel for the whole game for the forum mafia (forum-channels.ts). How a message is posted
 * (nonces, DMs) is table-posts.ts; a black team's meeting thread, meeting-thread.ts.
 */
export class DiscordTable implements TablePort {
  readonly #client: Client;
  readonly #logger: Logger;
  readonly #posts: TablePosts;
  readonly #mafia: MafiaChannels;
  readonly #clicks = new RecentClicks();
  readonly #links: WebLinks | undefined;
  readonly #extrasOf: DiscordTableOptions['extrasOf'];
  /** Games whose mafia channel failed, so the warning is logged once, not at every post. */
  readonly #mafiaFailed = new Set<string>();

  constructor(client: Client, logger: Logger, options: DiscordTableOptions) {
    this.#client = client;
    this.#logger = logger;
    this.#posts = new TablePosts(client, options.dmGapMs);
    this.#links = options.links;
    this.#extrasOf = options.extrasOf;
    this.#mafia = new MafiaChannels({
      client,
      logger,
      post: (game, channel, text, key) =>
        this.#posts.sendParts(
          renderNotice(game.meta.locale, 'night', [text]),
          key,
          (part, partKey) => this.#posts.send(channel, part, partKey),
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

  #members(game: GameDocument, to: Extract<Audience, { kind: 'team' }>): string[] {
    return teamMembers(game.state, to).map((seat) => seat.userId);
  }

  prepareDms(userIds: readonly string[]): void {
    this.#posts.prepareDms(userIds, this.#logger);
  }

  async announceUnreachable(game: GameDocument, userIds: string[], key: string): Promise<void> {
    const message = renderDmClosed(game.meta.locale, game.state.gameId, userIds);
    await this.#posts.send(await this.#posts.gameChannel(game), message, key);
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
      await this.#posts.sendParts(parts, key, (part, partKey) =>
        this.#posts.send(mafiaChannel, part, partKey),
      );
      return;
    }
    if (notice.to.kind === 'public') {
      const report = notice.purpose === 'report';
      const extras = report ? await reportExtras(game, this.#logger, this.#links) : undefined;
      parts.at(-1)?.components.push(...(extras?.rows ?? []));
      const channel = await this.#posts.gameChannel(game);
      await this.#posts.sendParts(
        parts,
        key,
        (part, partKey, files) => this.#posts.send(channel, part, partKey, files),
        extras?.files,
      );
      if (ended && report) await this.#mafiaChannel(game);
      return;
    }
    const dm = (userId: string, userKey: string) =>
      this.#posts.sendParts(parts, userKey, (part, partKey) =>
        this.#posts.dm(userId, part, partKey),
      );
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

  async showScreen(
    game: GameDocument,
    screen: Screen,
    handle: ScreenHandle | undefined,
    key: string,
    response?: ClickResponse,
  ): Promise<ScreenHandle> {
    const message = await linkedScreen(this.#links, game, screen);
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
          discordCode(error) !== RESTJSONErrorCodes.UnknownMessage &&
          discordCode(error) !== RESTJSONErrorCodes.UnknownChannel
        )
          throw error;
        // Someone deleted the message: post it again below.
      }
    }
    if (screen.to.kind === 'public') {
      const sent = await this.#posts.sendScreen(await this.#posts.gameChannel(game), message, key);
      return { channelId: sent.channelId, messageId: sent.id };
    }
    if (mafiaChannel && this.#forumMafia(game, screen.to)) {
      const sent = await this.#posts.sendScreen(mafiaChannel, message, key);
      return { channelId: sent.channelId, messageId: sent.id, mafia: '1' };
    }
    if (screen.to.kind === 'team') {
      const members = this.#members(game, screen.to);
      return openMeeting(this.#posts, this.#logger, { game, screen, members }, message, key);
    }
    const userId = privateRecipient(game.state, screen.to);
    if (!userId) throw new Error(`no recipient for screen ${screen.id}`);
    const sent = await this.#posts.dm(userId, message, key, true);
    return { channelId: sent.channelId, messageId: sent.id };
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
    // A tournament game's panel is not closed: it turns into the extra points step.
    const after = await this.#panelAfterGame(game, screen);
    const [shown, closed] = after ? [after, false] : [screen, true];
    try {
      if (!(await this.#clicks.show(game, shown, closed, handle, response)))
        await channel.messages.edit(
          handle.messageId,
          await linkedScreen(this.#links, game, shown, closed),
        );
    } catch (error) {
      if (discordCode(error) !== RESTJSONErrorCodes.UnknownMessage) throw error;
    }
    if (handle.thread && channel.isThread()) await closeMeeting(channel as ThreadChannel);
  }

  async #panelAfterGame(game: GameDocument, screen: Screen): Promise<Screen | undefined> {
    if (screen.id !== JUDGE_PANEL_ID || !this.#extrasOf) return undefined;
    const extras = await this.#extrasOf(game).catch(() => undefined);
    return panelAfterGame(game.state, extras, game.state.judgeId);
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
      await this.#posts.sendParts(parts, key, (part, partKey) =>
        this.#posts.dm(game.state.judgeId, part, partKey),
      );
    } catch (error) {
      // The channel is the fallback, with what the table may read now (the orchestrator's call).
      if (!(error instanceof UnreachableRecipient) || !inPublic) throw error;
      const channel = await this.#posts.gameChannel(game);
      await this.#posts.sendParts(partsOf(inPublic), `${key}:public`, (part, partKey) =>
        this.#posts.send(channel, part, partKey),
      );
    }
  }
}
