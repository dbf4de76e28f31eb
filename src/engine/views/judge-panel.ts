import type { Control, Screen } from './screen.ts';
import { judgeSheet } from './judge-sheet.ts';
import { text, type Text } from '../rules/messages.ts';
import { currentDay, currentNight, seatOf } from '../rules/queries.ts';
import { SANCTIONS } from '../rules/sanctions.ts';
import {
  chosenSeat,
  JUDGE_PANEL_ID,
  pendingAsk,
  SEAT_ACTIONS,
  type JudgePanel,
  type PanelAction,
  type PanelAsk,
  type SeatAction,
} from '../rules/judge/panel-state.ts';
import type { GameState } from '../rules/state/state.ts';

/**
 * The running step, as a key carried by Skip and Extend: a click on a panel shown for an earlier
 * step (a speech that just ended) is stale and refused, never applied to the next one.
 */
export function stepKey(state: GameState): string {
  const night = currentNight(state);
  if (night) return `n${night.number}${night.step ? `s${night.step.index}` : ''}`;
  const day = currentDay(state);
  if (!day) return state.phase.kind;
  if (day.floor) return day.floor.slotId;
  const stage = day.stage;
  if (stage.kind === 'voting') return `${stage.vote.id}c${stage.vote.current}`;
  return `d${day.number}${stage.kind}`;
}

const button = (
  id: string,
  label: Text,
  style: 'primary' | 'secondary' | 'success' | 'danger',
  group: string,
  disabled = false,
): Control => ({ kind: 'button', id, label, style, group, ...(disabled ? { disabled } : {}) });

function seatButtons(state: GameState, chosen: number | undefined): Control[] {
  return state.seats.map((seat) =>
    button(
      `seat.${seat.seat}`,
      text('control.panelSeat', { seat: seat.seat, name: seat.name }),
      seat.seat === chosen ? 'primary' : 'secondary',
      'seats',
      !seat.alive,
    ),
  );
}

const STYLES: Record<SeatAction, 'primary' | 'secondary' | 'danger'> = {
  foul: 'primary',
  warn: 'secondary',
  unfoul: 'secondary',
  disqualify: 'danger',
  penalty: 'danger',
};

function seatActions(seat: number): Control[] {
  return SEAT_ACTIONS.map((action) =>
    button(`${action}.${seat}`, text('control.panel', { action }), STYLES[action], 'seat'),
  );
}

/** A pending confirmation: the violation to cite (a removal, a team loss), Confirm and Cancel. */
function confirmation(panel: JudgePanel, ask: PanelAsk): Control[] {
  const controls: Control[] = [];
  if (ask !== 'end')
    controls.push({
      kind: 'select',
      id: 'reason',
      placeholder: text('control.panelReason', {}),
      options: SANCTIONS[ask].rows.map((row) => ({
        value: String(row),
        label: text('control.violation', { row }),
      })),
      min: 1,
      max: 1,
    });
  if (ask === 'end' || panel.reason !== undefined)
    controls.push(button(`confirm.${ask}`, text('control.panelConfirm', { ask }), 'danger', 'ask'));
  controls.push(button('cancel', text('control.panel', { action: 'cancel' }), 'secondary', 'ask'));
  return controls;
}

function gameButtons(state: GameState): Control[] {
  const step = stepKey(state);
  const clock: PanelAction = state.paused ? 'resume' : 'pause';
  const of = (action: PanelAction, id: string = action) =>
    button(id, text('control.panel', { action }), 'secondary', 'game');
  return [
    of(clock),
    of('skip', `skip@${step}`),
    of('extend', `extend@${step}`),
    of('undo'),
    button('end', text('control.panel', { action: 'end' }), 'danger', 'game'),
  ];
}

function panelLines(state: GameState): Text[] {
  const seat = chosenSeat(state);
  const ask = pendingAsk(state);
  const chosen = seat !== undefined ? seatOf(state, seat) : undefined;
  const lines = [
    chosen
      ? text('panel.chosen', { seat: chosen.seat, userId: chosen.userId })
      : text('panel.choose', {}),
  ];
  if (ask) {
    const reason = state.judgePanel?.reason;
    lines.push(
      text('panel.ask', {
        ask,
        ...(seat !== undefined && ask !== 'end' ? { seat } : {}),
        ...(reason !== undefined ? { row: reason } : {}),
      }),
    );
  }
  return lines;
}

/**
 * GAME-ROLE-SECRECY: the judge's panel and live sheet, one message to the judge alone: the seats as
 * buttons (out seats disabled), the chosen seat's Foul / Warn / Unfoul / Disqualify / Team
 * loss, the game's Pause or Resume / Skip / Extend / Undo / End, and the sheet (judge-sheet.ts).
 */
export function judgePanelScreen(state: GameState): Screen {
  const seat = chosenSeat(state);
  const ask = pendingAsk(state);
  const sheet = judgeSheet(state, state.judgeId);
  const controls = [
    ...seatButtons(state, seat),
    ...(ask
      ? confirmation(state.judgePanel ?? {}, ask)
      : seat !== undefined
        ? seatActions(seat)
        : []),
    ...gameButtons(state),
  ];
  return {
    id: JUDGE_PANEL_ID,
    to: { kind: 'judge' },
    tone: 'info',
    title: text('panel.title', {}),
    lines: panelLines(state),
    controls,
    ...(sheet ? { sheet } : {}),
  };
}
