import { afterEach, describe, expect, it } from 'vitest';
import { verifyDealRecord } from '../../src/fairness/verify.ts';
import { parseDealRecord } from '../../src/fairness/deal-record.ts';
import { openSession, type Session } from '../../harness/session.ts';
import { simplePolicy } from '../../harness/policies.ts';
import { waitUntil } from '../../harness/wait.ts';

describe('a whole 16-player stylized game end to end', () => {
  let session: Session | undefined;
  afterEach(async () => session?.close());

  it('GIVEN 16 players in Russian WHEN they play a stylized game to the end THEN the black teams met in private threads, each locked when its step ended (NIGHT0-THREADS-LOCKED), a side wins, and the published deal verifies', async () => {
    session = await openSession({ players: 16, locale: 'ru' });
    const { table, fake } = session;
    await table.start('stylized');
    await table.fill();
    await table.deal();
    const report = await table.playToTheEnd(simplePolicy(table), 150_000);
    const parsed = parseDealRecord(report.attachments[0]!.json());
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(verifyDealRecord(parsed.record).ok).toBe(true);
    // Night 0: Gambino, K&A and the two leaders met in private threads, each locked afterwards,
    // and no red player could see any of them.
    const threads = [...fake.world.channels.values()].filter((channel) => channel.thread !== null);
    expect(threads).toHaveLength(3);
    for (const thread of threads) expect(thread.thread?.locked).toBe(true);
    // "Team: red." on a red card (what the player reads), in the game's language.
    const redCard = table.label('role.card', {
      seat: 1,
      role: 'BUSINESSMAN',
      team: 'RED',
      preset: 'stylized',
      teammates: [],
    });
    const redMarker = redCard.split('\n')[1]!.split('.')[0]!;
    const reds = table.players.filter((player) => table.card(player).includes(redMarker));
    expect(reds.length).toBeGreaterThan(0);
    for (const red of reds) expect(table.threads(red)).toEqual([]);
    await waitUntil(() => fake.mutedMembers().length === 0, 40_000, 'everybody unmuted');
    expect(fake.internalErrors).toEqual([]);
    expect(session.bot.errors()).toEqual([]);
  }, 240_000);
});
