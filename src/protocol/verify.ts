import { verifyDealRecord, type DealCheck, type DealVerification } from '../fairness/verify.ts';
import { issuesOf } from '../fairness/deal-record.ts';
import type { z } from 'zod';
import {
  PROTOCOL_FORMAT,
  protocolSchema,
  protocolV1Schema,
  protocolV2Schema,
  type GameProtocol,
  type PublishedProtocol,
} from './schema.ts';

export type ProtocolParse<P = GameProtocol> =
  { ok: true; protocol: P } | { ok: false; issues: string[] };

/** True for JSON that says it is a game protocol (of any version): the verifier's dispatch. */
export function looksLikeProtocol(input: unknown): boolean {
  return (
    typeof input === 'object' &&
    input !== null &&
    (input as { format?: unknown }).format === PROTOCOL_FORMAT
  );
}

function parseWith<P>(schema: z.ZodType<P>, input: unknown): ProtocolParse<P> {
  const parsed = schema.safeParse(input, {
    error: (issue) => (issue.input === undefined ? 'is missing' : undefined),
  });
  return parsed.success
    ? { ok: true, protocol: parsed.data }
    : { ok: false, issues: issuesOf(parsed.error.issues) };
}

/** Validates parsed JSON as a game protocol of the current version; each issue reads "<field path>: <what is wrong>". */
export function parseProtocol(input: unknown): ProtocolParse {
  return parseWith(protocolSchema, input);
}

/** The same for any published version (the verifier's): version 1 by its own schema. */
export function parsePublishedProtocol(input: unknown): ProtocolParse<PublishedProtocol> {
  const version = (input as { schemaVersion?: unknown } | null)?.schemaVersion;
  if (version === 1) return parseWith(protocolV1Schema, input);
  if (version === 2) return parseWith(protocolV2Schema, input);
  return parseProtocol(input);
}

/**
 * Verifies the deal record the protocol embeds (every check of verifyDealRecord), then that the
 * protocol describes the deal it proves: the same game, the member the deal seated in each seat
 * (before any forum replacement) and the role the deal gave that seat. A protocol whose roles
 * were edited after the game fails here even though its deal record is intact.
 */
export function verifyProtocol(protocol: PublishedProtocol): DealVerification {
  const deal = verifyDealRecord(protocol.deal);
  const checks = [...deal.checks, ...protocolChecks(protocol)];
  return { ok: checks.every((check) => check.ok), checks };
}

function protocolChecks(protocol: PublishedProtocol): DealCheck[] {
  const record = protocol.deal;
  const differences = (name: 'members' | 'roles') =>
    protocol.seats.flatMap((seat, index) => {
      const published = name === 'roles' ? seat.role : (seat.replacements[0]?.from ?? seat.userId);
      const dealt = name === 'roles' ? record.roles[index] : record.seats[index];
      return seat.seat === index + 1 && published === dealt
        ? []
        : [`seat ${seat.seat}: protocol ${published}, deal ${dealt ?? 'none'}`];
    });
  const compare = (name: 'members' | 'roles', what: string): DealCheck => {
    const found = differences(name);
    if (protocol.seats.length !== record.seats.length)
      found.unshift(`${protocol.seats.length} seats, the deal has ${record.seats.length}`);
    return found.length === 0
      ? { name: `protocol.${name}`, ok: true, detail: `every seat's ${what} is the dealt one` }
      : { name: `protocol.${name}`, ok: false, detail: found.slice(0, 3).join('; ') };
  };
  const sameGame = protocol.gameId === record.gameId && protocol.preset === record.preset;
  return [
    {
      name: 'protocol.game',
      ok: sameGame,
      detail: sameGame
        ? `the protocol and its deal record are of game ${record.gameId} (${record.preset})`
        : `the protocol is of ${protocol.gameId} (${protocol.preset}), its deal record of ${record.gameId} (${record.preset})`,
    },
    compare('members', 'member'),
    compare('roles', 'role'),
  ];
}
