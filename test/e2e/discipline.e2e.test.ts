import { afterEach, describe, expect, it } from 'vitest';
import { openSession, type Session } from '../../harness/session.ts';
import { simplePolicy } from '../../harness/policies.ts';
import { waitUntil } from '../../harness/wait.ts';

describe('DISC-FOULS, VOTE-CANCEL: fouls end to end', () => {
  let session: Session | undefined;
  afterEach(async () => session?.close());

  it('GIVEN a classic game WHEN the judge gives a player 3 fouls THEN his next speech is a silenced slot in which he may nominate; AND the 4th removes him and cancels the day vote', async () => {
    session = await openSession({ players: 10, bot: { timeScale: 0.1 } });
    const { table, steps } = session;
    await table.start('classic');
    await table.fill();
    await table.deal();
    const fouled = table.atSeat(7);
    await steps.speechOf(1);
    for (let count = 1; count <= 3; count++) {
      const reply = await steps.judge('foul', { player: fouled, reason: '15' });
      expect(reply.ephemeral).toBe(true);
    }
    const third = table.label('foul.recorded', { seat: 7, count: 3, consequence: 'silenced' });
    await steps.publicText(third.split('\n')[0]!.slice(0, 30));
    await steps.speeches([1, 2, 3, 4, 5, 6]);
    // His slot: silenced (muted, 10 s × time scale), the nomination menu still there.
    const silenced = await steps.speechOf(7);
    expect(silenced.title).toBe(
      table.label('speech.title', { seat: 7, userId: fouled.id, kind: 'silenced' }),
    );
    await waitUntil(() => fouled.isServerMuted, 5_000, 'seat 7 muted in his silenced slot');
    expect(await steps.nominate(7, 2)).toBe(table.label('nomination.accepted', { target: 2 }));
    await steps.pass(7);

    await steps.judge('foul', { player: fouled, reason: '13' });
    await steps.publicText(table.label('vote.cancelledBy', { seat: 7, which: 'today' }));
    await steps.speeches([8, 9, 10]);
    await steps.publicText(table.label('vote.none', { day: 1, reason: 'cancelled' }));
    const status = await table.judge.slash('mafia', 'status');
    expect(status.text).toContain('#7');

    await table.playToTheEnd(simplePolicy(table));
    const report = table.report()!;
    expect(report.text).toContain('#7');
    await waitUntil(() => session!.fake.mutedMembers().length === 0, 30_000, 'everybody unmuted');
    expect(session.bot.errors()).toEqual([]);
  }, 180_000);
});
