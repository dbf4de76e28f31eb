/**
 * The game store port: what the orchestrator needs from storage and nothing more. Two
 * implementations pass one contract suite (`test/store/contract.ts`): Keyv + Redis, and the
 * embedded file-backed default used when REDIS_URL is unset.
 */
import { CURRENT_SCHEMA_VERSION } from './migrations/registry.ts';

/**
 * The layout of every stored document. A stored shape changes by a new step in
 * `migrations/registry.ts`, which bumps it; older documents are upgraded at load, newer ones
 * are refused.
 */
export const SCHEMA_VERSION = CURRENT_SCHEMA_VERSION;

/** One game as stored. `data` is the orchestrator's document; the store never looks inside. */
export interface GameRecord {
  schemaVersion: number;
  gameId: string;
  guildId: string;
  /** The text channel the game runs in (one game per channel). */
  channelId: string;
  /** 1 on the first save, then +1 per accepted change; the compare-and-set token. */
  version: number;
  /** Listed at start-up so its timers and voice state are restored. */
  active: boolean;
  /** Wall-clock ms of the save (diagnostics only; the rules never read it). */
  updatedAt: number;
  data: unknown;
}

/**
 * Whom the bot server-muted in one guild, written before the mute is sent (write-ahead), so
 * that a crash can never leave a member muted by us without a record to undo it.
 */
export interface MuteLedger {
  schemaVersion: number;
  guildId: string;
  version: number;
  /**
   * userId → the game that asked for the mute, when the record was written and, once Discord
   * accepted it, the helper bot whose token muted him (absent: the bot itself; issue 14). Any
   * token with Mute Members lifts it: server mute is a member flag.
   */
  muted: Record<string, { gameId: string; since: number; by?: string }>;
}

/**
 * What the bot remembers of one member across the games of a guild (FORUM-SKIP-BAN: after three
 * removals for skipped moves a user is banned from further games; the bot keeps the counters).
 */
export interface MemberRecord {
  schemaVersion: number;
  guildId: string;
  userId: string;
  version: number;
  /** The games the member was removed from for skipped moves, each once. */
  skipRemovals: string[];
}

/**
 * One month of a guild's season (issue 15): the summaries of the games counted in it, each
 * once. The set of counted game ids is the summaries' ids, saved by compare-and-set, so a game
 * counted twice (a restart, a second process) is counted once. `games` is the season module's
 * GameSummary; the store never looks inside.
 */
export interface SeasonMonthRecord {
  schemaVersion: number;
  guildId: string;
  /** "YYYY-MM" (UTC) of the games' creation. */
  month: string;
  version: number;
  games: Array<{ gameId: string }>;
}

/**
 * A guild's season administration (issue 26, item 7): the games an appeal voided, the seasons'
 * dates and the public standings message; saved by compare-and-set. `data` is the season
 * module's SeasonAdmin; the store never looks inside.
 */
export interface SeasonAdminRecord {
  schemaVersion: number;
  guildId: string;
  /** 1 on the first save, then +1 per accepted change; the compare-and-set token. */
  version: number;
  data: unknown;
}

/**
 * A guild's club tournament (issue 26): one at a time per guild, its document saved by
 * compare-and-set like a game's. `data` is the tournament service's document; the store never
 * looks inside.
 */
export interface TournamentRecord {
  schemaVersion: number;
  guildId: string;
  /** 1 on the first save, then +1 per accepted change; the compare-and-set token. */
  version: number;
  data: unknown;
}

/** Guild-level preferences set by `/mafia settings`; validated by the caller. */
export interface GuildSettingsRecord {
  schemaVersion: number;
  guildId: string;
  /**
   * 1 on the first save, then +1 per accepted change; the compare-and-set token (two admins
   * changing settings through two processes at once both keep their change). Settings saved
   * before they had one load as LEGACY_SETTINGS_VERSION.
   */
  version: number;
  settings: unknown;
}

/**
 * The version a settings document saved without one (an older build) loads with: what the
 * compare-and-set finds in a document that has none, so the first save over it (version 0)
 * is accepted and every later one counts on from there. No migration step: bumping the schema
 * would make a still-running older build refuse every document this one writes.
 */
export const LEGACY_SETTINGS_VERSION = -1;

export type SaveResult =
  | { ok: true }
  /** Someone else saved first: reload, re-apply and try again. */
  | { ok: false; reason: 'conflict'; storedVersion: number };

export interface GameStore {
  /** Which implementation this is, for the start-up log line. */
  readonly kind: 'redis' | 'embedded';
  loadGame(gameId: string): Promise<GameRecord | undefined>;
  /** Saves iff the stored version is `record.version - 1` (absent counts as 0). */
  saveGame(record: GameRecord): Promise<SaveResult>;
  /** Every game saved with `active: true`, for start-up; unreadable ones are logged and skipped. */
  listActiveGames(): Promise<GameRecord[]>;
  loadMuteLedger(guildId: string): Promise<MuteLedger | undefined>;
  /** Saves iff the stored version is `ledger.version - 1`. */
  saveMuteLedger(ledger: MuteLedger): Promise<SaveResult>;
  /** Ledgers that still name somebody, for the start-up reconciliation. */
  listMuteLedgers(): Promise<MuteLedger[]>;
  loadGuildSettings(guildId: string): Promise<GuildSettingsRecord | undefined>;
  /** Saves iff the stored version is `record.version - 1` (absent counts as 0). */
  saveGuildSettings(record: GuildSettingsRecord): Promise<SaveResult>;
  loadMemberRecord(guildId: string, userId: string): Promise<MemberRecord | undefined>;
  /** Saves iff the stored version is `record.version - 1`. */
  saveMemberRecord(record: MemberRecord): Promise<SaveResult>;
  loadSeasonMonth(guildId: string, month: string): Promise<SeasonMonthRecord | undefined>;
  /** Saves iff the stored version is `record.version - 1`; lists the month for its guild. */
  saveSeasonMonth(record: SeasonMonthRecord): Promise<SaveResult>;
  /** The months of a guild's season that hold games. */
  listSeasonMonths(guildId: string): Promise<string[]>;
  loadSeasonAdmin(guildId: string): Promise<SeasonAdminRecord | undefined>;
  /** Saves iff the stored version is `record.version - 1` (absent counts as 0). */
  saveSeasonAdmin(record: SeasonAdminRecord): Promise<SaveResult>;
  loadTournament(guildId: string): Promise<TournamentRecord | undefined>;
  /** Saves iff the stored version is `record.version - 1` (a new tournament replaces an old at its version + 1). */
  saveTournament(record: TournamentRecord): Promise<SaveResult>;
  close(): Promise<void>;
}

/** Every call of the port that reaches the storage (all but `kind` and `close`). */
export const GAME_STORE_CALLS = [
  'loadGame',
  'saveGame',
  'listActiveGames',
  'loadMuteLedger',
  'saveMuteLedger',
  'listMuteLedgers',
  'loadGuildSettings',
  'saveGuildSettings',
  'loadMemberRecord',
  'saveMemberRecord',
  'loadSeasonMonth',
  'saveSeasonMonth',
  'listSeasonMonths',
  'loadSeasonAdmin',
  'saveSeasonAdmin',
  'loadTournament',
  'saveTournament',
] as const satisfies ReadonlyArray<keyof GameStore>;

/** A stored document this build cannot read: refused, never guessed at. */
export class UnreadableDocumentError extends Error {
  readonly key: string;
  readonly foundSchemaVersion: unknown;
  constructor(key: string, foundSchemaVersion: unknown) {
    const why =
      typeof foundSchemaVersion === 'number' && foundSchemaVersion > SCHEMA_VERSION
        ? `was written by a newer mafia-bot (schema ${foundSchemaVersion}, this build reads ${SCHEMA_VERSION}); upgrade the bot`
        : `has an unknown schema (${JSON.stringify(foundSchemaVersion)}, this build reads ${SCHEMA_VERSION})`;
    super(`Stored document ${key} ${why}; refusing to read it`);
    this.name = 'UnreadableDocumentError';
    this.key = key;
    this.foundSchemaVersion = foundSchemaVersion;
  }
}

/** The store cannot be reached (Redis down, disk gone): nothing was written. */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super(
      `The game store is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`,
      {
        cause,
      },
    );
    this.name = 'StoreUnavailableError';
  }
}
