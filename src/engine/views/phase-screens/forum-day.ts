import { stepDeadline } from '../../rules/clock.ts';
import { text } from '../../rules/messages.ts';
import { forumTally } from '../../rules/phases/forum-day.ts';
import { alive, currentDay } from '../../rules/queries.ts';
import type { GameState } from '../../rules/state/state.ts';
import type { Screen } from '../screen.ts';
import { seatSelects } from '../selects.ts';

export function forumVotingScreens(state: GameState): Screen[] {
  const day = currentDay(state);
  if (day?.stage.kind !== 'forumVoting') return [];
  const endsAt = stepDeadline(state) ?? 0;
  return [
    {
      id: `fvote.${day.number}`,
      to: { kind: 'public' },
      tone: 'vote',
      title: text('forum.vote.title', { day: day.number }),
      lines: [text('forum.vote.tally', { tally: forumTally(state), endsAt, live: true })],
      controls: [
        ...seatSelects('vote', text('control.forumVote', {}), alive(state)),
        { kind: 'button', id: 'unvote', label: text('control.unvote', {}), style: 'secondary' },
      ],
    },
  ];
}
