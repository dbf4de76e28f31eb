import { parseProtocol, type GameProtocol } from '../../../src/protocol/index.ts';
import type { SeenMessage } from '@mafia-bot/fake-discord';

/** The game protocol attached to the end-of-game report (`protocol-<game>.json`), validated. */
export function protocolOf(report: SeenMessage): GameProtocol {
  const file = report.attachments.find((entry) => /^protocol-.*\.json$/.test(entry.filename));
  const parsed = parseProtocol(file?.json());
  if (!parsed.ok) throw new Error(`no valid protocol: ${JSON.stringify(parsed.issues)}`);
  return parsed.protocol;
}
