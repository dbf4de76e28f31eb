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

    it(`GIVEN a classic speech of 12 s (time scale 0.2) WHEN the bot is killed with SIGKILL 3 s into it and started again THEN the speech ends at its original deadline (${kept}), and the game ends normally with nobody muted and no member edit repeated`, async () => {
      session = await openSession({ players: 10, bot: { timeScale: 0.2, env } });
      const { table, steps, bot, fake } = session;
      await steps.firstClassicSpeech();
      // The speech's clock starts once Discord confirmed the speaker's unmute (GAME-CLOCK-ON-FLOOR),
      // which firstClassicSpeech has just seen: not when its card first showed.
      const began = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 3000));

      await bot.kill();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await bot.launch(fake);

      const second = await steps.speechOf(2, 30_000);
      const elapsed = shownAt(second) - began;
      // 60 s × 0.2 = 12 s from the start of the speech, not 12 s from the restart (≥ 16 s).
      expect(elapsed).toBeGreaterThanOrEqual(11_500);
      expect(elapsed).toBeLessThan(15_000);
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
