import { afterEach, describe, expect, it } from 'vitest';
import { openSession, type Session } from './support/session.ts';
import { simplePolicy, waitUntil } from './support/table.ts';

/**
 * Cluster mode in the real bot process (issue 14 items 2 and 3): BullMQ timers and the lease
 * per game. The restarted process is a new lease holder, so it takes the game over from the
 * killed one as another shard would.
 */
describe('cluster mode end to end (MAFIA_CLUSTER=1)', () => {
  let session: Session | undefined;
  afterEach(async () => session?.close());

  it('GIVEN a classic speech of 12 s in cluster mode WHEN the bot is killed with SIGKILL 3 s into it and another process starts THEN the speech ends at its original deadline, and the game ends with nobody muted and no member edit repeated', async () => {
    session = await openSession({
      players: 10,
      bot: { timeScale: 0.2, env: { MAFIA_CLUSTER: '1' } },
    });
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
    // 60 s × 0.2 = 12 s from the start of the speech: the BullMQ job kept its deadline.
    expect(elapsed).toBeGreaterThanOrEqual(11_500);
    expect(elapsed).toBeLessThan(15_000);
    await table.playToTheEnd({ ...simplePolicy(table), speakMs: 200 }, 240_000);
    await waitUntil(() => fake.mutedMembers().length === 0, 30_000, 'everybody unmuted');
    expect(fake.redundantMemberEdits()).toEqual([]);
    expect(fake.unknownRoutes).toEqual([]);
  }, 300_000);
});
