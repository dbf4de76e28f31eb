import { tryCanonicalJson } from './canonical-json.ts';
import { COMMITMENT_PREFIX, commitmentOf } from './commitment.ts';
import { dealFromSeed } from './deal-from-seed.ts';
import type { DealRecord } from './deal-record.ts';
import { finalSeedOf } from './final-seed.ts';
import { seededRandom } from './seeded-random.ts';
import { sha256Hex } from './sha256.ts';

export interface DealCheck {
  /** Stable id: commitment, configHash, finalSeed, roster, seats, roles, roleMultiset, draws[i]. */
  name: string;
  ok: boolean;
  /** One readable sentence: what was recomputed and how it compares. */
  detail: string;
}

export interface DealVerification {
  ok: boolean;
  checks: DealCheck[];
}

/**
 * Recomputes everything a published record claims (FAIR-REVEAL, T74). Each check tests exactly one
 * link of the chain, taking the record's own value for the link before it:
 *
 *   commitment ← serverSeed            (the seed revealed is the seed committed)
 *   configHash ← config
 *   finalSeed  ← serverSeed + game id, preset, configHash, players, entropy
 *   seats, roles, draws ← finalSeed
 *
 * so a tampered field fails its own check rather than everything downstream, and the deal is
 * proven to follow from the commitment only when every check passes. What the verifier cannot
 * know from the file alone is whether C, the player list and the entropy hashes are the ones
 * the bot posted during the game: the reader compares those with the channel.
 */
export function verifyDealRecord(record: DealRecord): DealVerification {
  const drawNames = record.draws.map((_, index) => `draws[${index}]`);
  const checks = [
    ...guarded(['commitment'], () => [commitmentCheck(record)]),
    ...guarded(['configHash'], () => [configHashCheck(record)]),
    ...guarded(['finalSeed'], () => [finalSeedCheck(record)]),
    ...guarded(['roster'], () => [rosterCheck(record)]),
    ...guarded(['seats', 'roles'], () => dealChecks(record)),
    ...guarded(['roleMultiset'], () => [roleMultisetCheck(record)]),
    ...guarded(drawNames, () => drawChecks(record)),
  ];
  return { ok: checks.every((check) => check.ok), checks };
}

/**
 * A verifier must answer, not crash: a record that skipped parseDealRecord (a seed that is not
 * hex, an id with letters) turns the checks that cannot be recomputed into failures.
 */
function guarded(names: readonly string[], make: () => DealCheck[]): DealCheck[] {
  try {
    return make();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return names.map((name) => ({ name, ok: false, detail: `cannot be recomputed: ${reason}` }));
  }
}

function commitmentCheck(record: DealRecord): DealCheck {
  const recomputed = commitmentOf(record.gameId, record.serverSeed);
  const formula = `SHA-256("${COMMITMENT_PREFIX}${record.gameId}|<server seed>")`;
  return recomputed === record.commitment
    ? { name: 'commitment', ok: true, detail: `${formula} = ${recomputed}, the published C` }
    : {
        name: 'commitment',
        ok: false,
        detail: `${formula} = ${recomputed}, but the published C is ${record.commitment}: the revealed seed is not the committed one`,
      };
}

function configHashCheck(record: DealRecord): DealCheck {
  const canonical = tryCanonicalJson(record.config);
  if (!canonical.ok) {
    return { name: 'configHash', ok: false, detail: canonical.error.message };
  }
  const recomputed = sha256Hex(canonical.json);
  return recomputed === record.configHash
    ? { name: 'configHash', ok: true, detail: `SHA-256(canonical config) = ${recomputed}` }
    : {
        name: 'configHash',
        ok: false,
        detail: `SHA-256(canonical config) = ${recomputed}, but the record says ${record.configHash}: the config is not the one the game was seeded with`,
      };
}

function finalSeedCheck(record: DealRecord): DealCheck {
  const recomputed = finalSeedOf({
    serverSeedHex: record.serverSeed,
    gameId: record.gameId,
    preset: record.preset,
    configHash: record.configHash,
    players: record.players,
    entropy: record.entropy,
  });
  const formula = `HMAC-SHA256(server seed, {game_id, preset, config_hash, ${record.players.length} players, ${record.entropy.length} entropy hashes})`;
  return recomputed === record.finalSeed
    ? { name: 'finalSeed', ok: true, detail: `${formula} = ${recomputed}` }
    : {
        name: 'finalSeed',
        ok: false,
        detail: `${formula} = ${recomputed}, but the record says ${record.finalSeed}`,
      };
}

function rosterCheck(record: DealRecord): DealCheck {
  const problems: string[] = [];
  const repeated = record.players.filter((id, index) => record.players.indexOf(id) !== index);
  if (repeated.length > 0) problems.push(`listed twice: ${[...new Set(repeated)].join(', ')}`);
  if (record.roleMultiset.length !== record.players.length) {
    problems.push(
      `${record.roleMultiset.length} roles in the multiset for ${record.players.length} players`,
    );
  }
  return problems.length === 0
    ? {
        name: 'roster',
        ok: true,
        detail: `${record.players.length} distinct players, one role each`,
      }
    : { name: 'roster', ok: false, detail: problems.join('; ') };
}

/** A tournament table's seats, fixed in its hashed config (TOUR-FIXED-SEATS); none otherwise. */
function fixedSeatsOf(record: DealRecord): string[] | undefined {
  const seats = (record.config as { seats?: unknown } | null)?.seats;
  return Array.isArray(seats) && seats.every((id) => typeof id === 'string') ? seats : undefined;
}

function dealChecks(record: DealRecord): DealCheck[] {
  const fixed = fixedSeatsOf(record);
  const deal = dealFromSeed(record.finalSeed, record.players, record.roleMultiset, fixed);
  const seatsFormula = fixed ? 'the seats fixed in the config' : 'shuffle("seats", players by id)';
  return [
    sequenceCheck('seats', 'seat', record.seats, deal.seats, seatsFormula),
    sequenceCheck('roles', 'seat', record.roles, deal.roles, 'shuffle("roles", role multiset)'),
  ];
}

function sequenceCheck(
  name: string,
  slot: string,
  published: readonly string[],
  recomputed: readonly string[],
  formula: string,
): DealCheck {
  if (published.length !== recomputed.length) {
    return {
      name,
      ok: false,
      detail: `${formula} gives ${recomputed.length} entries, the record has ${published.length}`,
    };
  }
  const differences = published.flatMap((value, index) =>
    value === recomputed[index]
      ? []
      : [`${slot} ${index + 1}: record ${value}, seed gives ${recomputed[index]}`],
  );
  if (differences.length === 0) {
    return { name, ok: true, detail: `${formula} gives the published ${name}` };
  }
  const shown = differences.slice(0, 3).join('; ');
  const more = differences.length > 3 ? ` (and ${differences.length - 3} more)` : '';
  return { name, ok: false, detail: `${formula} differs: ${shown}${more}` };
}

function roleMultisetCheck(record: DealRecord): DealCheck {
  const expected = countOf(record.roleMultiset);
  const actual = countOf(record.roles);
  const names = [...new Set([...expected.keys(), ...actual.keys()])];
  const differences = names.flatMap((role) => {
    const want = expected.get(role) ?? 0;
    const have = actual.get(role) ?? 0;
    return want === have ? [] : [`${role}: ${have} dealt, ${want} in the multiset`];
  });
  if (differences.length === 0) {
    const summary = names.map((role) => `${role} ×${expected.get(role) ?? 0}`).join(', ');
    return {
      name: 'roleMultiset',
      ok: true,
      detail: `the dealt roles are exactly the multiset (${summary})`,
    };
  }
  return { name: 'roleMultiset', ok: false, detail: differences.join('; ') };
}

function countOf(items: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
}

function drawChecks(record: DealRecord): DealCheck[] {
  const random = seededRandom(record.finalSeed);
  return record.draws.map((draw, index) => {
    const recomputed = random.int(draw.label, draw.n);
    const call = `int(${JSON.stringify(draw.label)}, ${draw.n})`;
    return recomputed === draw.result
      ? { name: `draws[${index}]`, ok: true, detail: `${call} = ${recomputed}` }
      : {
          name: `draws[${index}]`,
          ok: false,
          detail: `${call} = ${recomputed}, but the record says ${draw.result}`,
        };
  });
}
