import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildProtocol,
  parseProtocol,
  parsePublishedProtocol,
  verifyProtocol,
  type GameProtocol,
} from '../../src/protocol/index.ts';
import type { GameStore } from '../../src/store/game-store.ts';
import { writeTemp } from '../fairness/fixture.ts';
import { Environment, GUILD, STORES } from '../orchestrator/environment.ts';
import { playClassicGame } from '../orchestrator/script.ts';

const SCRIPT = fileURLToPath(new URL('../../scripts/verify-deal.ts', import.meta.url));
const REPO = fileURLToPath(new URL('../..', import.meta.url));

function verifyDeal(...args: string[]) {
  return spawnSync(process.execPath, [SCRIPT, ...args], {
    cwd: REPO,
    encoding: 'utf8',
    timeout: 15_000,
  });
}

describe('FAIR-REVEAL: the verifier checks the game protocol against the deal it embeds', () => {
  let store: GameStore;
  let dispose: () => Promise<void>;
  let protocol: GameProtocol;

  beforeAll(async () => {
    ({ store, dispose } = await STORES.find((factory) => factory.name === 'embedded')!.open());
    // A classic game played through the orchestrator: a real commitment, seed and deal.
    const env = new Environment(store);
    const { gameId } = await playClassicGame(env);
    const document = await env.orchestrator.read(gameId);
    protocol = buildProtocol(document!.state, { guildId: GUILD })!;
  });

  afterAll(async () => {
    await dispose();
  });

  it('GIVEN the protocol of a finished game WHEN verified THEN the deal checks and the protocol checks all pass, and JSON round-trips through the schema', () => {
    const parsed = parseProtocol(JSON.parse(JSON.stringify(protocol)));
    expect(parsed.ok).toBe(true);
    const report = verifyProtocol(protocol);
    expect(report.checks.filter((check) => !check.ok)).toEqual([]);
    expect(report.checks.map((check) => check.name)).toEqual(
      expect.arrayContaining([
        'commitment',
        'seats',
        'roles',
        'protocol.members',
        'protocol.roles',
      ]),
    );
  });

  it('GIVEN a protocol whose roles were edited after the game WHEN verified THEN protocol.roles fails while the deal record itself still verifies', () => {
    const edited = structuredClone(protocol);
    const [first, second] = [edited.seats[0]!, edited.seats[1]!];
    [first.role, second.role] = [second.role, first.role];
    if (first.role === second.role) first.role = first.role === 'DON' ? 'CIVILIAN' : 'DON';
    const report = verifyProtocol(edited);
    expect(report.ok).toBe(false);
    expect(report.checks.filter((check) => !check.ok).map((check) => check.name)).toEqual([
      'protocol.roles',
    ]);
  });

  it('GIVEN the protocol file WHEN `npm run verify-deal` reads it THEN it says it is a game protocol, every check is ✓ and it exits 0; a tampered member exits 1', () => {
    const good = verifyDeal(writeTemp('protocol.json', protocol));
    expect(good.stderr).toBe('');
    expect(good.status).toBe(0);
    expect(good.stdout).toMatch(/^Game protocol of game game1 \(classic, 10 players/);
    expect(good.stdout).toMatch(/^ {2}✓ protocol\.roles /m);
    expect(good.stdout).toMatch(/^✓ Verified: all \d+ checks pass\./m);

    const edited = structuredClone(protocol);
    edited.seats[2]!.userId = '123456789012345678';
    const bad = verifyDeal('--json', writeTemp('protocol.json', edited));
    expect(bad.status).toBe(1);
    const failed = (
      JSON.parse(bad.stdout) as { checks: Array<{ name: string; ok: boolean }> }
    ).checks
      .filter((check) => !check.ok)
      .map((check) => check.name);
    expect(failed).toEqual(['protocol.members']);
  });

  it('GIVEN a protocol of schema version 1 (published before the duels) WHEN read and verified THEN it still verifies, by the script too; as the current version it lacks the duels', () => {
    const { duels: _duels, corrections: _corrections, ...rest } = protocol;
    const v1 = { ...rest, schemaVersion: 1 };
    const parsed = parsePublishedProtocol(JSON.parse(JSON.stringify(v1)));
    expect(parsed.ok && verifyProtocol(parsed.protocol).ok).toBe(true);
    expect(parseProtocol(v1)).toMatchObject({ ok: false });
    const run = verifyDeal(writeTemp('protocol.json', v1));
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('GIVEN a protocol of schema version 2 (published before the judge’s corrections) WHEN read and verified THEN it still verifies; as the current version it lacks the corrections', () => {
    const { corrections: _corrections, ...rest } = protocol;
    const v2 = { ...rest, schemaVersion: 2 };
    const parsed = parsePublishedProtocol(JSON.parse(JSON.stringify(v2)));
    expect(parsed.ok && verifyProtocol(parsed.protocol).ok).toBe(true);
    expect(parseProtocol(v2)).toMatchObject({ ok: false });
  });

  it('GIVEN a protocol missing a field WHEN `npm run verify-deal` reads it THEN it names the field and exits 2', () => {
    const { seats: _seats, ...broken } = protocol;
    const run = verifyDeal(writeTemp('protocol.json', broken));
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('is not a game protocol');
    expect(run.stderr).toContain('seats: is missing');
  });
});
