import { PermissionFlagsBits as P } from 'discord-api-types/v10';
import { afterEach, describe, expect, it } from 'vitest';
import { openSession, type Session } from '../../harness/session.ts';
import { waitUntil } from '../../harness/wait.ts';

/** A 24-hour day in 20 s (a 12-hour night in 10 s). */
const SCALE = 20 / 86_400;

describe('a forum bot restart end to end (timers survive restarts)', () => {
  let session: Session | undefined;
  afterEach(async () => session?.close());

  it('GIVEN a 24-hour forum day (20 s here) WHEN the bot is killed with SIGKILL 8 s into it and restarted THEN the day ends at its original deadline with the votes cast before and after, and the mafia channel is found again, not made twice', async () => {
    session = await openSession({ players: 11, bot: { timeScale: SCALE } });
    const { table, steps, bot, fake } = session;
    await table.start('forum');
    await table.fill();
    await table.deal();
    const day = await steps.publicText(table.label('day.title', { day: 1 }));
    const began = Date.parse(day.createdAt);
    // The deadline as players read it on the vote message (a Discord timestamp: the second after).
    const vote = await steps.forumVoteMessage(1);
    const deadline = Number(/<t:(\d+):R>/.exec(vote.text)?.[1]) * 1000;
    await waitUntil(
      () => table.players.every((player) => table.roleOf(player) !== undefined),
      10_000,
      'every role card',
    );
    const mafia = table.players.filter((player) => table.roleOf(player) === 'MAFIOSO');
    const target = table.seatOf(mafia[0]!);
    const voters = table.players
      .map((player) => table.seatOf(player))
      .filter((seat) => seat !== target)
      .slice(0, 6);
    await steps.forumVotes(1, Object.fromEntries(voters.slice(0, 5).map((seat) => [seat, target])));
    await waitUntil(() => table.mafiaChannels().length === 1, 5_000, 'the mafia channel');
    const channel = table.mafiaChannels()[0]!;

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, began + 8_000 - Date.now())));
    await bot.kill();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await bot.launch(fake);
    // A vote after the restart, by the command.
    const late = await steps.slashVote(voters[5]!, target);
    expect(late.text).toBe(table.label('forum.vote.accepted', { target }));

    const result = await steps.publicText(
      table.label('forum.day.result', { seat: target, role: 'MAFIOSO', votes: 6 }),
      30_000,
    );
    const endedAt = Date.parse(result.createdAt);
    // 24 h × scale = 20 s from the start of the day, not 20 s from the restart (≥ 29 s); not
    // before the deadline shown (a loaded machine may post the day's first lines late, so the
    // day's heading is no lower bound).
    expect(endedAt).toBeGreaterThanOrEqual(deadline - 1_000);
    expect(endedAt - began).toBeLessThanOrEqual(20_000 + 1_500);

    // Night 1: the restarted bot found the mafia channel by its name: the kill menu is there,
    // the jailed mafioso reads only, and no second channel was made.
    const night = table.label('night.prompt.title', { action: 'shot', night: 1 });
    await mafia[1]!.waitForMessage(
      (message) => message.channelId === channel.id && message.title === night,
      { timeoutMs: 10_000 },
    );
    expect(table.mafiaChannels()).toHaveLength(1);
    const jailed = channel.overwrites.find((entry) => entry.id === mafia[0]!.id);
    expect(BigInt(jailed?.deny ?? 0) & P.SendMessages).toBe(P.SendMessages);
    expect(table.canWrite(mafia[0]!, channel)).toBe(false);
    expect(table.canWrite(mafia[1]!, channel)).toBe(true);
    expect(fake.internalErrors).toEqual([]);
    expect(bot.errors()).toEqual([]);
  }, 90_000);
});
