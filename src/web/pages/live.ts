import type { Locale } from '../../i18n/index.ts';
import { webPhrases } from '../../i18n/web-texts.ts';
import type { Site } from '../access.ts';
import { Html, html, page } from '../html.ts';
import type { LiveFrame } from '../live-frame.ts';

export function siteNav(site: Site): Html {
  const words = webPhrases(site.locale);
  return html`<nav aria-label="${words.siteTitle}">
    <ul>
      <li><a href="${site.base}/">${words.liveGames}</a></li>
      <li><a href="${site.base}/standings">${words.standings}</a></li>
      <li><a href="${site.base}/tournament">${words.tournaments}</a></li>
    </ul>
  </nav>`;
}

function connection(locale: Locale): Html {
  const { connection: words } = webPhrases(locale);
  return html`<p
    id="connection"
    class="status"
    role="status"
    data-live="${words.live}"
    data-lost="${words.lost}"
  ></p>`;
}

/** The live table of a game: rendered now, then replaced by each frame of its event stream. */
export function livePage(site: Site, frame: LiveFrame, locale: Locale): string {
  const words = webPhrases(locale);
  const stream = `${site.base}/live/${frame.gameId}/events`;
  const body = html`<header>
      <h1>${words.live} · ${frame.gameId}</h1>
      ${siteNav({ ...site, locale })}
    </header>
    <main>
      ${connection(locale)}
      <section
        id="table"
        aria-live="polite"
        data-stream="${stream}"
        data-version="${frame.version}"
      >
        ${new Html(frame.live)}
      </section>
      <p>
        <a href="${site.base}/overlay/${frame.gameId}">${words.overlay}</a
        >${frame.ended ? html` · <a href="${site.base}/game/${frame.gameId}">${words.protocol}</a>` : ''}
      </p>
    </main>`;
  return page({
    locale,
    title: `${words.live} · ${frame.gameId}`,
    body,
    scripts: ['/assets/live.js'],
  });
}

/** The stream overlay: nothing drawn until the (possibly delayed) first frame arrives. */
export function overlayPage(site: Site, gameId: string, delay: number, locale: Locale): string {
  const words = webPhrases(locale);
  const stream = `${site.base}/live/${gameId}/events?view=overlay&delay=${delay}`;
  const body = html`<main id="table" data-stream="${stream}" data-version="0"></main>`;
  return page({
    locale,
    title: `${words.overlay} · ${gameId}`,
    body,
    overlay: true,
    scripts: ['/assets/live.js'],
  });
}

export interface GameLink {
  gameId: string;
  label: string;
}

export interface HomeLists {
  playing: GameLink[];
  /** Lobbies: their live page shows the table from the deal on (a streamer may set it up now). */
  gathering: GameLink[];
  finished: GameLink[];
}

/** The site's home: the games being played, the lobbies gathering players, the finished games. */
export function homePage(site: Site, { playing, gathering, finished }: HomeLists): string {
  const words = webPhrases(site.locale);
  const list = (links: GameLink[], path: string) =>
    html`<ul>
      ${links.map((link) => html`<li><a href="${site.base}/${path}/${link.gameId}">${link.label}</a></li>`)}
    </ul>`;
  const body = html`<header>
      <h1>${words.siteTitle}</h1>
      ${siteNav(site)}
    </header>
    <main>
      <h2>${words.liveGames}</h2>
      ${playing.length > 0 ? list(playing, 'live') : html`<p>${words.noLiveGame}</p>`}
      ${
        gathering.length > 0
          ? html`<h2>${words.gathering}</h2>
              ${list(gathering, 'live')}`
          : ''
      }
      <h2>${words.finishedGames}</h2>
      ${finished.length > 0 ? list(finished, 'game') : html`<p>${words.noGames}</p>`}
    </main>`;
  return page({ locale: site.locale, title: words.siteTitle, body });
}
