import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/phrases/en/index.ts';
import { openSession, type Session } from '../../harness/session.ts';
import { simplePolicy } from '../../harness/policies.ts';
import { waitUntil } from '../../harness/wait.ts';

describe('JUDGE-UNDO: a mistaken disqualification taken back, end to end', () => {
  let session: Session | undefined;
  afterEach(async () => session?.close());

  it('GIVEN a classic game WHEN the judge disqualifies a player by mistake before the vote and undoes it THEN the channel shows the correction, the player is back, speaks and votes, a second undo is refused, and the report lists the undo', async () => {
    session = await openSession({ players: 10, bot: { timeScale: 0.1 } });
    const { table, steps } = session;
    await table.start('classic');
    await table.fill();
    await table.deal();
    // Seat 3 holds the floor when the judge disqualifies him by mistake.
    const mistaken = table.atSeat(3);
    await steps.speeches([1, 2], { 1: 5 });
    const speech = await steps.speechOf(3);
    await steps.judge('disqualify', { player: mistaken, reason: '4' });
    await steps.publicText(table.label('vote.cancelledBy', { seat: 3, which: 'today' }));
    await steps.speechOf(4);
    // Two quick passes and the handovers spend the member-edit bucket (5 per 5 s, Discord's
    // limit on): his mute may wait for the next window.
    await waitUntil(() => mistaken.isServerMuted, 12_000, 'seat 3 muted once out');

    // A player may not undo; the judge may, once, and the whole table is told.
    const stranger = await table.atSeat(6).slash('mafia', 'undo');
    expect(stranger.text).toBe(table.label('error.notJudge'));
    const undone = await steps.judge('undo');
    expect(undone.ephemeral).toBe(true);
    await steps.publicText(table.label('undo.done', { action: 'disqualify', seat: 3, back: true }));
    const again = await steps.judge('undo');
    expect(again.ephemeral).toBe(true);
    expect(again.text).toBe(table.label('error.undo', { why: 'undone', action: 'disqualify' }));

    // His speech again on the table card, corrected in place (the correction is announced
    // below it), his voice back; he nominates, the others speak in their turn, and he votes:
    // today's vote is not cancelled.
    const restored = await steps.speechOf(3);
    expect(restored.id).toBe(speech.id);
    expect(restored.title).toBe(
      table.label('speech.title', { seat: 3, userId: mistaken.id, kind: 'regular' }),
    );
    await waitUntil(() => !mistaken.isServerMuted, 5_000, 'seat 3 unmuted for his speech');
    await steps.speeches([3, 4, 5, 6, 7, 8, 9, 10], { 3: 2 });
    await steps.vote(5, [1, 3, 7]);
    await table.playToTheEnd(simplePolicy(table));
    const report = table.report()!;
    expect(report.text).toContain(`${en.timeline.undone('')}${en.timeline.disqualified('#3', '')}`);
    // His vote is in the day's record, for #5 (the part before the next candidate's).
    const votesForFive = report.text.split('\n').find((line) => line.startsWith('Vote: #5:'));
    expect(votesForFive?.split(';')[0]).toMatch(/#3(?!\d)/);
    await waitUntil(() => session!.fake.mutedMembers().length === 0, 30_000, 'everybody unmuted');
    expect(session.bot.errors()).toEqual([]);
  }, 180_000);
});
