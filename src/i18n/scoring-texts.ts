import type { AdapterKey } from './adapter-messages.ts';
import type { Phrase } from './phrases/book.ts';
import type { Formatters } from './types.ts';

/**
 * The texts of tournament scoring (issue 26: a table judge's extra points refused) in both
 * languages, kept in one file and spread into each phrase book's texts.
 */
type ScoringKey = Extract<AdapterKey, `error.extraPoints${string}`>;
export type ScoringTexts = { [K in ScoringKey]: Phrase<K> };

/** "+0.35" / "−0,7": points with their sign, two decimals at most, the reader's decimal mark. */
function signed(f: Formatters, value: number): string {
  const digits = Math.abs(value).toLocaleString(f.locale === 'ru' ? 'ru-RU' : 'en-US', {
    maximumFractionDigits: 2,
  });
  return value > 0 ? `+${digits}` : value < 0 ? `\u2212${digits}` : digits;
}

/** The step has no sign: "0.05". */
const unsigned = (f: Formatters, value: number) => signed(f, value).replace('+', '');

export const SCORING_EN: ScoringTexts = {
  'error.extraPointsNotANumber': 'Extra points are a number, such as 0.3 or -0.25.',
  'error.extraPointsRange': ({ min, max }, f) =>
    `Extra points in this tournament are from ${signed(f, min)} to ${signed(f, max)}.`,
  'error.extraPointsStep': ({ step }, f) =>
    `Extra points in this tournament go in steps of ${unsigned(f, step)}.`,
  'error.extraPointsReason': 'Say why you give these extra points (the reason is kept with them).',
};

export const SCORING_RU: ScoringTexts = {
  'error.extraPointsNotANumber': 'Дополнительные баллы — это число, например 0,3 или -0,25.',
  'error.extraPointsRange': ({ min, max }, f) =>
    `Дополнительные баллы в этом турнире — от ${signed(f, min)} до ${signed(f, max)}.`,
  'error.extraPointsStep': ({ step }, f) =>
    `Дополнительные баллы в этом турнире даются с шагом ${unsigned(f, step)}.`,
  'error.extraPointsReason':
    'Укажите, за что даны дополнительные баллы (причина хранится вместе с ними).',
};
