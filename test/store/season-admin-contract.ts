import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DocumentStore } from '../../src/store/document-store.ts';
import type { VersionedKv } from '../../src/store/versioned-kv.ts';
import { SeasonAdministration } from '../../src/season/season-admin-service.ts';
import { SeasonService } from '../../src/season/season-service.ts';
import { memoryLogger } from '../support/logger.ts';
import { finishedClassic, user } from '../season/fixtures.ts';
import type { SeasonHarness } from './season-contract.ts';

const GUILD = '100000000000000002';
const NOW = Date.UTC(2026, 11, 20);
const ADMIN = { userId: '900', privileged: true };
const TOLD = { locale: 'en' as const, fallbackChannelId: 'chan-0' };

/**
 * The season's administration over a store (issue 26, item 7): every change by compare-and-set,
 * so two processes never lose each other's change and a game is voided once.
 */
export function describeSeasonAdminContract(name: string, harness: SeasonHarness): void {
  describe(`season administration store: ${name}`, () => {
    let place: string;
    let kvs: VersionedKv[];
    /** A process: its own connection, its own season and administration services. */
    const open = async () => {
      const kv = await harness.connect(place);
      kvs.push(kv);
      const store = new DocumentStore('embedded', kv, memoryLogger().logger);
      const { logger } = memoryLogger();
      return {
        season: new SeasonService(store, logger, () => NOW),
        admin: new SeasonAdministration({ store, logger, now: () => NOW }),
      };
    };

    beforeEach(() => {
      place = harness.place();
      kvs = [];
    });
    afterEach(async () => harness.dispose(place, kvs));

    it('SEASON-VOID GIVEN two counted games WHEN one is voided THEN the stats and the table are recomputed without it; restored THEN with it again', async () => {
      const { season, admin } = await open();
      const told: string[] = [];
      admin.attach({
        showStandings: () => Promise.resolve(undefined),
        announceVoid: (channelId, _locale, record, restored) => {
          told.push(`${channelId} ${record.gameId} ${restored ? 'restored' : 'voided'}`);
          return Promise.resolve();
        },
      });
      await season.count(GUILD, finishedClassic({ gameId: 'g1' }), 'chan-1');
      await season.count(GUILD, finishedClassic({ gameId: 'g2' }));
      expect((await season.stats(GUILD, user(4))).games).toBe(2);

      const voided = await admin.voidGame(GUILD, ADMIN, 'g1', 'appeal', TOLD);
      expect(voided).toMatchObject({
        ok: true,
        value: { gameId: 'g1', voided: { userId: '900', at: NOW } },
      });
      expect((await season.stats(GUILD, user(4))).games).toBe(1);
      expect((await season.leaderboard(GUILD, undefined, 'all'))[0]?.games).toBe(1);
      const exported = await admin.exportOf(GUILD, undefined);
      expect(exported.ok && exported.value.games.map((g) => g.gameId)).toEqual(['g2']);

      expect(await admin.restoreGame(GUILD, ADMIN, 'g1', '', TOLD)).toMatchObject({ ok: true });
      expect((await season.stats(GUILD, user(4))).games).toBe(2);
      // Told where it was played; a game counted without its channel, where the command ran.
      await admin.voidGame(GUILD, ADMIN, 'g2', 'appeal', TOLD);
      expect(told).toEqual(['chan-1 g1 voided', 'chan-1 g1 restored', 'chan-0 g2 voided']);
      expect(await admin.voidGame(GUILD, ADMIN, 'nope', 'appeal', TOLD)).toMatchObject({
        ok: false,
        error: { key: 'season.unknownGame' },
      });
    });

    it('SEASON-VOID GIVEN two processes WHEN both void the same game at once THEN it is voided once (the other is told), and a void and new dates at once are both kept', async () => {
      const first = await open();
      const second = await open();
      await first.season.count(GUILD, finishedClassic({ gameId: 'g1' }));
      const both = await Promise.all([
        first.admin.voidGame(GUILD, ADMIN, 'g1', 'appeal A', TOLD),
        second.admin.voidGame(GUILD, ADMIN, 'g1', 'appeal B', TOLD),
      ]);
      expect(both.filter((outcome) => outcome.ok)).toHaveLength(1);
      expect(both.find((outcome) => !outcome.ok)).toMatchObject({
        error: { key: 'season.alreadyVoided' },
      });
      expect((await first.admin.read(GUILD)).voids).toHaveLength(1);

      await first.season.count(GUILD, finishedClassic({ gameId: 'g2' }));
      const winter = { name: 'Winter', start: '2026-12-01', end: '2027-02-28' };
      await Promise.all([
        first.admin.voidGame(GUILD, ADMIN, 'g2', 'appeal C', TOLD),
        second.admin.setSeason(GUILD, ADMIN, winter),
      ]);
      const stored = await second.admin.read(GUILD);
      expect(stored.voids.map((v) => v.gameId)).toEqual(['g1', 'g2']);
      expect(stored.seasons).toEqual([winter]);
    });
  });
}
