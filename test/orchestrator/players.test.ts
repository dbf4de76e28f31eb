/** The players' side of a game: a seat replaced (its private screens follow), lifetime skip removals, and closed DMs that never reveal a role. */
import { StringSelectMenuBuilder } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { inboxView } from '../../src/discord/screens/inbox.ts';
import type { Actor } from '../../src/engine/rules/events.ts';
import { CHANNEL, Environment, GUILD, JUDGE, playerId, STORES } from './environment.ts';
import { dealt, detectiveRemovedForSkips, forumAtNight, lobbyOf } from './games.ts';

const judge: Actor = { userId: JUDGE };

const SUBSTITUTE = '700000000000000001';

/** The host seats SUBSTITUTE in this seat (FORUM-SUBSTITUTE). */
async function replaceSeat(env: Environment, gameId: string, seat: number): Promise<void> {
  const replaced = await env.dispatch(gameId, {
    type: 'replace',
    by: judge,
    seat,
    userId: SUBSTITUTE,
    name: 'Sub',
  });
  expect(replaced.ok).toBe(true);
}

describe('FORUM-SUBSTITUTE: replacement and private screens', () => {
  it('GIVEN an open night prompt in a player DM WHEN the host replaces him THEN the old DM is closed and the substitute gets the prompt', async () => {
    const { store, dispose } = await STORES[1]!.open();
    try {
      const env = new Environment(store);
      const gameId = await forumAtNight(env);
      const before = await env.orchestrator.read(gameId);
      const detective = before!.state.seats.find((seat) => seat.role === 'DETECTIVE')!;
      const prompt = () =>
        [...env.table.screens.values()].filter(
          (entry) => entry.screen.id === `night.1.${detective.seat}`,
        );
      expect(prompt().map((entry) => [entry.recipient, entry.closed])).toEqual([
        [detective.userId, false],
      ]);

      const substitute = SUBSTITUTE;
      await replaceSeat(env, gameId, detective.seat);
      expect(prompt().map((entry) => [entry.recipient, entry.closed])).toEqual([
        [detective.userId, true],
        [substitute, false],
      ]);
    } finally {
      await dispose();
    }
  });

  it("GIVEN a Detective whose DMs are closed, with a check result and skip and activity reminders in his inbox WHEN the host replaces him THEN the result passes to the substitute's inbox, the personal reminders do not (D46), the old account keeps nothing, and the substitute gets the seat's history", async () => {
    const { store, dispose } = await STORES[1]!.open();
    try {
      const env = new Environment(store);
      const gameId = await dealt(env, 11, 'forum');
      const read = async () => (await env.orchestrator.read(gameId))!;
      const detective = (await read()).state.seats.find((seat) => seat.role === 'DETECTIVE')!;
      const mafioso = (await read()).state.seats.find((seat) => seat.role === 'MAFIOSO')!;
      env.table.closedDms.add(detective.userId);
      const civilians = (await read()).state.seats.filter((seat) => seat.role === 'CIVILIAN');
      // Night 1: the check (its result goes to the inbox); night 2: the Detective's first skip.
      for (const night of [1, 2]) {
        while ((await read()).state.phase.kind !== 'night') await env.advanceToNextTimer();
        const move = async (userId: string, action: 'shot' | 'check', target: number) =>
          expect(
            (
              await env.dispatch(gameId, {
                type: 'nightAction',
                by: { userId },
                action,
                targets: [target],
              })
            ).ok,
          ).toBe(true);
        await move(mafioso.userId, 'shot', civilians[night]!.seat);
        if (night === 1) await move(detective.userId, 'check', mafioso.seat);
        while ((await read()).state.phase.kind === 'night') await env.advanceToNextTimer();
      }
      const keys = (userId: string, document: Awaited<ReturnType<typeof read>>) =>
        (document.inbox?.[userId] ?? []).map((notice) => notice.lines[0]?.key);
      expect(keys(detective.userId, await read())).toEqual(
        expect.arrayContaining(['night.result.check', 'skip.reminder', 'activity.reminder']),
      );

      const substitute = SUBSTITUTE;
      await replaceSeat(env, gameId, detective.seat);
      const after = await read();
      expect(after.inbox?.[detective.userId]).toBeUndefined();
      expect(keys(substitute, after)).toContain('night.result.check');
      expect(keys(substitute, after)).toEqual(['night.result.check']);
      const history = env.table.notices.find(
        (entry) => entry.event.lines[0]?.key === 'forum.history',
      );
      expect(history?.event.lines.slice(1)).toEqual([
        {
          key: 'forum.history.move',
          params: { night: 1, action: 'check', targets: [mafioso.seat] },
        },
        {
          key: 'night.result.check',
          params: { seat: mafioso.seat, side: 'black', preset: 'forum' },
        },
      ]);
    } finally {
      await dispose();
    }
  });
});

describe('FORUM-SKIP-BAN: lifetime skip removals', () => {
  async function forumLobby(env: Environment, channelId = CHANNEL): Promise<string> {
    const opened = await env.orchestrator.openLobby({
      guildId: GUILD,
      channelId,
      hostId: JUDGE,
      preset: 'forum',
      locale: 'en',
    });
    if (!opened.ok) throw new Error(opened.error.key);
    return opened.gameId;
  }

  for (const factory of STORES) {
    it(`GIVEN a player removed for skipped moves WHEN he has been removed in 3 games of the guild THEN he cannot sign up for another (${factory.name} store)`, async () => {
      const { store, dispose } = await factory.open();
      try {
        const env = new Environment(store);
        const gameId = await forumLobby(env);
        for (let index = 1; index <= 11; index++)
          await env.dispatch(gameId, { type: 'join', by: { userId: playerId(index) } });
        await env.dispatch(gameId, { type: 'deal', by: judge });
        const detective = await detectiveRemovedForSkips(env, gameId);
        await env.settle();
        const record = await store.loadMemberRecord(GUILD, detective.userId);
        expect(record?.skipRemovals).toEqual([gameId]);
        await env.dispatch(gameId, { type: 'end', by: judge });
        await env.restart();
        await env.settle();
        expect((await store.loadMemberRecord(GUILD, detective.userId))?.skipRemovals).toEqual([
          gameId,
        ]);

        await store.saveMemberRecord({
          ...record!,
          version: record!.version + 1,
          skipRemovals: [gameId, 'earlier-1', 'earlier-2'],
        });
        const next = await forumLobby(env, '300000000000000099');
        const refused = await env.dispatch(next, {
          type: 'join',
          by: { userId: detective.userId },
          pastSkipRemovals: 0,
        });
        expect(refused).toMatchObject({ ok: false, error: { key: 'error.bannedForSkips' } });
        const other = await env.dispatch(next, {
          type: 'join',
          by: { userId: '700000000000000002' },
        });
        expect(other.ok).toBe(true);
      } finally {
        await dispose();
      }
    });
  }
});

describe('closed DMs never tell who holds a role (product: role secrecy)', () => {
  it('GIVEN players whose DMs are closed, among them the Detective WHEN roles are dealt and nights follow, across a bot restart THEN they are named once at the deal and never again, and the Detective still finds his night prompt behind the inbox button', async () => {
    const { store, dispose } = await STORES[1]!.open();
    try {
      const env = new Environment(store);
      const players = Array.from({ length: 11 }, (_, index) => playerId(index + 1));
      // Everyone's DMs are closed: whoever turns out to hold a night role is among them.
      for (const userId of players) env.table.closedDms.add(userId);
      const gameId = await dealt(env, 11, 'forum');

      const afterDeal = (await env.orchestrator.read(gameId))!;
      const bySeat = afterDeal.state.seats.map((seat) => seat.userId);
      expect(env.table.unreachableAnnouncements.map((entry) => entry.userIds)).toEqual([bySeat]);
      expect([...(afterDeal.dmClosedNamed ?? [])].sort()).toEqual([...players].sort());

      const detective = afterDeal.state.seats.find((seat) => seat.role === 'DETECTIVE')!;
      const night = async (number: number) => {
        for (;;) {
          const document = (await env.orchestrator.read(gameId))!;
          const phase = document.state.phase;
          if (phase.kind === 'ended') throw new Error(`the game ended before night ${number}`);
          if (phase.kind === 'night' && phase.night.number === number) return document;
          await env.advanceToNextTimer();
        }
      };
      const first = await night(1);
      expect(first.screens[`night.1.${detective.seat}`]?.handle).toEqual({
        unreachable: detective.userId,
      });
      const inbox = inboxView(first, detective.userId, 'en');
      if (inbox.kind !== 'message') throw new Error('no inbox message');
      const prompt = inbox.message.components.flatMap((row) => row.components);
      expect(prompt.some((component) => component instanceof StringSelectMenuBuilder)).toBe(true);

      await env.restart();
      await night(2);
      // Through the reminders for skipped nights to the end of the game (quiet cycles).
      for (let step = 0; step < 500; step++) {
        const document = (await env.orchestrator.read(gameId))!;
        if (document.state.phase.kind === 'ended' && document.outbox.length === 0) break;
        await env.advanceToNextTimer();
      }
      const ended = (await env.orchestrator.read(gameId))!;
      expect(ended.state.phase.kind).toBe('ended');
      expect(ended.inbox?.[detective.userId]?.length ?? 0).toBeGreaterThan(1);
      expect(env.table.unreachableAnnouncements).toHaveLength(1);
    } finally {
      await dispose();
    }
  });
});

describe('role cards of many tables (issue 23, defect 6): DM channels opened as players join', () => {
  it("GIVEN a lobby WHEN players join THEN the table is asked to open their DM channels and the judge's before the deal, so the deal only posts the cards", async () => {
    const { store, dispose } = await STORES[1]!.open();
    try {
      const env = new Environment(store);
      await lobbyOf(env, 10, 'classic');
      const everyone = [JUDGE, ...Array.from({ length: 10 }, (_, index) => playerId(index + 1))];
      expect([...env.table.preparedDms].sort()).toEqual(everyone.sort());
      expect(env.table.notices).toEqual([]);
    } finally {
      await dispose();
    }
  });
});
