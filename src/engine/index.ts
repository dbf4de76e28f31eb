/** The rules engine's public surface: pure functions of (state, command, context). */
export { decide } from './rules/decide.ts';
export { createGame } from './rules/create.ts';
export { resolveControl } from './views/control-clicks.ts';
export { screens } from './views/screens.ts';
export { TABLE_CARD_ID, tableCard } from './views/table-card.ts';
export { isTableCard, movedCardPointer, type ScreenGenerations } from './views/screen-ids.ts';
export { nextGenerations } from './views/screen-generations.ts';
export { closedScreen } from './views/closing.ts';
export { EXTRA_CONTROL, panelAfterGame, type SeatExtra } from './views/panel-after-game.ts';
export { JUDGE_PANEL_ID, type PanelAction, type PanelAsk } from './rules/judge/panel-state.ts';
export {
  type JudgeSheet,
  type SheetDay,
  type SheetMove,
  type SheetNight,
  type SheetSeat,
  type SheetVote,
} from './views/judge-sheet.ts';
export { bestMoveHits, checkHit, nightFinding } from './rules/night/findings.ts';
export { status } from './views/status.ts';
export {
  tableView,
  finalTableView,
  spectatorView,
  type TableView,
  type SeatView,
} from './views/table-view.ts';
export { isJudge, privateRecipient, seatOfUser, teamMembers } from './rules/queries.ts';
export { privateKindOf, screenKind, type PrivateKind } from './rules/private-kinds.ts';
export {
  handOverInbox,
  inboxContents,
  inboxOwner,
  missedInPublic,
  namesNoRole,
} from './views/inbox.ts';
export {
  OUT_OF_TURN_THRESHOLD_MS,
  voiceManaged,
  voiceTarget,
  disconnectGraceMs,
  outOfTurnThresholdMs,
  voiceWatch,
} from './rules/access/voice-rules.ts';
export {
  presetConfig,
  composition,
  MAX_PHASE_HOURS,
  type ConfigOverrides,
} from './rules/presets.ts';
export type * from './rules/events.ts';
export type * from './views/screen.ts';
export { BOT_ACTOR } from './rules/events.ts';
export type * from './rules/state/state.ts';
export type {
  Text,
  MessageKey,
  MessageParams,
  NightFinding,
  ReportEntry,
} from './rules/messages.ts';
export type { RandomSource } from './rules/random.ts';
export { dealWith, ROLES_LABEL, SEATS_LABEL, type Deal } from './rules/deal/deal.ts';
export { sortByDiscordId } from './rules/deal/snowflake.ts';
export { compareCodePoints } from './rules/deal/code-points.ts';
export {
  PRESETS,
  ROLES,
  type Preset,
  type Role,
  type Team,
  type Side,
  type NightAction,
} from './rules/roles.ts';
export { SANCTIONS, type Sanction } from './rules/sanctions.ts';
export {
  gameKind,
  phaseHourOverrides,
  startOptionRefusal,
  voiceRefusal,
  type StartOptions,
  type StartRefusal,
} from './rules/game-options.ts';
export { gameChannelPost, hasMafiaRoom, mafiaRoomAccess } from './rules/access/channel-access.ts';
export { floorWait } from './rules/clock.ts';
export {
  END,
  PHASE_GRAPH,
  graphProblems,
  graphText,
  phasesDoc,
  type Graph,
} from './rules/flow/phase-graph.ts';
export { FLOOR_GRACE_MS } from './rules/floor/floor-ready.ts';
export { judgeSeatChoices, type SeatPurpose } from './rules/judge/judge-seats.ts';
export { reportText } from './rules/flow/departures.ts';
