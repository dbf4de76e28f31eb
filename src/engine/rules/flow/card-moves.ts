import type { Screen } from '../events.ts';
import { text } from '../messages.ts';
import type { GameState } from '../state/state.ts';
import { TABLE_CARD_ID } from '../../views/table-card.ts';

/** GAME-CARD-IN-VIEW:
 * The table card moves to the bottom of the channel whenever a stage begins whose messages would
 * push it up: a day opens, a vote round opens, tie speeches begin, the last words after a vote
 * begin. It gets a new screen id (a new generation, as an undo's returning screens do), so the
 * adapter posts it afresh below what that turn announced and takes the old message away; the
 * speaker's Nominate and Pass stay among the last messages. Message ids are the adapter's.
 */
export function moveCardDown(state: GameState): void {
  const generations = (state.screenGenerations ??= {});
  generations[TABLE_CARD_ID] = (generations[TABLE_CARD_ID] ?? 0) + 1;
}

/** The screen id's base: `table~3` is a generation of `table`. */
export function baseScreenId(screenId: string): string {
  return screenId.split('~')[0] ?? screenId;
}

/** Whether the screen is a table card, of any generation. */
export function isTableCard(screenId: string): boolean {
  return baseScreenId(screenId) === TABLE_CARD_ID;
}

/** GAME-CARD-IN-VIEW: what an old card shows when its message could not be taken away. */
export function movedCardPointer(shown: Screen): Screen {
  return {
    id: shown.id,
    to: shown.to,
    tone: shown.tone,
    title: text('table.movedDown', {}),
    lines: [],
    controls: [],
  };
}
