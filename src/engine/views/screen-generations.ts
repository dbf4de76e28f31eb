import type { Reposts } from '../rules/events.ts';
import type { GameState } from '../rules/state/state.ts';
import type { ScreenGenerations } from './screen-ids.ts';
import { screens } from './screens.ts';
import { TABLE_CARD_ID } from './table-card.ts';

/**
 * The generations after a command, from what the engine said of it (`Reposts`): the table card
 * gets one more per move (GAME-CARD-IN-VIEW), and every screen an undo brought back, one that
 * was not on screen before it, gets one more (JUDGE-UNDO), so each is posted afresh below the
 * correction instead of matching a message Discord closed (enforce_nonce). Pure: the caller keeps
 * the result beside the state (the orchestrator's stored document, the test harness).
 */
export function nextGenerations(
  generations: ScreenGenerations | undefined,
  before: GameState,
  after: GameState,
  reposts: Reposts | undefined,
): ScreenGenerations | undefined {
  if (!reposts) return generations;
  const next: Record<string, number> = { ...generations };
  const bump = (id: string) => (next[id] = (next[id] ?? 0) + 1);
  for (let move = 0; move < reposts.cardMoves; move++) bump(TABLE_CARD_ID);
  if (reposts.undo) {
    const shown = new Set(screens(before).map((screen) => screen.id));
    for (const screen of screens(after)) if (!shown.has(screen.id)) bump(screen.id);
  }
  return next;
}
