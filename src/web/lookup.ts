import type { FastifyRequest } from 'fastify';
import { fromRecord, type GameDocument } from '../orchestrator/document.ts';
import type { GameSummary } from '../season/game-summary.ts';
import { countingGames } from '../season/admin.ts';
import { countedGames, loadAdmin } from '../season/admin-document.ts';
import type { GameRecord, GameStore } from '../store/game-store.ts';
import { gameOfSite, openSite, type Site } from './access.ts';
import { NotFound, gameParams, parsed, siteParams } from './params.ts';

export interface FoundGame {
  site: Site;
  record: GameRecord;
  document: GameDocument;
}

/**
 * What a request may read, checked where it is read: the site behind a valid slug, a game of
 * that server only, a finished game only for the records of the end (the protocol, the picture).
 */
export class Lookup {
  readonly #store: GameStore;

  constructor(store: GameStore) {
    this.#store = store;
  }

  async site(request: FastifyRequest): Promise<Site> {
    const { guildId, slug } = parsed(siteParams, request.params);
    const opened = await openSite(this.#store, guildId, slug);
    if (!opened) throw new NotFound();
    return opened;
  }

  async game(request: FastifyRequest): Promise<FoundGame> {
    const site = await this.site(request);
    const { gameId } = parsed(gameParams, request.params);
    const record = await gameOfSite(this.#store, site, gameId);
    if (!record) throw new NotFound();
    return { site, record, document: fromRecord(record) };
  }

  /** Nothing of a running game beyond its live table: its protocol waits for the end. */
  async endedGame(request: FastifyRequest): Promise<FoundGame> {
    const found = await this.game(request);
    if (found.document.state.phase.kind !== 'ended') throw new NotFound();
    return found;
  }

  /**
   * Every game counted into the server's season (src/season): finished games only, without
   * those an appeal voided (SEASON-VOID).
   */
  async season(guildId: string): Promise<GameSummary[]> {
    const [games, { admin }] = await Promise.all([
      countedGames(this.#store, guildId),
      loadAdmin(this.#store, guildId),
    ]);
    return countingGames(games, admin, undefined);
  }

  /** The server's games being played now (dealt or in the lobby, not ended). */
  async liveGames(guildId: string): Promise<GameRecord[]> {
    return (await this.#store.listActiveGames()).filter(
      (record) => record.guildId === guildId && fromRecord(record).state.phase.kind !== 'ended',
    );
  }
}
