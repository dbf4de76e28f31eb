/** A finished classic game built with the fairness functions from a fixed server seed. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildDealRecord,
  configHashOf,
  dealFromSeed,
  finalSeedOf,
  hashEntropy,
  seededRandom,
  type DealRecord,
} from '../../src/fairness/index.ts';

export const FIXTURE_SERVER_SEED =
  '5d1c0be4f0a7e3b2c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6';

/** Ids of mixed lengths, listed in join order (not numeric order) on purpose. */
export const FIXTURE_PLAYERS = [
  '412345678901234567',
  '80351110224678912',
  '1098765432109876543',
  '298765432109876543',
  '80351110224678913',
  '735091842315628544',
  '99999999999999999',
  '1000000000000000000',
  '523456789012345678',
  '623456789012345678',
];

/** Classic, in the preset's canonical order. */
export const FIXTURE_ROLES = [
  'DON',
  'MAFIA',
  'MAFIA',
  'SHERIFF',
  'CIVILIAN',
  'CIVILIAN',
  'CIVILIAN',
  'CIVILIAN',
  'CIVILIAN',
  'CIVILIAN',
];

export function fixtureRecord(): DealRecord {
  const gameId = 'guild-1/game-0042';
  const preset = 'classic';
  const config = { players: 10, speechSeconds: 60, geo_7_4: true, geo_7_6: true, voice: null };
  const entropy = [hashEntropy('the quick brown fox'), hashEntropy('🎲 mafia'), hashEntropy('')];
  const finalSeed = finalSeedOf({
    serverSeedHex: FIXTURE_SERVER_SEED,
    gameId,
    preset,
    configHash: configHashOf(config),
    players: FIXTURE_PLAYERS,
    entropy,
  });
  const { seats, roles } = dealFromSeed(finalSeed, FIXTURE_PLAYERS, FIXTURE_ROLES);
  const random = seededRandom(finalSeed);
  const draws = [
    { label: 'draw|day-3-duel|0', n: 3 },
    { label: 'draw|night-2-kill-tie|0', n: 2 },
    { label: 'draw|day-5-tie|0', n: 10 },
  ].map(({ label, n }) => ({ label, n, result: random.int(label, n) }));
  return buildDealRecord({
    gameId,
    preset,
    config,
    serverSeedHex: FIXTURE_SERVER_SEED,
    players: FIXTURE_PLAYERS,
    entropy,
    roleMultiset: FIXTURE_ROLES,
    seats,
    roles,
    draws,
  });
}

/** Writes `content` (a record or raw text) to a fresh temp directory and returns the path. */
export function writeTemp(name: string, content: unknown): string {
  const directory = mkdtempSync(join(tmpdir(), 'mafia-deal-'));
  const file = join(directory, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return file;
}
