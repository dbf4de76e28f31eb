/**
 * A deep copy of plain JSON data (objects, arrays, strings, numbers, booleans, null). The game
 * state is such data by construction (it is stored as JSON), and copying it directly is about
 * twice as fast here as a JSON round trip and four times as fast as structuredClone — it runs
 * once per command, and the property tests run hundreds of thousands of commands.
 */
export function copyData<T>(value: T): T {
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let index = 0; index < value.length; index++) out[index] = copyData(value[index]);
    return out as T;
  }
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      const field = (value as Record<string, unknown>)[key];
      if (field !== undefined) out[key] = copyData(field);
    }
    return out as T;
  }
  return value;
}
