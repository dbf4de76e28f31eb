import type { Subcommand } from '../../src/discord/interactions/preconditions.ts';
import { dates } from './dates.ts';
import { exportSeason } from './export.ts';
import { restoreGame, voidGame } from './void.ts';

/**
 * Every subcommand of `/season` (ru `/сезон`, issue 26 item 7). A command of its own: `/mafia`
 * already has Discord's 25 subcommands (discord-notes: a 26th fails the whole registration).
 */
export const SEASON_SUBCOMMANDS: Subcommand[] = [voidGame, restoreGame, dates, exportSeason];
