import { checkWin, depart } from './departures.ts';
import { startForumDay } from './forum.ts';
import { text } from './messages.ts';
import { startNight } from './night.ts';
import { scaled } from './presets.ts';
import {
  alive,
  currentDay,
  cyclicOrder,
  eligibleVoters,
  isAlive,
  nextAliveAfter,
  seatOf,
} from './queries.ts';
import type { DayState, FloorKind, VoteRound } from './state.ts';
import type { Turn } from './turn.ts';

/** DAY-MORNING-LAST-WORD, LAST-BESTMOVE-NONE:
 * Day d of the sports presets: the night victim's last word, speeches in cyclic order,
 * the vote with its tie procedure, last words, then night d.
 */
export function startDay(turn: Turn, number: number, nightVictim?: number): void {
  const state = turn.state;
  const memory = state.memory;
  const blocked =
    memory.pendingBlock !== undefined && isAlive(state, memory.pendingBlock)
      ? memory.pendingBlock
      : undefined;
  delete memory.pendingBlock;
  // DAY-OPENER: Day 1 opens with seat 1; later days with the first alive seat after the last opener.
  const previous = memory.lastOpener;
  const opener =
    (previous === undefined
      ? nextAliveAfter(state, state.seats.length)
      : nextAliveAfter(state, previous)) ?? 1;
  const day: DayState = {
    number,
    opener,
    stage: { kind: 'speeches', order: [], index: -1 },
    nominations: [],
    voteCancelled: memory.cancelNextVote,
    resultDetermined: false,
    spoke: [],
    votedOut: [],
    forumVotes: {},
    ...(blocked !== undefined ? { blocked } : {}),
  };
  memory.cancelNextVote = false;
  state.phase = { kind: 'day', day };
  turn.narrate({ cue: 'cityWakes', day: number });
  if (state.config.preset === 'forum') {
    startForumDay(turn);
    return;
  }
  // LAST-BESTMOVE-PICK: the Night-1 victim's Day-2 last word carries the Best Move, unless two or more left
  // by the Day-1 vote (LAST-BESTMOVE-NONE).
  const dayOneVotedOut = state.timeline.filter(
    (entry) => entry.kind === 'departure' && entry.reason === 'voted' && entry.day === 1,
  ).length;
  if (
    nightVictim !== undefined &&
    number === 2 &&
    memory.nightOneVictim === nightVictim &&
    dayOneVotedOut < 2
  ) {
    day.bestMoveSeat = nightVictim;
  }
  if (nightVictim !== undefined) {
    beginLastWords(turn, [nightVictim], 'morning');
    return;
  }
  beginSpeeches(turn);
}

/** DAY-OPENER: see docs/rules.md. */
function beginSpeeches(turn: Turn): void {
  const state = turn.state;
  const day = currentDay(state);
  if (!day) return;
  // The opener due may have left during the morning (a removal in the last word): the next
  // alive seat opens instead, and tomorrow's order counts from him (DAY-OPENER).
  if (!isAlive(state, day.opener)) day.opener = nextAliveAfter(state, day.opener) ?? day.opener;
  state.memory.lastOpener = day.opener;
  const order = cyclicOrder(state, day.opener);
  day.stage = { kind: 'speeches', order, index: -1 };
  turn.notice(
    { kind: 'public' },
    'day',
    text('day.title', { day: day.number }),
    text('day.order', { opener: day.opener, order, voteCancelled: day.voteCancelled }),
  );
  nextSpeech(turn);
}

function giveFloor(turn: Turn, seat: number, kind: FloorKind): void {
  const state = turn.state;
  const day = currentDay(state);
  if (!day) return;
  const config = state.config;
  day.floor = { seat, kind, slotId: `d${day.number}.${kind}.${seat}.${state.timerSeq + 1}` };
  const duration = {
    regular: scaled(config, 'speech'),
    silenced: scaled(config, 'silencedSpeech'),
    short: scaled(config, 'shortSpeech'),
    tie: scaled(config, 'tieSpeech'),
    lastWord: scaled(config, 'lastWord'),
  }[kind];
  turn.setStepTimer(duration, kind === 'silenced' ? undefined : scaled(config, 'speechWarning'));
  turn.narrate(kind === 'lastWord' ? { cue: 'lastWord', seat } : { cue: 'speech', seat });
}

/** DAY-SPEECH-ORDER, DISC-THREE-FOULS, DISC-SHORT-SPEECH: The next regular speech; after the last one, the vote. */
function nextSpeech(turn: Turn): void {
  const state = turn.state;
  const day = currentDay(state);
  if (!day || day.stage.kind !== 'speeches') return;
  const stage = day.stage;
  for (stage.index++; stage.index < stage.order.length; stage.index++) {
    const seatNumber = stage.order[stage.index] ?? 0;
    const seat = seatOf(state, seatNumber);
    if (!seat?.alive || day.spoke.includes(seatNumber)) continue;
    day.spoke.push(seatNumber);
    let kind: FloorKind = 'regular';
    if (seat.silencePending) {
      // D25/D26: the first regular slot after the 3rd foul is silenced, once; with 3 or 4 at
      // the table the player gets 30 s instead (DISC-SHORT-SPEECH).
      seat.silencePending = false;
      kind = alive(state).length <= 4 ? 'short' : 'silenced';
    }
    giveFloor(turn, seatNumber, kind);
    return;
  }
  startVoting(turn);
}

/** DAY-PASS: The floor holder's slot ends (time, Pass, the judge's skip, or a removal). */
export function endFloor(turn: Turn): void {
  const day = currentDay(turn.state);
  if (!day) return;
  delete day.floor;
  switch (day.stage.kind) {
    case 'speeches':
      nextSpeech(turn);
      return;
    case 'tieSpeeches':
      nextTieSpeech(turn);
      return;
    case 'lastWords':
      nextLastWord(turn);
      return;
    default:
      return;
  }
}

function endDay(turn: Turn): void {
  const day = currentDay(turn.state);
  if (!day) return;
  delete day.floor;
  day.resultDetermined = true;
  startNight(turn, day.number);
}

/** VOTE-SINGLE-NOMINEE: no vote when cancelled or without nominees; one nominee; or the sequential vote. */
function startVoting(turn: Turn): void {
  const state = turn.state;
  const day = currentDay(state);
  if (!day) return;
  delete day.floor;
  if (day.voteCancelled) {
    turn.notice(
      { kind: 'public' },
      'vote',
      text('vote.none', { day: day.number, reason: 'cancelled' }),
    );
    endDay(turn);
    return;
  }
  const candidates = day.nominations
    .map((entry) => entry.target)
    .filter((seat) => isAlive(state, seat));
  if (candidates.length === 0) {
    turn.notice(
      { kind: 'public' },
      'vote',
      text('vote.none', { day: day.number, reason: 'noNominees' }),
    );
    endDay(turn);
    return;
  }
  if (candidates.length === 1) {
    const [only] = candidates as [number];
    if (day.number === 1) {
      turn.notice(
        { kind: 'public' },
        'vote',
        text('vote.none', { day: day.number, reason: 'singleDayOne' }),
      );
      endDay(turn);
      return;
    }
    turn.notice({ kind: 'public' }, 'vote', text('vote.single', { seat: only }));
    state.timeline.push({ kind: 'vote', day: day.number, round: 1, votes: [], out: [only] });
    leaveByVote(turn, [only]);
    return;
  }
  openVoteRound(turn, 1, candidates);
}

function openVoteRound(turn: Turn, round: number, candidates: number[]): void {
  const day = currentDay(turn.state);
  if (!day) return;
  const vote: VoteRound = {
    id: `d${day.number}r${round}`,
    round,
    candidates,
    current: 0,
    votes: [],
    eligible: eligibleVoters(turn.state, day),
  };
  day.stage = { kind: 'voting', vote };
  turn.narrate({ cue: 'voting' });
  openVoteWindow(turn);
}

function unvoted(vote: VoteRound): number[] {
  return vote.eligible.filter((voter) => !vote.votes.some((entry) => entry.voter === voter));
}

/** VOTE-SEQUENCE:
 * Opens the current candidate's window. The last candidate needs none: every eligible voter
 * who has not voted by then is counted for him (VOTE-SEQUENCE), so the tally follows at once.
 */
function openVoteWindow(turn: Turn): void {
  const day = currentDay(turn.state);
  if (!day || day.stage.kind !== 'voting') return;
  const vote = day.stage.vote;
  const remaining = unvoted(vote);
  if (remaining.length === 0) {
    closeVote(turn);
    return;
  }
  if (vote.current >= vote.candidates.length - 1) {
    const last = vote.candidates[vote.candidates.length - 1] ?? 0;
    for (const voter of remaining) vote.votes.push({ voter, candidate: last, auto: true });
    closeVote(turn);
    return;
  }
  turn.setStepTimer(scaled(turn.state.config, 'voteWindow'));
}

export function onVoteWindowEnd(turn: Turn): void {
  const day = currentDay(turn.state);
  if (!day || day.stage.kind !== 'voting') return;
  day.stage.vote.current++;
  openVoteWindow(turn);
}

/** After a click: when nobody is left to vote, the remaining windows are pointless. */
export function afterVoteCast(turn: Turn): void {
  const day = currentDay(turn.state);
  if (!day || day.stage.kind !== 'voting') return;
  if (unvoted(day.stage.vote).length === 0) closeVote(turn);
}

function tally(vote: VoteRound): { counts: Map<number, number>; top: number[]; max: number } {
  const counts = new Map<number, number>(vote.candidates.map((seat) => [seat, 0]));
  for (const entry of vote.votes)
    counts.set(entry.candidate, (counts.get(entry.candidate) ?? 0) + 1);
  const max = Math.max(...counts.values());
  const top = vote.candidates.filter((seat) => counts.get(seat) === max);
  return { counts, top, max };
}

/** VOTE-RESULT, VOTE-TIE-SPEECHES, VOTE-WHOLE-TABLE-TIED, VOTE-FOUR-TIED-PAIR: see docs/rules.md. */
function closeVote(turn: Turn): void {
  const state = turn.state;
  const day = currentDay(state);
  if (!day || day.stage.kind !== 'voting') return;
  const vote = day.stage.vote;
  const { top, max } = tally(vote);
  const out = top.length === 1 ? top : [];
  state.timeline.push({ kind: 'vote', day: day.number, round: vote.round, votes: vote.votes, out });
  if (top.length === 1) {
    const [seat] = top as [number];
    turn.notice({ kind: 'public' }, 'vote', text('vote.out', { seat, votes: max }));
    leaveByVote(turn, [seat]);
    return;
  }
  if (vote.round === 1) {
    // VOTE-TIE-SPEECHES: tie speeches of 30 s in nomination order, then a revote among the tied only.
    turn.notice({ kind: 'public' }, 'vote', text('vote.tie', { seats: top }));
    day.stage = { kind: 'tieSpeeches', tied: top, index: -1 };
    nextTieSpeech(turn);
    return;
  }
  const atTable = alive(state).length;
  if (top.length === atTable) {
    // VOTE-WHOLE-TABLE-TIED: the whole table is tied: no further vote, nobody leaves.
    turn.notice(
      { kind: 'public' },
      'vote',
      text('vote.tieAgain', { seats: top, outcome: 'wholeTable' }),
    );
    endDay(turn);
    return;
  }
  if (state.config.geo76 && atTable === 4 && top.length === 2) {
    // VOTE-FOUR-TIED-PAIR: four at the table and a pair tied twice: no further vote, night falls.
    turn.notice(
      { kind: 'public' },
      'vote',
      text('vote.tieAgain', { seats: top, outcome: 'geo76' }),
    );
    endDay(turn);
    return;
  }
  turn.notice(
    { kind: 'public' },
    'vote',
    text('vote.tieAgain', { seats: top, outcome: 'eliminateAll' }),
  );
  day.stage = {
    kind: 'eliminateAll',
    vote: {
      id: `d${day.number}e`,
      candidates: top,
      eligible: eligibleVoters(state, day),
      yes: [],
      no: [],
    },
  };
  turn.narrate({ cue: 'voting' });
  turn.setStepTimer(scaled(state.config, 'voteWindow'));
}

/** VOTE-TIE-SPEECHES, DISC-TIE-NOT-SILENCED: see docs/rules.md. */
function nextTieSpeech(turn: Turn): void {
  const day = currentDay(turn.state);
  if (!day || day.stage.kind !== 'tieSpeeches') return;
  const stage = day.stage;
  for (stage.index++; stage.index < stage.tied.length; stage.index++) {
    const seat = stage.tied[stage.index] ?? 0;
    // A 3-foul player speaks normally in tie speeches (DISC-TIE-NOT-SILENCED; D25).
    if (isAlive(turn.state, seat)) {
      giveFloor(turn, seat, 'tie');
      return;
    }
  }
  const stillTied = stage.tied.filter((seat) => isAlive(turn.state, seat));
  if (stillTied.length < 2) {
    // Someone tied was removed during the speeches: the vote was cancelled (VOTE-CANCEL) before this.
    endDay(turn);
    return;
  }
  openVoteRound(turn, 2, stillTied);
}

/** VOTE-ELIMINATE-ALL: "Shall all of them leave?" passes iff yes > ½ of the eligible voters (D24). */
export function closeEliminateAll(turn: Turn): void {
  const state = turn.state;
  const day = currentDay(state);
  if (!day || day.stage.kind !== 'eliminateAll') return;
  const vote = day.stage.vote;
  const needed = Math.floor(vote.eligible.length / 2) + 1;
  const passed = vote.yes.length >= needed;
  state.timeline.push({
    kind: 'eliminateAll',
    day: day.number,
    candidates: vote.candidates,
    yes: vote.yes,
    passed,
  });
  turn.notice(
    { kind: 'public' },
    'vote',
    text('eliminateAll.result', { seats: vote.candidates, passed, yes: vote.yes.length, needed }),
  );
  day.resultDetermined = true;
  if (!passed) {
    endDay(turn);
    return;
  }
  leaveByVote(
    turn,
    [...vote.candidates].sort((a, b) => a - b),
  );
}

export function afterEliminateAllAnswer(turn: Turn): void {
  const day = currentDay(turn.state);
  if (!day || day.stage.kind !== 'eliminateAll') return;
  const vote = day.stage.vote;
  if (vote.yes.length + vote.no.length >= vote.eligible.length) closeEliminateAll(turn);
}

/** Players leave by the vote together; the win check runs; then their last words (LAST-WORDS). */
function leaveByVote(turn: Turn, seats: number[]): void {
  const day = currentDay(turn.state);
  if (!day) return;
  day.resultDetermined = true;
  day.votedOut.push(...seats);
  depart(turn, seats, 'voted');
  if (checkWin(turn)) return;
  beginLastWords(turn, seats, 'vote');
}

/** LAST-WORDS: see docs/rules.md. */
function beginLastWords(turn: Turn, seats: number[], after: 'morning' | 'vote'): void {
  const day = currentDay(turn.state);
  if (!day) return;
  day.stage = { kind: 'lastWords', queue: [...seats], after };
  nextLastWord(turn);
}

function nextLastWord(turn: Turn): void {
  const day = currentDay(turn.state);
  if (!day || day.stage.kind !== 'lastWords') return;
  const next = day.stage.queue.shift();
  if (next !== undefined) {
    turn.notice(
      { kind: 'public' },
      'day',
      text('departure.lastWord', {
        seat: next,
        reason: seatOf(turn.state, next)?.out?.reason ?? 'voted',
      }),
    );
    giveFloor(turn, next, 'lastWord');
    return;
  }
  if (day.stage.after === 'morning') beginSpeeches(turn);
  else endDay(turn);
}
