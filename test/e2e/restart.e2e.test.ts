import { afterEach, describe, expect, it } from 'vitest';
import { openSession, type Session } from './support/session.ts';
import { simplePolicy, waitUntil } from './support/table.ts';

describe('a bot restart end to end (issue: timers survive restarts, nobody left muted)', () => {
  let session: Session | undefined;
  afterEach(async () => session?.close());

  it('GIVEN a classic speech of 12 s (time scale 0.2) WHEN the bot is killed with SIGKILL 3 s into it and restarted THEN the speech ends at its original deadline, and the game ends normally with nobody muted', async () => {
    session = await openSession({ players: 10, bot: { timeScale: 0.2 } });
    const { table, steps, bot, fake } = session;
    await table.start('classic');
    await table.fill();
    await table.deal();
    const first = await steps.speechOf(1, 30_000);
    // The table card shows each speech from the edit that hands it the floor.
    const shownAt = (message: typeof first) => Date.parse(message.editedAt ?? message.createdAt);
    const began = shownAt(first);
    await waitUntil(() => !table.atSeat(1).isServerMuted, 10_000, 'the speaker unmuted');
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
});
