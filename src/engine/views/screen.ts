import type { Text } from '../rules/messages.ts';
import type { Audience, Tone } from '../rules/events.ts';
import type { JudgeSheet } from './judge-sheet.ts';

/** Interactive parts of a screen. Their ids are short; the adapter puts them in custom ids. */
export type Control =
  | {
      kind: 'button';
      id: string;
      label: Text;
      style: 'primary' | 'secondary' | 'success' | 'danger';
      /** Only the judge may press it (Deal, Cancel): the adapter still routes it to the engine. */
      judgeOnly?: boolean;
      /** Shown but not pressable (an out seat on the judge's panel). */
      disabled?: boolean;
      /** Buttons of one group share rows; a new group starts a new row (the judge's panel). */
      group?: string;
    }
  | SelectControl;

/**
 * "Pick min..max of these": the whole list, however long. Fitting it into a platform's menus
 * (Discord: 25 options a menu; a pair, min = max = 2, picked together in one menu, D09) is the
 * adapter's job, and so is mapping a pick back to this id. The id has no dot: an adapter may
 * append `.<n>` to name one of several menus of it.
 */
export interface SelectControl {
  kind: 'select';
  id: string;
  placeholder: Text;
  options: Array<{ value: string; label: Text }>;
  min: number;
  max: number;
}

/**
 * A message that lives while the state says so (the lobby, the current speech, the vote, a
 * night prompt). The adapter posts it once, edits it when its content changes, and closes it
 * (controls removed) when it disappears from the list: target-state, so re-running is harmless.
 */
export interface Screen {
  id: string;
  to: Audience;
  tone: Tone;
  title: Text;
  lines: Text[];
  controls: Control[];
  /**
   * The table card (table-card.ts): the seats at a glance under the title and the lines, the
   * phase when the title is the floor's, and the clock when the card shows one. The adapter lays
   * it out as a card of its own.
   */
  card?: { phase?: Text; clock?: Text; seats: Text[] };
  /** The judge's live sheet (judge-sheet.ts), on his panel: the adapter words and fits it. */
  sheet?: JudgeSheet;
  /** What the screen is, where the layers that carry it out need to know; absent: nothing special. */
  purpose?: ScreenPurpose;
}

/** A night move's prompt (a seat's, or the forum mafia's kill menu) or a duellist's. */
export type ScreenPurpose = 'nightPrompt' | 'duelPrompt';
