/**
 * The game protocol (README, "Game protocol"): a pure function of a finished game's state,
 * published with the end-of-game report as JSON and as a CSV sheet, verifiable against its
 * embedded deal record.
 */
export { buildProtocol, dealRecordOf } from './build.ts';
export { CSV_COLUMNS, csvCell, protocolCsv } from './csv.ts';
export {
  PROTOCOL_FORMAT,
  PROTOCOL_SCHEMA_VERSION,
  protocolSchema,
  protocolV1Schema,
  protocolV2Schema,
  type GameProtocol,
  type ProtocolSeat,
} from './schema.ts';
export {
  looksLikeProtocol,
  parseProtocol,
  parsePublishedProtocol,
  verifyProtocol,
} from './verify.ts';
