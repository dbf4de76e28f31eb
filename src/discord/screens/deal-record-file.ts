import { AttachmentBuilder } from 'discord.js';
import type { Logger } from '../../logger.ts';
import type { GameDocument } from '../../orchestrator/document.ts';
import { buildProtocol, dealRecordOf, protocolCsv } from '../../protocol/index.ts';

/**
 * Discord takes up to 10 files per message and (without a boosted server) 10 MiB per message
 * from a bot; the report's files stay well under both, with room to spare for the future.
 */
export const MAX_REPORT_FILES = 10;
export const MAX_REPORT_BYTES = 8 * 1024 * 1024;

/**
 * The deal record published with the end-of-game report (FAIR-REVEAL): everything anyone needs
 * to check the commitment, recompute the deal and every draw — `npm run verify-deal -- <file>`.
 * None before the deal (a cancelled lobby reveals its seed in the report text).
 */
export function dealRecordAttachment(document: GameDocument): AttachmentBuilder | undefined {
  const record = dealRecordOf(document.state);
  if (!record) return undefined;
  return jsonFile(record, `deal-record-${document.state.gameId}.json`);
}

/**
 * The files of the end-of-game report: the deal record, the picture of the table (drawn by the
 * adapter), then the game protocol as JSON and as a CSV sheet (README, "Game protocol"), for an
 * aborted game too. A file that would take the message past Discord's limits is left out and
 * named in `dropped` (the adapter logs it): the report itself must always be posted.
 */
export function reportAttachments(
  document: GameDocument,
  picture?: AttachmentBuilder,
  logger?: Logger,
): {
  files: AttachmentBuilder[];
  dropped: string[];
} {
  const state = document.state;
  const record = dealRecordAttachment(document);
  const protocol = buildProtocol(state, { guildId: document.meta.guildId });
  const candidates = [
    ...(record ? [record] : []),
    ...(picture ? [picture] : []),
    ...(protocol
      ? [
          jsonFile(protocol, `protocol-${state.gameId}.json`),
          new AttachmentBuilder(Buffer.from(protocolCsv(protocol)), {
            name: `protocol-${state.gameId}.csv`,
          }),
        ]
      : []),
  ];
  const files: AttachmentBuilder[] = [];
  const dropped: string[] = [];
  let bytes = 0;
  for (const file of candidates) {
    const size = (file.attachment as Buffer).length;
    if (files.length < MAX_REPORT_FILES && bytes + size <= MAX_REPORT_BYTES) {
      files.push(file);
      bytes += size;
    } else dropped.push(file.name ?? 'file');
  }
  if (dropped.length > 0)
    logger?.warn({ gameId: state.gameId, dropped }, 'report files over Discord limits left out');
  return { files, dropped };
}

function jsonFile(value: unknown, name: string): AttachmentBuilder {
  return new AttachmentBuilder(Buffer.from(`${JSON.stringify(value, null, 2)}\n`), { name });
}
