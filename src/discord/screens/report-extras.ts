import type {
  ActionRowBuilder,
  AttachmentBuilder,
  MessageActionRowComponentBuilder,
} from 'discord.js';
import { finalTableView } from '../../engine/index.ts';
import type { Logger } from '../../logger.ts';
import type { GameDocument } from '../../orchestrator/document.ts';
import { reportAttachments } from './deal-record-file.ts';
import { linkRows } from './link-button.ts';
import { tablePictureAttachment } from './table-picture-file.ts';
import type { WebLinks } from './web-links.ts';

export interface ReportExtras {
  files: AttachmentBuilder[];
  rows: Array<ActionRowBuilder<MessageActionRowComponentBuilder>>;
}

/**
 * What the end-of-game report carries beside its words: the deal record (FAIR-REVEAL), the final
 * picture of the table and the game protocol (JSON, CSV), a file past Discord's limits left out
 * and logged; and, when the server has opted in, the link to the game's protocol on its web page
 * (issue 27).
 */
export async function reportExtras(
  game: GameDocument,
  logger: Logger,
  links: WebLinks | undefined,
): Promise<ReportExtras> {
  const view = finalTableView(game.state);
  const picture = await tablePictureAttachment(view, game.meta.locale, logger);
  const { protocol } = (await links?.of(game)) ?? {};
  return {
    files: reportAttachments(game, picture, logger).files,
    rows: linkRows(game.meta.locale, 'ui.link.protocol', protocol),
  };
}
