import type { AllParams } from '../../src/i18n/types.ts';
import type { SeasonAdminParams } from '../../src/i18n/season-messages.ts';
import { U } from './samples-report.ts';

/** The season administration's texts (issue 26, item 7): parameters for SAMPLES (samples.ts). */
export const SEASON_ADMIN_SAMPLES = {
  'season.notAdmin': {},
  'season.unknownGame': { gameId: 'g-7f3a' },
  'season.alreadyVoided': { gameId: 'g-7f3a' },
  'season.notVoided': { gameId: 'g-7f3a' },
  'season.noReason': {},
  'season.badDates': { start: '2026-12-31', end: '2026-12-01' },
  'season.overlap': { name: '2026' },
  'season.unknownSeason': { name: '2028', known: ['2026', '2027'] },
  'season.voided': { gameId: 'g-7f3a' },
  'season.restored': { gameId: 'g-7f3a' },
  'season.voidAnnounced': { gameId: 'g-7f3a', userId: U(900), reason: '№ 3' },
  'season.restoreAnnounced': { gameId: 'g-7f3a', userId: U(900), reason: '№ 4' },
  'season.datesSet': { name: '2026', start: '2026-12-01', end: '2027-02-28' },
  'season.list': {
    seasons: [
      { name: '2025', start: '2026-09-01', end: '2026-11-30' },
      { name: '2026', start: '2026-12-01', end: '2027-02-28' },
    ],
    current: '2026',
  },
  'season.boardPosted': {},
  'season.exported': { games: 12, season: '2026' },
  'cmd.season': {},
  'cmd.season.void': {},
  'cmd.season.restore': {},
  'cmd.season.dates': {},
  'cmd.season.export': {},
  'cmd.season.game': {},
  'cmd.season.reason': {},
  'cmd.season.name': {},
  'cmd.season.start': {},
  'cmd.season.end': {},
  'cmd.season.which': {},
  'cmd.leaderboard.season': {},
  'cmd.leaderboard.public': {},
} satisfies { [K in keyof SeasonAdminParams]: AllParams[K] };
