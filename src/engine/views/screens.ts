import type { Screen } from './screen.ts';
import { phaseScreens } from './phase-screens/registry.ts';
import { hasJudgePanel } from '../rules/judge/panel-state.ts';
import { judgePanelScreen } from './judge-panel.ts';
import { text } from '../rules/messages.ts';
import { withGenerations, type ScreenGenerations } from './screen-ids.ts';
import { seatOf } from '../rules/queries.ts';
import type { GameState } from '../rules/state/state.ts';
import { TABLE_CARD_ID, tableCard } from './table-card.ts';

/**
 * The messages that should be on screen now, derived from the state alone: posting, editing
 * and closing them is the adapter's job, and doing it twice changes nothing. `generations`
 * (kept beside the state by the caller) turns a screen posted afresh into a new message id.
 */
export function screens(state: GameState, generations?: ScreenGenerations): Screen[] {
  const running = state.phase.kind === 'night' || state.phase.kind === 'day';
  const phase = phaseScreens(state);
  // The table card first (the floor's phases put the floor on it), from the deal to the end.
  const card = phase.find((screen) => screen.id === TABLE_CARD_ID) ?? tableCard(state);
  const all = [
    ...(running ? [card] : []),
    ...phase.filter((screen) => screen !== card),
    ...(running ? flagScreens(state) : []),
    // Last: a pass edits the table's messages before the judge's.
    ...(hasJudgePanel(state) ? [judgePanelScreen(state)] : []),
  ];
  return withGenerations(all, generations);
}

/** The judge's Confirm / Dismiss question for each open flag (FLAG-POLICY). */
function flagScreens(state: GameState): Screen[] {
  return (state.flags ?? []).map((flag) => {
    const seat = seatOf(state, flag.seat);
    return {
      id: `flag.${flag.id}`,
      to: { kind: 'judge' },
      tone: 'warning',
      title: text('flag.title', { kind: flag.kind, seat: flag.seat }),
      lines: [
        text('flag.details', {
          kind: flag.kind,
          seat: flag.seat,
          userId: seat?.userId ?? '',
          at: flag.at,
          ...(flag.night !== undefined ? { night: flag.night } : {}),
          ...(flag.durationMs !== undefined
            ? { seconds: Math.round(flag.durationMs / 100) / 10 }
            : {}),
        }),
      ],
      controls: [
        {
          kind: 'button',
          id: 'confirm',
          label: text('control.confirmFlag', {
            kind: flag.kind,
            ...(flag.night !== undefined ? { night: flag.night } : {}),
          }),
          style: 'danger',
        },
        {
          kind: 'button',
          id: 'dismiss',
          label: text('control.dismissFlag', {}),
          style: 'secondary',
        },
      ],
    };
  });
}
