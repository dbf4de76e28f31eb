import { StringSelectMenuBuilder } from 'discord.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inboxView } from '../../src/discord/inbox.ts';
import type { Actor } from '../../src/engine/events.ts';
import { Orchestrator } from '../../src/orchestrator/orchestrator.ts';
import type { GameStore } from '../../src/store/game-store.ts';
import { memoryLogger } from '../support/logger.ts';
import { CHANNEL, Environment, GUILD, JUDGE, playerId, STORES, VOICE } from './environment.ts';
import { dealt, dealtClassic, detectiveRemovedForSkips, flaky, toDay } from './games.ts';
import { playClassicGame } from './script.ts';

const judge: Actor = { userId: JUDGE };

for (const factory of STORES) {
  describe(`faults and races on the ${factory.name} store`, () => {
    let store: GameStore;
    let dispose: () => Promise<void>;

    beforeEach(async () => {
      ({ store, dispose } = await factory.open());
    });

    afterEach(async () => {
      await dispose();
    });

    it('GIVEN a vote window WHEN 100 clicks from 16 voters, a judge foul and the window timer arrive at once through two bot processes THEN every voter is counted exactly once and the foul is kept', async () => {
      const env = new Environment(store);
      const gameId = await dealtClassic(env, 16);
      await toDay(env, gameId);
      const second = new Orchestrator({
        store,
        table: env.table,
        voice: env.voice,
        clock: env.clock,
        logger: memoryLogger('warn').logger,
      });
      // Two nominations, then everyone passes, so the vote opens on #15 and #16.
      for (let guard = 0; guard < 40; guard++) {
        const document = await env.orchestrator.read(gameId);
        const phase = document!.state.phase;
        if (phase.kind !== 'day' || phase.day.stage.kind !== 'speeches' || !phase.day.floor) break;
        const speaker = document!.state.seats[phase.day.floor.seat - 1]!;
        if (phase.day.nominations.length < 2) {
          await env.dispatch(gameId, {
            type: 'nominate',
            by: { userId: speaker.userId },
            target: 15 + phase.day.nominations.length,
          });
        }
        await env.dispatch(gameId, { type: 'pass', by: { userId: speaker.userId } });
      }
      const document = await env.orchestrator.read(gameId);
      const phase = document!.state.phase;
      if (phase.kind !== 'day' || phase.day.stage.kind !== 'voting') throw new Error('no vote');
      const vote = phase.day.stage.vote;
      const timer = document!.state.timers.find((entry) => entry.kind === 'step')!;
      const seats = document!.state.seats;
      const clicks = Array.from({ length: 100 }, (_, index) => {
        const voter = seats[index % 16]!;
        const process = index % 2 === 0 ? env.orchestrator : second;
        return process.dispatch(gameId, {
          type: 'vote',
          by: { userId: voter.userId },
          voteId: vote.id,
          candidate: 15,
        });
      });
      const foul = second.dispatch(gameId, { type: 'foul', by: judge, seat: 3 });
      const expiry = env.orchestrator.dispatch(gameId, { type: 'timerExpired', timerId: timer.id });
      const outcomes = await Promise.all([...clicks, foul, expiry]);
      await env.settle();
      await second.idle();
      const accepted = outcomes.slice(0, 100).filter((outcome) => outcome.ok).length;
      const after = await env.orchestrator.read(gameId);
      const tally = after!.state.timeline.find((entry) => entry.kind === 'vote');
      const explicit = tally?.kind === 'vote' ? tally.votes.filter((entry) => !entry.auto) : [];
      const counted = tally?.kind === 'vote' ? tally.votes : [];
      // Each of the 16 voters appears once in the tally, whatever the interleaving.
      expect(new Set(counted.map((entry) => entry.voter)).size).toBe(counted.length);
      expect(counted).toHaveLength(16);
      expect(explicit).toHaveLength(accepted);
      expect(outcomes[100]).toMatchObject({ ok: true });
      expect(after!.state.seats[2]!.fouls).toBe(1);
      second.kill();
    });

    it('GIVEN the bot lacks Mute Members WHEN the game mutes THEN the game goes on unmuted and the judge is told once', async () => {
      const env = new Environment(store);
      env.voice.canMute = false;
      const { summary } = await playClassicGame(env);
      expect(summary.result).toBeDefined();
      expect(env.voice.edits).toEqual([]);
      expect(env.table.judgeNotices.map((entry) => entry.notice.key)).toEqual([
        'judge.noMutePermission',
      ]);
    });

    it('GIVEN a muted player left voice WHEN the game ends THEN he stays in the ledger and is unmuted when he next joins any channel', async () => {
      const env = new Environment(store);
      const gameId = await dealtClassic(env);
      await env.advanceToNextTimer();
      expect(env.voice.mutedMembers()).toContain(playerId(4));
      env.voice.leave(playerId(4));
      env.orchestrator.onVoiceStateUpdate(GUILD, playerId(4));
      await env.dispatch(gameId, { type: 'end', by: judge });
      await env.settle();
      expect(env.voice.mutedMembers()).toEqual([playerId(4)]);
      expect((await store.loadMuteLedger(GUILD))?.muted[playerId(4)]).toBeDefined();

      await env.restart();
      env.voice.join(playerId(4), 'some-other-channel');
      env.orchestrator.onVoiceStateUpdate(GUILD, playerId(4));
      await env.settle();
      expect(env.voice.mutedMembers()).toEqual([]);
      expect((await store.loadMuteLedger(GUILD))?.muted).toEqual({});
    });

    it('GIVEN a spectator and the judge in the game voice channel WHEN the game runs THEN the spectator is muted by night and by day and the judge never (FLAG-AUDIENCE-MUTED: the audience cannot speak); leaving the channel or the end of the game unmutes him', async () => {
      const env = new Environment(store);
      const spectator = '800000000000000001';
      env.voice.join(JUDGE, VOICE);
      env.voice.join(spectator, VOICE);
      const gameId = await dealtClassic(env);
      await env.settle();
      expect((await env.orchestrator.read(gameId))?.state.phase.kind).toBe('night');
      expect(env.voice.mutedMembers()).toContain(spectator);
      await toDay(env, gameId);
      await env.settle();
      expect(env.voice.mutedMembers()).toContain(spectator);
      expect(env.voice.mutedMembers()).not.toContain(JUDGE);

      env.voice.join(spectator, 'some-other-channel');
      env.orchestrator.onVoiceStateUpdate(GUILD, spectator);
      await env.settle();
      expect(env.voice.mutedMembers()).not.toContain(spectator);
      env.voice.join(spectator, VOICE);
      env.orchestrator.onVoiceStateUpdate(GUILD, spectator);
      await env.settle();
      expect(env.voice.mutedMembers()).toContain(spectator);

      await env.dispatch(gameId, { type: 'end', by: judge });
      await env.settle();
      expect(env.voice.mutedMembers()).toEqual([]);
      expect(env.voice.edits.filter((edit) => edit.userId === JUDGE)).toEqual([]);
    });

    it('GIVEN a moderator muted a member before the game WHEN the game ends THEN the bot does not lift that mute', async () => {
      const env = new Environment(store);
      env.voice.join(playerId(5), VOICE);
      env.voice.members.get(playerId(5))!.serverMuted = true;
      const gameId = await dealtClassic(env);
      await env.advanceToNextTimer();
      await env.dispatch(gameId, { type: 'end', by: judge });
      await env.settle();
      expect(env.voice.mutedMembers()).toEqual([playerId(5)]);
    });

    it('GIVEN the store is down WHEN a player acts THEN the command is refused clearly and nothing changes; a timer that fires meanwhile runs once the store is back', async () => {
      const down = flaky(store);
      const env = new Environment(down);
      const gameId = await dealtClassic(env);
      await toDay(env, gameId);
      const before = await env.orchestrator.read(gameId);
      down.down = true;
      const refused = await env.dispatch(gameId, {
        type: 'pass',
        by: { userId: before!.state.seats[0]!.userId },
      });
      expect(refused).toEqual({ ok: false, error: { key: 'error.storeUnavailable', params: {} } });
      await env.clock.advance(61_000, env.settle);
      down.down = false;
      await env.clock.advance(1_000, env.settle);
      const after = await env.orchestrator.read(gameId);
      expect(after?.state.phase.kind === 'day' && after.state.phase.day.floor?.seat).toBe(2);
      expect(after!.state.version).toBe(before!.state.version + 1);
    });

    it('GIVEN Discord refuses one kind of message WHEN the game goes on THEN the judge is told once and every later step still happens', async () => {
      const env = new Environment(store);
      env.table.failNoticeKey = 'morning.title';
      const { summary } = await playClassicGame(env);
      expect(summary.result).toBeDefined();
      expect(
        env.table.judgeNotices.filter((entry) => entry.notice.key === 'judge.effectFailed'),
      ).toHaveLength(1);
    });

    it('GIVEN a channel with a running game WHEN another lobby opens there THEN it is refused, naming the game', async () => {
      const env = new Environment(store);
      const gameId = await dealtClassic(env);
      const second = await env.orchestrator.openLobby({
        guildId: GUILD,
        channelId: CHANNEL,
        hostId: JUDGE,
        preset: 'classic',
        locale: 'ru',
      });
      expect(second).toEqual({
        ok: false,
        error: { key: 'error.channelBusy', params: { gameId } },
      });
    });
  });
}

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
      const gameId = await dealt(env, 11, 'forum');
      while ((await env.orchestrator.read(gameId))?.state.phase.kind !== 'night')
        await env.advanceToNextTimer();
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
