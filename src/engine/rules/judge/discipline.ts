import { depart, endGame, gamePhase } from '../flow/departures.ts';
import type { Command } from '../events.ts';
import { text, type Text } from '../messages.ts';
import { blackTeams, currentDay, dayNumber, isJudge, seatOf } from '../queries.ts';
import type { DayState, Seat } from '../state/state.ts';
import type { Turn } from '../flow/draft.ts';

type DisciplineCommand = Extract<
  Command,
  { type: 'warn' | 'foul' | 'unfoul' | 'disqualify' | 'penalty' }
>;
type Of<K extends DisciplineCommand['type']> = Extract<DisciplineCommand, { type: K }>;

/** GAME-OUT-PLAYERS:
 * The seat a judge may discipline now: an alive player, or one who has left but not finished
 * leaving — he holds the floor for his last word or waits for it (T45, T46, D21).
 */
function disciplinable(turn: Turn, seatNumber: number): Seat | Text {
  const seat = seatOf(turn.state, seatNumber);
  if (!seat) return text('error.noSuchSeat', { seat: seatNumber });
  if (seat.alive) return seat;
  const day = currentDay(turn.state);
  const floor = day?.floor;
  if (floor?.seat === seatNumber && floor.kind === 'lastWord') return seat;
  if (day?.stage.kind === 'lastWords' && day.stage.queue.includes(seatNumber)) return seat;
  return text('error.playerOut', {});
}

export function handleDiscipline(turn: Turn, command: DisciplineCommand): Text | undefined {
  const state = turn.state;
  if (!isJudge(state, command.by)) return text('error.notJudge', {});
  if (state.phase.kind === 'lobby' || state.seats.length === 0) return text('error.notDealt', {});
  if (state.phase.kind === 'ended') return text('error.gameOver', {});
  const target = disciplinable(turn, command.seat);
  if ('key' in target) return target;
  switch (command.type) {
    case 'warn':
      return warn(turn, target, command);
    case 'foul':
      return foul(turn, target, command);
    case 'unfoul':
      return unfoul(turn, target);
    case 'disqualify':
      return disqualify(turn, target, command);
    case 'penalty':
      return teamLoss(turn, target, command);
  }
}

function warn(turn: Turn, target: Seat, command: Of<'warn'>): undefined {
  const reason = command.reason ? { reason: command.reason } : {};
  target.warnings++;
  turn.state.timeline.push({
    kind: 'warning',
    seat: target.seat,
    day: dayNumber(turn.state),
    phase: gamePhase(turn.state),
    ...reason,
  });
  turn.notice(
    { kind: 'public' },
    'warning',
    text('warning.recorded', { seat: target.seat, ...reason }),
  );
  return undefined;
}

/** A foul on a seat; the third silences him, the fourth removes him (DISC-FOULS, DISC-THREE-FOULS). */
function foul(turn: Turn, target: Seat, command: Of<'foul'>): undefined {
  const reason = command.reason ? { reason: command.reason } : {};
  // DISC-FOULS: fouls are public and add up over the game; the 3rd silences the next regular
  // speech (D25), the 4th removes the player at once.
  target.fouls++;
  turn.state.timeline.push({
    kind: 'foul',
    seat: target.seat,
    count: target.fouls,
    day: dayNumber(turn.state),
    phase: gamePhase(turn.state),
    ...reason,
  });
  const consequence = target.fouls >= 4 ? 'removed' : target.fouls === 3 ? 'silenced' : 'none';
  turn.notice(
    { kind: 'public' },
    'warning',
    text('foul.recorded', { seat: target.seat, count: target.fouls, consequence, ...reason }),
  );
  if (consequence === 'silenced' && target.alive) target.silencePending = true;
  if (consequence === 'removed') removePlayer(turn, target);
  return undefined;
}

function unfoul(turn: Turn, target: Seat): Text | undefined {
  if (target.fouls === 0) return text('error.noFouls', {});
  target.fouls--;
  if (target.fouls < 3) target.silencePending = false;
  turn.state.timeline.push({
    kind: 'unfoul',
    seat: target.seat,
    count: target.fouls,
    day: dayNumber(turn.state),
    phase: gamePhase(turn.state),
  });
  turn.notice(
    { kind: 'public' },
    'info',
    text('foul.undone', { seat: target.seat, count: target.fouls }),
  );
  return undefined;
}

function disqualify(turn: Turn, target: Seat, command: Of<'disqualify'>): undefined {
  const { reason } = command;
  turn.state.timeline.push({
    kind: 'disqualified',
    seat: target.seat,
    reason,
    day: dayNumber(turn.state),
    phase: gamePhase(turn.state),
  });
  turn.notice({ kind: 'public' }, 'warning', text('disqualified', { seat: target.seat, reason }));
  removePlayer(turn, target);
  return undefined;
}

/** DISC-TEAM-LOSS: team loss — the violator is disqualified and the opposing side wins at once. */
function teamLoss(turn: Turn, target: Seat, command: Of<'penalty'>): undefined {
  const state = turn.state;
  const { reason } = command;
  state.timeline.push({
    kind: 'teamLoss',
    seat: target.seat,
    reason,
    day: dayNumber(state),
    phase: gamePhase(state),
  });
  turn.notice({ kind: 'public' }, 'warning', text('teamLoss', { seat: target.seat, reason }));
  if (target.alive) depart(turn, [target.seat], 'removed');
  const redLoses = target.side === 'red';
  endGame(turn, {
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
export function removePlayer(turn: Turn, seat: Seat): void {
  const state = turn.state;
  const day = currentDay(state);
  if (!seat.alive) {
    removeLeaving(turn, seat);
    return;
  }
  depart(turn, [seat.seat], 'removed');
  if (state.config.preset === 'forum') {
    turn.notice(
      { kind: 'public' },
      'warning',
      text('forum.removed', { seat: seat.seat, role: seat.role }),
    );
  } else cancelVote(turn, day, seat);
  // A duellist removed drops out of the duel (FORUM-DUEL-REMOVAL), a vote under way is aborted
  // (VOTE-CANCEL), the floor holder's slot ends: the running phase decides what follows.
  turn.removed(seat.seat);
}

/** A player giving or awaiting his last word loses it and his Best Move (T45, T46, D21). */
function removeLeaving(turn: Turn, seat: Seat): void {
  const state = turn.state;
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
  turn.removed(seat.seat);
}

/** VOTE-CANCEL:
 * VOTE-CANCEL: a removal before today's vote result cancels today's vote (a vote or tie procedure
 * under way is aborted by its phase, days.ts `abortVote`); after it, tomorrow's.
 */
function cancelVote(turn: Turn, day: DayState | undefined, seat: Seat): void {
  const state = turn.state;
  if (day && !day.resultDetermined) {
    if (!day.voteCancelled) {
      day.voteCancelled = true;
      const vote = day.stage.kind === 'voting' ? day.stage.vote : undefined;
      state.timeline.push({
        kind: 'voteCancelled',
        day: day.number,
        ...(vote ? { cut: { round: vote.round, votes: [...vote.votes] } } : {}),
      });
      turn.notice(
        { kind: 'public' },
        'warning',
        text('vote.cancelledBy', { seat: seat.seat, which: 'today' }),
      );
    }
    return;
  }
  if (!state.memory.cancelNextVote) {
    state.memory.cancelNextVote = true;
    turn.notice(
      { kind: 'public' },
      'warning',
      text('vote.cancelledBy', { seat: seat.seat, which: 'tomorrow' }),
    );
  }
}
