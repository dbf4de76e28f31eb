import type { Preset } from '../engine/index.ts';
import type { SeasonDates } from '../season/admin.ts';
import type { Period, PlayerStats, Standing } from '../season/rating.ts';

/**
 * The parameters of the season's texts, kept apart from adapter-messages.ts, which they extend:
 * `/mafia stats` and `/mafia leaderboard` (issue 15; renderers in season-texts.ts).
 */
export interface SeasonParams {
  /** A player's figures over the server's counted games. */
  'ui.stats': { stats: PlayerStats };
  'ui.statsNone': { userId: string };
  /** The table, best first (at most LEADERBOARD_ROWS rows). */
  'ui.leaderboard': {
    preset?: Preset;
    period: Period;
    rows: Standing[];
    /** The server's public standings page (issue 27), when it has opted in. */
    webUrl?: string;
    season?: string; // SEASON-DATES: the season it is the table of
  };
  'ui.leaderboardEmpty': { preset?: Preset; period: Period; season?: string };
  'cmd.stats': Record<string, never>;
  'cmd.stats.player': Record<string, never>;
  'cmd.leaderboard': Record<string, never>;
  'cmd.leaderboard.preset': Record<string, never>;
  'cmd.leaderboard.period': Record<string, never>;
  'choice.period': { period: Period };
}

/**
 * The parameters of the season administration's texts (`/season`, issue 26 item 7; renderers
 * in season-admin-texts.ts).
 */
export interface SeasonAdminParams {
  'season.notAdmin': Record<string, never>;
  'season.unknownGame': { gameId: string };
  'season.alreadyVoided': { gameId: string };
  'season.notVoided': { gameId: string };
  'season.noReason': Record<string, never>;
  'season.badDates': { start: string; end: string };
  'season.overlap': { name: string };
  'season.unknownSeason': { name: string; known: string[] };
  /** To the admin: done, and where it was announced. */
  'season.voided': { gameId: string };
  'season.restored': { gameId: string };
  /** In the channel the game was played in: who, and why. */
  'season.voidAnnounced': { gameId: string; userId: string; reason: string };
  'season.restoreAnnounced': { gameId: string; userId: string; reason: string };
  'season.datesSet': SeasonDates;
  'season.list': { seasons: SeasonDates[]; current?: string };
  'season.boardPosted': Record<string, never>;
  'season.exported': { games: number; season?: string };
  'cmd.season': Record<string, never>;
  'cmd.season.void': Record<string, never>;
  'cmd.season.restore': Record<string, never>;
  'cmd.season.dates': Record<string, never>;
  'cmd.season.export': Record<string, never>;
  'cmd.season.game': Record<string, never>;
  'cmd.season.reason': Record<string, never>;
  'cmd.season.name': Record<string, never>;
  'cmd.season.start': Record<string, never>;
  'cmd.season.end': Record<string, never>;
  'cmd.season.which': Record<string, never>;
  'cmd.leaderboard.season': Record<string, never>;
  'cmd.leaderboard.public': Record<string, never>;
}
