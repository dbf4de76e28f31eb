import type { SeatView, TableView } from '../../engine/index.ts';
import { catalog, render, type Locale } from '../../i18n/index.ts';
import { webPhrases } from '../../i18n/web-texts.ts';
import { clock } from '../../picture/table-layout.ts';
import { html, type Html } from '../html.ts';

/**
 * The table as a spectator sees it, drawn from `spectatorView` only (src/engine/views/table-view.ts):
 * whatever this file shows, the view decided first that it may be seen.
 */
export interface TableFacts {
  view: TableView;
  locale: Locale;
  /** The server's clock when the frame was made: the browser counts down from it. */
  now: number;
}

export function caption({ view, locale }: TableFacts): string {
  const phase = view.phase;
  const left = view.pausedRemainingMs !== undefined ? clock(view.pausedRemainingMs) : undefined;
  return render(locale, {
    key: 'picture.caption',
    params: {
      preset: view.preset,
      phase,
      day: view.day,
      ...(view.stage && phase === 'day' ? { stage: view.stage } : {}),
      paused: view.paused,
      ...(left ? { left } : {}),
    },
  });
}

/** The countdown of the running step: the server's figure now, the browser ticks it down. */
export function countdown({ view, locale, now }: TableFacts): Html {
  const words = webPhrases(locale);
  if (view.pausedRemainingMs !== undefined)
    return html`<span class="clock">${words.paused} ${clock(view.pausedRemainingMs)}</span>`;
  if (view.endsAt === undefined || view.phase === 'ended') return html``;
  return html`<span
    class="clock"
    role="timer"
    aria-label="${words.left}"
    data-ends-at="${view.endsAt}"
    data-now="${now}"
    >${clock(view.endsAt - now)}</span
  >`;
}

export function floorLine(facts: TableFacts): Html {
  const { view, locale } = facts;
  if (view.winner)
    return html`<p class="floor">
      ${render(locale, { key: 'picture.winner', params: { winner: view.winner } })}
    </p>`;
  if (!view.floor) return html`<p class="floor">${countdown(facts)}</p>`;
  const who = render(locale, { key: 'picture.floor', params: view.floor });
  const name = view.seats.find((seat) => seat.seat === view.floor?.seat)?.name ?? '';
  return html`<p class="floor speaker" data-speaker="${view.floor.seat}">
    ${who} — <strong>${name}</strong> ${countdown(facts)}
  </p>`;
}

export function seatState({ view, locale }: TableFacts, seat: SeatView): string {
  const words = webPhrases(locale);
  if (seat.out)
    return render(locale, { key: 'picture.out', params: { ...seat.out, preset: view.preset } });
  if (seat.speaking) return words.speaking;
  return seat.nominated ? `${words.alive}, ${words.nominated}` : words.alive;
}

function seatClass(seat: SeatView): string {
  return [seat.alive ? 'in' : 'out', seat.speaking && 'speaking', seat.nominated && 'nominated']
    .filter(Boolean)
    .join(' ');
}

function foulDots(fouls: number, label: string): Html {
  return html`<span class="fouls" aria-label="${label}: ${fouls}">${'●'.repeat(fouls)}</span>`;
}

/** The live page's table: one row per seat, the phase and the floor above it. */
export function liveTable(facts: TableFacts): Html {
  const { view, locale } = facts;
  const words = webPhrases(locale);
  const roles = view.seats.some((seat) => seat.role);
  const roleName = (seat: SeatView) => (seat.role ? catalog(locale).roles[seat.role].name : '');
  return html`<p class="phase" data-phase="${view.phase}">${caption(facts)}</p>
    ${floorLine(facts)}
    <table class="seats">
      <caption class="visually-hidden">
        ${words.live}
      </caption>
      <thead>
        <tr>
          <th scope="col">${words.seat}</th>
          <th scope="col">${words.name}</th>
          <th scope="col">${words.fouls}</th>
          <th scope="col">${words.state}</th>
          ${roles ? html`<th scope="col">${words.role}</th>` : ''}
        </tr>
      </thead>
      <tbody>
        ${view.seats.map(
          (seat) =>
            html`<tr class="${seatClass(seat)}" data-seat="${seat.seat}">
              <td>${seat.seat}</td>
              <th scope="row">${seat.name}</th>
              <td>${foulDots(seat.fouls, words.fouls)}</td>
              <td>${seatState(facts, seat)}</td>
              ${roles ? html`<td>${roleName(seat)}</td>` : ''}
            </tr>`,
        )}
      </tbody>
    </table>`;
}

/** The overlay's picture: the phase and clock on top, the seats in a row along the bottom. */
export function overlayTable(facts: TableFacts): Html {
  const { view, locale } = facts;
  const words = webPhrases(locale);
  return html`<div class="bar top">
      <span class="phase" data-phase="${view.phase}">${caption(facts)}</span>${floorLine(facts)}
    </div>
    <ol class="bar seats-row">
      ${view.seats.map(
        (seat) =>
          html`<li class="${seatClass(seat)}" data-seat="${seat.seat}">
            <span class="number">${seat.seat}</span
            ><span class="name">${seat.name}</span>${foulDots(seat.fouls, words.fouls)}<span
              class="state"
              >${seat.out || seat.speaking || seat.nominated ? seatState(facts, seat) : ''}</span
            >
          </li>`,
      )}
    </ol>`;
}
