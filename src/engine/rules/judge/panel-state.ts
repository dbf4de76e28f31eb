import { seatOf } from '../queries.ts';
import type { GameState } from '../state/state.ts';

/** The judge's panel: one private message per game, from the deal to the end (issue 25). */
export const JUDGE_PANEL_ID = 'judge.panel';

/** What asks for a second, confirming click on the panel (the game-changing ones). */
export type PanelAsk = 'disqualify' | 'penalty' | 'end';

/** The seat actions of the panel: the same commands as `/mafia foul|warn|unfoul|…`. */
export const SEAT_ACTIONS = ['foul', 'warn', 'unfoul', 'disqualify', 'penalty'] as const;
export type SeatAction = (typeof SEAT_ACTIONS)[number];

/** The panel's buttons for the running game, and Cancel for a pending confirmation. */
export type PanelAction =
  SeatAction | 'pause' | 'resume' | 'skip' | 'extend' | 'undo' | 'end' | 'cancel';

/** Seconds that Extend adds to the running step. */
export const PANEL_EXTEND_SECONDS = 30;

/**
 * What the judge has picked on his panel: the seat his seat actions apply to, and a removal, a
 * team loss or the end waiting for its confirmation (with the cited violation, DISC-CATALOGUE).
 */
export interface JudgePanel {
  seat?: number;
  ask?: PanelAsk;
  reason?: number;
}

/** The panel exists in the sports presets (at most 16 seats: one button each, D07). */
export function hasJudgePanel(state: GameState): boolean {
  const running = state.phase.kind === 'night' || state.phase.kind === 'day';
  return running && state.config.preset !== 'forum' && state.seats.length > 0;
}

/** The seat the panel acts on now: the chosen one while he is still in the game. */
export function chosenSeat(state: GameState): number | undefined {
  const seat = state.judgePanel?.seat;
  return seat !== undefined && seatOf(state, seat)?.alive ? seat : undefined;
}

/** The confirmation waiting now, if it still applies (a seat's, only while he is in). */
export function pendingAsk(state: GameState): PanelAsk | undefined {
  const ask = state.judgePanel?.ask;
  if (ask === 'end') return ask;
  return ask && chosenSeat(state) !== undefined ? ask : undefined;
}
