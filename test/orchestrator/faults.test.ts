import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../../src/engine/rules/events.ts';
import { Orchestrator } from '../../src/orchestrator/orchestrator.ts';
import type { GameStore } from '../../src/store/game-store.ts';
import { memoryLogger } from '../support/logger.ts';
import { CHANNEL, Environment, GUILD, JUDGE, playerId, STORES, VOICE } from './environment.ts';
import { dealtClassic, flaky, toDay } from './games.ts';
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
      // The fire once, then #2's floor confirmed by the voice path (GAME-CLOCK-ON-FLOOR).
      expect(after!.state.version).toBe(before!.state.version + 2);
      expect(after!.state.timers.map((timer) => timer.kind)).toContain('step');
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
