import type { MessageKey, PanelAction, PanelAsk } from '../engine/index.ts';
import type { Phrase } from './phrases/book.ts';
import { signed } from './tournament-texts.ts';
import type { Forms, Locale, Violation } from './types.ts';

/**
 * The judge's panel and live sheet (issue 25) in both languages, kept in one file and spread
 * into each phrase book's texts (src/i18n/phrases/<locale>/index.ts). FIIM's words in Russian:
 * «фол», «предупреждение» (no foul), «дисквалификация», «поражение команды».
 */
type PanelKey = Extract<
  MessageKey,
  `panel.${string}` | `control.panel${string}` | 'control.violation'
>;
export type PanelTexts = { [K in PanelKey]: Phrase<K> };

/** The words the sheet is written in (src/i18n/format/judge-sheet.ts). */
export interface SheetWords {
  title: string;
  night(n: number): string;
  day(n: number): string;
  running: string;
  noMoves: string;
  nominations: string;
  noNominations: string;
  warnings: Forms;
  /** The earlier nights, told in one line each to fit the message. */
  older: string;
  eliminateAll(candidates: string, yes: string, no: string): string;
}

const ACTIONS_EN: Record<PanelAction, string> = {
  foul: 'Foul',
  warn: 'Warn',
  unfoul: 'Unfoul',
  disqualify: 'Disqualify',
  penalty: 'Team loss',
  pause: 'Pause',
  resume: 'Resume',
  skip: 'Skip',
  extend: '+30 s',
  undo: 'Undo',
  end: 'End',
  cancel: 'Cancel',
};

const ACTIONS_RU: Record<PanelAction, string> = {
  foul: 'Фол',
  warn: 'Предупреждение',
  unfoul: 'Снять фол',
  disqualify: 'Дисквалификация',
  penalty: 'Поражение команды',
  pause: 'Пауза',
  resume: 'Продолжить',
  skip: 'Пропустить',
  extend: '+30 с',
  undo: 'Отменить действие',
  end: 'Прервать игру',
  cancel: 'Не подтверждать',
};

const CONFIRM_EN: Record<PanelAsk, string> = {
  disqualify: 'Confirm disqualification',
  penalty: 'Confirm team loss',
  end: 'Confirm: end the game',
};

const CONFIRM_RU: Record<PanelAsk, string> = {
  disqualify: 'Подтвердить дисквалификацию',
  penalty: 'Подтвердить поражение команды',
  end: 'Подтвердить: прервать игру',
};

export const PANEL_EN: PanelTexts = {
  'panel.title': 'Judge panel',
  'panel.choose': 'Pick a seat for a foul, a warning or a removal.',
  'panel.chosen': ({ seat, userId }, f) => `Seat ${f.seat(seat)} ${f.user(userId)}`,
  'panel.ask': ({ ask, seat, row }, f) => {
    if (ask === 'end') return '**End the game?** Nothing happens until you confirm.';
    const what = ask === 'disqualify' ? 'Disqualify' : 'Team loss for';
    const why =
      row !== undefined ? ` for ${f.violation(row as Violation)}` : ': pick the violation';
    return `**${what} ${f.seat(seat ?? 0)}**${why}. Nothing happens until you confirm.`;
  },
  'control.panelSeat': ({ seat, name }, f) => `${f.seat(seat)} ${name}`,
  'panel.extras': 'The game is over. Pick a seat to give (or change) its extra points.',
  'panel.extraGiven': ({ seat, name, points }, f) =>
    `${f.seat(seat)} ${name}: ${signed(f, points)}`,
  'control.panel': ({ action }) => ACTIONS_EN[action],
  'control.panelConfirm': ({ ask }) => CONFIRM_EN[ask],
  'control.panelReason': 'The violation',
  'control.violation': ({ row }, f) => f.violation(row as Violation),
};

export const PANEL_RU: PanelTexts = {
  'panel.title': 'Пульт судьи',
  'panel.choose': 'Выберите место для фола, предупреждения или удаления.',
  'panel.chosen': ({ seat, userId }, f) => `Место ${f.seat(seat)} ${f.user(userId)}`,
  'panel.ask': ({ ask, seat, row }, f) => {
    if (ask === 'end') return '**Прервать игру?** Без подтверждения ничего не произойдёт.';
    const what = ask === 'disqualify' ? 'Дисквалификация' : 'Поражение команды';
    const why =
      row !== undefined ? ` за: ${f.violation(row as Violation)}` : ': выберите нарушение';
    return `**${what} ${f.seat(seat ?? 0)}**${why}. Без подтверждения ничего не произойдёт.`;
  },
  'control.panelSeat': ({ seat, name }, f) => `${f.seat(seat)} ${name}`,
  'panel.extras': 'Игра окончена. Выберите место, чтобы дать (или изменить) дополнительные баллы.',
  'panel.extraGiven': ({ seat, name, points }, f) =>
    `${f.seat(seat)} ${name}: доп. ${signed(f, points)}`,
  'control.panel': ({ action }) => ACTIONS_RU[action],
  'control.panelConfirm': ({ ask }) => CONFIRM_RU[ask],
  'control.panelReason': 'Нарушение',
  'control.violation': ({ row }, f) => f.violation(row as Violation),
};

export const SHEET_WORDS: Record<Locale, SheetWords> = {
  en: {
    title: 'Sheet',
    night: (n) => `Night ${n}`,
    day: (n) => `Day ${n}`,
    running: 'now',
    noMoves: 'no moves yet',
    nominations: 'Nominated',
    noNominations: 'no nominations',
    warnings: ['warning', 'warnings', 'warnings'],
    older: 'Earlier nights',
    eliminateAll: (candidates, yes, no) => `Eliminate all ${candidates}: yes ${yes}; no ${no}`,
  },
  ru: {
    title: 'Протокол',
    night: (n) => `Ночь ${n}`,
    day: (n) => `День ${n}`,
    running: 'сейчас',
    noMoves: 'ходов пока нет',
    nominations: 'Выставлены',
    noNominations: 'кандидатур нет',
    warnings: ['предупреждение', 'предупреждения', 'предупреждений'],
    older: 'Прошлые ночи',
    eliminateAll: (candidates, yes, no) => `Подъём всех ${candidates}: за ${yes}; против ${no}`,
  },
};
