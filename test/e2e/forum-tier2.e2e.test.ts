import { PermissionFlagsBits as P } from 'discord-api-types/v10';
import { afterEach, describe, expect, it } from 'vitest';
import { openSession, type Session } from '../../harness/session.ts';
import { waitUntil } from '../../harness/wait.ts';

/** 0.0001: a 24-hour day lasts 8.6 s, a 12-hour night 4.3 s. */
const SCALE = 0.0001;

describe('FORUM-SUBSTITUTE, FORUM-SKIPS: forum replacement and skipped moves end to end (D52)', () => {
  let session: Session | undefined;
  afterEach(async () => session?.close());

  it('GIVEN a forum game WHEN the judge replaces a mafioso THEN the substitute gets the role card and the mafia channel, the old account loses it; AND WHEN the Detective makes no move two nights running THEN he is removed with the public "inactivity" wording', async () => {
    session = await openSession({ players: 11, bot: { timeScale: SCALE } });
    const { table, steps, fake } = session;
    await table.start('forum');
    await table.fill();
    await table.deal();
    await waitUntil(
      () => table.players.every((player) => table.roleOf(player) !== undefined),
      10_000,
      'every role card',
    );
    const roles = table.seatsByRole();
    const [m1, m2] = roles.get('MAFIOSO') ?? [];
    const [detective] = roles.get('DETECTIVE') ?? [];
    const [doctor] = roles.get('DOCTOR') ?? [];
    const [c1, c2, c3, c4] = roles.get('CIVILIAN') ?? [];
    if (!m1 || !m2 || !detective || !doctor || !c1 || !c2 || !c3 || !c4)
      throw new Error(`unexpected roles: ${JSON.stringify([...roles])}`);
    await waitUntil(() => table.mafiaChannels().length === 1, 5_000, 'the mafia channel');
    const channel = table.mafiaChannels()[0]!;

    // Day 1: the judge seats a substitute in #m1's place.
    const old = table.atSeat(m1);
    const substitute = fake.addPlayer({ name: 'Sub', locale: 'en' });
    const replaced = await steps.judge('replace', { player: old, with: substitute });
    expect(replaced.ephemeral).toBe(true);
    await steps.publicText(
      table.label('forum.replaced', { seat: m1, fromUserId: old.id, toUserId: substitute.id }),
    );
    table.substitute(old, substitute);
    await waitUntil(() => table.roleOf(substitute) === 'MAFIOSO', 10_000, 'the substitute’s card');
    expect(table.card(substitute)).toContain(`#${m1}`);
    await waitUntil(
      () => fake.world.canViewChannel(substitute.id, channel.id),
      10_000,
      'the substitute in the mafia channel',
    );
    expect(table.canWrite(substitute, channel)).toBe(true);
    expect(fake.world.canViewChannel(old.id, channel.id)).toBe(false);
    expect(channel.overwrites.some((entry) => entry.id === old.id)).toBe(false);
    const mine = channel.overwrites.find((entry) => entry.id === substitute.id);
    expect(BigInt(mine?.allow ?? 0)).toBe(P.ViewChannel | P.SendMessages | P.ReadMessageHistory);
    const joined = table.label('ui.mafiaChannel.joined', { userId: substitute.id, seat: m1 });
    await substitute.waitForMessage(
      (message) => message.channelId === channel.id && message.text.includes(joined),
      { timeoutMs: 5_000 },
    );
    substitute.post(channel.id, `#${m1} here, I take over.`);
    // The old account is out of the game: its vote is refused.
    const oldVote = await old.slash('mafia', 'vote', { player: table.atSeat(c1) });
    expect(oldVote.text).not.toBe(table.label('forum.vote.accepted', { target: c1 }));

    // Nights 1 and 2: the mafia (the substitute too) and the Doctor move; the Detective does not.
    for (const [night, victim, saved] of [
      [1, c1, c3],
      [2, c2, c4],
    ] as const) {
      await steps.publicText(table.label('night.title', { night }), 20_000);
      await steps.mafiaChoice(m1, night, victim);
      await steps.mafiaChoice(m2, night, victim);
      await steps.nightMove(doctor, 'protect', saved);
      if (night === 1) {
        const reminder = table.label('skip.reminder', { night: 1 });
        await table
          .atSeat(detective)
          .waitForMessage((message) => message.inDm && message.text.includes(reminder), {
            timeoutMs: 15_000,
          });
      }
    }
    // D52: removed "for inactivity", without saying which rule; the role is revealed (D41).
    await steps.publicText(
      table.label('forum.inactive', { seat: detective, role: 'DETECTIVE' }),
      15_000,
    );
    expect(fake.internalErrors).toEqual([]);
    expect(session.bot.errors()).toEqual([]);
  }, 90_000);
});
