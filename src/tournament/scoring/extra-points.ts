import { toHundredths, type Hundredths } from './hundredths.ts';
import type { ScoringProfile } from './profile.ts';

/** The judge's extra points for one seat of one game, checked (validateExtraPoints). */
export interface ExtraAward {
  gameId: string;
  seat: number;
  points: Hundredths;
  reason: string;
}

/**
 * Why extra points were refused, as a text the adapter renders in the judge's language (src/i18n,
 * keys `error.extraPoints*`): a value, never an exception, so bad input changes nothing.
 */
export type ExtraPointsError =
  | { key: 'error.extraPointsNotANumber'; params: Record<string, never> }
  | { key: 'error.extraPointsRange'; params: { min: number; max: number } }
  | { key: 'error.extraPointsStep'; params: { step: number } }
  | { key: 'error.extraPointsReason'; params: Record<string, never> };

export type ExtraPointsCheck =
  { ok: true; points: Hundredths; reason: string } | { ok: false; error: ExtraPointsError };

/** "+0.35", "-0,7", "−0.05" (a typographic minus, a decimal comma): what judges type. */
const TYPED = /^[+\-\u2212]?\d+(?:[.,]\d+)?$/;

function typedNumber(input: number | string): number | undefined {
  if (typeof input === 'number') return input;
  const text = input.trim();
  if (!TYPED.test(text)) return undefined;
  return Number(text.replace('\u2212', '-').replace(',', '.'));
}

/**
 * A table judge's extra points (issue 26, item 4), checked against the tournament's profile: a
 * number on the profile's grid (a multiple of the step) within its range, with a reason when the
 * profile asks for one. Zero is allowed: it takes back earlier extra points of that seat.
 */
export function validateExtraPoints(
  profile: ScoringProfile,
  input: { points: number | string; reason: string },
): ExtraPointsCheck {
  const value = typedNumber(input.points);
  const points = value === undefined ? undefined : toHundredths(value);
  const { min, max, step, reasonRequired } = profile.extra;
  const fail = (error: ExtraPointsError): ExtraPointsCheck => ({ ok: false, error });
  if (points === undefined && value !== undefined && Number.isFinite(value)) {
    // More than two decimals (0.333) can never be on a grid of hundredths.
    return fail({ key: 'error.extraPointsStep', params: { step } });
  }
  if (points === undefined) return fail({ key: 'error.extraPointsNotANumber', params: {} });
  if (points < toHundredths(min)! || points > toHundredths(max)!) {
    return fail({ key: 'error.extraPointsRange', params: { min, max } });
  }
  if (points % toHundredths(step)! !== 0) {
    return fail({ key: 'error.extraPointsStep', params: { step } });
  }
  const reason = input.reason.trim();
  if (reasonRequired && points !== 0 && reason === '') {
    return fail({ key: 'error.extraPointsReason', params: {} });
  }
  return { ok: true, points: points === 0 ? 0 : points, reason };
}
