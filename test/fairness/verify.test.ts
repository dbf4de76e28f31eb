import { describe, expect, it } from 'vitest';
import {
  commitmentOf,
  dealFromSeed,
  DEAL_RECORD_FORMAT,
  parseDealRecord,
  verifyDealRecord,
  type DealRecord,
} from '../../src/fairness/index.ts';
import { FIXTURE_PLAYERS, FIXTURE_ROLES, FIXTURE_SERVER_SEED, fixtureRecord } from './fixture.ts';
import { referenceCommitment, referenceShuffle } from './spec-reference.ts';

const failing = (record: DealRecord) =>
  verifyDealRecord(record)
    .checks.filter((check) => !check.ok)
    .map((check) => check.name);

/** A copy of the fixture with one edit, so each test changes exactly one thing. */
function tampered(edit: (record: DealRecord) => void): DealRecord {
  const record = structuredClone(fixtureRecord());
  edit(record);
  return record;
}

function swap<T>(items: T[], i: number, j: number): void {
  [items[i], items[j]] = [items[j] as T, items[i] as T];
}

describe('FAIR-REVEAL: reveal and verification', () => {
  it('FAIR-REVEAL T74 GIVEN a finished game WHEN the verifier runs THEN SHA-256 reveal = C and the recomputed seats and roles equal the published ones', () => {
    const record = fixtureRecord();
    expect(record.commitment).toBe(referenceCommitment(record.gameId, FIXTURE_SERVER_SEED));
    expect(record.seats).toEqual(
      referenceShuffle(
        record.finalSeed,
        'seats',
        [...FIXTURE_PLAYERS].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1)),
      ),
    );
    expect(record.roles).toEqual(referenceShuffle(record.finalSeed, 'roles', FIXTURE_ROLES));

    const report = verifyDealRecord(record);
    expect(report.ok).toBe(true);
    expect(report.checks.map((check) => [check.name, check.ok])).toEqual([
      ['commitment', true],
      ['configHash', true],
      ['finalSeed', true],
      ['roster', true],
      ['seats', true],
      ['roles', true],
      ['roleMultiset', true],
      ['draws[0]', true],
      ['draws[1]', true],
      ['draws[2]', true],
    ]);
    expect(report.checks[0]?.detail).toContain(record.commitment);
  });

  it('GIVEN a finished game WHEN its record goes through JSON and back THEN it parses and still verifies', () => {
    const parsed = parseDealRecord(JSON.parse(JSON.stringify(fixtureRecord())));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(verifyDealRecord(parsed.record).ok).toBe(true);
  });

  it('GIVEN one role changed WHEN verified THEN the roles check and the role-multiset check fail, nothing else', () => {
    const record = tampered((r) => {
      const seat = r.roles.indexOf('CIVILIAN');
      r.roles[seat] = 'SHERIFF';
    });
    expect(failing(record)).toEqual(['roles', 'roleMultiset']);
    const roles = verifyDealRecord(record).checks.find((check) => check.name === 'roles');
    expect(roles?.detail).toMatch(/seat \d+: record SHERIFF, seed gives CIVILIAN/);
  });

  it('GIVEN two different roles swapped between seats WHEN verified THEN only the roles check fails (the multiset is intact)', () => {
    const record = tampered((r) =>
      swap(r.roles, r.roles.indexOf('DON'), r.roles.indexOf('CIVILIAN')),
    );
    expect(failing(record)).toEqual(['roles']);
  });

  it('GIVEN two seats swapped WHEN verified THEN only the seats check fails', () => {
    const record = tampered((r) => swap(r.seats, 0, 1));
    expect(failing(record)).toEqual(['seats']);
  });

  it('GIVEN a different server seed revealed WHEN verified THEN the commitment (T74) and the final seed it keys fail', () => {
    const record = tampered((r) => {
      r.serverSeed = `${r.serverSeed.slice(0, -1)}${r.serverSeed.endsWith('0') ? '1' : '0'}`;
    });
    expect(failing(record)).toEqual(['commitment', 'finalSeed']);
  });

  it('GIVEN a different commitment published WHEN verified THEN only the commitment check fails', () => {
    const record = tampered((r) => {
      r.commitment = commitmentOf('another-game', r.serverSeed);
    });
    expect(failing(record)).toEqual(['commitment']);
  });

  it('GIVEN a draw result altered WHEN verified THEN only that draw fails', () => {
    const record = tampered((r) => {
      const draw = r.draws[1];
      if (draw !== undefined) draw.result = (draw.result + 1) % draw.n;
    });
    expect(failing(record)).toEqual(['draws[1]']);
  });

  it('GIVEN the config altered WHEN verified THEN only the config hash fails', () => {
    const record = tampered((r) => {
      r.config = {
        ...(r.config as Record<string, unknown>),
        speechSeconds: 45,
      } as DealRecord['config'];
    });
    expect(failing(record)).toEqual(['configHash']);
  });

  it('GIVEN the entropy list or the player list altered WHEN verified THEN the final seed fails', () => {
    expect(failing(tampered((r) => r.entropy.pop()))).toContain('finalSeed');
    const dropped = tampered((r) => {
      r.players = r.players.slice(1);
    });
    expect(failing(dropped)).toContain('finalSeed');
    expect(failing(dropped)).toContain('roster');
  });

  it('GIVEN a final seed that is not the HMAC, with a deal made from it WHEN verified THEN only the final seed check fails', () => {
    const record = tampered((r) => {
      r.finalSeed = 'a'.repeat(64);
      Object.assign(r, dealFromSeed(r.finalSeed, r.players, r.roleMultiset));
      r.draws = [];
    });
    expect(failing(record)).toEqual(['finalSeed']);
  });

  it('GIVEN a record that skipped parsing, with a seed that is not hex WHEN verified THEN the checks that need it fail instead of the verifier crashing', () => {
    const record = tampered((r) => {
      r.serverSeed = 'not-a-seed';
      r.finalSeed = 'XYZ';
    });
    expect(failing(record)).toEqual([
      'commitment',
      'finalSeed',
      'seats',
      'roles',
      'draws[0]',
      'draws[1]',
      'draws[2]',
    ]);
    expect(verifyDealRecord(record).checks[0]?.detail).toMatch(/^cannot be recomputed: /);
  });

  it('GIVEN a player listed twice WHEN verified THEN the roster check says so', () => {
    const record = tampered((r) => {
      r.players[1] = r.players[0] ?? '';
    });
    const roster = verifyDealRecord(record).checks.find((check) => check.name === 'roster');
    expect(roster).toMatchObject({ ok: false, detail: expect.stringContaining('listed twice') });
  });
});

describe('FAIR-REVEAL: the published record format', () => {
  it(`GIVEN a built record WHEN read THEN it has the ${DEAL_RECORD_FORMAT} fields, players by id, entropy sorted and the canonical config`, () => {
    const record = fixtureRecord();
    expect(Object.keys(record)).toEqual([
      'format',
      'gameId',
      'preset',
      'config',
      'configHash',
      'commitment',
      'serverSeed',
      'finalSeed',
      'players',
      'entropy',
      'roleMultiset',
      'seats',
      'roles',
      'draws',
    ]);
    expect(record.format).toBe('mafia-bot/deal-record@1');
    expect(record.players[0]).toBe('80351110224678912');
    expect(record.entropy).toEqual([...record.entropy].sort());
    expect(record.roleMultiset).toEqual(FIXTURE_ROLES);
    expect(JSON.stringify(record.config)).toBe(
      '{"geo_7_4":true,"geo_7_6":true,"players":10,"speechSeconds":60,"voice":null}',
    );
  });

  it.each<[string, (record: Record<string, unknown>) => void, RegExp]>([
    ['a wrong format', (r) => (r.format = 'mafia-bot/deal-record@2'), /^format: /],
    [
      'an upper-case seed',
      (r) => (r.serverSeed = String(r.serverSeed).toUpperCase()),
      /^serverSeed: .*lowercase hex/,
    ],
    ['a missing field', (r) => delete r.finalSeed, /^finalSeed: /],
    ['a field this version does not define', (r) => (r.signature = 'x'), /signature/],
    ['a player id with letters', (r) => (r.players = ['12a']), /^players\[0\]: .*Discord id/],
    [
      'a draw with n = 0',
      (r) => (r.draws = [{ label: 'draw|x|0', n: 0, result: 0 }]),
      /^draws\[0\]\.n: /,
    ],
  ])(
    'GIVEN %s WHEN parsed THEN it is not a deal record and the issue names the field',
    (_what, edit, issue) => {
      const raw = JSON.parse(JSON.stringify(fixtureRecord())) as Record<string, unknown>;
      edit(raw);
      const parsed = parseDealRecord(raw);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.issues.some((text) => issue.test(text))).toBe(true);
    },
  );
});
