import type { Screen } from '../rules/events.ts';
import { phaseScreens } from '../rules/flow/phase-driver.ts';
import { hasJudgePanel, judgePanelScreen } from './judge-panel.ts';
import { text } from '../rules/messages.ts';
import { seatOf } from '../rules/queries.ts';
import type { GameState } from '../rules/state/state.ts';
import { TABLE_CARD_ID, tableCard } from './table-card.ts';

/**
 * The messages that should be on screen now, derived from the state alone: posting, editing
 * and closing them is the adapter's job, and doing it twice changes nothing.
 */
export function screens(state: GameState): Screen[] {
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
  const generations = state.screenGenerations;
  if (!generations) return all;
  // JUDGE-UNDO: a screen an undo brought back is a new message (`screenGenerations`).
  return all.map((screen) => {
    const generation = generations[screen.id];
    return generation ? { ...screen, id: `${screen.id}~${generation}` } : screen;
  });
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
