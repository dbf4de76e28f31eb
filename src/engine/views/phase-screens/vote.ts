import { stepDeadline } from '../../rules/clock.ts';
import { text, type Text } from '../../rules/messages.ts';
import { runningVote } from '../../rules/phases/vote.ts';
import type { GameState, VoteRound } from '../../rules/state/state.ts';
import type { Control, Screen } from '../screen.ts';

function candidateLine(vote: VoteRound, seat: number, index: number, endsAt: number): Text {
  const open = index === vote.current && index < vote.candidates.length - 1;
  const votersFor = (auto: boolean) =>
    vote.votes
      .filter((entry) => entry.candidate === seat && entry.auto === auto)
      .map((entry) => entry.voter);
  return text('vote.candidate', {
    seat,
    voters: votersFor(false),
    autoVoters: votersFor(true),
    open,
    ...(open ? { endsAt } : {}),
  });
}

export function votingScreens(state: GameState): Screen[] {
  const running = runningVote(state);
  if (!running) return [];
  const { day, vote } = running;
  const endsAt = stepDeadline(state) ?? 0;
  const lines = vote.candidates.map((seat, index) => candidateLine(vote, seat, index, endsAt));
  if (day.blocked !== undefined) lines.push(text('vote.blocked', { seat: day.blocked }));
  lines.push(text('vote.eligible', { count: vote.eligible.length }));
  const current = vote.candidates[vote.current];
  const controls: Control[] =
    current !== undefined && vote.current < vote.candidates.length - 1
      ? [
          {
            kind: 'button',
            id: `vote.${current}`,
            label: text('control.vote', { seat: current }),
            style: 'primary',
          },
        ]
      : [];
  const title = text('vote.title', { day: day.number, round: vote.round });
  return [{ id: `vote.${vote.id}`, to: { kind: 'public' }, tone: 'vote', title, lines, controls }];
}
