import type { Actor, Command } from '../events.ts';
import {
  chosenSeat,
  JUDGE_PANEL_ID,
  PANEL_EXTEND_SECONDS,
  pendingAsk,
  type PanelAsk,
} from './panel-state.ts';
import { text, type Text } from '../messages.ts';
import { isJudge, seatOf } from '../queries.ts';
import { SANCTIONS } from '../sanctions.ts';
import type { GameState } from '../state/state.ts';
import type { Draft } from '../flow/draft.ts';

/** A pick on the judge's panel: a seat, an action to confirm, its violation, or Cancel. */
export type PanelPick =
  { seat: number } | { ask: PanelAsk } | { reason: number } | { cancel: true };

type PanelCommand = Extract<Command, { type: 'panel' }>;

/** What the judge's panel shows, changed by his picks; nothing else of the game changes. */
export function handlePanel(draft: Draft, command: PanelCommand): Text | undefined {
  const state = draft.state;
  if (!isJudge(state, command.by)) return text('error.notJudge', {});
  if (state.phase.kind === 'lobby' || state.seats.length === 0) return text('error.notDealt', {});
  const pick = command.pick;
  if ('seat' in pick) {
    const seat = seatOf(state, pick.seat);
    if (!seat) return text('error.noSuchSeat', { seat: pick.seat });
    if (!seat.alive) return text('error.playerOut', {});
    state.judgePanel = { seat: pick.seat };
    return undefined;
  }
  const panel = { ...state.judgePanel };
  if ('cancel' in pick) {
    state.judgePanel = panel.seat !== undefined ? { seat: panel.seat } : {};
    return undefined;
  }
  if ('ask' in pick) {
    if (pick.ask !== 'end' && chosenSeat(state) === undefined) return text('error.closed', {});
    state.judgePanel = { ...(panel.seat !== undefined ? { seat: panel.seat } : {}), ask: pick.ask };
    return undefined;
  }
  // DISC-CATALOGUE: the cited violation must be one the pending sanction allows.
  const ask = pendingAsk(state);
  if (ask === undefined || ask === 'end' || !SANCTIONS[ask].rows.includes(pick.reason))
    return text('error.closed', {});
  state.judgePanel = { ...panel, reason: pick.reason };
  return undefined;
}

/** The judge's actions after which a pending confirmation no longer stands. */
const JUDGE_ACTIONS: ReadonlySet<Command['type']> = new Set([
  'warn',
  'foul',
  'unfoul',
  'disqualify',
  'penalty',
  'pause',
  'resume',
  'skip',
  'extend',
  'end',
  'undo',
]);

/**
 * After an accepted command: a judge's action drops the panel's pending confirmation, so a
 * Confirm seen before it (a removal undone since) can never act again.
 */
export function settlePanel(next: GameState, command: Command): void {
  const panel = next.judgePanel;
  if (!panel?.ask || !JUDGE_ACTIONS.has(command.type)) return;
  next.judgePanel = panel.seat !== undefined ? { seat: panel.seat } : {};
}

/** A click on the judge's panel, as the command it stands for. */
export interface PanelClick {
  state: GameState;
  base: string;
  controlId: string;
  values: string[];
  by: Actor;
  /** The cited violation (a catalogue row) in the game's language, as the judge's commands record it. */
  reasonOf: (row: number) => string;
}

function confirmed(click: PanelClick, ask: string): Command | undefined {
  const { state, by } = click;
  if (ask === 'end') return pendingAsk(state) === 'end' ? { type: 'end', by } : undefined;
  const seat = chosenSeat(state);
  const row = state.judgePanel?.reason;
  if ((ask !== 'disqualify' && ask !== 'penalty') || pendingAsk(state) !== ask) return undefined;
  if (seat === undefined || row === undefined) return undefined;
  return { type: ask, by, seat, reason: click.reasonOf(row) };
}

/** The command of a panel control (one on screen: resolveControl checked it); undefined: none. */
export function panelCommand(click: PanelClick): Command | undefined {
  const { base, controlId, values, by } = click;
  const seat = Number(controlId.split('.')[1]);
  const panel = (pick: PanelPick): Command => ({ type: 'panel', by, pick });
  switch (base) {
    case 'seat':
      return panel({ seat });
    case 'foul':
    case 'warn':
    case 'unfoul':
      return { type: base, by, seat };
    case 'disqualify':
    case 'penalty':
    case 'end':
      return panel({ ask: base });
    case 'reason':
      return panel({ reason: Number(values[0]) });
    case 'cancel':
      return panel({ cancel: true });
    case 'confirm':
      return confirmed(click, controlId.split('.')[1] ?? '');
    case 'pause':
    case 'resume':
    case 'skip':
    case 'undo':
      return { type: base, by };
    case 'extend':
      return { type: 'extend', by, seconds: PANEL_EXTEND_SECONDS };
    default:
      return undefined;
  }
}

export const isPanelScreen = (screenId: string) => screenId === JUDGE_PANEL_ID;
