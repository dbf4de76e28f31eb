/**
 * Points are kept as whole hundredths (a point and a quarter = 125) from the profile to the standings:
 * every value of the FIIM scoring is a multiple of 0.01, so sums of integers are exact and a
 * table never shows 2.9999999 or depends on the order games are added in. The one quotient
 * (the compensation Ci) is rounded once, at a stated point (compensation.ts).
 */
export type Hundredths = number;

/** A decimal of at most two places as hundredths; undefined if it has more (0.333) or is not finite. */
export function toHundredths(value: number): Hundredths | undefined {
  if (!Number.isFinite(value)) return undefined;
  const scaled = Math.round(value * 100);
  // 0.07 * 100 is 7.000000000000001: allow the float's own error, nothing more.
  return Math.abs(value * 100 - scaled) < 1e-6 ? scaled : undefined;
}

/** "1.25", "-0.70", "0.00": two decimals, as the standings and a hand computation show them. */
/** Hundredths back to points, for the exported files. */
export function toPoints(hundredths: Hundredths): number {
  return hundredths / 100;
}

export function formatHundredths(hundredths: Hundredths): string {
  const sign = hundredths < 0 ? '-' : '';
  const whole = Math.abs(hundredths);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** numerator / denominator rounded half up, for a non-negative numerator and a positive denominator. */
export function divideRoundingHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}
