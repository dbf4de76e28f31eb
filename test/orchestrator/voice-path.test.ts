import { describe, expect, it } from 'vitest';
import { Environment, STORES } from './environment.ts';
import { dealtClassic, toDay } from './games.ts';

describe('FLAG-POLICY: one voice path: mutes and the bot in the channel follow the saved document', () => {
  it('GIVEN a running classic game WHEN turns are saved THEN the voice stage is handed each saved document, and what it reports (a disconnect past the grace, voice unavailable) reaches that game as the flag and the judge notice', async () => {
    const { store, dispose } = await STORES[1]!.open();
    try {
      const env = new Environment(store);
      const gameId = await dealtClassic(env);
      await toDay(env, gameId);
      const versions = env.followed.map((entry) => entry.document.state.version);
      expect(versions.length).toBeGreaterThan(1);
      expect([...versions].sort((a, b) => a - b)).toEqual(versions);
      const current = (await env.orchestrator.read(gameId))!;
      expect(versions.at(-1)).toBe(current.state.version);

      const { reports } = env.followed.at(-1)!;
      reports.disconnectExpired(3);
      reports.unavailable('joinFailed');
      await env.settle();
      const flags = (await env.orchestrator.read(gameId))!.state.flags ?? [];
      expect(flags.map((flag) => [flag.kind, flag.seat])).toEqual([['disconnect', 3]]);
      expect(env.table.judgeNotices.map((entry) => entry.notice)).toContainEqual({
        key: 'judge.voiceUnavailable',
        params: { reason: 'joinFailed' },
      });
    } finally {
      await dispose();
    }
  });
});
