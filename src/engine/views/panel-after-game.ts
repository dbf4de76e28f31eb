import type { Control, Screen } from './screen.ts';
import { text } from '../rules/messages.ts';
import { judgePanelScreen } from './judge-panel.ts';
import type { GameState } from '../rules/state/state.ts';

/** A seat's extra points as the tournament holds them, in hundredths (0.3 is 30). */
export interface SeatExtra {
  seat: number;
  points: number;
}

/** The panel's control id of a seat's "give extra points" button: `extra.<seat>`. */
export const EXTRA_CONTROL = /^extra\.(\d+)$/;

/**
 * TOUR-EXTRA-PANEL: the judge's panel once a tournament table's game has ended: the seats as
 * buttons (`#5 Name`) that open the extra points form, and the points each seat was given.
 * `extras` is the tournament's awards for this game (none: not a tournament game, nothing new);
 * only the game's judge sees it. The sheet stays as the game ended.
 */
export function panelAfterGame(
  state: GameState,
  extras: readonly SeatExtra[] | undefined,
  viewerId: string,
): Screen | undefined {
  if (!extras || state.phase.kind !== 'ended' || viewerId !== state.judgeId) return undefined;
  const given = state.seats.flatMap((seat) => {
    const award = extras.find((extra) => extra.seat === seat.seat);
    return award
      ? [text('panel.extraGiven', { seat: seat.seat, name: seat.name, points: award.points / 100 })]
      : [];
  });
  const controls: Control[] = state.seats.map((seat) => ({
    kind: 'button',
    id: `extra.${seat.seat}`,
    label: text('control.panelSeat', { seat: seat.seat, name: seat.name }),
    style: extras.some((extra) => extra.seat === seat.seat) ? 'primary' : 'secondary',
    group: 'seats',
  }));
  // The sheet stays as the game ended (the closed panel's record), above the new step.
  return { ...judgePanelScreen(state), lines: [text('panel.extras', {}), ...given], controls };
}
