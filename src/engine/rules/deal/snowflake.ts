import { compareCodePoints } from './code-points.ts';

const LEADING_ZEROS = /^0+(?=\d)/;

/**
 * THE canonical player order: Discord ids ascending by numeric value. A string sort would be
 * wrong because ids differ in length ("9" < "10", and a 17-digit id is older than any 19-digit
 * one). The same order is used in the final-seed message and as the input of the seat shuffle,
 * so the order in which players joined can never change the deal. Ids exceed 2^53, so the value
 * is compared as text: without leading zeros, a longer run of digits is the larger number, and
 * equal lengths compare digit by digit. Equal values (only possible with leading zeros) fall back
 * to a code-point comparison so the order stays total. The engine never throws, so it orders any
 * string; src/fairness's `sortSnowflakes` refuses what is not decimal digits before it orders.
 */
export function sortByDiscordId(ids: readonly string[]): string[] {
  return [...ids].sort((a, b) => {
    const left = a.replace(LEADING_ZEROS, '');
    const right = b.replace(LEADING_ZEROS, '');
    return left.length - right.length || compareCodePoints(left, right) || compareCodePoints(a, b);
  });
}
