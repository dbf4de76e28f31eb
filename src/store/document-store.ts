import type { Logger } from '../logger.ts';
import {
  LEGACY_SETTINGS_VERSION,
  StoreUnavailableError,
  UnreadableDocumentError,
  type GameRecord,
  type GameStore,
  type GuildSettingsRecord,
  type MemberRecord,
  type MuteLedger,
  type SaveResult,
  type SeasonAdminRecord,
  type SeasonMonthRecord,
  type TournamentRecord,
} from './game-store.ts';
import { upgrade } from './migrations/upgrade.ts';
import type { IndexChange, VersionedKv } from './versioned-kv.ts';

const ACTIVE_GAMES = 'active-games';
const MUTE_LEDGERS = 'mute-ledgers';

const gameKey = (gameId: string) => `game:${gameId}`;
const ledgerKey = (guildId: string) => `mutes:${guildId}`;
const settingsKey = (guildId: string) => `settings:${guildId}`;
const memberKey = (guildId: string, userId: string) => `member:${guildId}:${userId}`;
const seasonKey = (guildId: string, month: string) => `season:${guildId}:${month}`;
const seasonMonths = (guildId: string) => `season-months:${guildId}`;
const seasonAdminKey = (guildId: string) => `season-admin:${guildId}`;
const tournamentKey = (guildId: string) => `tournament:${guildId}`;

/** Runs a storage call and turns a connection failure into a StoreUnavailableError. */
async function reach<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof UnreadableDocumentError || error instanceof StoreUnavailableError)
      throw error;
    throw new StoreUnavailableError(error);
  }
}

/**
 * The GameStore over any VersionedKv: key layout, indexes and the schemaVersion gate live here
 * once, so the Redis and embedded stores differ only in how they compare-and-set.
 */
export class DocumentStore implements GameStore {
  readonly kind: 'redis' | 'embedded';
  readonly #kv: VersionedKv;
  readonly #logger: Logger;

  constructor(kind: 'redis' | 'embedded', kv: VersionedKv, logger: Logger) {
    this.kind = kind;
    this.#kv = kv;
    this.#logger = logger;
  }

  /**
   * Reads a document, upgraded to the schema this build writes (it is saved so on its next
   * change); a document from a newer build, or of no known schema, is refused.
   */
  async #read<T extends { schemaVersion: number }>(key: string): Promise<T | undefined> {
    const value = await reach(() => this.#kv.get(key));
    if (value === undefined || value === null) return undefined;
    const upgraded = upgrade(value);
    if (!upgraded.ok) {
      const error = new UnreadableDocumentError(key, upgraded.foundSchemaVersion);
      this.#logger.error({ key, schemaVersion: upgraded.foundSchemaVersion }, error.message);
      throw error;
    }
    return upgraded.document as T;
  }

  async #readListed<T extends { schemaVersion: number }>(
    index: string,
    keyOf: (id: string) => string,
  ) {
    const ids = await reach(() => this.#kv.indexMembers(index));
    const documents: T[] = [];
    for (const id of ids.sort()) {
      try {
        const document = await this.#read<T>(keyOf(id));
        if (document) documents.push(document);
      } catch (error) {
        if (!(error instanceof UnreadableDocumentError)) throw error;
        // Already logged by #read; one unreadable game must not keep the others from resuming.
      }
    }
    return documents;
  }

  /** Saves iff the stored document is at `document.version - 1`. */
  async #compareAndSet(
    key: string,
    document: { version: number },
    indexChange?: IndexChange,
  ): Promise<SaveResult> {
    const outcome = await reach(() =>
      this.#kv.compareAndSet(key, document.version - 1, document, indexChange),
    );
    return outcome.ok
      ? outcome
      : { ok: false, reason: 'conflict', storedVersion: outcome.storedVersion };
  }

  loadGame(gameId: string): Promise<GameRecord | undefined> {
    return this.#read<GameRecord>(gameKey(gameId));
  }

  saveGame(record: GameRecord): Promise<SaveResult> {
    return this.#compareAndSet(gameKey(record.gameId), record, {
      index: ACTIVE_GAMES,
      member: record.gameId,
      present: record.active,
    });
  }

  async listActiveGames(): Promise<GameRecord[]> {
    const games = await this.#readListed<GameRecord>(ACTIVE_GAMES, gameKey);
    return games.filter((game) => game.active);
  }

  loadMuteLedger(guildId: string): Promise<MuteLedger | undefined> {
    return this.#read<MuteLedger>(ledgerKey(guildId));
  }

  saveMuteLedger(ledger: MuteLedger): Promise<SaveResult> {
    return this.#compareAndSet(ledgerKey(ledger.guildId), ledger, {
      index: MUTE_LEDGERS,
      member: ledger.guildId,
      present: Object.keys(ledger.muted).length > 0,
    });
  }

  async listMuteLedgers(): Promise<MuteLedger[]> {
    const ledgers = await this.#readListed<MuteLedger>(MUTE_LEDGERS, ledgerKey);
    return ledgers.filter((ledger) => Object.keys(ledger.muted).length > 0);
  }

  async loadGuildSettings(guildId: string): Promise<GuildSettingsRecord | undefined> {
    const record = await this.#read<Omit<GuildSettingsRecord, 'version'> & { version?: number }>(
      settingsKey(guildId),
    );
    if (!record) return undefined;
    const version = typeof record.version === 'number' ? record.version : LEGACY_SETTINGS_VERSION;
    return { ...record, version };
  }

  saveGuildSettings(record: GuildSettingsRecord): Promise<SaveResult> {
    return this.#compareAndSet(settingsKey(record.guildId), record);
  }

  loadMemberRecord(guildId: string, userId: string): Promise<MemberRecord | undefined> {
    return this.#read<MemberRecord>(memberKey(guildId, userId));
  }

  saveMemberRecord(record: MemberRecord): Promise<SaveResult> {
    return this.#compareAndSet(memberKey(record.guildId, record.userId), record);
  }

  loadSeasonMonth(guildId: string, month: string): Promise<SeasonMonthRecord | undefined> {
    return this.#read<SeasonMonthRecord>(seasonKey(guildId, month));
  }

  saveSeasonMonth(record: SeasonMonthRecord): Promise<SaveResult> {
    return this.#compareAndSet(seasonKey(record.guildId, record.month), record, {
      index: seasonMonths(record.guildId),
      member: record.month,
      present: true,
    });
  }

  async listSeasonMonths(guildId: string): Promise<string[]> {
    return (await reach(() => this.#kv.indexMembers(seasonMonths(guildId)))).sort();
  }

  loadSeasonAdmin(guildId: string): Promise<SeasonAdminRecord | undefined> {
    return this.#read<SeasonAdminRecord>(seasonAdminKey(guildId));
  }

  saveSeasonAdmin(record: SeasonAdminRecord): Promise<SaveResult> {
    return this.#compareAndSet(seasonAdminKey(record.guildId), record);
  }

  loadTournament(guildId: string): Promise<TournamentRecord | undefined> {
    return this.#read<TournamentRecord>(tournamentKey(guildId));
  }

  saveTournament(record: TournamentRecord): Promise<SaveResult> {
    return this.#compareAndSet(tournamentKey(record.guildId), record);
  }

  close(): Promise<void> {
    return this.#kv.close();
  }
}
