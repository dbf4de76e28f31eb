/**
 * The words of the seating domain (issue 26): P players, T tables of 10 and R rounds. Players
 * are numbered 0…P−1 inside the domain (the published file numbers them 1…P); a round is its
 * list of tables, each table its players in seat order 1…10.
 */
export const SEATS = 10;

export interface SeatingSize {
  players: number;
  tables: number;
  rounds: number;
}

/** One round: its tables, each the players in seat order 1…10. */
export type SeatingRound = readonly (readonly number[])[];

/** The seating's only randomness: successive uniform integers in [0, n) on one stream. */
export interface DrawStream {
  int(n: number): number;
}

/**
 * The injected source: one stream per label, the same (seed, label) always the same draws. The
 * real one is `seededStream` of src/fairness (SHA-256 blocks); tests may inject others.
 */
export type SeatingDraws = (label: string) => DrawStream;

/** Why a size cannot be seated, or undefined when it can. */
export function sizeProblem(size: SeatingSize): string | undefined {
  const { players, tables, rounds } = size;
  for (const [name, value] of Object.entries({ players, tables, rounds })) {
    if (!Number.isSafeInteger(value) || value < 1) return `${name} must be a whole number ≥ 1`;
  }
  if (players < tables * SEATS) {
    return `${tables} tables of ${SEATS} need at least ${tables * SEATS} players, not ${players}`;
  }
  if (players > 1000 || tables * rounds > 10_000) return 'at most 1000 players and 10000 games';
  return undefined;
}

/** Fisher–Yates from the last index down on a copy, like the deal's shuffle (FAIR-DERIVATION). */
export function shuffledBy<T>(stream: DrawStream, items: readonly T[]): T[] {
  const result = [...items];
  for (let i = result.length - 1; i >= 1; i--) {
    const j = stream.int(i + 1);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}
