import { AttachmentBuilder } from 'discord.js';
import type { TableView } from '../engine/index.ts';
import { render, type Locale } from '../i18n/index.ts';
import type { Logger } from '../logger.ts';
import { tablePicture } from '../picture/table-picture.ts';

/**
 * The picture of the table as a message attachment (`/mafia status`, the end-of-game report),
 * with its alt text. Undefined when there is none to draw (before the deal, a huge table) or
 * drawing failed: the words of the message say the same, so the message goes without it.
 */
export async function tablePictureAttachment(
  view: TableView,
  locale: Locale,
  logger?: Logger,
): Promise<AttachmentBuilder | undefined> {
  try {
    const png = await tablePicture(view, { locale, now: Date.now() });
    if (!png) return undefined;
    const alive = view.seats.filter((seat) => seat.alive).length;
    const description = render(locale, {
      key: 'picture.alt',
      params: { alive, out: view.seats.length - alive },
    });
    return new AttachmentBuilder(png, { name: 'table.png', description });
  } catch (error) {
    logger?.warn({ err: error }, 'the picture of the table could not be drawn');
    return undefined;
  }
}
