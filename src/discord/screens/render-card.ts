import {
  ContainerBuilder,
  MessageFlags,
  SeparatorBuilder,
  TextDisplayBuilder,
  type ActionRowBuilder,
  type MessageActionRowComponentBuilder,
} from 'discord.js';
import { JUDGE_PANEL_ID, type Screen } from '../../engine/index.ts';
import { render, type Locale } from '../../i18n/index.ts';
import { CARD_TEXT_LIMIT, type CardMessage } from './components-v2.ts';
import { linkRows } from './link-button.ts';
import { renderPanel } from './render-panel.ts';
import { clip, COLOURS, controlRows, renderScreen, type RenderedMessage } from './render.ts';
import type { GameLinks } from './web-links.ts';

export type ScreenMessage = RenderedMessage | CardMessage;

const textDisplay = (content: string) => new TextDisplayBuilder().setContent(content);

/** The card's texts in order: its title, the floor's lines, then the phase, clock and seats. */
function cardTexts(locale: Locale, screen: Screen): string[] {
  const card = screen.card ?? { seats: [] };
  const words = (list: Screen['lines']) =>
    list.map((line) => render(locale, line)).filter((line) => line !== '');
  const status = words([card.phase, card.clock].filter((line) => line !== undefined));
  const seats = words(card.seats);
  const texts = [`### ${render(locale, screen.title)}`];
  const lines = words(screen.lines);
  if (lines.length > 0) texts.push(lines.join('\n'));
  texts.push([...(status.length > 0 ? [`**${status.join(' · ')}**`] : []), ...seats].join('\n'));
  // Within Discord's 4,000 characters of text in all: the seats give way first, never the title.
  const room = CARD_TEXT_LIMIT - texts.slice(0, -1).reduce((sum, text) => sum + text.length, 0);
  texts[texts.length - 1] = clip(texts.at(-1)!, Math.max(1, room));
  return texts;
}

/**
 * The public card's link to the server's web page (issue 27): the live table while the game
 * runs, its protocol once it has ended; a card only some see (none yet) links nowhere.
 */
function webPageRows(locale: Locale, screen: Screen, links: GameLinks) {
  if (screen.to.kind !== 'public') return [];
  return links.protocol
    ? linkRows(locale, 'ui.link.protocol', links.protocol)
    : linkRows(locale, 'ui.link.live', links.live);
}

/**
 * The table card as a Components V2 message: one container (its colour the tone) with the
 * title, the floor's lines, a separator, the phase and the seats, the floor's controls and the
 * link to the web page. About ten components, far under Discord's 40; the seats are lines of
 * one text display, so a table of 29 fits too.
 */
export function renderCard(
  locale: Locale,
  gameId: string,
  screen: Screen,
  closed = false,
  links: GameLinks = {},
): CardMessage {
  const [title, ...rest] = cardTexts(locale, screen);
  const container = new ContainerBuilder()
    .setAccentColor(COLOURS[screen.tone])
    .addTextDisplayComponents(textDisplay(title!));
  if (rest.length > 1) container.addTextDisplayComponents(textDisplay(rest[0]!));
  container
    .addSeparatorComponents(new SeparatorBuilder())
    .addTextDisplayComponents(textDisplay(rest.at(-1)!));
  const rows: Array<ActionRowBuilder<MessageActionRowComponentBuilder>> = closed
    ? []
    : controlRows(locale, gameId, screen.id, screen.controls);
  rows.push(...webPageRows(locale, screen, links));
  if (rows.length > 0) container.addActionRowComponents(rows);
  return { components: [container], flags: MessageFlags.IsComponentsV2 };
}

/**
 * A screen as the message it is shown in: the table card as a card (with `links`, the server's
 * web page), the judge's panel as a panel, any other as an embed.
 */
export function renderScreenMessage(
  locale: Locale,
  gameId: string,
  screen: Screen,
  closed = false,
  links: GameLinks = {},
): ScreenMessage {
  if (screen.id === JUDGE_PANEL_ID) return renderPanel(locale, gameId, screen, closed);
  return screen.card
    ? renderCard(locale, gameId, screen, closed, links)
    : renderScreen(locale, gameId, screen, closed);
}
