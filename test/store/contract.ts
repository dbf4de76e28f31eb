import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DocumentStore } from '../../src/store/document-store.ts';
import {
  LEGACY_SETTINGS_VERSION,
  SCHEMA_VERSION,
  UnreadableDocumentError,
  type GameRecord,
  type GameStore,
  type MemberRecord,
  type MuteLedger,
} from '../../src/store/game-store.ts';
import type { VersionedKv } from '../../src/store/versioned-kv.ts';
import { memoryLogger } from '../support/logger.ts';

/** How a contract run gets a fresh, empty key-value layer (and disposes of it). */
export interface KvHarness {
  open(): Promise<VersionedKv>;
  dispose(kv: VersionedKv): Promise<void>;
}

export function gameRecord(overrides: Partial<GameRecord> = {}): GameRecord {
  return {
    schemaVersion: SCHEMA_VERSION,
    gameId: 'g1',
    guildId: '100000000000000001',
    channelId: '200000000000000001',
    version: 1,
    active: true,
    updatedAt: 0,
    data: { phase: 'lobby', counter: 0 },
    ...overrides,
  };
}

/** Load → change → save with the expected version, retrying on conflict as the orchestrator does. */
async function incrementUntilSaved(store: GameStore, gameId: string): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const current = await store.loadGame(gameId);
    if (!current) throw new Error('game vanished');
    const data = current.data as { counter: number };
    const result = await store.saveGame({
      ...current,
      version: current.version + 1,
      data: { ...data, counter: data.counter + 1 },
    });
    if (result.ok) return attempt;
  }
}

/** The behaviour every GameStore implementation must have. */
export function describeGameStoreContract(name: string, harness: KvHarness): void {
  describe(`GameStore contract: ${name}`, () => {
    let kv: VersionedKv;
    let store: GameStore;
    let log: ReturnType<typeof memoryLogger>;

    beforeEach(async () => {
      kv = await harness.open();
      log = memoryLogger();
      store = new DocumentStore('embedded', kv, log.logger);
    });

    afterEach(async () => {
      await harness.dispose(kv);
    });

    describe('versioned save', () => {
      it('GIVEN no stored game WHEN it is loaded THEN there is nothing', async () => {
        expect(await store.loadGame('missing')).toBeUndefined();
      });

      it('GIVEN no stored game WHEN version 1 is saved THEN it loads back unchanged', async () => {
        const record = gameRecord({
          data: { nested: { list: [1, 2, 3], text: 'Город засыпает' } },
        });
        expect(await store.saveGame(record)).toEqual({ ok: true });
        expect(await store.loadGame('g1')).toEqual(record);
      });

      it('GIVEN version 2 is stored WHEN a writer saves on top of version 1 THEN it is a conflict naming version 2', async () => {
        await store.saveGame(gameRecord({ version: 1 }));
        await store.saveGame(gameRecord({ version: 2 }));
        const stale = await store.saveGame(gameRecord({ version: 2, data: 'stale' }));
        expect(stale).toEqual({ ok: false, reason: 'conflict', storedVersion: 2 });
        expect((await store.loadGame('g1'))?.data).not.toBe('stale');
      });

      it('GIVEN no stored game WHEN a writer saves version 5 THEN it is a conflict with version 0', async () => {
        expect(await store.saveGame(gameRecord({ version: 5 }))).toEqual({
          ok: false,
          reason: 'conflict',
          storedVersion: 0,
        });
        expect(await store.loadGame('g1')).toBeUndefined();
      });

      it('GIVEN a game stored as builds before version-first wrote it (version not its first key) WHEN writers save on top of it THEN its version is read as before', async () => {
        await kv.set('game:g1', gameRecord({ version: 3 }));
        expect(await store.saveGame(gameRecord({ version: 3 }))).toEqual({
          ok: false,
          reason: 'conflict',
          storedVersion: 3,
        });
        expect(await store.saveGame(gameRecord({ version: 4 }))).toEqual({ ok: true });
        expect(await store.saveGame(gameRecord({ version: 4 }))).toEqual({
          ok: false,
          reason: 'conflict',
          storedVersion: 4,
        });
        expect((await store.loadGame('g1'))?.version).toBe(4);
      });

      it('GIVEN a game holding strings Keyv escapes (":…") WHEN it is saved twice THEN both compare-and-sets read its version and it loads back unchanged', async () => {
        const data = { note: ':colon', list: [':a', 'b'] };
        expect(await store.saveGame(gameRecord({ version: 1, data }))).toEqual({ ok: true });
        expect(await store.saveGame(gameRecord({ version: 1, data }))).toEqual({
          ok: false,
          reason: 'conflict',
          storedVersion: 1,
        });
        expect(await store.saveGame(gameRecord({ version: 2, data }))).toEqual({ ok: true });
        expect((await store.loadGame('g1'))?.data).toEqual(data);
      });

      it('GIVEN two writers WHEN each updates the same game 1,000 times concurrently THEN not one update is lost', async () => {
        await store.saveGame(gameRecord({ data: { counter: 0 } }));
        const writer = async () => {
          let retries = 0;
          for (let i = 0; i < 1000; i++) retries += (await incrementUntilSaved(store, 'g1')) - 1;
          return retries;
        };
        const [retriesA, retriesB] = await Promise.all([writer(), writer()]);
        const final = await store.loadGame('g1');
        expect(final?.data).toEqual({ counter: 2000 });
        expect(final?.version).toBe(2001);
        // The writers really did interleave: some saves had to be retried.
        expect(retriesA + retriesB).toBeGreaterThan(0);
      }, 120_000);
    });

    describe('active games', () => {
      it('GIVEN active and finished games WHEN listed for start-up THEN only the active ones come back', async () => {
        await store.saveGame(gameRecord({ gameId: 'a' }));
        await store.saveGame(gameRecord({ gameId: 'b' }));
        await store.saveGame(gameRecord({ gameId: 'c', active: false }));
        await store.saveGame(gameRecord({ gameId: 'b', version: 2, active: false }));
        const listed = await store.listActiveGames();
        expect(listed.map((game) => game.gameId)).toEqual(['a']);
      });

      it('GIVEN a conflicting save WHEN it is refused THEN the active list is unchanged', async () => {
        await store.saveGame(gameRecord({ gameId: 'a', version: 1 }));
        await store.saveGame(gameRecord({ gameId: 'a', version: 1, active: false }));
        expect((await store.listActiveGames()).map((game) => game.gameId)).toEqual(['a']);
      });
    });

    describe('schemaVersion', () => {
      it('GIVEN a game written by a newer bot WHEN it is loaded THEN it is refused with a clear log line', async () => {
        await kv.set('game:future', {
          ...gameRecord({ gameId: 'future' }),
          schemaVersion: SCHEMA_VERSION + 1,
        });
        await expect(store.loadGame('future')).rejects.toBeInstanceOf(UnreadableDocumentError);
        const line = log.lines().find((entry) => entry.key === 'game:future');
        expect(line?.level).toBe(50);
        expect(String(line?.msg)).toMatch(/newer mafia-bot.*refusing to read/);
      });

      it('GIVEN a document with no schemaVersion WHEN it is loaded THEN it is refused as unknown', async () => {
        await kv.set('game:old', { gameId: 'old', version: 1 });
        await expect(store.loadGame('old')).rejects.toThrow(/unknown schema/);
      });

      it('GIVEN an unreadable active game WHEN games are listed at start-up THEN it is skipped and the others resume', async () => {
        await store.saveGame(gameRecord({ gameId: 'good' }));
        await kv.compareAndSet('game:bad', 0, gameRecord({ gameId: 'bad', schemaVersion: 99 }), {
          index: 'active-games',
          member: 'bad',
          present: true,
        });
        expect((await store.listActiveGames()).map((game) => game.gameId)).toEqual(['good']);
      });
    });

    describe('mute ledger', () => {
      const ledger = (overrides: Partial<MuteLedger> = {}): MuteLedger => ({
        schemaVersion: SCHEMA_VERSION,
        guildId: 'guild-1',
        version: 1,
        muted: { u1: { gameId: 'g1', since: 1 } },
        ...overrides,
      });

      it('GIVEN a ledger naming a muted member WHEN ledgers are listed THEN it is there until it is emptied', async () => {
        expect(await store.saveMuteLedger(ledger())).toEqual({ ok: true });
        expect((await store.listMuteLedgers()).map((entry) => entry.guildId)).toEqual(['guild-1']);
        expect(await store.saveMuteLedger(ledger({ version: 2, muted: {} }))).toEqual({ ok: true });
        expect(await store.listMuteLedgers()).toEqual([]);
        expect((await store.loadMuteLedger('guild-1'))?.version).toBe(2);
      });

      it('GIVEN a ledger at version 1 WHEN two writers both save version 2 THEN exactly one wins', async () => {
        await store.saveMuteLedger(ledger());
        const results = await Promise.all([
          store.saveMuteLedger(ledger({ version: 2, muted: {} })),
          store.saveMuteLedger(ledger({ version: 2, muted: { u2: { gameId: 'g1', since: 2 } } })),
        ]);
        expect(results.filter((result) => result.ok)).toHaveLength(1);
      });
    });

    describe('member records (FORUM-SKIP-BAN lifetime counters)', () => {
      const record = (overrides: Partial<MemberRecord> = {}): MemberRecord => ({
        schemaVersion: SCHEMA_VERSION,
        guildId: 'guild-1',
        userId: 'u1',
        version: 1,
        skipRemovals: ['g1'],
        ...overrides,
      });

      it('GIVEN a member record WHEN saved and loaded THEN it comes back, per guild and user', async () => {
        expect(await store.loadMemberRecord('guild-1', 'u1')).toBeUndefined();
        expect(await store.saveMemberRecord(record())).toEqual({ ok: true });
        expect(await store.loadMemberRecord('guild-1', 'u1')).toEqual(record());
        expect(await store.loadMemberRecord('guild-2', 'u1')).toBeUndefined();
        expect(await store.loadMemberRecord('guild-1', 'u2')).toBeUndefined();
      });

      it('GIVEN a record at version 1 WHEN two writers both save version 2 THEN exactly one wins', async () => {
        await store.saveMemberRecord(record());
        const results = await Promise.all([
          store.saveMemberRecord(record({ version: 2, skipRemovals: ['g1', 'g2'] })),
          store.saveMemberRecord(record({ version: 2, skipRemovals: ['g1', 'g3'] })),
        ]);
        expect(results.filter((result) => result.ok)).toHaveLength(1);
        expect(results.find((result) => !result.ok)).toEqual({
          ok: false,
          reason: 'conflict',
          storedVersion: 2,
        });
      });
    });

    describe('guild settings', () => {
      const settings = (version: number, language: string) => ({
        schemaVersion: SCHEMA_VERSION,
        guildId: 'guild-1',
        version,
        settings: { language },
      });

      it('GIVEN saved settings WHEN loaded THEN they come back; a second save replaces them', async () => {
        expect(await store.loadGuildSettings('guild-1')).toBeUndefined();
        expect(await store.saveGuildSettings(settings(1, 'ru'))).toEqual({ ok: true });
        expect(await store.saveGuildSettings(settings(2, 'en'))).toEqual({ ok: true });
        expect(await store.loadGuildSettings('guild-1')).toMatchObject(settings(2, 'en'));
      });

      it('GIVEN two writers of one version WHEN both save THEN one is a conflict and the first change stays', async () => {
        expect(await store.saveGuildSettings(settings(1, 'ru'))).toEqual({ ok: true });
        expect(await store.saveGuildSettings(settings(1, 'en'))).toEqual({
          ok: false,
          reason: 'conflict',
          storedVersion: 1,
        });
        expect((await store.loadGuildSettings('guild-1'))?.settings).toEqual({ language: 'ru' });
      });

      it('GIVEN settings saved by a build without their version WHEN loaded and saved on THEN they load as LEGACY_SETTINGS_VERSION and a save at the next version is accepted', async () => {
        const { version: _none, ...legacy } = settings(0, 'ru');
        await kv.set('settings:guild-1', legacy);
        expect((await store.loadGuildSettings('guild-1'))?.version).toBe(LEGACY_SETTINGS_VERSION);
        expect(await store.saveGuildSettings(settings(1, 'en'))).toMatchObject({ ok: false });
        const next = LEGACY_SETTINGS_VERSION + 1;
        expect(await store.saveGuildSettings(settings(next, 'en'))).toEqual({ ok: true });
        expect(await store.loadGuildSettings('guild-1')).toMatchObject(settings(next, 'en'));
      });
    });
  });
}
