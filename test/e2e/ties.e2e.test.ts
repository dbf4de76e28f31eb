import { afterEach, describe, expect, it } from 'vitest';
import { openSession, type Session } from '../../harness/session.ts';
import { waitUntil } from '../../harness/wait.ts';

describe('VOTE-TIE-SPEECHES: ties end to end', () => {
  let session: Session | undefined;
  afterEach(async () => session?.close());

  it('GIVEN two candidates tied WHEN the revote ties them again and the table votes to eliminate all THEN tie speeches, the revote and the eliminate-all vote happen in order and both leave with last words', async () => {
    session = await openSession({ players: 10, bot: { timeScale: 0.1 } });
    const { table, steps } = session;
    await table.start('classic');
    await table.fill();
    await table.deal();
    await steps.speeches([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], { 1: 5, 2: 6, 3: 7 });
    // Round 1: #5 4 votes, #6 4 votes, #7 (the last candidate) the 2 who did not click.
    await steps.vote(5, [1, 2, 3, 4]);
    await steps.vote(6, [5, 6, 8, 9]);
    await steps.publicText(table.label('vote.tie', { seats: [5, 6] }));
    // Tie speeches in nomination order, 30 s each.
    const tieSpeech = await steps.speechOf(5);
    expect(tieSpeech.title).toBe(
      table.label('speech.title', { seat: 5, userId: table.atSeat(5).id, kind: 'tie' }),
    );
    await steps.pass(5);
    await steps.pass(6);
    // The revote among #5 and #6 only: five for #5, the rest go to #6 (the last candidate).
    await steps.publicText(table.label('vote.title', { day: 1, round: 2 }));
    await steps.vote(5, [1, 2, 3, 4, 7]);
    await steps.publicText(
      table.label('vote.tieAgain', { seats: [5, 6], outcome: 'eliminateAll' }),
    );
    await steps.eliminateAll([1, 2, 3, 4, 7, 8], [5, 6]);
    await steps.publicText(
      table.label('eliminateAll.result', { seats: [5, 6], passed: true, yes: 6, needed: 6 }),
    );
    const lastWord = await steps.speechOf(5);
    expect(lastWord.title).toBe(
      table.label('speech.title', { seat: 5, userId: table.atSeat(5).id, kind: 'lastWord' }),
    );
    await waitUntil(() => !table.atSeat(5).isServerMuted, 10_000, 'the last word unmuted');
    await steps.pass(5);
    await steps.pass(6);
    await steps.publicText(table.label('night.title', { night: 1 }));
    expect(session.bot.errors()).toEqual([]);
  }, 180_000);
});
