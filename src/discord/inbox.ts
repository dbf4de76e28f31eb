import { EmbedBuilder } from 'discord.js';
import { seatOfUser, screens, roleCard, type Text } from '../engine/index.ts';
import { render, type Locale } from '../i18n/index.ts';
import type { GameDocument } from '../orchestrator/document.ts';
import { renderScreen, splitForEmbeds, type RenderedMessage } from './render.ts';
import type { Reply } from './respond.ts';

/**
 * What only this user may see, shown ephemerally: the role card (the judge: every role), the
 * private messages that could not reach the DMs, and the current private screens with their
 * controls (a night action can be made from here exactly as from the DM).
 */
export function inboxView(document: GameDocument, userId: string, locale: Locale): Reply {
  const state = document.state;
  const texts: Text[] = [];
  if (userId === state.judgeId && state.seats.length > 0) {
    texts.push({
      key: 'judge.roles',
      params: {
        roles: state.seats.map((seat) => ({
          seat: seat.seat,
          userId: seat.userId,
          role: seat.role,
        })),
      },
    });
  }
  const card = roleCard(state, userId);
  if (card) texts.push(card);
  for (const notice of document.inbox?.[userId] ?? []) texts.push(...notice.lines);
  const seat = seatOfUser(state, userId)?.seat;
  const mine = screens(state).filter(
    (screen) =>
      (screen.to.kind === 'seat' && screen.to.seat === seat) ||
      (screen.to.kind === 'judge' && userId === state.judgeId),
  );
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
