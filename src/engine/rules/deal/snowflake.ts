import { compareCodePoints } from '../../../fairness/canonical-json.ts';

const DECIMAL_DIGITS = /^\d+$/;

/**
 * THE canonical player order: Discord ids ascending by numeric value. A string sort would be
 * wrong because ids differ in length ("9" < "10", and a 17-digit id is older than any 19-digit
 * one). The same order is used in the final-seed message and as the input of the seat shuffle,
 * so the order in which players joined can never change the deal. BigInt, because ids exceed
 * 2^53. Equal values (only possible with leading zeros) fall back to a code-point comparison so
 * the order stays total. Throws a TypeError for anything that is not decimal digits.
 */
export function sortSnowflakes(ids: readonly string[]): string[] {
  const keyed = ids.map((id) => {
    if (!DECIMAL_DIGITS.test(id)) {
      throw new TypeError(`"${id}" is not a Discord id (decimal digits only)`);
    }
    return { id, value: BigInt(id) };
  });
  keyed.sort((a, b) =>
    a.value < b.value ? -1 : a.value > b.value ? 1 : compareCodePoints(a.id, b.id),
  );
  return keyed.map(({ id }) => id);
}
