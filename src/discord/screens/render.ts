import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  EmbedBuilder,
  StringSelectMenuBuilder,
  type MessageActionRowComponentBuilder,
} from 'discord.js';
import type { Control, Screen, SelectControl, Tone, Text } from '../../engine/index.ts';
import { render, type AnyText, type Locale } from '../../i18n/index.ts';
import { inboxId, screenControlId } from '../interactions/custom-id.ts';
import { selectMenus } from '../interactions/select-menus.ts';

/** Discord's limits that shape how texts are cut (API docs: embed and component limits). */
const DESCRIPTION_LIMIT = 4096;
const TITLE_LIMIT = 256;
/** The embeds of one message together: at most 10, of at most 6000 characters in all. */
const MESSAGE_EMBEDS = 10;
const MESSAGE_EMBED_CHARS = 6000;

export const COLOURS: Record<Tone, number> = {
  info: 0x5865f2,
  night: 0x2c2f6e,
  day: 0xf0b232,
  vote: 0xe67e22,
  warning: 0xed4245,
  success: 0x57f287,
  end: 0x9b59b6,
};

const BUTTON_STYLES = {
  primary: ButtonStyle.Primary,
  secondary: ButtonStyle.Secondary,
  success: ButtonStyle.Success,
  danger: ButtonStyle.Danger,
} as const;

export interface RenderedMessage {
  embeds: EmbedBuilder[];
  components: Array<ActionRowBuilder<MessageActionRowComponentBuilder>>;
}

export function clip(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;
}

/** Splits long text into pieces that fit an embed description, at line breaks where possible. */
export function splitForEmbeds(text: string, limit = DESCRIPTION_LIMIT): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > limit) {
    const cut = rest.lastIndexOf('\n', limit);
    const at = cut > limit / 2 ? cut : limit;
    pieces.push(rest.slice(0, at));
    rest = rest.slice(at).replace(/^\n/, '');
  }
  if (rest.length > 0) pieces.push(rest);
  return pieces;
}

/** An engine select as one row per Discord menu (a list over 25 is split, select-menus.ts). */
function menuRows(locale: Locale, gameId: string, screenId: string, control: SelectControl) {
  const placeholder = clip(render(locale, control.placeholder), 150);
  return selectMenus(control).map((menu) =>
    new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
      new StringSelectMenuBuilder()
        .setCustomId(screenControlId(gameId, screenId, menu.id))
        .setPlaceholder(placeholder)
        .setMinValues(menu.min)
        .setMaxValues(menu.max)
        .addOptions(
          menu.options.map((option) => ({
            value: option.value,
            label: clip(render(locale, option.label), 100),
          })),
        ),
    ),
  );
}

/** The controls as action rows; `maxRows`: how many a message of this kind may carry. */
export function controlRows(
  locale: Locale,
  gameId: string,
  screenId: string,
  controls: Control[],
  maxRows = 5,
) {
  const rows: Array<ActionRowBuilder<MessageActionRowComponentBuilder>> = [];
  let buttons: ButtonBuilder[] = [];
  let group: string | undefined;
  const flush = () => {
    if (buttons.length > 0)
      rows.push(new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(buttons));
    buttons = [];
  };
  for (const control of controls) {
    if (control.kind === 'button') {
      // Five buttons a row (Discord's limit); a new group of buttons starts a row of its own.
      if (buttons.length === 5 || control.group !== group) flush();
      group = control.group;
      const built = new ButtonBuilder()
        .setCustomId(screenControlId(gameId, screenId, control.id))
        .setLabel(clip(render(locale, control.label), 80))
        .setStyle(BUTTON_STYLES[control.style]);
      buttons.push(control.disabled ? built.setDisabled(true) : built);
      continue;
    }
    group = undefined;
    flush();
    rows.push(...menuRows(locale, gameId, screenId, control));
  }
  flush();
  return rows.slice(0, maxRows);
}

/** One engine screen as a message: an embed with its title and lines, and its controls. */
export function renderScreen(
  locale: Locale,
  gameId: string,
  screen: Screen,
  closed = false,
): RenderedMessage {
  const description = screen.lines.map((line) => render(locale, line)).join('\n');
  const embed = new EmbedBuilder()
    .setColor(COLOURS[screen.tone])
    .setTitle(clip(render(locale, screen.title), TITLE_LIMIT))
    .setDescription(
      clip(
        closed
          ? `${description}\n\n${render(locale, { key: 'ui.closedScreen', params: {} })}`
          : description,
        DESCRIPTION_LIMIT,
      ) || '\u200b',
    );
  return {
    embeds: [embed],
    components: closed ? [] : controlRows(locale, gameId, screen.id, screen.controls),
  };
}

/**
 * Pieces of text grouped into messages that Discord accepts: each piece one embed description
 * (≤ 4096), each message at most 10 embeds and 6000 characters in all. Nothing is dropped.
 */
export function groupForMessages(
  pieces: string[],
  limits = { embeds: MESSAGE_EMBEDS, chars: MESSAGE_EMBED_CHARS },
): string[][] {
  const messages: string[][] = [];
  let current: string[] = [];
  let chars = 0;
  for (const piece of pieces) {
    if (
      current.length > 0 &&
      (current.length === limits.embeds || chars + piece.length > limits.chars)
    ) {
      messages.push(current);
      current = [];
      chars = 0;
    }
    current.push(piece);
    chars += piece.length;
  }
  if (current.length > 0) messages.push(current);
  return messages;
}

/**
 * A one-off notice: its lines split over as many embeds as the text needs, and over as many
 * messages as those embeds need (a long end-of-game report is several messages, in order).
 */
export function renderNotice(
  locale: Locale,
  tone: Tone,
  lines: Array<Text | AnyText>,
): RenderedMessage[] {
  const text = lines.map((line) => render(locale, line)).join('\n\n');
  return groupForMessages(splitForEmbeds(text)).map((pieces) => ({
    embeds: pieces.map((piece) => new EmbedBuilder().setColor(COLOURS[tone]).setDescription(piece)),
    components: [],
  }));
}

/** The public line naming players whose DMs are closed, with the button that shows their messages. */
export function renderDmClosed(locale: Locale, gameId: string, userIds: string[]): RenderedMessage {
  return {
    embeds: [
      new EmbedBuilder()
        .setColor(COLOURS.warning)
        .setDescription(render(locale, { key: 'ui.dmClosed', params: { userIds } })),
    ],
    components: [
      new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
        new ButtonBuilder()
          .setCustomId(inboxId(gameId))
          .setLabel(clip(render(locale, { key: 'ui.openInbox', params: {} }), 80))
          .setStyle(ButtonStyle.Primary),
      ),
    ],
  };
}
