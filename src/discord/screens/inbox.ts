import { EmbedBuilder } from 'discord.js';
import {
  inboxContents,
  JUDGE_PANEL_ID,
  panelAfterGame,
  type SeatExtra,
} from '../../engine/index.ts';
import { render, type Locale } from '../../i18n/index.ts';
import type { GameDocument } from '../../orchestrator/document.ts';
import { renderPanel } from './render-panel.ts';
import { renderScreen, splitForEmbeds, type RenderedMessage } from './render.ts';
import type { Reply } from '../interactions/respond.ts';

/**
 * What only this user may see (the engine's `inboxContents`: the role card, the judge every
 * role, the private messages that could not reach the DMs, the current private screens), shown
 * ephemerally with the screens' controls (a night action works from here exactly as from a DM).
 */
export function inboxView(
  document: GameDocument,
  userId: string,
  locale: Locale,
  extras?: readonly SeatExtra[],
): Reply {
  const state = document.state;
  const { texts, screens: mine } = inboxContents(document, document.inbox, userId);
  // The judge whose DMs are closed opens his panel here (its sheet names every role), and after
  // a tournament game its extra points step (TOUR-EXTRA-PANEL).
  const panel =
    mine.find((screen) => screen.id === JUDGE_PANEL_ID) ?? panelAfterGame(state, extras, userId);
  if (panel)
    return { kind: 'card', message: renderPanel(locale, state.gameId, panel), ephemeral: true };
  if (texts.length === 0 && mine.length === 0)
    return { kind: 'text', text: { key: 'ui.inboxEmpty', params: {} }, ephemeral: true };
  const message: RenderedMessage = { embeds: [], components: [] };
  const body = [
    render(locale, { key: 'ui.inboxTitle', params: {} }),
    ...texts.map((line) => render(locale, line)),
  ].join('\n\n');
  for (const piece of splitForEmbeds(body).slice(0, 5))
    message.embeds.push(new EmbedBuilder().setColor(0x5865f2).setDescription(piece));
  for (const screen of mine) {
    const rendered = renderScreen(locale, state.gameId, screen);
    if (
      message.embeds.length + rendered.embeds.length > 10 ||
      message.components.length + rendered.components.length > 5
    )
      break;
    message.embeds.push(...rendered.embeds);
    message.components.push(...rendered.components);
  }
  return { kind: 'message', message, ephemeral: true };
}
