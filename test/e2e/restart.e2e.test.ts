import { afterEach, describe, expect, it } from 'vitest';
import { openSession, type Session } from '../../harness/session.ts';
import { shownAt } from '../../harness/steps.ts';
import { simplePolicy } from '../../harness/policies.ts';
import { waitUntil } from '../../harness/wait.ts';
import { RESTART_MODES as MODES } from './support/restart-modes.ts';

// Side by side: each a bot process and a fake Discord of its own, mostly waiting on timers.
describe.concurrent.each(MODES)(
  'a bot restart end to end, $mode (timers survive restarts, nobody left muted)',
  ({ env, kept }) => {
    let session: Session | undefined;
    afterEach(async () => session?.close());

    it(`GIVEN a classic speech of 24 s (120 s at time scale 0.2) WHEN the bot is killed with SIGKILL 3 s into it and started again THEN the speech ends at its original deadline (${kept}), and the game ends normally with nobody muted and no member edit repeated`, async () => {
      session = await openSession({ players: 10, bot: { timeScale: 0.2, env } });
      const { table, steps, bot, fake } = session;
      // Longer than a relaunch on a loaded machine (13 s seen beside the other e2e games): with
      // 12 s, a relaunch past the deadline ended the speech on resume, later than 15 s.
      const admin = fake.addPlayer({ name: 'Admin', locale: 'en', permissions: ['ManageGuild'] });
      await admin.slash('mafia', 'settings', { speech_seconds_classic: 120 });
      await steps.firstClassicSpeech();
      // The speech's clock starts once Discord confirmed the speaker's unmute (GAME-CLOCK-ON-FLOOR),
      // which firstClassicSpeech has just seen: not when its card first showed.
      const began = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 3000));

      await bot.kill();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await bot.launch(fake);

      const second = await steps.speechOf(2, 40_000);
      const elapsed = shownAt(second) - began;
      // 120 s × 0.2 = 24 s from the start of the speech, not 24 s from the restart (≥ 28 s).
      expect(elapsed).toBeGreaterThanOrEqual(23_500);
      expect(elapsed).toBeLessThan(27_000);
      await waitUntil(
        () => table.atSeat(1).isServerMuted && !table.atSeat(2).isServerMuted,
        15_000,
        'the floor handed over in voice',
      );

      await table.playToTheEnd({ ...simplePolicy(table), speakMs: 200 }, 240_000);
      await waitUntil(() => fake.mutedMembers().length === 0, 30_000, 'everybody unmuted');
      expect(fake.redundantMemberEdits()).toEqual([]);
      expect(fake.unknownRoutes).toEqual([]);
    }, 300_000);
  },
);
