import type { TablePhrases } from '../book.ts';

/** The words of the table card (the picture lends it the rest). */
export const TABLE: TablePhrases = {
  speaking: 'speaking',
  nominated: 'nominated',
  ends: (when) => `ends ${when}`,
  paused: (left) => `⏸ paused, ${left} left`,
};
