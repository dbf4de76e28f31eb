import { SCHEMA_VERSION, type GameStore } from '../store/game-store.ts';
import {
  decideAdmin,
  EMPTY_ADMIN,
  type AdminCommand,
  type AdminOutcome,
  type SeasonAdmin,
} from './admin.ts';
import type { GameSummary } from './game-summary.ts';

const MAX_ATTEMPTS = 20;

/** The guild's season administration as stored, with its compare-and-set version (0: none yet). */
export async function loadAdmin(
  store: GameStore,
  guildId: string,
): Promise<{ admin: SeasonAdmin; version: number }> {
  const record = await store.loadSeasonAdmin(guildId);
  return record
    ? { admin: { ...EMPTY_ADMIN, ...(record.data as SeasonAdmin) }, version: record.version }
    : { admin: EMPTY_ADMIN, version: 0 };
}

/**
 * Load → decide → save by compare-and-set, again on a conflict (another process saved first):
 * the decision is always made on the document as stored, so two admins never undo each other.
 */
export async function changeAdmin(
  store: GameStore,
  guildId: string,
  command: (admin: SeasonAdmin) => AdminCommand | AdminOutcome,
  now: () => number,
): Promise<AdminOutcome> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const { admin, version } = await loadAdmin(store, guildId);
    const asked = command(admin);
    const outcome = 'ok' in asked ? asked : decideAdmin(admin, asked, now());
    if (!outcome.ok) return outcome;
    const saved = await store.saveSeasonAdmin({
      schemaVersion: SCHEMA_VERSION,
      guildId,
      version: version + 1,
      data: outcome.admin,
    });
    if (saved.ok) return outcome;
  }
  throw new Error(`the season administration of ${guildId} kept conflicting`);
}

/** Every game counted into the guild's season, month by month (voided ones included). */
export async function countedGames(store: GameStore, guildId: string): Promise<GameSummary[]> {
  const months = await store.listSeasonMonths(guildId);
  const stored = await Promise.all(months.map((month) => store.loadSeasonMonth(guildId, month)));
  return stored.flatMap((month) => (month?.games ?? []) as GameSummary[]);
}
