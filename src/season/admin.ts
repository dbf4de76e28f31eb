/**
 * The season's administration (issue 26, item 7), pure: which games an appeal voided, the
 * seasons' dates, and where the public standings are posted. Nothing here reads the clock or the
 * store: the caller hands in `now` and whether the game is counted; the standings are derived from
 * the counted games through `countingGames`, never adjusted by hand.
 */
import type { GameSummary } from './game-summary.ts';

/** A season: its name and its first and last day (UTC, "YYYY-MM-DD", both included). */
export interface SeasonDates {
  name: string;
  start: string;
  end: string;
}

export interface AdminAct {
  userId: string;
  at: number;
  reason: string;
}

/** SEASON-VOID: one void of a game, and its restoration if there was one (kept: the record). */
export interface VoidRecord {
  gameId: string;
  voided: AdminAct;
  restored?: AdminAct;
}

/** SEASON-BOARD: the public standings message, kept current where it was posted. */
export interface PublicBoard {
  channelId: string;
  messageId?: string;
  /** The season it shows; absent: the current season (or all games when none is set). */
  season?: string;
  locale: 'ru' | 'en';
}

export interface SeasonAdmin {
  seasons: SeasonDates[];
  voids: VoidRecord[];
  board?: PublicBoard;
}

export const EMPTY_ADMIN: SeasonAdmin = { seasons: [], voids: [] };

export interface AdminActor {
  userId: string;
  /** Manage Server or the server's judge role. */
  privileged: boolean;
}

export type AdminCommand =
  | { type: 'void'; by: AdminActor; gameId: string; reason: string; counted: boolean }
  | { type: 'restore'; by: AdminActor; gameId: string; reason: string }
  | { type: 'setSeason'; by: AdminActor; season: SeasonDates }
  | { type: 'postBoard'; by: AdminActor; channelId: string; season?: string; locale: 'ru' | 'en' }
  | { type: 'boardPosted'; messageId: string };

export type AdminError =
  | { key: 'season.notAdmin'; params: Record<string, never> }
  | { key: 'season.unknownGame'; params: { gameId: string } }
  | { key: 'season.alreadyVoided'; params: { gameId: string } }
  | { key: 'season.notVoided'; params: { gameId: string } }
  | { key: 'season.noReason'; params: Record<string, never> }
  | { key: 'season.badDates'; params: { start: string; end: string } }
  | { key: 'season.overlap'; params: { name: string } }
  | { key: 'season.unknownSeason'; params: { name: string; known: string[] } };

export type AdminOutcome = { ok: true; admin: SeasonAdmin } | { ok: false; error: AdminError };

const refused = (error: AdminError): AdminOutcome => ({ ok: false, error });
const MAX_REASON = 200;
const DAY_MS = 86_400_000;

/** SEASON-VOID: the game's last void, if it still stands (not restored). */
export function standingVoid(admin: SeasonAdmin, gameId: string): VoidRecord | undefined {
  const last = admin.voids.findLast((entry) => entry.gameId === gameId);
  return last && !last.restored ? last : undefined;
}

/** "YYYY-MM-DD" that names a real day, as epoch ms at its midnight (UTC); undefined otherwise. */
export function dayStart(day: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? undefined : ms;
}

/** SEASON-DATES: is a moment within the season's days (its first and last day included)? */
export function inSeason(season: SeasonDates, at: number): boolean {
  const start = dayStart(season.start) ?? Infinity;
  const end = (dayStart(season.end) ?? -Infinity) + DAY_MS;
  return at >= start && at < end;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function seasonNamed(admin: SeasonAdmin, name: string): SeasonDates | undefined {
  return admin.seasons.find((season) => sameName(season.name, name));
}

/**
 * SEASON-DATES: the season shown when none is named: the one under way, else the last one that
 * has begun; none when no season is set (or none has begun): then every game counts.
 */
export function currentSeason(admin: SeasonAdmin, now: number): SeasonDates | undefined {
  const begun = admin.seasons.filter((season) => (dayStart(season.start) ?? Infinity) <= now);
  return (
    begun.find((season) => inSeason(season, now)) ??
    begun.sort((a, b) => a.start.localeCompare(b.start)).at(-1)
  );
}

/** SEASON-DATES: the season named (undefined if none has that name), else the current one. */
export function seasonOf(
  admin: SeasonAdmin,
  name: string | undefined,
  now: number,
): SeasonDates | undefined {
  return name === undefined ? currentSeason(admin, now) : seasonNamed(admin, name);
}

/**
 * What a season's standings and exports are computed from: the counted games minus those an
 * appeal voided (SEASON-VOID), and, for a season, only those within its dates (SEASON-DATES).
 */
export function countingGames(
  games: readonly GameSummary[],
  admin: SeasonAdmin,
  season: SeasonDates | undefined,
): GameSummary[] {
  return games.filter(
    (game) => !standingVoid(admin, game.gameId) && (!season || inSeason(season, game.createdAt)),
  );
}

function act(by: AdminActor, reason: string, now: number): AdminAct {
  return { userId: by.userId, at: now, reason: reason.trim().slice(0, MAX_REASON) };
}

function voidGame(
  admin: SeasonAdmin,
  command: Extract<AdminCommand, { type: 'void' }>,
  now: number,
) {
  const { gameId } = command;
  if (!command.counted) return refused({ key: 'season.unknownGame', params: { gameId } });
  if (standingVoid(admin, gameId))
    return refused({ key: 'season.alreadyVoided', params: { gameId } });
  if (command.reason.trim() === '') return refused({ key: 'season.noReason', params: {} });
  const entry: VoidRecord = { gameId, voided: act(command.by, command.reason, now) };
  return { ok: true as const, admin: { ...admin, voids: [...admin.voids, entry] } };
}

function restoreGame(
  admin: SeasonAdmin,
  command: Extract<AdminCommand, { type: 'restore' }>,
  now: number,
): AdminOutcome {
  const { gameId } = command;
  const standing = standingVoid(admin, gameId);
  if (!standing) return refused({ key: 'season.notVoided', params: { gameId } });
  const restored = { ...standing, restored: act(command.by, command.reason, now) };
  return {
    ok: true,
    admin: { ...admin, voids: admin.voids.map((v) => (v === standing ? restored : v)) },
  };
}

/** SEASON-DATES: a season's days are real, in order, and overlap no other season's. */
function setSeason(admin: SeasonAdmin, season: SeasonDates): AdminOutcome {
  const start = dayStart(season.start);
  const end = dayStart(season.end);
  if (start === undefined || end === undefined || end < start)
    return refused({ key: 'season.badDates', params: { start: season.start, end: season.end } });
  const others = admin.seasons.filter((other) => !sameName(other.name, season.name));
  const clash = others.find((other) => other.start <= season.end && season.start <= other.end);
  if (clash) return refused({ key: 'season.overlap', params: { name: clash.name } });
  const seasons = [...others, { ...season, name: season.name.trim() }];
  return {
    ok: true,
    admin: { ...admin, seasons: seasons.sort((a, b) => a.start.localeCompare(b.start)) },
  };
}

/** SEASON-BOARD: posting the standings publicly names a season that exists (or none: current). */
function postBoard(admin: SeasonAdmin, command: Extract<AdminCommand, { type: 'postBoard' }>) {
  const { channelId, locale } = command;
  const named = command.season === undefined ? undefined : seasonNamed(admin, command.season);
  if (command.season !== undefined && !named) return unknownSeason(admin, command.season);
  const board: PublicBoard = { channelId, locale, ...(named ? { season: named.name } : {}) };
  return { ok: true as const, admin: { ...admin, board } };
}

export function unknownSeason(admin: SeasonAdmin, name: string): { ok: false; error: AdminError } {
  const known = admin.seasons.map((season) => season.name);
  return { ok: false, error: { key: 'season.unknownSeason', params: { name, known } } };
}

/**
 * Decides an administrative command on the guild's season. SEASON-VOID, SEASON-DATES and
 * SEASON-BOARD: only Manage Server or the judge role may void, restore, set dates or post.
 */
export function decideAdmin(admin: SeasonAdmin, command: AdminCommand, now: number): AdminOutcome {
  if (command.type === 'boardPosted')
    return admin.board
      ? { ok: true, admin: { ...admin, board: { ...admin.board, messageId: command.messageId } } }
      : { ok: true, admin };
  if (!command.by.privileged) return refused({ key: 'season.notAdmin', params: {} });
  switch (command.type) {
    case 'void':
      return voidGame(admin, command, now);
    case 'restore':
      return restoreGame(admin, command, now);
    case 'setSeason':
      return setSeason(admin, command.season);
    case 'postBoard':
      return postBoard(admin, command);
  }
}
