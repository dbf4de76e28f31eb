import type { Logger } from '../logger.ts';
import { KeyedQueue } from '../util/keyed-queue.ts';
import type { GameStore } from '../store/game-store.ts';
import {
  countingGames,
  currentSeason,
  seasonOf,
  unknownSeason,
  type AdminActor,
  type AdminCommand,
  type AdminError,
  type PublicBoard,
  type SeasonAdmin,
  type SeasonDates,
  type VoidRecord,
} from './admin.ts';
import { changeAdmin, countedGames, loadAdmin } from './admin-document.ts';
import type { SeasonExport } from './export.ts';
import { standings, type Standing } from './rating.ts';

/** The public standings as the board shows them: the season (if any) and its table. */
export interface BoardView {
  season?: SeasonDates;
  rows: Standing[];
}

/**
 * Where the season is shown on Discord: the public standings message (edited in place, posted
 * again if gone; its id returned, to be kept) and the announcement of a void or a restoration
 * in the channel where the game was played.
 */
export interface SeasonBoardPort {
  showStandings(board: PublicBoard, view: BoardView): Promise<string | undefined>;
  announceVoid(
    channelId: string,
    locale: 'ru' | 'en',
    record: VoidRecord,
    restored: boolean,
  ): Promise<void>;
}

/**
 * Where a void is told: the game's channel in the server's language; a game counted before its
 * channel was kept is told where the command was run (`fallbackChannelId`).
 */
export interface Announcement {
  locale: 'ru' | 'en';
  fallbackChannelId: string;
}

export type AdminResult<T = SeasonAdmin> =
  { ok: true; value: T } | { ok: false; error: AdminError };

/**
 * The season's administration beside the games (issue 26, item 7): voids and their
 * restoration, the seasons' dates, the public standings message and the export. Every change is
 * load → decide (src/season/admin.ts) → compare-and-set; the tables are derived from the counted
 * games each time, so a void or a restoration is never a hand-made correction of a sum.
 */
export class SeasonAdministration {
  readonly #store: GameStore;
  readonly #logger: Logger;
  readonly #now: () => number;
  readonly #queue = new KeyedQueue();
  #board: SeasonBoardPort | undefined;

  constructor(options: { store: GameStore; logger: Logger; now?: () => number }) {
    this.#store = options.store;
    this.#logger = options.logger;
    this.#now = options.now ?? Date.now;
  }

  /** The Discord side, given once the client exists. */
  attach(board: SeasonBoardPort): void {
    this.#board = board;
  }

  async read(guildId: string): Promise<SeasonAdmin> {
    return (await loadAdmin(this.#store, guildId)).admin;
  }

  /** SEASON-DATES: the seasons set so far, and the one a table shows when none is named. */
  async seasons(guildId: string): Promise<{ seasons: SeasonDates[]; current?: string }> {
    const admin = await this.read(guildId);
    const current = currentSeason(admin, this.#now())?.name;
    return { seasons: admin.seasons, ...(current ? { current } : {}) };
  }

  /** SEASON-VOID: a counted game taken out of the season, announced where it was played. */
  async voidGame(
    guildId: string,
    by: AdminActor,
    gameId: string,
    reason: string,
    told: Announcement,
  ): Promise<AdminResult<VoidRecord>> {
    const game = (await countedGames(this.#store, guildId)).find((g) => g.gameId === gameId);
    const command = { type: 'void' as const, by, gameId, reason, counted: game !== undefined };
    const where = { ...told, channelId: game?.channelId ?? told.fallbackChannelId };
    return this.#voidChange(guildId, gameId, command, where, false);
  }

  /** SEASON-VOID: a voided game counted again (the void stays on record, restored). */
  async restoreGame(
    guildId: string,
    by: AdminActor,
    gameId: string,
    reason: string,
    told: Announcement,
  ): Promise<AdminResult<VoidRecord>> {
    const game = (await countedGames(this.#store, guildId)).find((g) => g.gameId === gameId);
    const command = { type: 'restore' as const, by, gameId, reason };
    const where = { ...told, channelId: game?.channelId ?? told.fallbackChannelId };
    return this.#voidChange(guildId, gameId, command, where, true);
  }

  async #voidChange(
    guildId: string,
    gameId: string,
    command: AdminCommand,
    where: { channelId: string; locale: 'ru' | 'en' },
    restored: boolean,
  ): Promise<AdminResult<VoidRecord>> {
    const outcome = await this.#change(guildId, () => command);
    if (!outcome.ok) return outcome;
    const record = outcome.value.voids.findLast((entry) => entry.gameId === gameId);
    if (!record) return { ok: false, error: { key: 'season.unknownGame', params: { gameId } } };
    await this.#board
      ?.announceVoid(where.channelId, where.locale, record, restored)
      .catch((error: unknown) =>
        this.#logger.warn({ err: error, gameId }, 'season: void not announced'),
      );
    await this.refreshBoard(guildId);
    return { ok: true, value: record };
  }

  /** SEASON-DATES: a season's first and last day (a known name: its dates change). */
  async setSeason(guildId: string, by: AdminActor, season: SeasonDates): Promise<AdminResult> {
    const outcome = await this.#change(guildId, () => ({ type: 'setSeason', by, season }));
    if (outcome.ok) await this.refreshBoard(guildId);
    return outcome;
  }

  /** SEASON-BOARD: the standings posted in a channel, one message kept current from now on. */
  async postBoard(
    guildId: string,
    by: AdminActor,
    channelId: string,
    season: string | undefined,
    locale: 'ru' | 'en',
  ): Promise<AdminResult> {
    const command = {
      type: 'postBoard' as const,
      by,
      channelId,
      locale,
      ...(season === undefined ? {} : { season }),
    };
    const outcome = await this.#change(guildId, () => command);
    if (outcome.ok) await this.refreshBoard(guildId);
    return outcome;
  }

  /** SEASON-BOARD: the public standings edited (after a game, a void, new dates); never throws. */
  refreshBoard(guildId: string): Promise<void> {
    return this.#queue
      .run(guildId, async () => {
        const { admin } = await loadAdmin(this.#store, guildId);
        if (!admin.board || !this.#board) return;
        const view = await this.#view(guildId, admin, admin.board.season);
        const messageId = await this.#board.showStandings(admin.board, view);
        if (messageId && messageId !== admin.board.messageId)
          await changeAdmin(
            this.#store,
            guildId,
            () => ({ type: 'boardPosted', messageId }),
            this.#now,
          );
      })
      .catch((error: unknown) =>
        this.#logger.warn({ err: error, guildId }, 'season: board not updated'),
      );
  }

  /** The standings of a season (named, else the current one), for the board. */
  async #view(guildId: string, admin: SeasonAdmin, name: string | undefined): Promise<BoardView> {
    const season = seasonOf(admin, name, this.#now());
    const games = countingGames(await countedGames(this.#store, guildId), admin, season);
    return { rows: standings(games), ...(season ? { season } : {}) };
  }

  /** What `/season export` attaches: the games that count (SEASON-VOID, SEASON-DATES). */
  async exportOf(guildId: string, name: string | undefined): Promise<AdminResult<SeasonExport>> {
    const { admin } = await loadAdmin(this.#store, guildId);
    const season = seasonOf(admin, name, this.#now());
    if (name !== undefined && !season) return unknownSeason(admin, name);
    const games = countingGames(await countedGames(this.#store, guildId), admin, season).sort(
      (a, b) => a.createdAt - b.createdAt || a.gameId.localeCompare(b.gameId),
    );
    return { ok: true, value: { guildId, season, games, voids: admin.voids } };
  }

  async #change(guildId: string, command: Parameters<typeof changeAdmin>[2]): Promise<AdminResult> {
    const outcome = await this.#queue.run(`change:${guildId}`, () =>
      changeAdmin(this.#store, guildId, command, this.#now),
    );
    return outcome.ok ? { ok: true, value: outcome.admin } : outcome;
  }
}
