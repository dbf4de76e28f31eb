import { stepDeadline } from '../../rules/clock.ts';
import { text } from '../../rules/messages.ts';
import { needed, runningVote } from '../../rules/phases/eliminate-all.ts';
import type { GameState } from '../../rules/state/state.ts';
import type { Screen } from '../screen.ts';

export function eliminateAllScreens(state: GameState): Screen[] {
  const vote = runningVote(state);
  if (!vote) return [];
  const tally = text('eliminateAll.tally', {
    yes: vote.yes.length,
    eligible: vote.eligible.length,
    needed: needed(vote),
    endsAt: stepDeadline(state) ?? 0,
  });
  return [
    {
      id: `elim.${vote.id}`,
      to: { kind: 'public' },
      tone: 'vote',
      title: text('eliminateAll.title', { seats: vote.candidates }),
      lines: [tally],
      controls: [
        { kind: 'button', id: 'yes', label: text('control.yes', {}), style: 'danger' },
        { kind: 'button', id: 'no', label: text('control.no', {}), style: 'secondary' },
      ],
    },
  ];
}
