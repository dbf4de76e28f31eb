import { depart, endGame, gamePhase } from '../flow/departures.ts';
import type { Command } from '../events.ts';
import { text, type Text } from '../messages.ts';
import { blackTeams, currentDay, dayNumber, isJudge, seatOf } from '../queries.ts';
import type { DayState, Seat } from '../state/state.ts';
import type { Draft } from '../flow/draft.ts';

type DisciplineCommand = Extract<
  Command,
  { type: 'warn' | 'foul' | 'unfoul' | 'disqualify' | 'penalty' }
>;
type Of<K extends DisciplineCommand['type']> = Extract<DisciplineCommand, { type: K }>;

/** GAME-OUT-PLAYERS:
 * The seat a judge may discipline now: an alive player, or one who has left but not finished
 * leaving — he holds the floor for his last word or waits for it (T45, T46, D21).
 */
function disciplinable(draft: Draft, seatNumber: number): Seat | Text {
  const seat = seatOf(draft.state, seatNumber);
  if (!seat) return text('error.noSuchSeat', { seat: seatNumber });
  if (seat.alive) return seat;
  const day = currentDay(draft.state);
  const floor = day?.floor;
  if (floor?.seat === seatNumber && floor.kind === 'lastWord') return seat;
  if (day?.stage.kind === 'lastWords' && day.stage.queue.includes(seatNumber)) return seat;
  return text('error.playerOut', {});
}

export function handleDiscipline(draft: Draft, command: DisciplineCommand): Text | undefined {
  const state = draft.state;
  if (!isJudge(state, command.by)) return text('error.notJudge', {});
  if (state.phase.kind === 'lobby' || state.seats.length === 0) return text('error.notDealt', {});
  if (state.phase.kind === 'ended') return text('error.gameOver', {});
  const target = disciplinable(draft, command.seat);
  if ('key' in target) return target;
  switch (command.type) {
    case 'warn':
      return warn(draft, target, command);
    case 'foul':
      return foul(draft, target, command);
    case 'unfoul':
      return unfoul(draft, target);
    case 'disqualify':
      return disqualify(draft, target, command);
    case 'penalty':
      return teamLoss(draft, target, command);
  }
}

function warn(draft: Draft, target: Seat, command: Of<'warn'>): undefined {
  const reason = command.reason ? { reason: command.reason } : {};
  target.warnings++;
  draft.state.timeline.push({
    kind: 'warning',
    seat: target.seat,
    day: dayNumber(draft.state),
    phase: gamePhase(draft.state),
    ...reason,
  });
  draft.notice(
    { kind: 'public' },
    'warning',
    text('warning.recorded', { seat: target.seat, ...reason }),
  );
  return undefined;
}

/** A foul on a seat; the third silences him, the fourth removes him (DISC-FOULS, DISC-THREE-FOULS). */
function foul(draft: Draft, target: Seat, command: Of<'foul'>): undefined {
  const reason = command.reason ? { reason: command.reason } : {};
  // DISC-FOULS: fouls are public and add up over the game; the 3rd silences the next regular
  // speech (D25), the 4th removes the player at once.
  target.fouls++;
  draft.state.timeline.push({
    kind: 'foul',
    seat: target.seat,
    count: target.fouls,
    day: dayNumber(draft.state),
    phase: gamePhase(draft.state),
    ...reason,
  });
  const consequence = target.fouls >= 4 ? 'removed' : target.fouls === 3 ? 'silenced' : 'none';
  draft.notice(
    { kind: 'public' },
    'warning',
    text('foul.recorded', { seat: target.seat, count: target.fouls, consequence, ...reason }),
  );
  if (consequence === 'silenced' && target.alive) target.silencePending = true;
  if (consequence === 'removed') removePlayer(draft, target);
  return undefined;
}

function unfoul(draft: Draft, target: Seat): Text | undefined {
  if (target.fouls === 0) return text('error.noFouls', {});
  target.fouls--;
  if (target.fouls < 3) target.silencePending = false;
  draft.state.timeline.push({
    kind: 'unfoul',
    seat: target.seat,
    count: target.fouls,
    day: dayNumber(draft.state),
    phase: gamePhase(draft.state),
  });
  draft.notice(
    { kind: 'public' },
    'info',
    text('foul.undone', { seat: target.seat, count: target.fouls }),
  );
  return undefined;
}

function disqualify(draft: Draft, target: Seat, command: Of<'disqualify'>): undefined {
  const { reason } = command;
  draft.state.timeline.push({
    kind: 'disqualified',
    seat: target.seat,
    reason,
    day: dayNumber(draft.state),
    phase: gamePhase(draft.state),
  });
  draft.notice({ kind: 'public' }, 'warning', text('disqualified', { seat: target.seat, reason }));
  removePlayer(draft, target);
  return undefined;
}

/** DISC-TEAM-LOSS: team loss — the violator is disqualified and the opposing side wins at once. */
function teamLoss(draft: Draft, target: Seat, command: Of<'penalty'>): undefined {
  const state = draft.state;
  const { reason } = command;
  state.timeline.push({
    kind: 'teamLoss',
    seat: target.seat,
    reason,
    day: dayNumber(state),
    phase: gamePhase(state),
  });
  draft.notice({ kind: 'public' }, 'warning', text('teamLoss', { seat: target.seat, reason }));
  if (target.alive) depart(draft, [target.seat], 'removed');
  const redLoses = target.side === 'red';
  endGame(draft, {
    winner: redLoses ? 'black' : 'red',
    teams: redLoses ? blackTeams(state) : ['RED'],
    reason: 'teamLoss',
    penaltySeat: target.seat,
  });
  return undefined;
}

/** DISC-REMOVAL, VOTE-CANCEL:
 * A removal (4th foul or DQ, DISC-FOULS): no last word (D21); VOTE-CANCEL decides which vote is cancelled;
 * the flow's win check follows at once (D20), then the running phase reacts (the floor handed on,
 * a vote under way aborted, a duellist dropped). A player already leaving (in or waiting for his
 * last word) loses it and his Best Move, and nothing is cancelled (T45, T46).
 */
export function removePlayer(draft: Draft, seat: Seat): void {
  const state = draft.state;
  const day = currentDay(state);
  if (!seat.alive) {
    removeLeaving(draft, seat);
    return;
  }
  depart(draft, [seat.seat], 'removed');
  if (state.config.preset === 'forum') {
    draft.notice(
      { kind: 'public' },
      'warning',
      text('forum.removed', { seat: seat.seat, role: seat.role }),
    );
  } else cancelVote(draft, day, seat);
  // A duellist removed drops out of the duel (FORUM-DUEL-REMOVAL), a vote under way is aborted
  // (VOTE-CANCEL), the floor holder's slot ends: the running phase decides what follows.
  draft.removed(seat.seat);
}

/** A player giving or awaiting his last word loses it and his Best Move (T45, T46, D21). */
function removeLeaving(draft: Draft, seat: Seat): void {
  const state = draft.state;
  const day = currentDay(state);
  if (day?.stage.kind === 'lastWords')
    day.stage.queue = day.stage.queue.filter((waiting) => waiting !== seat.seat);
  if (day?.bestMoveSeat === seat.seat) {
    delete day.bestMoveSeat;
    delete state.memory.bestMove;
    state.timeline = state.timeline.filter(
      (entry) => !(entry.kind === 'bestMove' && entry.seat === seat.seat),
    );
  }
  // His last word ends now (the phase holding the floor hands it on).
  draft.removed(seat.seat);
}

/** VOTE-CANCEL:
 * VOTE-CANCEL: a removal before today's vote result cancels today's vote (a vote or tie procedure
 * under way is aborted by its phase, days.ts `abortVote`); after it, tomorrow's.
 */
function cancelVote(draft: Draft, day: DayState | undefined, seat: Seat): void {
  const state = draft.state;
  if (day && !day.resultDetermined) {
    if (!day.voteCancelled) {
      day.voteCancelled = true;
      const vote = day.stage.kind === 'voting' ? day.stage.vote : undefined;
      state.timeline.push({
        kind: 'voteCancelled',
        day: day.number,
        ...(vote ? { cut: { round: vote.round, votes: [...vote.votes] } } : {}),
      });
      draft.notice(
        { kind: 'public' },
        'warning',
        text('vote.cancelledBy', { seat: seat.seat, which: 'today' }),
      );
    }
    return;
  }
  if (!state.memory.cancelNextVote) {
    state.memory.cancelNextVote = true;
    draft.notice(
      { kind: 'public' },
      'warning',
      text('vote.cancelledBy', { seat: seat.seat, which: 'tomorrow' }),
    );
  }
}
