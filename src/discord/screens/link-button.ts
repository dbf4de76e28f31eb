import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  type MessageActionRowComponentBuilder,
} from 'discord.js';
import { render, type Locale } from '../../i18n/index.ts';
import { clip } from './render.ts';

/** Discord: a link button's url is at most 512 characters (a longer one refuses the message). */
export const LINK_URL_LIMIT = 512;

/** The link buttons' words. */
export type LinkLabel = 'ui.link.live' | 'ui.link.protocol' | 'ui.link.tournament';

/**
 * A row with one link button (style 5: a url, no custom id; Discord opens it, the bot hears no
 * click), or no row when there is no url or Discord would refuse it.
 */
export function linkRows(
  locale: Locale,
  label: LinkLabel,
  url: string | undefined,
): Array<ActionRowBuilder<MessageActionRowComponentBuilder>> {
  if (!url || url.length > LINK_URL_LIMIT) return [];
  const button = new ButtonBuilder()
    .setStyle(ButtonStyle.Link)
    .setURL(url)
    .setLabel(clip(render(locale, { key: label, params: {} }), 80));
  return [new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(button)];
}
