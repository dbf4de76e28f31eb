import { RESTJSONErrorCodes, type Client } from 'discord.js';
import { render } from '../../i18n/index.ts';
import type { PublicBoard, VoidRecord } from '../../season/admin.ts';
import type { BoardView, SeasonBoardPort } from '../../season/season-admin-service.ts';
import { fetchChannel } from '../ports/game-channel.ts';

/** How many rows the public standings show (a Discord message stays under 2,000 characters). */
const BOARD_ROWS = 20;

const code = (error: unknown) => (error as { code?: unknown }).code;

/** The season on Discord: the public standings edited in place, a void told where it was played. */
export class DiscordSeasonBoard implements SeasonBoardPort {
  readonly #client: Client;

  constructor(client: Client) {
    this.#client = client;
  }

  /** SEASON-BOARD: edits the message when it is there; posts it (again) otherwise. */
  async showStandings(board: PublicBoard, view: BoardView): Promise<string | undefined> {
    const season = view.season?.name;
    const scope = { period: 'all' as const, ...(season ? { season } : {}) };
    const content = render(
      board.locale,
      view.rows.length === 0
        ? { key: 'ui.leaderboardEmpty', params: scope }
        : { key: 'ui.leaderboard', params: { ...scope, rows: view.rows.slice(0, BOARD_ROWS) } },
    ).slice(0, 2000);
    const channel = await fetchChannel(this.#client, board.channelId);
    if (!channel?.isSendable() || !channel.isTextBased()) return undefined;
    const message = { content, allowedMentions: { parse: [] } };
    if (board.messageId) {
      try {
        await channel.messages.edit(board.messageId, message);
        return board.messageId;
      } catch (error) {
        if (code(error) !== RESTJSONErrorCodes.UnknownMessage) throw error;
      }
    }
    return (await channel.send(message)).id;
  }

  /** SEASON-VOID: the void (or its restoration) told in the game's channel, in the server's language. */
  async announceVoid(
    channelId: string,
    locale: 'ru' | 'en',
    record: VoidRecord,
    restored: boolean,
  ): Promise<void> {
    const act = restored && record.restored ? record.restored : record.voided;
    const params = { gameId: record.gameId, userId: act.userId, reason: act.reason };
    const content = render(
      locale,
      restored
        ? { key: 'season.restoreAnnounced', params }
        : { key: 'season.voidAnnounced', params },
    );
    const channel = await fetchChannel(this.#client, channelId);
    if (channel?.isSendable()) await channel.send({ content, allowedMentions: { parse: [] } });
  }
}
