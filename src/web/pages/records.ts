import { reportText, type GameState } from '../../engine/index.ts';
import { catalog, render } from '../../i18n/index.ts';
import { webPhrases } from '../../i18n/web-texts.ts';
import { PERIODS, type Period, type PlayerStats, type Standing } from '../../season/rating.ts';
import type { Site } from '../access.ts';
import { html, jsonScript, page, type Html } from '../html.ts';
import { siteNav } from './live.ts';
import { liveTable, type TableFacts } from './table.ts';

const points = (value: number) => (Math.round(value * 100) / 100).toString();

/** The season's standings of the server, for a period (src/season/rating.ts). */
export function standingsPage(site: Site, period: Period, rows: Standing[]): string {
  const words = webPhrases(site.locale);
  const periods = html`<ul>
    ${PERIODS.map((each) =>
      each === period
        ? html`<li aria-current="page">${words.periods[each]}</li>`
        : html`<li><a href="${site.base}/standings?period=${each}">${words.periods[each]}</a></li>`,
    )}
  </ul>`;
  const { columns } = words;
  const table = html`<table>
    <caption>
      ${words.standings} · ${words.periods[period]}
    </caption>
    <thead>
      <tr>
        <th scope="col">${columns.rank}</th>
        <th scope="col">${words.name}</th>
        <th scope="col">${columns.games}</th>
        <th scope="col">${columns.wins}</th>
        <th scope="col">${columns.points}</th>
      </tr>
    </thead>
    <tbody>
      ${rows.map(
        (row, index) =>
          html`<tr>
            <td>${index + 1}</td>
            <th scope="row"><a href="${site.base}/player/${row.userId}">${row.name}</a></th>
            <td>${row.games}</td>
            <td>${row.wins}</td>
            <td>${points(row.points)}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
  const body = html`<header>
      <h1>${words.standings}</h1>
      ${siteNav(site)}
    </header>
    <main>
      <nav aria-label="${words.standings}">${periods}</nav>
      ${rows.length > 0 ? table : html`<p>${words.noGames}</p>`}
    </main>`;
  return page({ locale: site.locale, title: words.standings, body });
}

/** One player's figures over the server's counted games. */
export function playerPage(site: Site, name: string, stats: PlayerStats): string {
  const words = webPhrases(site.locale);
  const figures = words.playerFigures;
  const roles = catalog(site.locale).roles;
  const rows: Array<[string, string | number]> = [
    [words.columns.games, stats.games],
    [words.columns.wins, stats.wins],
    [words.columns.points, points(stats.points)],
    [figures.survived, stats.survived],
    [words.fouls, stats.fouls],
    [figures.bestMoves, stats.bestMoves],
    [figures.checks, `${stats.checks} (${stats.checkHits})`],
    ...Object.entries(stats.byRole).map(([role, tally]): [string, string] => [
      roles[role as keyof typeof roles].name,
      `${tally.wins} / ${tally.games}`,
    ]),
  ];
  const body = html`<header>
      <h1>${words.player}: ${name}</h1>
      ${siteNav(site)}
    </header>
    <main>
      <table>
        <tbody>
          ${rows.map(
            ([label, value]) =>
              html`<tr>
                <th scope="row">${label}</th>
                <td>${value}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </main>`;
  return page({ locale: site.locale, title: `${words.player}: ${name}`, body });
}

/** The report's words for a page: mentions become the players' names, Discord's marks go. */
function plainReport(state: GameState, locale: Site['locale']): string {
  const names = new Map(state.seats.map((seat) => [seat.userId, seat.name]));
  return render(locale, reportText(state))
    .replace(/<@!?(\d+)>/g, (_, id: string) => names.get(id) ?? id)
    .replace(/<t:(\d+)(:\w)?>/g, (_, seconds: string) =>
      new Date(Number(seconds) * 1000).toISOString(),
    )
    .replace(/\*\*|__|`|\|\|/g, '');
}

function verification(site: Site, state: GameState): Html {
  const words = webPhrases(site.locale).verify;
  const deal = {
    gameId: state.gameId,
    serverSeed: state.deal.serverSeed,
    commitment: state.deal.commitment,
  };
  return html`<section
    id="verify"
    class="verify"
    aria-labelledby="verify-title"
    data-ok="${words.ok}"
    data-failed="${words.failed}"
    data-unsupported="${words.unsupported}"
  >
    <h2 id="verify-title">${words.title}</h2>
    <p>${words.explain}</p>
    <dl>
      <dt>C</dt>
      <dd><code>${deal.commitment}</code></dd>
      <dt>seed</dt>
      <dd><code>${deal.serverSeed}</code></dd>
    </dl>
    ${jsonScript('deal', deal)}
    <button type="button">${words.button}</button>
    <output aria-live="polite"></output>
  </section>`;
}

/** A finished game: the final table with the roles, its picture, timeline and the deal's check. */
export function protocolPage(site: Site, state: GameState, facts: TableFacts): string {
  const words = webPhrases(facts.locale);
  const base = `${site.base}/game/${state.gameId}`;
  const body = html`<header>
      <h1>${words.protocol} · ${state.gameId}</h1>
      ${siteNav({ ...site, locale: facts.locale })}
    </header>
    <main>
      <section aria-labelledby="result">
        <h2 id="result">${words.result}</h2>
        ${liveTable(facts)}
        <p><a href="${base}/protocol.json">protocol.json</a></p>
      </section>
      <figure>
        <img
          class="picture"
          src="${base}/picture.png"
          alt="${words.picture}"
          width="960"
          height="1040"
        />
        <figcaption>${words.picture}</figcaption>
      </figure>
      <section aria-labelledby="timeline">
        <h2 id="timeline">${words.timeline}</h2>
        <div class="timeline">${plainReport(state, facts.locale)}</div>
      </section>
      ${verification(site, state)}
    </main>`;
  return page({
    locale: facts.locale,
    title: `${words.protocol} · ${state.gameId}`,
    body,
    scripts: ['/assets/verify.js'],
  });
}
