import type { GameState, Preset } from '../engine/index.ts';
import type { Logger } from '../logger.ts';
import { SCHEMA_VERSION, StoreUnavailableError, type GameStore } from '../store/game-store.ts';
import {
  countingGames,
  seasonOf,
  unknownSeason,
  type AdminError,
  type SeasonDates,
} from './admin.ts';
import { countedGames, loadAdmin } from './admin-document.ts';
import { summarizeGame, type GameSummary } from './game-summary.ts';
import {
  inPeriod,
  monthOf,
  playerStats,
  standings,
  type Period,
  type PlayerStats,
  type Standing,
} from './rating.ts';

const MAX_ATTEMPTS = 50;
/** How long a count that met a store outage waits before it tries again. */
const RETRY_MS = 1_000;
const MAX_RETRIES = 600;

/**
 * A game as the orchestrator hands it over at start-up (`activeGames` in
 * src/orchestrator/document.ts): season never reads the orchestrator's stored document itself.
 */
interface ActiveGame {
  guildId: string;
  channelId: string;
  state: GameState;
}

export type CountOutcome = 'counted' | 'alreadyCounted' | 'excluded';

export type LeaderboardOutcome =
  { ok: true; rows: Standing[]; season?: SeasonDates } | { ok: false; error: AdminError };

/**
 * Each server's season, beside the orchestrator: a finished game is counted once into its
 * guild's month document (`season:<guild>:<YYYY-MM>`), whose list of counted games is saved by
 * compare-and-set, so a second count of the same game — a restart, another process — finds it
 * there and changes nothing. Aborted and cancelled games are not counted.
 */
export class SeasonService {
  readonly #store: GameStore;
  readonly #logger: Logger;
  readonly #now: () => number;
  #stopped = false;
  #onCounted: (guildId: string) => void = () => {};

  constructor(store: GameStore, logger: Logger, now: () => number = Date.now) {
    this.#store = store;
    this.#logger = logger;
    this.#now = now;
  }

  /** Told after each game counted (SEASON-BOARD: the public standings follow every game). */
  onCounted(listener: (guildId: string) => void): void {
    this.#onCounted = listener;
  }

  /** Counts a finished game into its guild's season, once whatever the number of calls. */
  async count(guildId: string, state: GameState, channelId?: string): Promise<CountOutcome> {
    const outcome = await this.#countOnce(guildId, state, channelId);
    if (outcome === 'counted') this.#onCounted(guildId);
    return outcome;
  }

  async #countOnce(guildId: string, state: GameState, channelId?: string): Promise<CountOutcome> {
    const summarized = summarizeGame(state);
    if (!summarized) return 'excluded';
    // The channel it was played in: where a void of it is announced, and a column of the export.
    const summary = channelId ? { ...summarized, channelId } : summarized;
    const month = monthOf(summary.createdAt);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const stored = await this.#store.loadSeasonMonth(guildId, month);
      const games = (stored?.games ?? []) as GameSummary[];
      if (games.some((game) => game.gameId === summary.gameId)) return 'alreadyCounted';
      const saved = await this.#store.saveSeasonMonth({
        schemaVersion: SCHEMA_VERSION,
        guildId,
        month,
        version: (stored?.version ?? 0) + 1,
        games: [...games, summary],
      });
      if (saved.ok) return 'counted';
    }
    throw new Error(`the season of ${guildId} (${month}) kept conflicting`);
  }

  /**
   * The orchestrator's `onGameFinished`: counts in the background, trying again while the
   * store is down; a process that dies first leaves the game active, and `recover` counts it.
   */
  countInBackground(guildId: string, state: GameState, channelId?: string): void {
    void (async () => {
      for (let retry = 0; retry < MAX_RETRIES && !this.#stopped; retry++) {
        try {
          const outcome = await this.count(guildId, state, channelId);
          this.#logger.info({ guildId, gameId: state.gameId, outcome }, 'season: game counted');
          return;
        } catch (error) {
          this.#logger.warn({ err: error, gameId: state.gameId }, 'season: count failed, retrying');
          await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
        }
      }
    })();
  }

  /**
   * At start-up, before the games resume: an ended game is still listed as active until its
   * last effects are carried out, so one whose count the previous process never made is here.
   */
  async recover(activeGames: () => Promise<readonly ActiveGame[]>): Promise<number> {
    // Like the games' own resumption, wait for a store that is down at start-up: resuming first
    // would carry out the last effects, and a game no longer active would never be counted.
    for (let delay = RETRY_MS / 2; ; delay = Math.min(2 * delay, 5 * RETRY_MS)) {
      try {
        return await this.#recoverOnce(activeGames);
      } catch (error) {
        if (!(error instanceof StoreUnavailableError) || this.#stopped) throw error;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  async #recoverOnce(activeGames: () => Promise<readonly ActiveGame[]>): Promise<number> {
    let counted = 0;
    for (const { guildId, channelId, state } of await activeGames()) {
      if (state.phase.kind !== 'ended') continue;
      if ((await this.count(guildId, state, channelId)) === 'counted') counted++;
    }
    return counted;
  }

  stop(): void {
    this.#stopped = true;
  }

  /** The games a table counts: not voided by an appeal (SEASON-VOID), within the period. */
  async #games(guildId: string, period: Period): Promise<GameSummary[]> {
    const now = this.#now();
    const [games, { admin }] = await Promise.all([
      countedGames(this.#store, guildId),
      loadAdmin(this.#store, guildId),
    ]);
    const inThePeriod = games.filter((game) => inPeriod(monthOf(game.createdAt), period, now));
    return countingGames(inThePeriod, admin, undefined);
  }

  async stats(guildId: string, userId: string): Promise<PlayerStats> {
    return playerStats(await this.#games(guildId, 'all'), userId);
  }

  /**
   * The table of a season (SEASON-DATES): the one named, else the current one (none set: every
   * game), within the period, without voided games (SEASON-VOID).
   */
  async leaderboard(
    guildId: string,
    preset: Preset | undefined,
    period: Period,
  ): Promise<Standing[]> {
    const table = await this.seasonTable(guildId, preset, period);
    return table.ok ? table.rows : [];
  }

  async seasonTable(
    guildId: string,
    preset: Preset | undefined,
    period: Period,
    seasonName?: string,
  ): Promise<LeaderboardOutcome> {
    const { admin } = await loadAdmin(this.#store, guildId);
    const season = seasonOf(admin, seasonName, this.#now());
    if (seasonName !== undefined && !season) return unknownSeason(admin, seasonName);
    const games = countingGames(await this.#games(guildId, period), admin, season);
    return { ok: true, rows: standings(games, preset), ...(season ? { season } : {}) };
  }
}
