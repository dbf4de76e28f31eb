import type { Text } from '../../src/engine/rules/messages.ts';
import { JUDGE, TestGame } from '../../harness/engine-game.ts';

/**
 * The end-of-game report of a 29-player forum game ended by the judge, with nine days and
 * nights of synthetic timeline (every seat votes every day): longer than one message allows.
 */
export function longForumReport(): { game: TestGame; report: Text } {
  const game = TestGame.started('forum', 29);
  game.ok({ type: 'end', by: JUDGE });
  const report = game.last.find(
    (event) => event.type === 'notice' && event.lines.some((line) => line.key === 'game.report'),
  );
  if (report?.type !== 'notice') throw new Error('no report');
  const line = report.lines.find((entry) => entry.key === 'game.report');
  if (line?.key !== 'game.report') throw new Error('no report line');
  const seats = game.state.seats.map((seat) => seat.seat);
  const timeline = [...line.params.timeline];
  for (let day = 1; day <= 9; day++) {
    timeline.push({
      kind: 'forumVote',
      day,
      votes: Object.fromEntries(seats.map((seat) => [String(seat), seats[(seat + day) % 29]!])),
      out: [],
      tie: [],
    });
    timeline.push({
      kind: 'night',
      night: day,
      shot: day + 3,
      outcome: 'kill',
      victim: day + 3,
      actions: [
        { seat: 1, action: 'shot', targets: [day + 3] },
        { seat: 3, action: 'check', targets: [day + 4] },
        { seat: 4, action: 'protect', targets: [day + 5] },
      ],
    });
  }
  return { game, report: { ...line, params: { ...line.params, timeline } } };
}
