import type { GameState } from '../../engine/index.ts';
import { drawServerSeed } from '../../fairness/index.ts';
import type { Logger } from '../../logger.ts';
import { fromRecord } from '../../orchestrator/document.ts';
import { KeyedQueue } from '../../util/keyed-queue.ts';
import { buildProtocol } from '../../protocol/index.ts';
import type { GameStore } from '../../store/game-store.ts';
import {
  createTournament,
  decideTournament,
  gameExtras,
  isOver,
  tableOfGame,
  tableUnderWay,
  type TournamentCommand,
  type TournamentError,
  type TournamentEvent,
  type TournamentPreset,
} from '../domain/index.ts';
import { FIIM_PROFILE } from '../scoring/index.ts';
import { seatingDraws, seedSha256 } from '../seating-file.ts';
import {
  fromTournamentRecord,
  toTournamentRecord,
  TOURNAMENT_DOCUMENT_VERSION,
  type TournamentDocument,
} from './document.ts';
import type { DisqualifyAtTable, OpenTable, TournamentBoard } from './ports.ts';

const MAX_ATTEMPTS = 20;

export type ServiceError =
  | TournamentError
  | { key: 'tournament.none'; params: Record<string, never> }
  | { key: 'tournament.exists'; params: { name: string } }
  | { key: 'error.busy'; params: Record<string, never> }
  | { key: 'tournament.removalBeforeDeal'; params: { table: number } };

export type ServiceOutcome =
  { ok: true; document: TournamentDocument } | { ok: false; error: ServiceError };

export interface NewTournamentInput {
  guildId: string;
  channelId: string;
  locale: 'ru' | 'en';
  name: string;
  preset: TournamentPreset;
  rounds: number;
  tables: number;
  chiefJudgeId: string;
}

type Change = (document: TournamentDocument) => ServiceOutcome | { unchanged: true };

/**
 * The guild's tournament beside the games (issue 26): one writer per guild (load → decide →
 * save by compare-and-set), then what the events ask for: the card and the standings edited in
 * place, every table of a started round opened at once, the seed revealed after the last round.
 */
export class TournamentService {
  readonly #store: GameStore;
  readonly #logger: Logger;
  readonly #now: () => number;
  readonly #drawSeed: () => string;
  readonly #queue = new KeyedQueue();
  #board: TournamentBoard | undefined;
  #openTable: OpenTable | undefined;
  #disqualify: DisqualifyAtTable | undefined;

  constructor(options: {
    store: GameStore;
    logger: Logger;
    now?: () => number;
    drawSeed?: () => string;
  }) {
    this.#store = options.store;
    this.#logger = options.logger;
    this.#now = options.now ?? Date.now;
    this.#drawSeed = options.drawSeed ?? drawServerSeed;
  }

  /** The Discord side, given once the client and the orchestrator exist. */
  attach(board: TournamentBoard, openTable: OpenTable, disqualify?: DisqualifyAtTable): void {
    this.#board = board;
    this.#openTable = openTable;
    this.#disqualify = disqualify;
  }

  async read(guildId: string): Promise<TournamentDocument | undefined> {
    const record = await this.#store.loadTournament(guildId);
    return record ? fromTournamentRecord(record) : undefined;
  }

  /** A new tournament; refused while another one of the guild is not over. */
  async create(input: NewTournamentInput): Promise<ServiceOutcome> {
    const outcome = await this.#update(
      input.guildId,
      (previous) => {
        if (previous && !isOver(previous.tournament))
          return {
            ok: false,
            error: { key: 'tournament.exists', params: { name: previous.tournament.name } },
          };
        return { ok: true, document: this.#newDocument(input, (previous?.version ?? 0) + 1) };
      },
      true,
    );
    if (outcome.ok)
      void this.#carryOut(outcome.document, [
        { kind: 'cardChanged' },
        { kind: 'standingsChanged' },
      ]);
    return outcome;
  }

  #newDocument(input: NewTournamentInput, version: number): TournamentDocument {
    const seed = this.#drawSeed();
    const { guildId, channelId, locale, ...rest } = input;
    const tournament = createTournament({
      ...rest,
      id: `${guildId}-${this.#now().toString(36)}`,
      geo74: true,
      geo76: true,
      profile: FIIM_PROFILE,
      seed,
      seedSha256: seedSha256(seed),
      now: this.#now(),
    });
    return {
      documentVersion: TOURNAMENT_DOCUMENT_VERSION,
      version,
      guildId,
      channelId,
      locale,
      tournament,
    };
  }

  /** A command of the domain; what its events ask for is carried out after the save. */
  async act(guildId: string, command: TournamentCommand): Promise<ServiceOutcome> {
    let events: TournamentEvent[] = [];
    const outcome = await this.#update(guildId, (document) => {
      const decision = decideTournament(document.tournament, command, {
        draws: seatingDraws(document.tournament.seed),
      });
      if (!decision.ok) return { ok: false, error: decision.error };
      events = decision.events;
      if (events.length === 0) return { unchanged: true };
      return { ok: true, document: { ...document, tournament: decision.state } };
    });
    if (outcome.ok && events.length > 0) await this.#carryOut(outcome.document, events);
    return outcome;
  }

  /**
   * TOUR-REMOVAL: a removal the domain accepts first disqualifies him from the game under way at
   * his table (through the orchestrator: announced, in its protocol, the profile's penalty), then
   * bars him from later rounds. Refused, changing nothing, while that game is not dealt.
   */
  async remove(
    guildId: string,
    command: Extract<TournamentCommand, { type: 'removePlayer' }>,
  ): Promise<ServiceOutcome> {
    const document = await this.read(guildId);
    if (!document) return { ok: false, error: { key: 'tournament.none', params: {} } };
    const { tournament } = document;
    const decision = decideTournament(tournament, command, {
      draws: seatingDraws(tournament.seed),
    });
    if (!decision.ok) return { ok: false, error: decision.error };
    const table = tableUnderWay(tournament, command.userId);
    if (table?.gameId !== undefined && this.#disqualify) {
      const order = { guildId, gameId: table.gameId, userId: command.userId };
      const done = await this.#disqualify({ ...order, reason: command.reason.trim() });
      if (!done.ok && done.why === 'notDealt')
        return {
          ok: false,
          error: { key: 'tournament.removalBeforeDeal', params: { table: table.table } },
        };
    }
    return this.act(guildId, command);
  }

  /**
   * The orchestrator's `onGameFinished` (and the start-up recovery): a table's game is counted
   * into the tournament once, whatever the number of calls (TOUR-RESULTS).
   */
  async gameFinished(guildId: string, state: GameState): Promise<void> {
    const document = await this.read(guildId);
    if (!document || !tableOfGame(document.tournament, state.gameId)) return;
    const protocol = buildProtocol(state, { guildId });
    if (!protocol) return;
    const outcome = await this.act(guildId, { type: 'recordResult', game: protocol });
    if (!outcome.ok)
      this.#logger.warn(
        { guildId, gameId: state.gameId, error: outcome.error },
        'tournament: result refused',
      );
  }

  /** TOUR-EXTRA-PANEL: a table game's extra points so far (none: not a tournament game). */
  async extrasOfGame(guildId: string, gameId: string) {
    const document = await this.read(guildId);
    return document ? gameExtras(document.tournament, gameId) : undefined;
  }

  /** At start-up: the ended games still listed (their last effects not done) are counted, once. */
  async recover(): Promise<void> {
    for (const record of await this.#store.listActiveGames()) {
      const { state } = fromRecord(record);
      if (state.phase.kind === 'ended') await this.gameFinished(record.guildId, state);
    }
  }

  /** Load, change, save by compare-and-set; on a conflict, again from the newer document. */
  async #update(guildId: string, change: Change, allowMissing = false): Promise<ServiceOutcome> {
    return this.#queue.run(guildId, async () => {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const current = await this.read(guildId);
        if (!current && !allowMissing)
          return { ok: false, error: { key: 'tournament.none', params: {} } };
        const changed = change(current as TournamentDocument);
        if ('unchanged' in changed) return { ok: true, document: current as TournamentDocument };
        if (!changed.ok) return changed;
        const next = { ...changed.document, version: (current?.version ?? 0) + 1 };
        const saved = await this.#store.saveTournament(toTournamentRecord(next));
        if (saved.ok) return { ok: true, document: next };
      }
      return { ok: false, error: { key: 'error.busy', params: {} } };
    });
  }

  async #carryOut(document: TournamentDocument, events: readonly TournamentEvent[]): Promise<void> {
    for (const event of events) {
      try {
        await this.#carryOutOne(document, event);
      } catch (error) {
        this.#logger.warn(
          { err: error, guildId: document.guildId, event: event.kind },
          'tournament: effect failed',
        );
      }
    }
  }

  async #carryOutOne(document: TournamentDocument, event: TournamentEvent): Promise<void> {
    const board = this.#board;
    if (!board) return;
    switch (event.kind) {
      case 'cardChanged':
        return this.#remember(
          document.guildId,
          'cardMessageId',
          await board.showCard(await this.#latest(document)),
        );
      case 'standingsChanged':
        return this.#remember(
          document.guildId,
          'standingsMessageId',
          await board.showStandings(await this.#latest(document)),
        );
      case 'roundStarted':
        await this.#openTables(document, event.round);
        return board.announceRound(await this.#latest(document), event.round);
      case 'seedRevealed':
        return board.revealSeed(document);
      case 'playerRemoved':
        return undefined;
    }
  }

  /** Every table of the round opened at once, each game remembered by its table. */
  async #openTables(document: TournamentDocument, round: number): Promise<void> {
    const { tournament } = document;
    const started = tournament.started[round - 1];
    if (!started || !this.#openTable) return;
    const opened = await Promise.all(
      started.tables.map(async (table) => {
        const rooms = tournament.tableRooms[String(table.table)] ?? {};
        const result = await this.#openTable!({
          guildId: document.guildId,
          channelId: rooms.textChannelId ?? '',
          voiceChannelId: rooms.voiceChannelId ?? '',
          hostId: tournament.chiefJudgeId,
          judgeId: table.judgeId,
          preset: tournament.preset,
          locale: document.locale,
          seats: table.seats,
          geo74: tournament.geo74,
          geo76: tournament.geo76,
        });
        return { table: table.table, result };
      }),
    );
    for (const { table, result } of opened) {
      if (result.ok)
        await this.act(document.guildId, {
          type: 'tableOpened',
          round,
          table,
          gameId: result.gameId,
        });
      else
        this.#logger.warn(
          { guildId: document.guildId, round, table, why: result.why },
          'tournament: table not opened',
        );
    }
  }

  async #latest(document: TournamentDocument): Promise<TournamentDocument> {
    return (await this.read(document.guildId)) ?? document;
  }

  /** A message id kept once the board posted the message (a later edit finds it). */
  async #remember(
    guildId: string,
    field: 'cardMessageId' | 'standingsMessageId',
    id: string | undefined,
  ): Promise<void> {
    if (id === undefined) return;
    await this.#update(guildId, (document) =>
      document[field] === id
        ? { unchanged: true }
        : { ok: true, document: { ...document, [field]: id } },
    );
  }
}
