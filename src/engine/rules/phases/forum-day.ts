import { targetSeatError } from '../actions.ts';
import { openDay } from '../flow/days.ts';
import { depart } from '../flow/departures.ts';
import type { Command } from '../events.ts';
import { remindInactive } from '../forum-activity.ts';
import { text, type Text } from '../messages.ts';
import type { Phase } from '../flow/phase.ts';
import { phaseLength } from '../presets.ts';
import { currentDay, eligibleVoters, seatOf } from '../queries.ts';
import type { GameState, Seat } from '../state/state.ts';
import type { Draft } from '../flow/draft.ts';

/** FORUM-DAY-VOTE: Forum day (D38): votes for any alive player, changeable until the deadline. */
function enter(draft: Draft, { day: number }: { day: number }): void {
  const state = draft.state;
  const day = openDay(draft, number);
  day.stage = { kind: 'forumVoting' };
  draft.notice({ kind: 'public' }, 'day', text('day.title', { day: day.number }));
  const length = phaseLength(state.config, state.schedule, 'forumDay');
  draft.setStepTimer(length);
  // FORUM-ACTIVITY: at 75 % of the day, players below min_messages get a private reminder.
  state.timers.push({
    id: `t${++state.timerSeq}`,
    kind: 'activityCheck',
    deadlineAt: draft.now + Math.round(length * 0.75),
  });
}

/** FORUM-DAY-VOTE: Counts the current votes of eligible voters for alive players. */
export function forumTally(state: GameState): Array<{ seat: number; voters: number[] }> {
  const day = currentDay(state);
  if (!day) return [];
  const eligible = new Set(eligibleVoters(state, day));
  const byTarget = new Map<number, number[]>();
  for (const [voter, target] of Object.entries(day.forumVotes)) {
    if (!eligible.has(Number(voter)) || !seatOf(state, target)?.alive) continue;
    byTarget.set(target, [...(byTarget.get(target) ?? []), Number(voter)]);
  }
  return [...byTarget.entries()]
    .map(([seat, voters]) => ({ seat, voters: voters.sort((a, b) => a - b) }))
    .sort((a, b) => b.voters.length - a.voters.length || a.seat - b.seat);
}

/** FORUM-DAY-RESULT: at the deadline the unique top is jailed, a tie goes to a Duel, no votes: nobody. */
function closeForumDay(draft: Draft): void {
  const state = draft.state;
  const day = currentDay(state);
  if (!day) return;
  const tally = forumTally(state);
  const max = tally[0]?.voters.length ?? 0;
  const top = tally
    .filter((entry) => entry.voters.length === max)
    .map((entry) => entry.seat)
    .sort((a, b) => a - b);
  state.timeline.push({
    kind: 'forumVote',
    day: day.number,
    votes: { ...day.forumVotes },
    out: max > 0 && top.length === 1 ? top : [],
    tie: max > 0 && top.length > 1 ? top : [],
  });
  day.resultDetermined = true;
  if (max === 0) {
    draft.notice({ kind: 'public' }, 'vote', text('forum.day.nobody', {}));
    draft.goTo({ to: 'forumNight', night: day.number });
    return;
  }
  if (top.length === 1) {
    jail(draft, top[0] ?? 0, max);
    return;
  }
  draft.notice({ kind: 'public' }, 'vote', text('forum.day.tie', { seats: top }));
  draft.goTo({ to: 'duel', duellists: top });
}

function jail(draft: Draft, seat: number, votes: number): void {
  const state = draft.state;
  const role = seatOf(state, seat)?.role ?? 'CIVILIAN';
  draft.notice({ kind: 'public' }, 'vote', text('forum.day.result', { seat, role, votes }));
  depart(draft, [seat], 'voted');
  draft.goTo({ to: 'forumNight', night: currentDay(state)?.number ?? 0 });
}

function forumVote(
  draft: Draft,
  command: Extract<Command, { type: 'forumVote' }>,
  actor: Seat,
): Text | undefined {
  const state = draft.state;
  const day = currentDay(state);
  if (!day || day.stage.kind !== 'forumVoting') return text('error.closed', {});
  if (!eligibleVoters(state, day).includes(actor.seat)) return text('error.notEligible', {});
  if (command.target === null) {
    delete day.forumVotes[String(actor.seat)];
  } else {
    const error = targetSeatError(state, command.target);
    if (error) return error;
    day.forumVotes[String(actor.seat)] = command.target;
  }
  draft.reply = text('forum.vote.accepted', { target: command.target });
  return undefined;
}

export const forumVoting: Phase<'forumVoting'> = {
  name: 'forumVoting',
  next: ['forumNight', 'duel'],
  enter,
  handlers: { forumVote },
  onStepEnd: closeForumDay,
  timers: { activityCheck: remindInactive },
};
