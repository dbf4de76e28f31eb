import type { TournamentStandingsRow } from '../../i18n/adapter-messages.ts';
import { formatters } from '../../i18n/index.ts';
import { fixed, signed } from '../../i18n/tournament-texts.ts';
import { webPhrases } from '../../i18n/web-texts.ts';
import type { PageTable, TournamentPageView } from '../../tournament/service/page-view.ts';
import type { Site } from '../access.ts';
import { html, page, type Html } from '../html.ts';
import { siteNav } from './live.ts';

/** A running tournament's page reloads itself: its figures change as the tables' games end. */
const REFRESH_SECONDS = 30;

/** The standings as the Discord message gives them: the same rows, figures and hidden parts. */
function standingsTable(site: Site, view: TournamentPageView): Html {
  const words = webPhrases(site.locale);
  const { tournament: t } = words;
  const f = formatters(site.locale);
  const cell = (row: TournamentStandingsRow) => [
    fixed(f, row.total),
    fixed(f, row.win),
    row.extra === null ? t.hidden : signed(f, row.extra),
    fixed(f, row.bestMove),
    fixed(f, row.ci),
    fixed(f, row.penalty),
    row.games,
  ];
  const heads = [...Object.values(t.columns), words.columns.games];
  return html`<table>
    <caption>
      ${words.standings} · ${view.standings.games} ${t.counted}
    </caption>
    <thead>
      <tr>
        <th scope="col">${words.columns.rank}</th>
        <th scope="col">${words.name}</th>
        ${heads.map((head) => html`<th scope="col">${head}</th>`)}
      </tr>
    </thead>
    <tbody>
      ${view.standings.rows.map(
        (row) =>
          html`<tr>
            <td>${row.rank}</td>
            <th scope="row">
              ${row.name}${row.removed ? html` <small>(${t.removed})</small>` : ''}
            </th>
            ${cell(row).map((value) => html`<td>${value}</td>`)}
          </tr>`,
      )}
    </tbody>
  </table>`;
}

/** A table of a round: its seats, and its game's live page or, once counted, its protocol. */
function roundTable(site: Site, table: PageTable): Html {
  const { tournament: t, live, protocol } = webPhrases(site.locale);
  const game = !table.gameId
    ? html`<span>${t.notOpened}</span>`
    : table.counted
      ? html`<a href="${site.base}/game/${table.gameId}">${protocol}</a>`
      : html`<a href="${site.base}/live/${table.gameId}">${live}</a>`;
  const seats = table.seats.map((seat) => `${seat.seat}. ${seat.name}`).join(', ');
  return html`<li>${t.table} ${table.table} · ${game}<br /><small>${seats}</small></li>`;
}

/** A server's tournament (issue 27): its standings, its rounds' tables and its seed's check. */
export function tournamentPage(site: Site, view: TournamentPageView | undefined): string {
  const words = webPhrases(site.locale);
  const { tournament: t } = words;
  const title = view?.card.name ?? words.tournaments;
  const header = html`<header>
    <h1>${title}</h1>
    ${siteNav(site)}
  </header>`;
  if (!view) {
    const body = html`${header}
      <main><p>${t.none}</p></main>`;
    return page({ locale: site.locale, title, body });
  }
  const rounds = view.rounds.map(
    (round) =>
      html`<h3>${t.round} ${round.round}</h3>
        <ul>
          ${round.tables.map((table) => roundTable(site, table))}
        </ul>`,
  );
  const body = html`${header}
    <main>
      <section aria-label="${words.standings}">
        ${view.standings.rows.length > 0 ? standingsTable(site, view) : html`<p>${words.noGames}</p>`}
      </section>
      <section aria-labelledby="rounds">
        <h2 id="rounds">${t.rounds}</h2>
        ${rounds}
      </section>
      <dl>
        <dt>${t.seedSha256}</dt>
        <dd><code>${view.card.seedSha256}</code></dd>
        <dt>${t.seed}</dt>
        <dd>${view.seed ? html`<code>${view.seed}</code>` : t.seedLater}</dd>
      </dl>
    </main>`;
  return page({
    locale: site.locale,
    title,
    body,
    ...(view.card.over ? {} : { refreshSeconds: REFRESH_SECONDS }),
  });
}
