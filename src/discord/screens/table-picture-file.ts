import { AttachmentBuilder } from 'discord.js';
import type { TableView } from '../../engine/index.ts';
import { render, type Locale } from '../../i18n/index.ts';
import type { Logger } from '../../logger.ts';
import { PictureThread } from '../../picture/picture-thread.ts';

/**
 * The process's one picture thread: Skia (@napi-rs/canvas) and its fonts are loaded there at
 * the first picture, so an idle bot never pays their ~15 MiB, and no drawing ever runs on the
 * event loop (issue 23, defect 4).
 */
const pictures = new PictureThread();

/** Stops the picture thread (the bot's shutdown). */
export function closePictureThread(): Promise<void> {
  return pictures.close();
}

/**
 * The picture of the table as a message attachment (`/mafia status`, the end-of-game report),
 * with its alt text. Undefined when there is none to draw (before the deal, a huge table) or
 * drawing failed: the words of the message say the same, so the message goes without it.
 */
export async function tablePictureAttachment(
  view: TableView,
  locale: Locale,
  logger?: Logger,
  thread: PictureThread = pictures,
): Promise<AttachmentBuilder | undefined> {
  try {
    const png = await thread.draw(view, { locale, now: Date.now() });
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
