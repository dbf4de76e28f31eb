import { z } from 'zod';
import { commitmentOf } from './commitment.ts';
import { compareCodePoints } from '../engine/index.ts';
import { sortSnowflakes } from './discord-ids.ts';
import { canonicalJson, type JsonValue } from './canonical-json.ts';
import { configHashOf } from './config-hash.ts';
import { finalSeedOf } from './final-seed.ts';

/** Versioned: a record with new or changed fields gets a new format string, never a silent change. */
export const DEAL_RECORD_FORMAT = 'mafia-bot/deal-record@1';

const hex32 = z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hex digits (32 bytes)');
const discordId = z
  .string()
  .regex(/^(0|[1-9]\d{0,19})$/, 'must be a Discord id (decimal digits, no leading zero)');

/** One later random draw as the engine made it: `result = random.int(label, n)`. */
const drawSchema = z.strictObject({
  label: z.string(),
  n: z.int().min(1),
  result: z.int().min(0),
});

/**
 * The record the bot publishes when a game ends, restarts or is annulled (FAIR-REVEAL), and the only
 * input of the verifier. Strict: a field this version does not define is an error, so nobody
 * mistakes an unverified field for a verified one.
 */
export const dealRecordSchema = z.strictObject({
  format: z.literal(DEAL_RECORD_FORMAT),
  gameId: z.string().min(1),
  preset: z.string().min(1),
  /** The game's configuration exactly as hashed (canonicalJson) into configHash. */
  config: z.json(),
  configHash: hex32,
  /** C, published when the lobby opened. */
  commitment: hex32,
  /** The revealed server seed. */
  serverSeed: hex32,
  finalSeed: hex32,
  /** The frozen player list (the bot writes it in numeric id order; any order verifies). */
  players: z.array(discordId),
  /** The published SHA-256 of every /entropy text (the bot writes them sorted). */
  entropy: z.array(hex32),
  /** The roles dealt, in the preset's canonical order, before shuffling. */
  roleMultiset: z.array(z.string().min(1)),
  /** seats[k] is the Discord id in seat k+1. */
  seats: z.array(discordId),
  /** roles[j] is the role of seat j+1. */
  roles: z.array(z.string().min(1)),
  /** Every later draw ("draw|<phase id>|<counter>"), in the order the game made them. */
  draws: z.array(drawSchema),
});

export type DealRecord = z.infer<typeof dealRecordSchema>;
export type DealDraw = z.infer<typeof drawSchema>;

export type DealRecordParse = { ok: true; record: DealRecord } | { ok: false; issues: string[] };

/** Validates parsed JSON as a deal record; each issue reads "<field path>: <what is wrong>". */
export function parseDealRecord(input: unknown): DealRecordParse {
  // "is missing" reads better than zod's "expected string, received undefined".
  const parsed = dealRecordSchema.safeParse(input, {
    error: (issue) => (issue.input === undefined ? 'is missing' : undefined),
  });
  if (parsed.success) return { ok: true, record: parsed.data };
  return { ok: false, issues: issuesOf(parsed.error.issues) };
}

/** zod's issues as "<field path>: <what is wrong>" (shared with the game protocol's parser). */
export function issuesOf(
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>,
): string[] {
  return issues.map((issue) => `${pathText(issue.path)}: ${issue.message}`);
}

function pathText(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(the record)';
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}

export interface DealRecordInput {
  gameId: string;
  preset: string;
  config: JsonValue;
  serverSeedHex: string;
  players: readonly string[];
  entropy: readonly string[];
  roleMultiset: readonly string[];
  /** The seating the game actually used (not recomputed here: the verifier compares the two). */
  seats: readonly string[];
  /** The roles the game actually dealt, by seat. */
  roles: readonly string[];
  draws: readonly DealDraw[];
}

/**
 * Assembles the record to publish. The derived values (commitment, configHash, finalSeed) are
 * computed here; the seats, roles and draws are taken as the game used them, so that a bug
 * anywhere between the seed and the table shows up in the verifier instead of being papered
 * over. The config is stored as its canonical form, so what is published is what was hashed.
 */
export function buildDealRecord(input: DealRecordInput): DealRecord {
  const configHash = configHashOf(input.config);
  return {
    format: DEAL_RECORD_FORMAT,
    gameId: input.gameId,
    preset: input.preset,
    config: JSON.parse(canonicalJson(input.config)) as DealRecord['config'],
    configHash,
    commitment: commitmentOf(input.gameId, input.serverSeedHex),
    serverSeed: input.serverSeedHex,
    finalSeed: finalSeedOf({
      serverSeedHex: input.serverSeedHex,
      gameId: input.gameId,
      preset: input.preset,
      configHash,
      players: input.players,
      entropy: input.entropy,
    }),
    players: sortSnowflakes(input.players),
    entropy: [...input.entropy].sort(compareCodePoints),
    roleMultiset: [...input.roleMultiset],
    seats: [...input.seats],
    roles: [...input.roles],
    draws: input.draws.map(({ label, n, result }) => ({ label, n, result })),
  };
}
