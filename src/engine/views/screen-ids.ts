import { text } from '../rules/messages.ts';
import type { GameState } from '../rules/state/state.ts';
import type { Screen } from './screen.ts';
import { TABLE_CARD_ID } from './table-card.ts';

/**
 * How many times each screen was posted afresh (JUDGE-UNDO, GAME-CARD-IN-VIEW), by its base id:
 * Discord's nonces, kept by the orchestrator beside the state, never in it (issue 24).
 */
export type ScreenGenerations = Readonly<Record<string, number>>;

/** A game as its screens are shown: the state, and the generations its keeper holds beside it. */
export interface ShownGame {
  readonly state: GameState;
  readonly screenGenerations?: ScreenGenerations;
}

/** The screen id's base: `table~3` is a generation of `table`. */
export function baseScreenId(screenId: string): string {
  return screenId.split('~')[0] ?? screenId;
}

/** Whether the screen is a table card, of any generation. */
export function isTableCard(screenId: string): boolean {
  return baseScreenId(screenId) === TABLE_CARD_ID;
}

/** Each screen under the id of its generation: a new generation is a new message. */
export function withGenerations(
  all: Screen[],
  generations: ScreenGenerations | undefined,
): Screen[] {
  if (!generations) return all;
  return all.map((screen) => {
    const generation = generations[screen.id];
    return generation ? { ...screen, id: `${screen.id}~${generation}` } : screen;
  });
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
