import { afterEach, describe, expect, it } from 'vitest';
import { protocolOf } from './support/protocol.ts';
import { openSession, type Session } from '../../harness/session.ts';
import { waitUntil } from '../../harness/wait.ts';

/** Issue 25 items 3 and 4: the judge's command by seat number, his corrections, Confirm. */
describe('/judge: JUDGE-NOMINATE-ALOUD, JUDGE-CORRECT-VOTE, JUDGE-CONFIRM end to end', () => {
  let session: Session | undefined;
  afterEach(async () => session?.close());

  it('GIVEN a classic game WHEN the judge types /judge foul seat:5 (autocomplete "#5 …"), enters a nomination made aloud, fixes a misclicked vote while the round is open and asks to end THEN the foul is public, the nomination is voted on and in the protocol, the tally counts the corrected vote, and the game runs until he confirms', async () => {
    session = await openSession({ players: 10, bot: { timeScale: 0.1 } });
    const { table, steps } = session;
    await table.start('classic');
    await table.fill();
    await table.deal();
    await steps.speechOf(1);

    // A foul by seat number: typing "5" offers "#5 <name>"; Enter sends it.
    const fifth = table.atSeat(5);
    const offered = await table.judge.autocomplete('judge', 'foul', { name: 'seat', typed: '5' });
    expect(offered).toHaveLength(1);
    expect(offered[0]).toMatchObject({ name: expect.stringMatching(/^#5 \S/), value: 5 });
    const foul = await table.judge.slash('judge', 'foul', { seat: 5, reason: '15' });
    expect(foul.ephemeral).toBe(true);
    const warning = table.label('foul.recorded', { seat: 5, count: 1, consequence: 'none' });
    await steps.publicText(warning.split('\n')[0]!.slice(0, 30));
    // A player is offered nothing, and his /judge is refused.
    expect(await fifth.autocomplete('judge', 'foul', { name: 'seat', typed: '' })).toEqual([]);
    const refused = await fifth.slash('judge', 'foul', { seat: 4, reason: '15' });
    expect(refused.text).toBe(table.label('error.notJudge'));

    // Seat 1 nominates #5 aloud; the judge enters it.
    await table.judge.slash('judge', 'nominate', { seat: 5 });
    await steps.publicText(table.label('judge.corrected', { what: 'nominate', by: 1, target: 5 }));
    await steps.pass(1);
    await steps.speeches([2, 3, 4, 5, 6, 7, 8, 9, 10], { 2: 6, 3: 7 });

    // The vote: #5 is on it. Seat 4 clicks #5 by mistake; the judge pauses and takes it away,
    // and seat 4 votes for #6 in #6's window.
    await steps.vote(5, [1, 2, 4]);
    await table.judge.slash('judge', 'pause');
    await table.judge.slash('judge', 'vote', { seat: 4 });
    await steps.publicText(
      table.label('judge.corrected', { what: 'vote', round: 1, voter: 4, from: 5, to: null }),
    );
    await table.judge.slash('judge', 'resume');
    await steps.vote(6, [4]);
    await steps.publicText(table.label('vote.out', { seat: 7, votes: 7 }));

    // End, unconfirmed: the game goes on (seat 7's last word); Cancel says so.
    const asked = await table.judge.slash('judge', 'end');
    expect(asked.ephemeral).toBe(true);
    await steps.speechOf(7);
    await table.judge.click(asked.message!, table.label('control.dontConfirm'));
    const cancelled = table.label('ui.confirmCancelled');
    const answer = await table.judge.waitForMessage((message) => message.text === cancelled);
    expect(answer.id).toBe(asked.message!.id);
    expect(fifth.visibleMessages(table.textChannel).some((m) => m.id === answer.id)).toBe(false);
    expect(table.report()).toBeUndefined();
    await steps.judgeConfirmed('end', {}, 'judge');
    await waitUntil(() => table.report() !== undefined, 30_000, 'the report');

    const protocol = protocolOf(table.report()!);
    expect(protocol.nominations).toContainEqual({ day: 1, by: 1, target: 5, byJudge: true });
    const round = protocol.votes[0]!;
    expect(round.votes.filter((vote) => vote.candidate === 5).map((vote) => vote.voter)).toEqual([
      1, 2,
    ]);
    expect(round.votes).toContainEqual({ voter: 4, candidate: 6, auto: false });
    expect(protocol.corrections?.map((entry) => entry.what)).toEqual(['nominate', 'vote']);
    expect(session.bot.errors()).toEqual([]);
  }, 180_000);
});
