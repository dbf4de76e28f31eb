import { abortVote, endDay, leaveByVote } from '../flow/days.ts';
import type { Command } from '../events.ts';
import { text, type Text } from '../messages.ts';
import type { Phase } from '../flow/phase.ts';
import { scaled } from '../presets.ts';
import { currentDay, eligibleVoters } from '../queries.ts';
import type { EliminateAllVote, GameState, Seat } from '../state/state.ts';
import type { Draft } from '../flow/draft.ts';

/** VOTE-ELIMINATE-ALL: after a second tie, one question to the table: "Shall all of them leave?". */
function enter(draft: Draft, { candidates }: { candidates: number[] }): void {
  const state = draft.state;
  const day = currentDay(state);
  if (!day) return;
  day.stage = {
    kind: 'eliminateAll',
    vote: {
      id: `d${day.number}e`,
      candidates,
      eligible: eligibleVoters(state, day),
      yes: [],
      no: [],
    },
  };
  draft.narrate({ cue: 'voting' });
  draft.setStepTimer(scaled(state.config, 'voteWindow'));
}

export function runningVote(state: GameState): EliminateAllVote | undefined {
  const day = currentDay(state);
  return day?.stage.kind === 'eliminateAll' ? day.stage.vote : undefined;
}

/** D24: the question passes iff yes > ½ of the eligible voters. */
export function needed(vote: EliminateAllVote): number {
  return Math.floor(vote.eligible.length / 2) + 1;
}

/** VOTE-ELIMINATE-ALL: "Shall all of them leave?" passes iff yes > ½ of the eligible voters (D24). */
function closeEliminateAll(draft: Draft): void {
  const state = draft.state;
  const day = currentDay(state);
  const vote = runningVote(state);
  if (!day || !vote) return;
  const passed = vote.yes.length >= needed(vote);
  state.timeline.push({
    kind: 'eliminateAll',
    day: day.number,
    candidates: vote.candidates,
    yes: vote.yes,
    no: vote.no,
    passed,
  });
  draft.notice(
    { kind: 'public' },
    'vote',
    text('eliminateAll.result', {
      seats: vote.candidates,
      passed,
      yes: vote.yes.length,
      needed: needed(vote),
    }),
  );
  day.resultDetermined = true;
  if (!passed) {
    endDay(draft);
    return;
  }
  leaveByVote(
    draft,
    [...vote.candidates].sort((a, b) => a - b),
  );
}

function answer(
  draft: Draft,
  command: Extract<Command, { type: 'eliminateAll' }>,
  actor: Seat,
): Text | undefined {
  const vote = runningVote(draft.state);
  if (!vote || vote.id !== command.voteId) return text('error.closed', {});
  if (!vote.eligible.includes(actor.seat)) return text('error.notEligible', {});
  if (vote.yes.includes(actor.seat) || vote.no.includes(actor.seat))
    return text('error.alreadyVoted', {});
  (command.yes ? vote.yes : vote.no).push(actor.seat);
  draft.reply = text('eliminateAll.accepted', { yes: command.yes });
  if (vote.yes.length + vote.no.length >= vote.eligible.length) closeEliminateAll(draft);
  return undefined;
}

export const eliminateAll: Phase<'eliminateAll'> = {
  name: 'eliminateAll',
  next: ['lastWords', 'night'],
  enter,
  handlers: { eliminateAll: answer },
  onStepEnd: closeEliminateAll,
  onRemoval: abortVote,
};
