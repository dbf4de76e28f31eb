import { describe, expect, it } from 'vitest';
import { fromRecord, toRecord } from '../../src/orchestrator/document.ts';
import { SimulatedCrash } from '../../src/orchestrator/orchestrator.ts';
import type { GameRecord } from '../../src/store/game-store.ts';
import { CHANNEL, Environment, GUILD, JUDGE, playerId, STORES } from './environment.ts';
import { forumAtNight } from './games.ts';

/** The record as a schema-1 bot saved it: upgraded by src/store/migrations at the next load. */
const atSchema1 = (record: GameRecord): GameRecord => ({ ...record, schemaVersion: 1 });

describe('documents saved before notices carried their purpose (schema 1)', () => {
  it('GIVEN a deal saved by an older bot (its role cards without a purpose) and closed DMs WHEN a new bot drains that outbox THEN the players are named once at their role cards and their cards wait in their inboxes', async () => {
    const { store, dispose } = await STORES[1]!.open();
    try {
      const env = new Environment(store);
      const players = Array.from({ length: 11 }, (_, index) => playerId(index + 1));
      for (const userId of players) env.table.closedDms.add(userId);
      const opened = await env.orchestrator.openLobby({
        guildId: GUILD,
        channelId: CHANNEL,
        hostId: JUDGE,
        preset: 'forum',
        locale: 'en',
      });
      if (!opened.ok) throw new Error(opened.error.key);
      const gameId = opened.gameId;
      for (const userId of players) await env.dispatch(gameId, { type: 'join', by: { userId } });
      // The bot dies right after saving the deal: its effects are still in the outbox.
      env.crashAt.add(env.turnSaves + 1);
      await expect(
        env.orchestrator.dispatch(gameId, { type: 'deal', by: { userId: JUDGE } }),
      ).rejects.toThrow(SimulatedCrash);
      const saved = fromRecord((await store.loadGame(gameId))!);
      const cards = saved.outbox.filter(
        (event) => event.type === 'notice' && event.to.kind === 'seat',
      );
      expect(cards.length).toBeGreaterThan(0);
      for (const event of saved.outbox)
        if (event.type === 'notice') delete (event as { purpose?: unknown }).purpose;
      saved.revision++;
      expect((await store.saveGame(atSchema1(toRecord(saved, env.clock.now())))).ok).toBe(true);

      await env.restart();
      const after = (await env.orchestrator.read(gameId))!;
      const bySeat = after.state.seats.map((seat) => seat.userId);
      expect(env.table.unreachableAnnouncements.map((entry) => entry.userIds)).toEqual([bySeat]);
      for (const userId of players)
        expect(after.inbox?.[userId]?.map((notice) => notice.lines[0]?.key)).toContain('role.card');
    } finally {
      await dispose();
    }
  });
});

describe('documents saved before screens carried their purpose (schema 1)', () => {
  it('GIVEN a forum night saved by an older bot (its DM prompts without a purpose) WHEN a new bot syncs the screens THEN a prompt whose content did not change is not edited again, and a changed one is', async () => {
    const { store, dispose } = await STORES[1]!.open();
    try {
      const env = new Environment(store);
      const gameId = await forumAtNight(env);
      const saved = (await env.orchestrator.read(gameId))!;
      const prompts = Object.values(saved.screens).filter((record) => record.screen.purpose);
      expect(prompts.length).toBeGreaterThan(1);
      for (const record of prompts) {
        delete record.screen.purpose;
        // The older shape kept the screen's JSON beside it.
        (record as typeof record & { shown?: string }).shown = JSON.stringify(record.screen);
      }
      saved.revision++;
      expect((await store.saveGame(atSchema1(toRecord(saved, env.clock.now())))).ok).toBe(true);

      const before = env.table.log.length;
      await env.restart();
      const detective = saved.state.seats.find((seat) => seat.role === 'DETECTIVE')!;
      const doctor = saved.state.seats.find((seat) => seat.role === 'DOCTOR')!;
      const target = detective.seat === 1 ? 2 : 1;
      await env.dispatch(gameId, {
        type: 'nightAction',
        by: { userId: detective.userId },
        action: 'check',
        targets: [target],
      });
      const shown = env.table.log.slice(before);
      expect(shown).toContain(`show:night.1.${detective.seat}`);
      expect(shown).not.toContain(`show:night.1.${doctor.seat}`);
    } finally {
      await dispose();
    }
  });
});
