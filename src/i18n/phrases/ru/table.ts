import type { TablePhrases } from '../book.ts';

/** Слова карточки стола (остальные — от картинки). */
export const TABLE: TablePhrases = {
  speaking: 'говорит',
  nominated: 'выставлен',
  ends: (when) => `закончится ${when}`,
  paused: (left) => `⏸ пауза, осталось ${left}`,
};
