import { describe, expect, it } from 'vitest';
import { vote } from '../../commands/mafia/vote.ts';
import { TestGame } from '../../harness/engine-game.ts';
import { runCommand } from './run-command.ts';

/** `/mafia vote` run against a forum game on its first day, with the `player` option as given. */
async function voteWith(playerId: string | null) {
  const game = TestGame.started('forum', 11);
  const getUser = () => (playerId ? { id: playerId } : null);
  return runCommand(vote, game, game.seat(1), { getUser });
}

describe('FORUM-DAY-VOTE: /mafia vote [player] (D38: a vote changeable until the deadline)', () => {
  it('GIVEN a player named WHEN /mafia vote runs THEN his seat is the vote’s target', async () => {
    const probe = TestGame.started('forum', 11);
    const { sent } = await voteWith(probe.seat(4).userId);
    expect(sent).toEqual([{ type: 'forumVote', by: probe.seat(1), target: 4 }]);
  });

  it('GIVEN no player WHEN /mafia vote runs THEN the vote is withdrawn (target null), as the menu’s Withdraw does', async () => {
    const { sent } = await voteWith(null);
    expect(sent).toEqual([{ type: 'forumVote', by: expect.anything(), target: null }]);
  });

  it('GIVEN a member who is not in the game WHEN named THEN it is refused and nothing is sent', async () => {
    const { reply, sent } = await voteWith('42');
    expect(reply).toEqual({
      kind: 'text',
      text: { key: 'ui.notInThisGame', params: { userId: '42' } },
      ephemeral: true,
    });
    expect(sent).toEqual([]);
  });
});
