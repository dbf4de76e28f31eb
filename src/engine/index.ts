/** The rules engine's public surface: pure functions of (state, command, context). */
export { decide } from './decide.ts';
export { createGame, type NewGame } from './create.ts';
export { resolveControl } from './controls.ts';
export { screens } from './screens.ts';
export { TABLE_CARD_ID, tableCard } from './table-card.ts';
export { closedScreen } from './closing.ts';
export { bestMoveHits, checkHit, nightFinding } from './findings.ts';
export { voiceManaged, voiceTarget, roleCard, status } from './views.ts';
export {
  tableView,
  finalTableView,
  spectatorView,
  type TableView,
  type SeatView,
} from './table-view.ts';
export { isJudge, privateRecipient, seatOfUser, teamMembers } from './queries.ts';
export {
  isPersonalNotice,
  noticePurpose,
  privateKindOf,
  screenKind,
  type PrivateKind,
} from './private-kinds.ts';
export {
  handOverInbox,
  inboxContents,
  inboxOwner,
  missedInPublic,
  namesNoRole,
  type Inbox,
} from './inbox-rules.ts';
export {
  DISCONNECT_GRACE_MS,
  OUT_OF_TURN_THRESHOLD_MS,
  disconnectGraceMs,
  floorSpeaker,
  outOfTurnThresholdMs,
  voiceWatch,
  type VoiceWatch,
} from './voice-rules.ts';
export {
  presetConfig,
  composition,
  scaled,
  MAX_PHASE_HOURS,
  type GameConfig,
  type ConfigOverrides,
} from './presets.ts';
export type * from './events.ts';
export { BOT_ACTOR } from './events.ts';
export type * from './state.ts';
export type { Text, MessageKey, MessageParams, NightFinding, ReportEntry } from './messages.ts';
export type { RandomSource } from './random.ts';
export {
  PRESETS,
  ROLES,
  type Preset,
  type Role,
  type Team,
  type Side,
  type NightAction,
} from './roles.ts';
export { SANCTIONS, type Sanction, type SanctionRule } from './sanctions.ts';
export {
  gameKind,
  phaseHourOverrides,
  startOptionRefusal,
  voiceRefusal,
  type GameKind,
  type StartOptions,
  type StartRefusal,
} from './game-options.ts';
export {
  gameChannelPost,
  hasMafiaRoom,
  mafiaRoomAccess,
  type GameChannelPost,
  type MafiaRoomAccess,
} from './channel-access.ts';
export { floorWait } from './clock.ts';
export { FLOOR_GRACE_MS, awaitsFloor } from './floor-ready.ts';
export { reportText } from './departures.ts';
