import { AttachmentBuilder } from 'discord.js';
import type { TableView } from '../engine/index.ts';
import { render, type Locale } from '../i18n/index.ts';
import type { Logger } from '../logger.ts';
import type * as TablePicture from '../picture/table-picture.ts';

type PictureModule = typeof TablePicture;
let loading: Promise<PictureModule | undefined> | undefined;

/**
 * The drawing module, loaded at the first picture: Skia (@napi-rs/canvas) and its fonts weigh
 * ~15 MiB of RSS that an idle bot never needs. A failed load is logged once and disables the
 * pictures only; every message goes without its attachment.
 */
function pictureModule(logger?: Logger): Promise<PictureModule | undefined> {
  loading ??= import('../picture/table-picture.ts').catch((error: unknown) => {
    logger?.error({ err: error }, 'pictures disabled: @napi-rs/canvas failed to load');
    return undefined;
  });
  return loading;
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
): Promise<AttachmentBuilder | undefined> {
  const picture = await pictureModule(logger);
  if (!picture) return undefined;
  try {
    const png = await picture.tablePicture(view, { locale, now: Date.now() });
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
