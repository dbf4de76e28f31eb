import { AttachmentBuilder } from 'discord.js';
import { buildDealRecord } from '../fairness/deal-record.ts';
import type { JsonValue } from '../fairness/canonical-json.ts';
import type { GameDocument } from '../orchestrator/document.ts';

/**
 * The deal record published with the end-of-game report (FAIR-REVEAL): everything anyone needs
 * to check the commitment, recompute the deal and every draw — `npm run verify-deal -- <file>`.
 * None before the deal (a cancelled lobby reveals its seed in the report text).
 */
export function dealRecordAttachment(document: GameDocument): AttachmentBuilder | undefined {
  const state = document.state;
  if (!state.deal.roleMultiset || state.seats.length === 0) return undefined;
  const record = buildDealRecord({
    gameId: state.gameId,
    preset: state.config.preset,
    config: state.config as unknown as JsonValue,
    serverSeedHex: state.deal.serverSeed,
    players: state.deal.players ?? state.seats.map((seat) => seat.userId),
    entropy: [],
    roleMultiset: state.deal.roleMultiset,
    seats: state.seats.map((seat) => seat.userId),
    roles: state.seats.map((seat) => seat.role),
    draws: state.memory.draws,
  });
  return new AttachmentBuilder(Buffer.from(`${JSON.stringify(record, null, 2)}\n`), {
    name: `deal-record-${state.gameId}.json`,
  });
}
