import type { FastifyRequest } from 'fastify';
import { fromRecord, type GameDocument } from '../orchestrator/document.ts';
import type { GameSummary } from '../season/game-summary.ts';
import { countingGames } from '../season/admin.ts';
import { countedGames, loadAdmin } from '../season/admin-document.ts';
import { fromTournamentRecord, type TournamentDocument } from '../tournament/service/document.ts';
import type { GameRecord, GameStore } from '../store/game-store.ts';
import { gameOfSite, openSite, type Site } from './access.ts';
import { NotFound, gameParams, parsed, siteParams } from './params.ts';

export interface RunningGames {
  playing: GameRecord[];
  gathering: GameRecord[];
}

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

  /** The server's tournament (one at a time), or undefined when there is none. */
  async tournament(guildId: string): Promise<TournamentDocument | undefined> {
    const record = await this.#store.loadTournament(guildId);
    return record ? fromTournamentRecord(record) : undefined;
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

  /**
   * The server's games not ended: those being played (dealt) and the lobbies still gathering
   * players, apart (a spectator looking for a game to watch finds none in a lobby yet).
   */
  async runningGames(guildId: string): Promise<RunningGames> {
    const running = (await this.#store.listActiveGames())
      .filter((record) => record.guildId === guildId)
      .map((record) => ({ record, phase: fromRecord(record).state.phase.kind }))
      .filter(({ phase }) => phase !== 'ended');
    const of = (lobby: boolean) =>
      running.filter(({ phase }) => (phase === 'lobby') === lobby).map(({ record }) => record);
    return { playing: of(false), gathering: of(true) };
  }
}
