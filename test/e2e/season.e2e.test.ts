import { afterEach, describe, expect, it } from 'vitest';
import type { Player } from '@mafia-bot/fake-discord';
import { eventually, playShortGame as playGame } from '../../harness/season.ts';
import { openSession, type Session } from '../../harness/session.ts';

/** A short game (harness/season.ts); the judge's Confirm updates his question in place. */
async function playShortGame(session: Session, end: { penaltyOn: Player } | 'abort') {
  expect((await playGame(session, end)).confirmed).toBe('deferred-update');
}

describe.each(['redis', 'embedded'] as const)(
  'the season end to end on the %s store (issue 15: stats and a leaderboard per server)',
  (store) => {
    let session: Session | undefined;
    afterEach(async () => session?.close());

    it('GIVEN two finished games and an aborted one WHEN the leaderboard and stats are asked, also after a restart THEN the two moved them, the aborted one did not, and nothing was lost or counted twice', async () => {
      session = await openSession({ players: 10, bot: { store } });
      const { table, bot, fake } = session;
      const [first, second] = table.players as [Player, Player, ...Player[]];
      const leaderboard = async () => (await table.judge.slash('mafia', 'leaderboard')).text;
      const gamesOf = async (player: Player) => {
        const reply = await first.slash('mafia', 'stats', { player });
        return Number(/Games: (\d+)/.exec(reply.text)?.[1] ?? 0);
      };
      expect(await leaderboard()).toBe(
        table.label('ui.leaderboardEmpty', { period: 'all' } as never),
      );

      // Game 1: P1 causes his team's loss (−0.5 for him, +1 for each of the other side).
      await playShortGame(session, { penaltyOn: first });
      await eventually(async () => (await gamesOf(second)) === 1, 20_000, 'game 1 counted');
      const afterOne = await leaderboard();
      expect(afterOne.split('\n')).toHaveLength(11);
      expect(afterOne).toContain('1 game');

      // Game 2: P2 this time.
      await playShortGame(session, { penaltyOn: second });
      await eventually(async () => (await gamesOf(first)) === 2, 20_000, 'game 2 counted');
      const afterTwo = await leaderboard();
      expect(afterTwo).not.toBe(afterOne);
      expect(afterTwo).toContain('2 games');
      expect(afterTwo).not.toContain('1 game ');

      // Game 3: aborted by the judge — excluded.
      await playShortGame(session, 'abort');
      const noGame = table.label('ui.noGameHere');
      await eventually(
        async () => (await table.judge.slash('mafia', 'status')).text === noGame,
        20_000,
        'the aborted game over',
      );
      // Its end was handed to the season, which left it out.
      await bot.waitForLog(/"outcome":"excluded"/, 10_000);
      expect(bot.lines.filter((line) => line.includes('"outcome":"counted"'))).toHaveLength(2);
      expect(await leaderboard()).toBe(afterTwo);

      // A restart keeps the season, and recounts nothing.
      await bot.kill();
      await bot.launch(fake);
      expect(await leaderboard()).toBe(afterTwo);
      expect(await gamesOf(first)).toBe(2);
      expect(bot.lines.filter((line) => line.includes('"outcome":"counted"'))).toHaveLength(2);
      const stats = (await first.slash('mafia', 'stats')).text;
      expect(stats).toMatch(/Red: \d\/\d · black: \d\/\d/);
      expect(stats).toContain(`<@${first.id}>`);
      expect(fake.unknownRoutes).toEqual([]);
    }, 180_000);
  },
);
