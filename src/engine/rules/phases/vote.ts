import { moveCardDown } from '../flow/card-moves.ts';
import { abortVote, endDay, leaveByVote } from '../flow/days.ts';
import type { Command } from '../events.ts';
import { text, type Text } from '../messages.ts';
import type { Phase } from '../flow/phase.ts';
import { scaled } from '../presets.ts';
import { alive, currentDay, eligibleVoters, isAlive } from '../queries.ts';
import type { DayState, GameState, Seat, VoteRound } from '../state/state.ts';
import type { Transition } from '../flow/transitions.ts';
import type { Draft } from '../flow/draft.ts';

/** The day's vote (VOTE-SEQUENCE), or the revote among the tied (VOTE-TIE-SPEECHES). */
function enter(draft: Draft, { revote }: Extract<Transition, { to: 'voting' }>): void {
  if (revote) openVoteRound(draft, 2, revote);
  else startVoting(draft);
}

function noVote(draft: Draft, day: DayState, reason: 'cancelled' | 'noNominees' | 'singleDayOne') {
  draft.notice({ kind: 'public' }, 'vote', text('vote.none', { day: day.number, reason }));
  endDay(draft);
}

/** VOTE-SINGLE-NOMINEE: no vote when cancelled or without nominees; one nominee; or the sequential vote. */
function startVoting(draft: Draft): void {
  const state = draft.state;
  const day = currentDay(state);
  if (!day) return;
  delete day.floor;
  if (day.voteCancelled) return noVote(draft, day, 'cancelled');
  const candidates = day.nominations
    .map((entry) => entry.target)
    .filter((seat) => isAlive(state, seat));
  if (candidates.length === 0) return noVote(draft, day, 'noNominees');
  if (candidates.length === 1) {
    const [only] = candidates as [number];
    if (day.number === 1) return noVote(draft, day, 'singleDayOne');
    draft.notice({ kind: 'public' }, 'vote', text('vote.single', { seat: only }));
    state.timeline.push({ kind: 'vote', day: day.number, round: 1, votes: [], out: [only] });
    leaveByVote(draft, [only]);
    return;
  }
  openVoteRound(draft, 1, candidates);
}

function openVoteRound(draft: Draft, round: number, candidates: number[]): void {
  const day = currentDay(draft.state);
  if (!day) return;
  const vote: VoteRound = {
    id: `d${day.number}r${round}`,
    round,
    candidates,
    current: 0,
    votes: [],
    eligible: eligibleVoters(draft.state, day),
  };
  day.stage = { kind: 'voting', vote };
  moveCardDown(draft); // GAME-CARD-IN-VIEW: a vote round opens
  draft.narrate({ cue: 'voting' });
  openVoteWindow(draft);
}

function unvoted(vote: VoteRound): number[] {
  return vote.eligible.filter((voter) => !vote.votes.some((entry) => entry.voter === voter));
}

export function runningVote(state: GameState): { day: DayState; vote: VoteRound } | undefined {
  const day = currentDay(state);
  return day?.stage.kind === 'voting' ? { day, vote: day.stage.vote } : undefined;
}

/** VOTE-SEQUENCE:
 * Opens the current candidate's window. The last candidate needs none: every eligible voter
 * who has not voted by then is counted for him (VOTE-SEQUENCE), so the tally follows at once.
 */
function openVoteWindow(draft: Draft): void {
  const vote = runningVote(draft.state)?.vote;
  if (!vote) return;
  const remaining = unvoted(vote);
  if (remaining.length === 0) {
    closeVote(draft);
    return;
  }
  if (vote.current >= vote.candidates.length - 1) {
    const last = vote.candidates[vote.candidates.length - 1] ?? 0;
    for (const voter of remaining) vote.votes.push({ voter, candidate: last, auto: true });
    closeVote(draft);
    return;
  }
  draft.setStepTimer(scaled(draft.state.config, 'voteWindow'));
}

function onVoteWindowEnd(draft: Draft): void {
  const vote = runningVote(draft.state)?.vote;
  if (!vote) return;
  vote.current++;
  openVoteWindow(draft);
}

function tally(vote: VoteRound): { counts: Map<number, number>; top: number[]; max: number } {
  const counts = new Map<number, number>(vote.candidates.map((seat) => [seat, 0]));
  for (const entry of vote.votes)
    counts.set(entry.candidate, (counts.get(entry.candidate) ?? 0) + 1);
  const max = Math.max(...counts.values());
  const top = vote.candidates.filter((seat) => counts.get(seat) === max);
  return { counts, top, max };
}

/** The vote closed: its result, or the tied candidates' speeches (VOTE-RESULT, VOTE-TIE-SPEECHES). */
function closeVote(draft: Draft): void {
  const state = draft.state;
  const running = runningVote(state);
  if (!running) return;
  const { day, vote } = running;
  const { top, max } = tally(vote);
  const out = top.length === 1 ? top : [];
  state.timeline.push({ kind: 'vote', day: day.number, round: vote.round, votes: vote.votes, out });
  if (top.length === 1) {
    const [seat] = top as [number];
    draft.notice({ kind: 'public' }, 'vote', text('vote.out', { seat, votes: max }));
    leaveByVote(draft, [seat]);
    return;
  }
  if (vote.round === 1) {
    // VOTE-TIE-SPEECHES: tie speeches of 30 s in nomination order, then a revote among the tied only.
    draft.notice({ kind: 'public' }, 'vote', text('vote.tie', { seats: top }));
    draft.goTo({ to: 'tieSpeeches', tied: top });
    return;
  }
  tiedAgain(draft, top);
}

/** VOTE-WHOLE-TABLE-TIED, VOTE-FOUR-TIED-PAIR: A second tie (VOTE-ELIMINATE-ALL): the whole table or VOTE-FOUR-TIED-PAIR ends the day; else "eliminate all?". */
function tiedAgain(draft: Draft, top: number[]): void {
  const state = draft.state;
  const atTable = alive(state).length;
  const tieAgain = (outcome: 'wholeTable' | 'geo76' | 'eliminateAll') =>
    draft.notice({ kind: 'public' }, 'vote', text('vote.tieAgain', { seats: top, outcome }));
  if (top.length === atTable) {
    // VOTE-WHOLE-TABLE-TIED: the whole table is tied: no further vote, nobody leaves.
    tieAgain('wholeTable');
    endDay(draft);
    return;
  }
  if (state.config.geo76 && atTable === 4 && top.length === 2) {
    // VOTE-FOUR-TIED-PAIR: four at the table and a pair tied twice: no further vote, night falls.
    tieAgain('geo76');
    endDay(draft);
    return;
  }
  tieAgain('eliminateAll');
  draft.goTo({ to: 'eliminateAll', candidates: top });
}

function castVote(
  draft: Draft,
  command: Extract<Command, { type: 'vote' }>,
  actor: Seat,
): Text | undefined {
  const vote = runningVote(draft.state)?.vote;
  if (!vote) return text('error.closed', {});
  if (vote.id !== command.voteId || vote.candidates[vote.current] !== command.candidate)
    return text('error.closed', {});
  if (!vote.eligible.includes(actor.seat)) return text('error.notEligible', {});
  if (vote.votes.some((entry) => entry.voter === actor.seat)) return text('error.alreadyVoted', {});
  vote.votes.push({ voter: actor.seat, candidate: command.candidate, auto: false });
  draft.reply = text('vote.accepted', { seat: command.candidate });
  // When nobody is left to vote, the remaining windows are pointless.
  if (unvoted(vote).length === 0) closeVote(draft);
  return undefined;
}

/**
 * JUDGE-CORRECT-VOTE: while the round is open, `voter`'s vote is set to `candidate` — one whose
 * window is open or has passed — or taken away (`null`: he may click again in a window to come).
 * The tally at the close counts it as he meant it.
 */
export function correctVote(
  draft: Draft,
  voter: number,
  candidate: number | null,
): { round: number; from: number | null } | Text {
  const vote = runningVote(draft.state)?.vote;
  if (!vote) return text('error.correction', { why: 'noVote' });
  if (!vote.eligible.includes(voter))
    return text('error.correction', { why: 'notEligible', seat: voter });
  const index = candidate === null ? -1 : vote.candidates.indexOf(candidate);
  if (candidate !== null && (index < 0 || index > vote.current))
    return text('error.correction', { why: 'notCandidate', seat: candidate });
  const cast = vote.votes.find((entry) => entry.voter === voter);
  const from = cast?.candidate ?? null;
  if (from === candidate) return text('error.correction', { why: 'noChange', seat: voter });
  vote.votes = vote.votes.filter((entry) => entry.voter !== voter);
  if (candidate !== null) vote.votes.push({ voter, candidate, auto: false });
  return { round: vote.round, from };
}

export const voting: Phase<'voting'> = {
  name: 'voting',
  next: ['tieSpeeches', 'eliminateAll', 'lastWords', 'night'],
  enter,
  handlers: { vote: castVote },
  onStepEnd: onVoteWindowEnd,
  onRemoval: abortVote,
};
