import { afterEach, describe, expect, it } from 'vitest';
import { FaultInjector, NightWatch, postedTwice, writeTimeline } from './support/faults.ts';
import { openSession, type Session } from '../../harness/session.ts';
import { simplePolicy } from '../../harness/policies.ts';
import { waitUntil } from '../../harness/wait.ts';

describe('FAIR-NO-LEAKS: Discord faults end to end', () => {
  let session: Session | undefined;
  afterEach(async () => session?.close());

  it('GIVEN a player whose DMs are closed WHEN roles are dealt THEN he is named in the channel with a button that shows him his role, and the game goes on', async () => {
    session = await openSession({ players: 10, closedDms: [3] });
    const { table, fake } = session;
    const closed = table.players[2]!;
    await table.start('classic');
    await table.fill();
    await table.deal();
    const notice = await table.judge.waitForMessage(
      (message) =>
        message.text.includes(closed.mention) &&
        message.buttons.some((button) => button.label === table.label('ui.openInbox')),
      { timeoutMs: 10_000 },
    );
    expect(closed.dmMessages()).toEqual([]);
    const inbox = await closed.click(notice, table.label('ui.openInbox'));
    expect(inbox.ephemeral).toBe(true);
    const seat = table.seatOf(closed);
    expect(inbox.text).toContain(`#${seat}`);
    expect(inbox.text).toMatch(new RegExp(['Don', 'Mafioso', 'Sheriff', 'Civilian'].join('|')));
    // Somebody else pressing the same button sees his own role, not the closed player's.
    const other = await table.players[0]!.click(notice, table.label('ui.openInbox'));
    expect(other.text).toContain(`#${table.seatOf(table.players[0]!)}`);
    const role = await closed.slash('mafia', 'role');
    expect(role.ephemeral).toBe(true);
    expect(role.text).toContain(`#${seat}`);
    expect(fake.internalErrors).toEqual([]);
    expect(session.bot.errors()).toEqual([]);
  }, 180_000);

  it("FAIR-NO-LEAKS GIVEN the judge and every player with closed DMs (the night's role holders among them) WHEN a classic game is played THEN no notice to the judge reaches the channel during a night, none of a missed message after the deal, and after the report one names the misses held", async () => {
    session = await openSession({
      players: 10,
      closedDms: Array.from({ length: 10 }, (_, index) => index + 1),
    });
    const { table, fake } = session;
    table.judge.closeDms();
    await table.start('classic');
    await table.fill();
    await table.deal();
    const report = await table.playToTheEnd(simplePolicy(table), 200_000);
    // What the table reads from Night 1 on: a word to the judge timed by role holders' DMs
    // (a night prompt, a check result) would say that one of the closed-DM seats acts at night.
    const messages = table.judge.visibleMessages('game');
    const at = (message: { id: string }) => messages.findIndex((m) => m.id === message.id);
    const judgeTitle = table.label('judge.title');
    const anonymous = table.label('judge.undeliveredSomeone');
    // The bot's own voice connection failing is told whenever it fails, whoever holds a role and
    // whoever's DMs are closed: a roleless table would hear it at the same moment.
    const voiceTrouble = (['joinFailed', 'missingPermissions', 'channelMissing'] as const).map(
      (reason) => table.label('judge.voiceUnavailable', { reason }),
    );
    const aboutVoice = (text: string) => voiceTrouble.some((words) => text.includes(words));
    const titles = (key: 'night.title' | 'day.title') =>
      new Set(Array.from({ length: 12 }, (_, n) => table.label(key, { night: n + 1, day: n + 1 })));
    const [nights, days] = [titles('night.title'), titles('day.title')];
    const firstNight = messages.findIndex((message) => nights.has(message.title));
    expect(firstNight).toBeGreaterThan(0);
    let night = false;
    let dawns = 0;
    const leaks: string[] = [];
    for (const message of messages.slice(firstNight, at(report))) {
      if (nights.has(message.title)) night = true;
      // The day's notice opens with its title ("Day 2", as a heading).
      const heading = message.text.split('\n')[0]!.replace(/^#+\s*/, '');
      if (days.has(heading)) [night, dawns] = [false, dawns + 1];
      if (aboutVoice(message.text)) continue;
      if ((night && message.text.includes(judgeTitle)) || message.text.includes(anonymous))
        leaks.push(`${night ? 'night' : 'day'}: ${message.text.slice(0, 100)}`);
    }
    expect(dawns).toBeGreaterThan(0);
    expect(leaks).toEqual([]);
    // Once the game is over every role is public: the misses held are named, after the report.
    const heldTitle = table.label('judge.undeliveredHeld', { entries: [] });
    const held = await table.judge.waitForMessage((message) => message.text.includes(heldTitle), {
      timeoutMs: 20_000,
    });
    const after = table.judge.visibleMessages('game');
    expect(after.findIndex((m) => m.id === held.id)).toBeGreaterThan(at(report));
    expect(table.players.some((player) => held.text.includes(player.mention))).toBe(true);
    expect(fake.internalErrors).toEqual([]);
    expect(session.bot.errors()).toEqual([]);
  }, 300_000);

  it('GIVEN the bot lacks Mute Members WHEN a game is played THEN it goes on unmuted and the judge is told once', async () => {
    session = await openSession({ players: 10 });
    const { table, fake } = session;
    fake.revokeBotPermission('MuteMembers');
    await table.start('classic');
    await table.fill();
    await table.deal();
    await table.playToTheEnd(simplePolicy(table));
    const warnings = table.judge
      .dmMessages()
      .filter((message) => message.text.includes(table.label('judge.noMutePermission')));
    expect(warnings).toHaveLength(1);
    expect(fake.mutedMembers()).toEqual([]);
    expect(fake.memberEdits.filter((edit) => edit.code === 50013).length).toBeLessThanOrEqual(2);
    expect(session.bot.errors()).toEqual([]);
  }, 180_000);

  it('GIVEN a tight member-edit bucket (2 per 2 s) WHEN a game is played THEN every mute waits its turn, no edit repeats a state, and nobody is left muted', async () => {
    session = await openSession({
      players: 10,
      fake: { memberEditRateLimit: { limit: 2, windowMs: 2000 } },
    });
    const { table, fake } = session;
    await table.start('classic');
    await table.fill();
    await table.deal();
    // Night 0 mutes everybody, Day 1 hands the floor on speech by speech; then the judge ends it.
    table.autoplay({ ...simplePolicy(table), speakMs: 300 });
    await table.judge.waitForMessage(
      (message) => message.text.includes(table.label('night.title', { night: 1 })),
      { timeoutMs: 90_000 },
    );
    await table.stop();
    await session.steps.judgeConfirmed('end');
    await waitUntil(() => fake.mutedMembers().length === 0, 60_000, 'everybody unmuted');
    expect(fake.redundantMemberEdits()).toEqual([]);
    // discord.js reads the rate-limit headers and waits: only the occasional 429, never a storm.
    const edits = fake.memberEdits.filter((edit) => edit.status < 300).length;
    expect(fake.rateLimitHits.length).toBeLessThan(edits);
    expect(session.bot.errors()).toEqual([]);
  }, 240_000);

  it('GIVEN 429 bursts, a 500 on every third member edit, a gateway close 4000 and an op 7 mid-day, 50013 and 50007 on DMs WHEN a classic game is played THEN it ends normally, every night everyone is muted, no public message is posted twice and nobody is left muted', async () => {
    // No member-edit bucket here (the test above has it): at this time scale a night lasts about
    // 2 s, shorter than the 5-per-5-s bucket needs to catch up with a day of instant speeches.
    session = await openSession({
      players: 10,
      closedDms: [4],
      fake: { memberEditRateLimit: false },
    });
    const { table, fake, steps } = session;
    const faults = new FaultInjector(fake);
    await table.start('classic');
    await table.fill();
    await table.deal();
    const open = table.players.filter((player) => player.dmsOpen);
    await waitUntil(() => open.every((player) => table.card(player) !== ''), 20_000, 'role cards');
    await waitUntil(() => table.judge.dmChannelId !== null, 20_000, "the judge's DMs");
    faults.forbidDms(table.judge, 2);
    faults.forbidDms(table.players[4]!, 2);
    faults.failEveryThirdMemberEdit();
    faults.rateLimitBursts(fake.channels.game!, 3, 5000);
    const nights = new NightWatch(table);
    const game = table.playToTheEnd(simplePolicy(table), 200_000);
    await steps.publicText(table.label('day.title', { day: 1 }), 60_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    faults.closeGateway();
    await waitUntil(() => fake.gateway.hasLiveSession, 20_000, 'the bot back on the gateway');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    faults.requestReconnect();
    const report = await game;
    const counts = faults.stop();
    console.info(`faults injected: ${JSON.stringify(counts)}`);
    expect(report.text).toMatch(/wins|draw/i);
    const unmutedNights = nights.stop();
    // FAULTS_DEBUG=file: the game's timeline (edits, messages, requests, resumes, bot log).
    if (process.env.FAULTS_DEBUG) writeTimeline(process.env.FAULTS_DEBUG, session);
    expect(unmutedNights).toEqual([]);
    console.info(`nights: ${nights.seen.size}, too short to judge: ${nights.tooShort.length}`);
    expect(nights.seen.size - nights.tooShort.length).toBeGreaterThan(1);
    expect(postedTwice(fake.messages('game'), fake.botUserId)).toEqual([]);
    await waitUntil(() => fake.mutedMembers().length === 0, 60_000, 'everybody unmuted');
    // Both gateway faults were resumed: the bot never had to identify again.
    expect(fake.identifies).toHaveLength(1);
    expect(counts.memberEdit5xx).toBeGreaterThan(2);
    expect(counts.rateLimited).toBeGreaterThan(5);
    expect(counts.dm50013).toBeGreaterThan(0);
    expect(fake.internalErrors).toEqual([]);
    expect(session.bot.errors()).toEqual([]);
  }, 300_000);
});
