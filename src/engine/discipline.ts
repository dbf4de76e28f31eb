import { checkWin, depart, endGame } from './departures.ts';
import { endFloor } from './day.ts';
import { afterRemovalInDuel } from './forum.ts';
import type { Command } from './events.ts';
import { startNight } from './night.ts';
import { text, type Text } from './messages.ts';
import { blackTeams, currentDay, dayNumber, isJudge, seatOf } from './queries.ts';
import type { Seat } from './state.ts';
import type { Turn } from './turn.ts';

type DisciplineCommand = Extract<
  Command,
  { type: 'warn' | 'foul' | 'unfoul' | 'disqualify' | 'penalty' }
>;

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

/** DISC-FOULS, DISC-THREE-FOULS, DISC-TEAM-LOSS: see docs/rules.md. */
export function handleDiscipline(turn: Turn, command: DisciplineCommand): Text | undefined {
  const state = turn.state;
  if (!isJudge(state, command.by)) return text('error.notJudge', {});
  if (state.phase.kind === 'lobby' || state.seats.length === 0) return text('error.notDealt', {});
  if (state.phase.kind === 'ended') return text('error.gameOver', {});
  const target = disciplinable(turn, command.seat);
  if ('key' in target) return target;
  const day = dayNumber(state);

  switch (command.type) {
    case 'warn': {
      target.warnings++;
      state.timeline.push({
        kind: 'warning',
        seat: target.seat,
        day,
        ...(command.reason ? { reason: command.reason } : {}),
      });
      turn.notice(
        { kind: 'public' },
        'warning',
        text('warning.recorded', {
          seat: target.seat,
          ...(command.reason ? { reason: command.reason } : {}),
        }),
      );
      return undefined;
    }
    case 'foul': {
      // DISC-FOULS: fouls are public and add up over the game; the 3rd silences the next regular
      // speech (D25), the 4th removes the player at once.
      target.fouls++;
      state.timeline.push({
        kind: 'foul',
        seat: target.seat,
        count: target.fouls,
        day,
        ...(command.reason ? { reason: command.reason } : {}),
      });
      const consequence = target.fouls >= 4 ? 'removed' : target.fouls === 3 ? 'silenced' : 'none';
      turn.notice(
        { kind: 'public' },
        'warning',
        text('foul.recorded', {
          seat: target.seat,
          count: target.fouls,
          consequence,
          ...(command.reason ? { reason: command.reason } : {}),
        }),
      );
      if (consequence === 'silenced' && target.alive) target.silencePending = true;
      if (consequence === 'removed') removePlayer(turn, target);
      return undefined;
    }
    case 'unfoul': {
      if (target.fouls === 0) return text('error.noFouls', {});
      target.fouls--;
      if (target.fouls < 3) target.silencePending = false;
      state.timeline.push({ kind: 'unfoul', seat: target.seat, count: target.fouls, day });
      turn.notice(
        { kind: 'public' },
        'info',
        text('foul.undone', { seat: target.seat, count: target.fouls }),
      );
      return undefined;
    }
    case 'disqualify': {
      state.timeline.push({ kind: 'disqualified', seat: target.seat, reason: command.reason, day });
      turn.notice(
        { kind: 'public' },
        'warning',
        text('disqualified', { seat: target.seat, reason: command.reason }),
      );
      removePlayer(turn, target);
      return undefined;
    }
    case 'penalty': {
      // DISC-TEAM-LOSS: team loss — the violator is disqualified and the opposing side wins at once.
      state.timeline.push({ kind: 'teamLoss', seat: target.seat, reason: command.reason, day });
      turn.notice(
        { kind: 'public' },
        'warning',
        text('teamLoss', { seat: target.seat, reason: command.reason }),
      );
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
  }
}

/** DISC-REMOVAL, VOTE-CANCEL:
 * A removal (4th foul or DQ, DISC-FOULS): no last word (D21); VOTE-CANCEL decides which vote is cancelled;
 * the win check runs at once (D20). A player already leaving (in or waiting for his last word)
 * loses it and his Best Move, and nothing is cancelled (T45, T46).
 */
export function removePlayer(turn: Turn, seat: Seat): void {
  const state = turn.state;
  const day = currentDay(state);
  if (!seat.alive) {
    if (day?.stage.kind === 'lastWords')
      day.stage.queue = day.stage.queue.filter((waiting) => waiting !== seat.seat);
    if (day?.bestMoveSeat === seat.seat) {
      delete day.bestMoveSeat;
      delete state.memory.bestMove;
      state.timeline = state.timeline.filter(
        (entry) => !(entry.kind === 'bestMove' && entry.seat === seat.seat),
      );
    }
    if (day?.floor?.seat === seat.seat) endFloor(turn);
    return;
  }
  depart(turn, [seat.seat], 'removed');
  if (state.config.preset === 'forum') {
    turn.notice(
      { kind: 'public' },
      'warning',
      text('forum.removed', { seat: seat.seat, role: seat.role }),
    );
    if (!checkWin(turn)) afterRemovalInDuel(turn);
    return;
  }
  let abortVote = false;
  if (day && !day.resultDetermined) {
    if (!day.voteCancelled) {
      day.voteCancelled = true;
      state.timeline.push({ kind: 'voteCancelled', day: day.number });
      turn.notice(
        { kind: 'public' },
        'warning',
        text('vote.cancelledBy', { seat: seat.seat, which: 'today' }),
      );
    }
    abortVote = ['voting', 'tieSpeeches', 'eliminateAll'].includes(day.stage.kind);
  } else if (!state.memory.cancelNextVote) {
    state.memory.cancelNextVote = true;
    turn.notice(
      { kind: 'public' },
      'warning',
      text('vote.cancelledBy', { seat: seat.seat, which: 'tomorrow' }),
    );
  }
  if (checkWin(turn)) return;
  if (day && abortVote) {
    // "Any voting or tie procedure in progress is aborted and nobody leaves by vote today."
    delete day.floor;
    day.resultDetermined = true;
    startNight(turn, day.number);
    return;
  }
  if (day?.floor?.seat === seat.seat) endFloor(turn);
}
