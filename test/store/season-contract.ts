import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DocumentStore } from '../../src/store/document-store.ts';
import type { GameStore } from '../../src/store/game-store.ts';
import type { VersionedKv } from '../../src/store/versioned-kv.ts';
import { SeasonService } from '../../src/season/season-service.ts';
import { activeGames, toRecord, type GameDocument } from '../../src/orchestrator/document.ts';
import { memoryLogger } from '../support/logger.ts';
import { ABORTED, finishedClassic, user } from '../season/fixtures.ts';

const GUILD = '100000000000000001';
const NOW = Date.UTC(2026, 11, 20);

/** A stored game whose last turn ended it, its end announcements not yet carried out. */
function endedDocument(gameId: string): GameDocument {
  return {
    revision: 7,
    meta: { guildId: GUILD, channelId: '200000000000000001', locale: 'en', hostId: user(99) },
    state: finishedClassic({ gameId }),
    outbox: [{ type: 'notice', to: { kind: 'public' }, lines: [] } as never],
    screens: {},
    reported: [],
  };
}

/**
 * Where a season test keeps its data (a Redis prefix, a directory), and a fresh connection to
 * it: two connections are two processes sharing one store.
 */
export interface SeasonHarness {
  place(): string;
  connect(place: string): Promise<VersionedKv>;
  dispose(place: string, kvs: VersionedKv[]): Promise<void>;
}

/** The season over a store (issue 15): every game counted once, whoever counts it and how often. */
export function describeSeasonContract(name: string, harness: SeasonHarness): void {
  describe(`season store: ${name}`, () => {
    let place: string;
    let kvs: VersionedKv[];
    let stores: GameStore[];
    /** Another service over its own connection to the same store, as a second process. */
    const open = async () => {
      const kv = await harness.connect(place);
      kvs.push(kv);
      const store = new DocumentStore('embedded', kv, memoryLogger().logger);
      stores.push(store);
      return new SeasonService(store, memoryLogger().logger, () => NOW);
    };

    beforeEach(() => {
      place = harness.place();
      kvs = [];
      stores = [];
    });
    afterEach(async () => harness.dispose(place, kvs));

    it('GIVEN a finished game WHEN it is counted twice THEN it is counted once', async () => {
      const season = await open();
      expect(await season.count(GUILD, finishedClassic({ gameId: 'g1' }))).toBe('counted');
      expect(await season.count(GUILD, finishedClassic({ gameId: 'g1' }))).toBe('alreadyCounted');
      expect((await season.stats(GUILD, user(4))).games).toBe(1);
      expect(await stores[0]!.listSeasonMonths(GUILD)).toEqual(['2026-12']);
      expect(await stores[0]!.listSeasonMonths('another-guild')).toEqual([]);
    });

    it('GIVEN two service instances on one store WHEN both count the same game at once THEN it is counted once; two different games at once are both counted', async () => {
      const first = await open();
      const second = await open();
      const same = await Promise.all([
        first.count(GUILD, finishedClassic({ gameId: 'g1' })),
        second.count(GUILD, finishedClassic({ gameId: 'g1' })),
      ]);
      expect(same.sort()).toEqual(['alreadyCounted', 'counted']);
      await Promise.all(
        Array.from({ length: 8 }, (_, n) =>
          (n % 2 ? first : second).count(GUILD, finishedClassic({ gameId: `many-${n}` })),
        ),
      );
      const sheriff = await first.stats(GUILD, user(4));
      expect(sheriff.games).toBe(9);
      const month = await stores[0]!.loadSeasonMonth(GUILD, '2026-12');
      expect(new Set(month!.games.map((game) => game.gameId)).size).toBe(month!.games.length);
    });

    it('GIVEN an aborted game WHEN counted THEN it is excluded and nothing is stored', async () => {
      const season = await open();
      expect(await season.count(GUILD, finishedClassic({ gameId: 'x', result: ABORTED }))).toBe(
        'excluded',
      );
      expect(await stores[0]!.listSeasonMonths(GUILD)).toEqual([]);
      expect(await season.leaderboard(GUILD, undefined, 'all')).toEqual([]);
    });

    it('GIVEN a game ended but not yet counted when the process died WHEN the next process recovers THEN it is counted, once however often recovery runs', async () => {
      const season = await open();
      await stores[0]!.saveGame(toRecord({ ...endedDocument('crashed'), revision: 1 }, NOW));
      expect(await season.recover(() => activeGames(stores.at(-1)!))).toBe(1);
      const second = await open();
      expect(await second.recover(() => activeGames(stores.at(-1)!))).toBe(0);
      expect((await season.stats(GUILD, user(1))).games).toBe(1);
    });

    it('GIVEN games of two months WHEN the leaderboard is read by period THEN this month counts only its own', async () => {
      const season = await open();
      await season.count(GUILD, finishedClassic({ gameId: 'dec' }));
      await season.count(
        GUILD,
        finishedClassic({ gameId: 'nov', createdAt: Date.UTC(2026, 10, 3) }),
      );
      await season.count(
        GUILD,
        finishedClassic({ gameId: 'old', createdAt: Date.UTC(2025, 5, 3) }),
      );
      const games = async (period: 'all' | 'year' | 'month') =>
        (await season.leaderboard(GUILD, undefined, period)).find((row) => row.userId === user(4))
          ?.games;
      expect(await games('month')).toBe(1);
      expect(await games('year')).toBe(2);
      expect(await games('all')).toBe(3);
      expect(await season.leaderboard(GUILD, 'stylized', 'all')).toEqual([]);
    });
  });
}
