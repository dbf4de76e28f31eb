import type { Screen } from '../../engine/index.ts';
import type { GameDocument } from '../../orchestrator/document.ts';
import type { GuildSettingsService } from '../../settings/guild-settings-service.ts';
import { webPageUrl } from '../../settings/web-page.ts';
import { renderScreenMessage, type ScreenMessage } from './render-card.ts';

/**
 * Where a game's messages link on the server's public web page (issue 27): its live table and,
 * once it has ended, its protocol. Empty when the server has not opted in.
 */
export interface GameLinks {
  live?: string;
  protocol?: string;
}

/**
 * The links the Discord messages carry, read from the guild's settings at every render (the
 * service keeps them in memory), so a rotated slug or a page turned off changes or drops the
 * link at the next edit of the message. No public address (WEB_PUBLIC_URL): no link.
 */
export class WebLinks {
  readonly #settings: Pick<GuildSettingsService, 'get'>;
  readonly #publicUrl: string | undefined;

  constructor(settings: Pick<GuildSettingsService, 'get'>, publicUrl: string | undefined) {
    this.#settings = settings;
    this.#publicUrl = publicUrl;
  }

  async of(game: GameDocument): Promise<GameLinks> {
    const { guildId } = game.meta;
    const id = encodeURIComponent(game.state.gameId);
    const ended = game.state.phase.kind === 'ended';
    const live = await this.#url(guildId, `/live/${id}`);
    if (!live) return {};
    return ended ? { live, protocol: await this.#url(guildId, `/game/${id}`) } : { live };
  }

  ofTournament(guildId: string): Promise<string | undefined> {
    return this.#url(guildId, '/tournament');
  }

  /** A settings read that fails (a store outage) gives no link rather than no message. */
  async #url(guildId: string, path: string): Promise<string | undefined> {
    if (!this.#publicUrl) return undefined;
    const settings = await this.#settings.get(guildId).catch(() => undefined);
    return webPageUrl(this.#publicUrl, guildId, settings?.web, path);
  }
}

/** A screen as its message, the card with its link to the server's web page (render-card.ts). */
export async function linkedScreen(
  links: WebLinks | undefined,
  game: GameDocument,
  screen: Screen,
  closed = false,
): Promise<ScreenMessage> {
  const found = (await links?.of(game)) ?? {};
  return renderScreenMessage(game.meta.locale, game.state.gameId, screen, closed, found);
}
