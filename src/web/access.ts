import { timingSafeEqual } from 'node:crypto';
import type { Locale } from '../i18n/index.ts';
import { guildSettingsSchema } from '../settings/guild-settings.ts';
import type { GameRecord, GameStore } from '../store/game-store.ts';

/** A server's pages, opened by its slug: whose they are and in which language they speak. */
export interface Site {
  guildId: string;
  /** The server's language setting; Russian, the game's official language, when unset. */
  locale: Locale;
  /** The pages' own path: `/g/<guild>/<slug>`. */
  base: string;
}

function sameSecret(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The site behind a link, or undefined when there is none to show: the server has not opted in,
 * has turned its page off, or the slug is not (or no longer) its slug. Read from the store at
 * every request, so a rotation or an opt-out closes the old links at once.
 */
export async function openSite(
  store: Pick<GameStore, 'loadGuildSettings'>,
  guildId: string,
  slug: string,
): Promise<Site | undefined> {
  const record = await store.loadGuildSettings(guildId);
  const parsed = guildSettingsSchema.safeParse(record?.settings ?? {});
  const web = parsed.success ? parsed.data.web : undefined;
  if (!web?.enabled || !sameSecret(slug, web.slug)) return undefined;
  const locale = parsed.success ? (parsed.data.language ?? 'ru') : 'ru';
  return { guildId, locale, base: `/g/${guildId}/${slug}` };
}

/** A game of this site's server, or undefined (another server's game is not found here). */
export async function gameOfSite(
  store: Pick<GameStore, 'loadGame'>,
  site: Site,
  gameId: string,
): Promise<GameRecord | undefined> {
  const record = await store.loadGame(gameId);
  return record?.guildId === site.guildId ? record : undefined;
}
