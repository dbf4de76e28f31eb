import { ContainerBuilder, MessageFlags, SeparatorBuilder, TextDisplayBuilder } from 'discord.js';
import type { JudgeSheet, Screen } from '../engine/index.ts';
import { render, renderSheet, type Locale, type SheetPart } from '../i18n/index.ts';
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
 * The sheet within `room` characters: every part in full while it fits; else the oldest parts
 * told in one line each (a 16-seat game over six nights fits), and only then the oldest dropped.
 */
export function fitSheet(locale: Locale, sheet: JudgeSheet, room: number): string {
  const text = renderSheet(locale, sheet);
  const parts = chronological(text, sheet);
  const brief = new Array<boolean>(parts.length).fill(false);
  let from = 0;
  const compose = () => {
    const lines = [`**${text.title}**`, text.seats];
    const told = parts.slice(from);
    const briefs = told.filter((_, i) => brief[from + i]).map((entry) => entry.part.brief);
    if (briefs.length > 0) lines.push(`__${text.older}__`, ...briefs.map((line) => `• ${line}`));
    lines.push(...told.filter((_, i) => !brief[from + i]).map((entry) => entry.part.full));
    return lines.join('\n');
  };
  let composed = compose();
  for (let i = 0; composed.length > room && i < parts.length; i++) {
    brief[i] = true;
    composed = compose();
  }
  while (composed.length > room && from < parts.length) {
    from++;
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
