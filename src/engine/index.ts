/** The rules engine's public surface: pure functions of (state, command, context). */
export { decide } from './decide.ts';
export { createGame } from './create.ts';
export { resolveControl } from './controls.ts';
export { screens } from './screens.ts';
export { TABLE_CARD_ID, tableCard } from './table-card.ts';
export { isTableCard, movedCardPointer } from './card-moves.ts';
export { closedScreen } from './closing.ts';
export { JUDGE_PANEL_ID, type PanelAction, type PanelAsk } from './judge-panel.ts';
export {
  type JudgeSheet,
  type SheetDay,
  type SheetMove,
  type SheetNight,
  type SheetSeat,
  type SheetVote,
} from './judge-sheet.ts';
export { bestMoveHits, checkHit, nightFinding } from './findings.ts';
export { voiceManaged, voiceTarget, status } from './views.ts';
export {
  tableView,
  finalTableView,
  spectatorView,
  type TableView,
  type SeatView,
} from './table-view.ts';
export { isJudge, privateRecipient, seatOfUser, teamMembers } from './queries.ts';
export { privateKindOf, screenKind, type PrivateKind } from './private-kinds.ts';
export {
  handOverInbox,
  inboxContents,
  inboxOwner,
  missedInPublic,
  namesNoRole,
} from './inbox-rules.ts';
export {
  OUT_OF_TURN_THRESHOLD_MS,
  disconnectGraceMs,
  outOfTurnThresholdMs,
  voiceWatch,
} from './voice-rules.ts';
export { presetConfig, composition, MAX_PHASE_HOURS, type ConfigOverrides } from './presets.ts';
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
export { SANCTIONS, type Sanction } from './sanctions.ts';
export {
  gameKind,
  phaseHourOverrides,
  startOptionRefusal,
  voiceRefusal,
  type StartOptions,
  type StartRefusal,
} from './game-options.ts';
export { gameChannelPost, hasMafiaRoom, mafiaRoomAccess } from './channel-access.ts';
export { floorWait } from './clock.ts';
export { graphProblems, graphText, phasesDoc } from './phase-graph.ts';
export { FLOOR_GRACE_MS } from './floor-ready.ts';
export { judgeSeatChoices, type SeatPurpose } from './judge-seats.ts';
export { reportText } from './departures.ts';
