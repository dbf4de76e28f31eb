import { OverwriteType, PermissionFlagsBits as P } from 'discord-api-types/v10';
import { afterEach, describe, expect, it } from 'vitest';
import { catalog } from '../../src/i18n/index.ts';
import type { ChannelRecord } from '@mafia-bot/fake-discord';
import { protocolOf } from './support/protocol.ts';
import { openSession, type Session } from '../../harness/session.ts';
import { waitUntil } from '../../harness/wait.ts';

/** 0.0002: a 24-hour day lasts 17.3 s, a 12-hour night 8.6 s, a 2-hour duel round 1.4 s. */
const SCALE = 0.0002;

/** The overwrites of a channel as allow/deny numbers by id. */
function overwrites(
  channel: ChannelRecord,
): Map<string, { type: number; allow: bigint; deny: bigint }> {
  return new Map(
    channel.overwrites.map((entry) => [
      entry.id,
      { type: entry.type, allow: BigInt(entry.allow), deny: BigInt(entry.deny) },
    ]),
  );
}

const READ_WRITE = P.ViewChannel | P.SendMessages | P.ReadMessageHistory;
const READ_ONLY = P.ViewChannel | P.ReadMessageHistory;

function expectWriter(channel: ChannelRecord, userId: string): void {
  const entry = overwrites(channel).get(userId);
  expect(entry?.type).toBe(OverwriteType.Member);
  expect(entry?.allow).toBe(READ_WRITE);
  expect(entry?.deny).toBe(0n);
}

function expectReader(channel: ChannelRecord, userId: string): void {
  const entry = overwrites(channel).get(userId);
  expect(entry?.type).toBe(OverwriteType.Member);
  expect(entry?.allow).toBe(READ_ONLY);
  expect((entry?.deny ?? 0n) & P.SendMessages).toBe(P.SendMessages);
}

describe('a whole forum game end to end', () => {
  let session: Session | undefined;
  afterEach(async () => session?.close());

  it('GIVEN 11 players WHEN they play a forum game THEN the mafia meet in one private channel (only they see it, an out mafioso reads only), a tie goes to a duel fought by DM, the town wins, the report shows every role and the channel is archived', async () => {
    session = await openSession({ players: 11, bot: { timeScale: SCALE } });
    const { table, steps, fake } = session;
    await table.start('forum');
    await table.fill();
    await table.deal();
    await waitUntil(
      () => table.players.every((player) => table.roleOf(player) !== undefined),
      15_000,
      'every role card',
    );
    const roles = table.seatsByRole();
    const [m1, m2] = roles.get('MAFIOSO') ?? [];
    const [detective] = roles.get('DETECTIVE') ?? [];
    const [doctor] = roles.get('DOCTOR') ?? [];
    const [c1, c2, c3] = roles.get('CIVILIAN') ?? [];
    if (!m1 || !m2 || !detective || !doctor || !c1 || !c2 || !c3)
      throw new Error(`unexpected roles: ${JSON.stringify([...roles])}`);
    const mafiosi = [table.atSeat(m1), table.atSeat(m2)];

    // The mafia channel: made at the deal, next to the game channel, only the mafia and the bot.
    await waitUntil(() => table.mafiaChannels().length === 1, 10_000, 'the mafia channel');
    const channel = table.mafiaChannels()[0]!;
    expect(channel.name).toBe(`mafia-${table.gameId}`);
    expect(channel.parentId).toBe(fake.world.findChannel(fake.guildId, 'game')?.parentId);
    const initial = overwrites(channel);
    expect(initial.size).toBe(4);
    expect(initial.get(fake.guildId)).toEqual({
      type: OverwriteType.Role,
      allow: 0n,
      deny: P.ViewChannel,
    });
    expect((initial.get(fake.botUserId)?.allow ?? 0n) & READ_WRITE).toBe(READ_WRITE);
    for (const mafioso of mafiosi) expectWriter(channel, mafioso.id);
    for (const player of table.players)
      expect(fake.world.canViewChannel(player.id, channel.id), player.name).toBe(
        mafiosi.includes(player),
      );
    expect(fake.world.canViewChannel(table.judge.id, channel.id)).toBe(false);
    const intro = await mafiosi[0]!.waitForMessage(
      (message) => message.channelId === channel.id && message.authorId === fake.botUserId,
      { timeoutMs: 5_000 },
    );
    for (const mafioso of mafiosi) expect(intro.text).toContain(mafioso.mention);
    mafiosi[0]!.post(channel.id, `#${m1} here. Let us take #${c3} tonight.`);
    mafiosi[1]!.post(channel.id, `#${m2}: agreed.`);
    expect(() => table.atSeat(c1).post(channel.id, 'let me in')).toThrow();

    // Day 1: a three-way tie (#m1, #c1, #c2: three votes each), by the menu and /mafia vote.
    const [a, b, c, d, e, f, g, h, i] = [...roles.values()]
      .flat()
      .sort((x, y) => x - y)
      .filter((seat) => ![m1, c1, c2].includes(seat))
      .concat([m1, c1, c2]);
    await steps.forumVotes(1, { [a!]: m1, [b!]: m1, [d!]: c1, [e!]: c1, [g!]: c2 });
    // Changed minds: #f votes for #m1 first, then for #c2 with the command; #c for #m1 by command.
    await steps.forumVotes(1, { [f!]: m1 });
    expect((await steps.slashVote(f!, c2)).text).toBe(
      table.label('forum.vote.accepted', { target: c2 }),
    );
    expect((await steps.slashVote(c!, m1)).text).toBe(
      table.label('forum.vote.accepted', { target: m1 }),
    );
    await steps.forumVotes(1, { [h!]: c1, [i!]: c2 });
    const tied = [m1, c1, c2].sort((x, y) => x - y);
    await steps.publicText(table.label('forum.day.tie', { seats: tied }), 30_000);

    // The duel, by DM: #c1 and #c2 both shoot #m1 where he hides; #m1 misses.
    await Promise.all([
      steps.duelMove(m1, { cover: 1, target: c1, position: 3 }),
      steps.duelMove(c1, { cover: 2, target: m1, position: 1 }),
      steps.duelMove(c2, { cover: 3, target: m1, position: 1 }),
    ]);
    await steps.publicText(table.label('duel.lost', { seat: m1, role: 'MAFIOSO', why: 'hits' }));
    const round = await steps.publicText(
      table.label('duel.round', { round: 1, moves: [], hits: [] }).split('\n')[0]!,
    );
    expect(round.text).toContain(`#${m1}: 2`);

    // Night 1: the out mafioso still reads the channel but can no longer write in it.
    await steps.publicText(table.label('night.title', { night: 1 }));
    await waitUntil(
      () => overwrites(channel).get(mafiosi[0]!.id)?.allow === READ_ONLY,
      10_000,
      'read-only',
    );
    expectReader(channel, mafiosi[0]!.id);
    expectWriter(channel, mafiosi[1]!.id);
    expect(fake.world.canViewChannel(mafiosi[0]!.id, channel.id)).toBe(true);
    expect(table.canWrite(mafiosi[0]!, channel)).toBe(false);
    expect(() => mafiosi[0]!.post(channel.id, 'I am still here')).toThrow(/may not write/);
    // The kill is chosen in the channel; the Doctor and the Detective move by DM.
    await steps.mafiaChoice(m2, 1, c3);
    await steps.nightMove(doctor, 'protect', detective);
    await steps.nightMove(detective, 'check', m2);
    await steps.publicText(
      table.label('morning.killedRevealed', {
        seat: c3,
        userId: table.atSeat(c3).id,
        role: 'CIVILIAN',
      }),
      20_000,
    );
    const check = table.label('night.result.check', { seat: m2, side: 'black', preset: 'forum' });
    await table.atSeat(detective).waitForMessage((message) => message.text.includes(check), {
      timeoutMs: 5_000,
    });

    // Day 2: everybody votes for the last mafioso; the town wins.
    const alive = [...roles.values()].flat().filter((seat) => ![m1, c3].includes(seat));
    await steps.forumVotes(2, Object.fromEntries(alive.map((seat) => [seat, m2])));
    await waitUntil(() => table.gameOver(), 30_000, 'the end of the game');
    const report = table.report()!;
    await steps.publicText(
      table.label('forum.day.result', { seat: m2, role: 'MAFIOSO', votes: alive.length }),
    );
    const names = catalog('en').roles;
    for (const [role, seats] of roles)
      for (const seat of seats)
        expect(report.text, `#${seat} ${role}`).toMatch(
          new RegExp(`#${seat}\\b[^\\n]*${names[role].name}`),
        );
    const townWins = table.label('game.over', {
      result: { winner: 'red', teams: ['RED'], reason: 'allBlacksOut' },
    });
    expect(report.text).toContain(townWins.split('!')[0]!);
    // The protocol keeps the duel (issue 15): who fought, the moves sent by DM, how it ended.
    const moves = [
      { seat: m1, cover: 1, target: c1, position: 3 },
      { seat: c1, cover: 2, target: m1, position: 1 },
      { seat: c2, cover: 3, target: m1, position: 1 },
    ].sort((x, y) => x.seat - y.seat);
    const hits = tied.map((seat) => ({ seat, hits: seat === m1 ? 2 : 0 }));
    expect(protocolOf(report).duels).toEqual([
      {
        day: 1,
        duellists: tied,
        rounds: [{ round: 1, moves, hits }],
        outcome: { loser: m1, why: 'hits' },
      },
    ]);

    // The channel is archived: renamed, every mafioso reads only, still nobody else sees it.
    await waitUntil(
      () => channel.name === `mafia-${table.gameId}-archived`,
      10_000,
      'the archived channel',
    );
    for (const mafioso of mafiosi) {
      expectReader(channel, mafioso.id);
      expect(fake.world.canViewChannel(mafioso.id, channel.id)).toBe(true);
    }
    expect(fake.world.canViewChannel(table.judge.id, channel.id)).toBe(false);
    expect(
      mafiosi[1]!
        .visibleMessages(channel.id)
        .some((message) => message.text.includes(table.label('ui.mafiaChannel.archived'))),
    ).toBe(true);
    expect(table.mafiaChannels()).toHaveLength(1);
    expect(fake.unknownRoutes).toEqual([]);
    expect(fake.internalErrors).toEqual([]);
    expect(session.bot.errors()).toEqual([]);
  }, 90_000);
});
