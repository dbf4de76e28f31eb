/**
 * The published seating of a tournament (issue 26): the JSON a club posts before round 1 and
 * anyone can check after the last. Players are numbered 1…P here (0…P−1 in the domain).
 *
 *   { "players": P, "tables": T, "rounds": [[[i1, …, i10], …], …], "seedSha256": H }
 *
 * each round a list of tables, each table the player numbers in seat order 1…10; H is the
 * SHA-256 of the seed's 64 lowercase hex digits as text (`printf %s SEED | sha256sum`). After
 * the last round the file also holds "seed"; a seating re-seated after removals also holds
 * "removed": [{ "player": p, "fromRound": r }] (p not seated from round r on); a tournament
 * with a final table (TOUR-FINAL) also holds "final": { "players": [best first], "seats": [seat
 * order] }, the seats the players shuffled on the seed's stream `seating/final`.
 */
import { z } from 'zod';
import { isHex32, seededStream } from '../fairness/index.ts';
import { sha256Hex } from '../fairness/sha256.ts';
import {
  finalSeats,
  seatingWithRemovals,
  sizeProblem,
  type SeatingDraws,
  type SeatingRound,
  type SeatingSize,
} from './seating/index.ts';

const whole = z.number().int().min(1);
const hex32 = z.string().refine(isHex32, 'must be 64 lowercase hex digits');

export const seatingFileSchema = z.object({
  players: whole,
  tables: whole,
  rounds: z.array(z.array(z.array(whole))),
  seedSha256: hex32,
  seed: hex32.optional(),
  removed: z.array(z.object({ player: whole, fromRound: whole })).optional(),
  final: z.object({ players: z.array(whole), seats: z.array(whole) }).optional(),
});

export type SeatingFile = z.infer<typeof seatingFileSchema>;

/** The seating's streams: label → SHA-256(seed ‖ utf8(label) ‖ uint64_be(i)) words. */
export function seatingDraws(seedHex: string): SeatingDraws {
  return (label) => seededStream(seedHex, label);
}

export function seedSha256(seedHex: string): string {
  return sha256Hex(seedHex);
}

export interface SeatingRequest extends SeatingSize {
  seed: string;
  removed?: { player: number; fromRound: number }[];
}

/** The rounds, players numbered 1…P, from the size, the seed and the removals. */
export function seatingRounds(request: SeatingRequest): number[][][] {
  const removals = (request.removed ?? []).map(({ player, fromRound }) => ({
    player: player - 1,
    fromRound,
  }));
  const rounds = seatingWithRemovals(request, removals, seatingDraws(request.seed));
  return rounds.map((round: SeatingRound) =>
    round.map((table) => table.map((player) => player + 1)),
  );
}

/** The file to post before round 1 (`reveal` adds the seed, for after the last round). */
export function seatingFile(request: SeatingRequest, reveal = false): SeatingFile {
  const problem =
    sizeProblem(request) ??
    (isHex32(request.seed) ? undefined : 'the seed must be 64 lowercase hex digits');
  if (problem !== undefined) throw new RangeError(problem);
  return {
    players: request.players,
    tables: request.tables,
    rounds: seatingRounds(request),
    seedSha256: seedSha256(request.seed),
    ...(reveal ? { seed: request.seed } : {}),
    ...(request.removed && request.removed.length > 0 ? { removed: request.removed } : {}),
  };
}

export type SeatingVerification =
  { ok: true; games: number } | { ok: false; problem: string; round?: number; table?: number };

const show = (table: readonly number[] | undefined) =>
  table ? `[${table.join(', ')}]` : 'no table';

/** Recomputes the seating from the revealed seed and compares it table by table. */
export function verifySeatingFile(file: SeatingFile): SeatingVerification {
  if (file.seed === undefined)
    return {
      ok: false,
      problem: 'the file holds no "seed" yet (it is revealed after the last round)',
    };
  if (seedSha256(file.seed) !== file.seedSha256) {
    return {
      ok: false,
      problem: `SHA-256 of the seed is ${seedSha256(file.seed)}, not the posted seedSha256 ${file.seedSha256}`,
    };
  }
  const size = { players: file.players, tables: file.tables, rounds: file.rounds.length };
  const problem = sizeProblem(size);
  if (problem !== undefined) return { ok: false, problem };
  const expected = seatingRounds({ ...size, seed: file.seed, removed: file.removed });
  for (let r = 0; r < expected.length; r++) {
    const tables = Math.max(expected[r]!.length, file.rounds[r]!.length);
    for (let t = 0; t < tables; t++) {
      const posted = file.rounds[r]![t];
      const computed = expected[r]![t];
      if (JSON.stringify(posted) !== JSON.stringify(computed)) {
        return {
          ok: false,
          round: r + 1,
          table: t + 1,
          problem: `round ${r + 1}, table ${t + 1} differs: the file has ${show(posted)}, the seed gives ${show(computed)}`,
        };
      }
    }
  }
  const games = expected.reduce((sum, round) => sum + round.length, 0);
  return file.final ? verifyFinal(file.final, file.seed, games) : { ok: true, games };
}

/** TOUR-FINAL: the final table's seats are its players shuffled on the seed's stream. */
function verifyFinal(
  final: NonNullable<SeatingFile['final']>,
  seed: string,
  games: number,
): SeatingVerification {
  const computed = finalSeats(final.players, seatingDraws(seed));
  if (JSON.stringify(computed) === JSON.stringify(final.seats))
    return { ok: true, games: games + 1 };
  return {
    ok: false,
    problem: `the final table differs: the file has ${show(final.seats)}, the seed gives ${show(computed)}`,
  };
}

/** The file's text read as a seating file, or what is wrong with it. */
export function parseSeatingJson(
  text: string,
): { ok: true; file: SeatingFile } | { ok: false; problem: string } {
  let data: unknown;
  // `npm run seating -- … --json > file` (without --silent) puts npm's own "> mafia-bot…"
  // lines before the JSON: the object is read from its first line that opens one.
  const json = text.replace(/^\uFEFF/, '').replace(/^(?:>[^\n]*\n|\s*\n)+(?=\{)/, '');
  try {
    data = JSON.parse(json);
  } catch (error) {
    return {
      ok: false,
      problem: `not valid JSON (${error instanceof Error ? error.message : String(error)})`,
    };
  }
  const parsed = seatingFileSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      problem: `${issue?.path.join('.') || 'the file'}: ${issue?.message ?? 'invalid'}`,
    };
  }
  return { ok: true, file: parsed.data };
}
