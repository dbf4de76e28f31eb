import { ContainerBuilder, MessageFlags, SeparatorBuilder, TextDisplayBuilder } from 'discord.js';
import type { JudgeSheet, Screen } from '../../engine/index.ts';
import { render, renderSheet, type Locale, type SheetPart } from '../../i18n/index.ts';
import { CARD_COMPONENT_LIMIT, CARD_TEXT_LIMIT, type CardMessage } from './components-v2.ts';
import { clip, COLOURS, controlRows } from './render.ts';

/** The container, two text displays and two separators around the rows of buttons. */
const FRAME_COMPONENTS = 5;

/** Every night and day, interleaved as they came: Day d, then Night d. */
function chronological(text: ReturnType<typeof renderSheet>, sheet: JudgeSheet) {
  const parts: Array<{ key: number; part: SheetPart; night: boolean }> = [
    ...sheet.days.map((day, i) => ({ key: 2 * day.day, part: text.days[i]!, night: false })),
    ...sheet.nights.map((night, i) => ({
      key: 2 * night.night + 1,
      part: text.nights[i]!,
      night: true,
    })),
  ];
  return parts.sort((a, b) => a.key - b.key);
}

/**
 * The sheet within `room` characters: every part in full while it fits; else the older parts
 * told in one line each, then the oldest of those left out; the last day and night stay in full
 * unless nothing else is left to shorten (a 16-seat game over six nights fits).
 */
export function fitSheet(locale: Locale, sheet: JudgeSheet, room: number): string {
  const text = renderSheet(locale, sheet);
  const parts = chronological(text, sheet);
  const brief = new Array<boolean>(parts.length).fill(false);
  let from = 0;
  const compose = () => {
    const told = parts.map((entry, i) => ({ entry, i })).slice(from);
    const briefs = told.filter(({ i }) => brief[i]).map(({ entry }) => `• ${entry.part.brief}`);
    const full = told.filter(({ i }) => !brief[i]).map(({ entry }) => entry.part.full);
    const older = briefs.length > 0 ? [`__${text.older}__`, ...briefs] : [];
    return [`**${text.title}**`, text.seats, ...older, ...full].join('\n');
  };
  const recent = Math.max(0, parts.length - 2);
  let composed = compose();
  for (let i = 0; composed.length > room && i < recent; i++) {
    brief[i] = true;
    composed = compose();
  }
  while (composed.length > room && from < recent) {
    from++;
    composed = compose();
  }
  for (let i = recent; composed.length > room && i < parts.length; i++) {
    brief[i] = true;
    composed = compose();
  }
  return clip(composed, room);
}

/**
 * The judge's panel as a Components V2 message: the title and what is picked, the live sheet,
 * then the seats as buttons, the chosen seat's actions and the game's. A 16-seat table takes
 * 37 components of Discord's 40; all texts together stay within 4,000 characters.
 */
export function renderPanel(
  locale: Locale,
  gameId: string,
  screen: Screen,
  closed = false,
): CardMessage {
  const head = [
    `### ${render(locale, screen.title)}`,
    ...screen.lines.map((line) => render(locale, line)),
  ].join('\n');
  const headText = clip(head, 600);
  const container = new ContainerBuilder()
    .setAccentColor(COLOURS[screen.tone])
    .addTextDisplayComponents(new TextDisplayBuilder().setContent(headText));
  if (screen.sheet) {
    const sheet = fitSheet(locale, screen.sheet, CARD_TEXT_LIMIT - headText.length);
    container
      .addSeparatorComponents(new SeparatorBuilder())
      .addTextDisplayComponents(new TextDisplayBuilder().setContent(sheet));
  }
  if (!closed) {
    const rows = controlRows(locale, gameId, screen.id, screen.controls, 8);
    const room = CARD_COMPONENT_LIMIT - FRAME_COMPONENTS;
    const fitting = [];
    let used = 0;
    for (const row of rows) {
      used += 1 + row.components.length;
      if (used > room) break;
      fitting.push(row);
    }
    if (fitting.length > 0)
      container.addSeparatorComponents(new SeparatorBuilder()).addActionRowComponents(fitting);
  }
  return { components: [container], flags: MessageFlags.IsComponentsV2 };
}
