import { afterEach, describe, expect, it } from 'vitest';
import { openSession, type Session } from '../../harness/session.ts';
import { seatIn } from '../../harness/policies.ts';
import { waitUntil } from '../../harness/wait.ts';

/** 0.0002: a 24-hour day lasts 17.3 s, a 12-hour night 8.6 s. */
const SCALE = 0.0002;

describe('FORUM-DAY-VOTE, D09: a table of 29 picks in menus of at most 25 (Discord)', () => {
  let session: Session | undefined;
  afterEach(async () => session?.close());

  it('GIVEN 29 forum players WHEN they vote in the second menu of the day and the Journalist compares the first with the last player THEN both picks reach the game: the vote counts, and the pair is accepted from the one menu holding both', async () => {
    session = await openSession({ players: 29, bot: { timeScale: SCALE } });
    const { table, steps } = session;
    await table.start('forum');
    await table.fill();
    await table.deal();
    await waitUntil(
      () => table.players.every((player) => table.roleOf(player) !== undefined),
      20_000,
      'every role card',
    );
    const [journalist] = table.seatsByRole().get('JOURNALIST') ?? [];
    if (!journalist) throw new Error('no Journalist dealt');
    // Jailed today: a seat offered only in the second menu, not the Journalist (he compares tonight).
    const jailed = [28, 29].find((seat) => seat !== journalist)!;
    const day = await steps.forumVoteMessage(1);
    const placeholder = table.label('control.forumVote');
    const menus = day.selects.filter((select) => select.placeholder === placeholder);
    expect(menus.map((menu) => menu.options.length)).toEqual([25, 4]);
    // Two votes for him, one for #5 in the first menu.
    await steps.forumVotes(1, { 1: jailed, 2: jailed, 3: 5 });
    await steps.publicText(
      table.label('forum.day.result', {
        seat: jailed,
        role: table.roleOf(table.atSeat(jailed))!,
        votes: 2,
      }),
      40_000,
    );

    const player = table.atSeat(journalist);
    const comparePlaceholder = table.label('control.nightTarget', { action: 'compare' });
    const prompt = await steps.dmPrompt(player, comparePlaceholder, 30_000);
    const compare = prompt.selects.filter((select) => select.placeholder === comparePlaceholder);
    expect(compare).toHaveLength(3);
    const labels = compare.flatMap((select) => select.options.map((option) => option.label));
    const [first, last] = [labels[0]!, compare[1]!.options.at(-1)!.label];
    const holding = compare.filter((select) =>
      [first, last].every((label) => select.options.some((option) => option.label === label)),
    );
    expect(holding).toHaveLength(1);
    const click = await player.select(prompt, [first, last], { placeholder: comparePlaceholder });
    // The click is acknowledged at once; its words follow, for him alone.
    const reply = await player.followUpOf(click);
    expect(reply.ephemeral).toBe(true);
    expect(reply.text).toContain(
      table.label('night.accepted', {
        action: 'compare',
        targets: [seatIn(first), seatIn(last)],
      }),
    );
    expect(session.bot.errors()).toEqual([]);
  }, 120_000);
});
