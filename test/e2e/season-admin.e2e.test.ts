import { afterEach, describe, expect, it } from 'vitest';
import type { Player, SeenMessage } from '@mafia-bot/fake-discord';
import { eventually, playShortGame } from '../../harness/season.ts';
import { openSession, type Session } from '../../harness/session.ts';

/** The rows of a sheet the bot attached to a reply, by file name (header left out). */
function sheetRows(message: SeenMessage | null, name: string): string[] {
  const file = message?.attachments.find((attachment) => attachment.filename === name);
  if (!file) throw new Error(`no ${name} on the reply`);
  return file.text().trimEnd().split('\n').slice(1);
}

describe('the season administered end to end (issue 26, item 7: void, public standings, CSV)', () => {
  let session: Session | undefined;
  afterEach(async () => session?.close());

  it('SEASON-VOID SEASON-BOARD SEASON-DATES GIVEN public standings and two games WHEN an admin voids one after an appeal THEN it is announced where it was played, the public message and the CSV drop it, a member cannot void; a season not begun starts clean', async () => {
    session = await openSession({ players: 10, bot: { store: 'embedded' } });
    const { table, fake } = session;
    const [first, second] = table.players as [Player, Player, ...Player[]];
    const admin = fake.addPlayer({ name: 'Admin', locale: 'en', permissions: ['ManageGuild'] });
    const channel = table.textChannel;

    const posted = await admin.slash('mafia', 'leaderboard', { public: true }, { channel });
    expect(posted.text).toBe(table.label('season.boardPosted'));
    // The public standings, as a member reading the channel sees them (not an ephemeral answer).
    const board = () =>
      first
        .visibleMessages(channel)
        .find(
          (message) =>
            !message.ephemeral &&
            (message.text.startsWith('**Leaderboard**') ||
              message.text.startsWith('No finished games counted')),
        );
    await eventually(async () => board() !== undefined, 10_000, 'the public standings');
    const boardId = board()!.id;

    const one = await playShortGame(session, { penaltyOn: first });
    await eventually(
      async () => board()?.text.includes('1 game') === true,
      20_000,
      'game 1 on the board',
    );
    const two = await playShortGame(session, { penaltyOn: second });
    await eventually(
      async () => board()?.text.includes('2 games') === true,
      20_000,
      'game 2 on the board',
    );
    expect(board()!.id).toBe(boardId);

    const before = await admin.slash('season', 'export');
    const gameIds = (rows: string[]) => [...new Set(rows.map((row) => row.split(',')[0]))];
    expect(gameIds(sheetRows(before.message, 'season-games.csv'))).toEqual([
      one.gameId,
      two.gameId,
    ]);

    const refused = await first.slash('season', 'void', { game: one.gameId, reason: 'mine' });
    expect(refused.text).toBe(table.label('season.notAdmin'));

    const voided = await admin.slash('season', 'void', { game: one.gameId, reason: 'Appeal 1' });
    expect(voided.text).toBe(table.label('season.voided', { gameId: one.gameId }));
    await eventually(
      async () =>
        first
          .visibleMessages(channel)
          .some(
            (m) => m.text.includes(`Game \`${one.gameId}\` voided`) && m.text.includes('Appeal 1'),
          ),
      10_000,
      'the void announced in the game channel',
    );
    await eventually(
      async () => board()?.text.includes('2 games') === false,
      10_000,
      'the board recomputed',
    );
    expect(board()!.id).toBe(boardId);
    expect(board()!.text).toContain('1 game');

    const after = await admin.slash('season', 'export');
    const rows = sheetRows(after.message, 'season-games.csv');
    expect(gameIds(rows)).toEqual([two.gameId]);
    expect(rows).toHaveLength(10);
    expect(
      sheetRows(after.message, 'season-standings.csv').every((row) => row.split(',')[3] === '1'),
    ).toBe(true);

    // SEASON-DATES: a season not yet begun starts clean; the table without a name is still all games.
    const dates = { name: 'Next', start: '2099-01-01', end: '2099-12-31' };
    const set = await admin.slash('season', 'dates', dates);
    expect(set.text).toBe(table.label('season.datesSet', dates));
    const listed = await first.slash('season', 'dates');
    expect(listed.text).toBe(table.label('season.list', { seasons: [dates] }));
    const next = await first.slash('mafia', 'leaderboard', { season: 'next' });
    expect(next.text).toBe(table.label('ui.leaderboardEmpty', { period: 'all', season: 'Next' }));
    expect((await first.slash('mafia', 'leaderboard')).text).toContain('1 game');
    const unknown = await first.slash('mafia', 'leaderboard', { season: 'Old' });
    expect(unknown.text).toBe(
      table.label('season.unknownSeason', { name: 'Old', known: ['Next'] }),
    );
    expect(fake.unknownRoutes).toEqual([]);
  }, 120_000);
});
