import { afterEach, describe, expect, it } from 'vitest';
import { openSession, type Session } from '../../harness/session.ts';
import { simplePolicy } from '../../harness/policies.ts';
import { waitUntil } from '../../harness/wait.ts';
import { isCard, watchCardInView } from './support/card-in-view.ts';

/** Issue 15 item 4 and issue 13 item 4: the live table card, and a day of speeches in few posts. */
describe('DAY-FLOOR-CONTROL, DAY-NOMINEE-LIST, GAME-WIN-CHECK, GAME-CARD-IN-VIEW: the table card end to end', () => {
  let session: Session | undefined;
  afterEach(async () => session?.close());

  it('GIVEN a classic table WHEN a whole day is played (ten speeches, a nomination, no vote with one nominee on Day 1, then the night) THEN one card is edited in place all along (same message id, its text following the game), and the day of speeches adds at most three messages to the channel', async () => {
    session = await openSession({ players: 10, bot: { timeScale: 0.1 } });
    const { table, steps, fake } = session;
    await table.start('classic');
    await table.fill();
    await table.deal();
    const first = await steps.speechOf(1);
    expect(isCard(first)).toBe(true);
    const cardId = first.id;
    const dayOne = await steps.publicText(table.label('day.title', { day: 1 }));
    const before = fake.messages('game').findIndex((message) => message.id === dayOne.id);

    await steps.nominate(1, 5);
    // The nomination is acknowledged on the card while #1 holds the floor.
    const acknowledged = table.label('nomination.made', { by: 1, target: 5 });
    await table.judge.waitForMessage((message) => message.text.includes(acknowledged));
    await steps.pass(1);
    for (const seat of [2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      // What a person sees at that moment: "#n's speech" on the card, the same message.
      const card = await steps.speechOf(seat);
      expect(card.id).toBe(cardId);
      expect(card.title).toBe(
        table.label('speech.title', { seat, userId: table.atSeat(seat).id, kind: 'regular' }),
      );
      expect(card.text).not.toContain(acknowledged);
      await steps.pass(seat);
    }
    // One nominee on Day 1: no vote (VOTE-SINGLE-NOMINEE), the night falls.
    const nightOne = await steps.publicText(table.label('night.title', { night: 1 }));
    const channel = fake.messages('game');
    const night = channel.findIndex((message) => message.id === nightOne.id);
    expect(night).toBeGreaterThan(before);
    const speechPosts = channel.slice(before, night).filter((message) => message.id !== cardId);
    expect(speechPosts.length).toBeLessThanOrEqual(3);
    expect(channel.filter(isCard).map((message) => message.id)).toEqual([cardId]);

    // The card follows the night (no floor, no controls) and stays the one card.
    const nightTitle = table.label('table.title', { phase: 'night', day: 1 });
    await waitUntil(
      () => table.judge.view(cardId)?.title === nightTitle,
      10_000,
      'the card at night',
    );
    const atNight = table.judge.view(cardId)!;
    expect(atNight.buttons).toEqual([]);
    expect(atNight.editedAt).not.toBeNull();
    expect(session.bot.errors()).toEqual([]);
    // Each handover now takes one more turn and one more card edit (the floor confirmed,
    // GAME-CLOCK-ON-FLOOR): ten speeches on a loaded machine outlast the default 20 s.
  }, 60_000);

  it('GAME-WIN-CHECK, GAME-CARD-IN-VIEW GIVEN a classic game played to its end WHEN someone holds the floor on Days 2 and 3 THEN the card is among the last three messages of the channel; WHEN a departure decides the game THEN it is posted before the card reads "Game over", and a /mafia start sent the moment it does opens a new lobby', async () => {
    session = await openSession({ players: 10 });
    const { table, fake } = session;
    await table.start('classic');
    await table.fill();
    await table.deal();
    await waitUntil(() => fake.messages('game').some(isCard), 20_000, 'the table card');
    const inView = watchCardInView(fake, table, 10);
    // The card moves down as the days go (GAME-CARD-IN-VIEW): the newest one is the card.
    const card = () => fake.messages('game').filter(isCard).at(-1);
    const over = table.label('table.title', { phase: 'ended', day: 0 });
    // What the channel held when the card turned to "Game over", and the judge's next start.
    let postedBefore: string[] | undefined;
    let restart: Promise<{ text: string; ephemeral: boolean }> | undefined;
    const watch = () => {
      const cardId = card()?.id;
      if (postedBefore || !cardId || !table.judge.view(cardId)?.title.startsWith(over)) return;
      postedBefore = fake.messages('game').map((message) => message.id);
      restart = table.judge.slash('mafia', 'start', { preset: 'classic' });
    };
    fake.world.events.on('message', watch);
    const report = await table.playToTheEnd(simplePolicy(table), 200_000);
    await waitUntil(() => restart !== undefined, 20_000, 'the card at the end');
    fake.world.events.off('message', watch);
    inView.stop();
    // Day 2 is always played (a classic table cannot end on Day 1's vote with ten); Day 3 when
    // the game lasts that long (the deal is random): every day played is checked.
    expect(inView.days.get(2)?.floorMoments, 'the floor held on Day 2').toBeGreaterThan(0);
    for (const [day, seen] of inView.days) {
      expect(seen.floorMoments, `the floor held on Day ${day}`).toBeGreaterThan(0);
      expect(seen.misses, `Day ${day}`).toEqual([]);
    }
    // The figure for the note: what the card costs in REST calls a day (issue 25, item 5).
    console.log('card REST calls per day', JSON.stringify([...inView.days]));
    const channel = fake.messages('game');
    // The notice just before "Game over." is the departure that decided the game.
    const reportAt = channel.findIndex((message) => message.id === report.id);
    const gameOverAt = channel.findLastIndex(
      (message, index) => index < reportAt && message.text.includes(over),
    );
    expect(gameOverAt).toBeGreaterThan(0);
    const decided = channel[gameOverAt - 1]!;
    expect(decided.text).toMatch(/#\d+/);
    expect(postedBefore).toContain(decided.id);
    const reply = await restart!;
    expect(reply.ephemeral).toBe(true);
    expect(reply.text).toContain(table.label('ui.started', { gameId: '' }).split(' ')[0]);
    expect(session.bot.errors()).toEqual([]);
  }, 300_000);
});
