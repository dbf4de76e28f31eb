import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameStore } from '../../src/store/game-store.ts';
import { Environment, playerId, STORES, VOICE } from './environment.ts';
import { playClassicGame } from './script.ts';

for (const factory of STORES) {
  describe(`orchestrator on the ${factory.name} store`, () => {
    let store: GameStore;
    let dispose: () => Promise<void>;

    beforeEach(async () => {
      ({ store, dispose } = await factory.open());
    });

    afterEach(async () => {
      await dispose();
    });

    it('GIVEN a scripted classic game WHEN it is played to the end THEN it ends with a result, nobody left muted, no screen left open', async () => {
      const env = new Environment(store);
      const { summary } = await playClassicGame(env);
      expect(summary.result).toMatchObject({ winner: expect.stringMatching(/red|black|draw/) });
      expect(env.voice.mutedMembers()).toEqual([]);
      expect(env.table.openScreens()).toEqual([]);
      expect(summary.fouls[6]).toBeGreaterThanOrEqual(1);
    });

    it('GIVEN a pending speech timer WHEN the bot restarts 15 s into a 60 s speech THEN the new process fires it with the remaining 45 s, not a fresh 60 s', async () => {
      const env = new Environment(store);
      for (let index = 1; index <= 10; index++) env.voice.join(playerId(index), VOICE);
      const opened = await env.orchestrator.openLobby({
        guildId: '1',
        channelId: '2',
        voiceChannelId: VOICE,
        hostId: '900000000000000001',
        preset: 'classic',
        locale: 'en',
      });
      if (!opened.ok) throw new Error('lobby refused');
      for (let index = 1; index <= 10; index++)
        await env.dispatch(opened.gameId, { type: 'join', by: { userId: playerId(index) } });
      await env.dispatch(opened.gameId, { type: 'deal', by: { userId: '900000000000000001' } });
      while ((await env.orchestrator.read(opened.gameId))?.state.phase.kind !== 'day')
        await env.advanceToNextTimer();
      const before = await env.orchestrator.read(opened.gameId);
      const speech = before!.state.timers.find((timer) => timer.kind === 'step')!;
      expect(speech.deadlineAt - env.clock.now()).toBe(60_000);
      await env.clock.advance(15_000, env.settle);

      await env.restart();
      await env.clock.advance(44_999, env.settle);
      expect(
        (await env.orchestrator.read(opened.gameId))?.state.phase.kind === 'day' &&
          (await env.orchestrator.read(opened.gameId))?.state.phase,
      ).toMatchObject({ day: { floor: { seat: 1 } } });
      await env.clock.advance(1, env.settle);
      const after = await env.orchestrator.read(opened.gameId);
      expect(after?.state.phase.kind === 'day' && after.state.phase.day.floor?.seat).toBe(2);
    });

    it('GIVEN the game is cut after a save and before its effects at 20 random points WHEN restarted each time THEN result, votes and fouls equal the uninterrupted run, nothing is posted twice and nobody is left muted', async () => {
      const baselineEnv = new Environment(store);
      const baseline = await playClassicGame(baselineEnv);
      const turns = baselineEnv.turnSaves;
      expect(turns).toBeGreaterThan(60);

      const { store: crashStore, dispose: disposeCrashStore } = await factory.open();
      try {
        const env = new Environment(crashStore);
        // A fixed pseudo-random choice of 20 distinct turn numbers, so a failure reproduces.
        let seed = 20261130;
        while (env.crashAt.size < 20) {
          seed = (seed * 1103515245 + 12345) % 2147483648;
          env.crashAt.add(1 + (seed % turns));
        }
        const crashed = await playClassicGame(env);
        expect(env.crashes).toBe(20);
        expect(crashed.summary.result).toEqual(baseline.summary.result);
        expect(crashed.summary.votes).toEqual(baseline.summary.votes);
        expect(crashed.summary.fouls).toEqual(baseline.summary.fouls);
        expect(crashed.summary.departures).toEqual(baseline.summary.departures);
        expect(crashed.summary.notices).toEqual(baseline.summary.notices);
        expect(env.voice.mutedMembers()).toEqual([]);
        expect(env.table.openScreens()).toEqual([]);
      } finally {
        await disposeCrashStore();
      }
    }, 120_000);

    it('VOTE-SEQUENCE GIVEN a scripted classic game WHEN each vote message closes THEN it is the record of the vote: every eligible vote counted, the last candidate\'s included, and no "voting now"', async () => {
      // "Eligible voters who have not voted by the last candidate are counted for the last
      // candidate. The list of who voted for whom is public."
      const env = new Environment(store);
      await playClassicGame(env);
      const votes = [...env.table.screens.values()].filter((entry) =>
        entry.screen.id.startsWith('vote.'),
      );
      expect(votes.length).toBeGreaterThan(0);
      for (const { screen, closed } of votes) {
        expect(closed, screen.id).toBe(true);
        expect(screen.controls, screen.id).toEqual([]);
        const eligible = screen.lines.find((line) => line.key === 'vote.eligible');
        let counted = 0;
        for (const line of screen.lines) {
          if (line.key !== 'vote.candidate') continue;
          expect(line.params.open, screen.id).toBe(false);
          expect(line.params.endsAt, screen.id).toBeUndefined();
          counted += line.params.voters.length + line.params.autoVoters.length;
        }
        expect(counted, screen.id).toBe(eligible?.key === 'vote.eligible' && eligible.params.count);
      }
      // Closed before the result is announced: whoever reads the result (or the report that
      // ends the game) finds the vote message already final.
      const log = env.table.log;
      for (const [index, entry] of log.entries()) {
        if (!/^notice:(vote\.(out|tie|tieAgain)|game\.report)$/.test(entry)) continue;
        const before = log.slice(0, index);
        const open = before
          .filter((item) => item.startsWith('show:vote.'))
          .map((item) => item.slice('show:'.length))
          .filter((id, at, ids) => ids.indexOf(id) === at && !before.includes(`close:${id}`));
        expect(open, `${entry} posted while a vote message is open`).toEqual([]);
      }
    });

    it('GIVEN a scripted 10-player classic game WHEN the member edits are counted THEN there are no more than 3 per player plus 2 per speech, and no edit repeats a state', async () => {
      const env = new Environment(store);
      await playClassicGame(env);
      const speeches = env.table.narrations.filter(
        (entry) => entry.narration.cue === 'speech' || entry.narration.cue === 'lastWord',
      ).length;
      expect(speeches).toBeGreaterThan(10);
      expect(env.voice.edits.length).toBeLessThanOrEqual(3 * 10 + 2 * speeches);
      const last = new Map<string, boolean>();
      for (const edit of env.voice.edits) {
        expect(last.get(edit.userId) ?? false).not.toBe(edit.muted);
        last.set(edit.userId, edit.muted);
      }
      expect(env.orchestrator.voice.edits).toBe(env.voice.edits.length);
    });
  });
}
