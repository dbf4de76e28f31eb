import type { SeasonDates } from '../season/admin.ts';

/**
 * The parameters of the season administration's texts (`/season`, issue 26 item 7; renderers
 * in season-admin-texts.ts), kept apart from adapter-messages.ts, which they extend.
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
