import { afterEliminateAllAnswer, afterVoteCast, endFloor } from './day.ts';
import type { Actor, Command } from './events.ts';
import { afterDuelMove, duelOpponents } from './forum.ts';
import { text, type Text } from './messages.ts';
import {
  actionsOf,
  currentDay,
  currentNight,
  eligibleVoters,
  seatOf,
  seatOfUser,
} from './queries.ts';
import type { NightAction } from './roles.ts';
import type { GameState, Seat } from './state.ts';
import type { Turn } from './turn.ts';

/** GAME-OUT-PLAYERS: The sender as an alive player, or the rule error that says why not. */
function livingPlayer(turn: Turn, actor: Actor): Seat | Text {
  const seat = seatOfUser(turn.state, actor.userId);
  if (!seat) return text('error.notAPlayer', {});
  if (!seat.alive) return text('error.playerOut', {});
  return seat;
}

function isText(value: Seat | Text): value is Text {
  return 'key' in value;
}

/** NIGHT-TARGETS: Why a target list is invalid for this action tonight (D09, D12, D13, T22). */
export function nightTargetError(
  state: GameState,
  seat: Seat,
  action: NightAction,
  targets: number[],
): Text | undefined {
  const night = currentNight(state);
  const expected = action === 'compare' ? 2 : 1;
  if (targets.length !== expected) return text('error.targetCount', { expected });
  if (new Set(targets).size !== targets.length) return text('error.targetsDistinct', {});
  for (const target of targets) {
    const entry = seatOf(state, target);
    if (!entry) return text('error.noSuchSeat', { seat: target });
    if (!entry.alive) return text('error.targetOut', { seat: target });
  }
  const target = targets[0] ?? 0;
  const self = targets.includes(seat.seat);
  const previousNight = (night?.number ?? 0) - 1;
  switch (action) {
    case 'shot':
      return undefined;
    case 'leaderCheck':
    case 'check':
    case 'block':
    case 'compare':
      if (self) return text('error.targetSelf', {});
      if (
        action === 'block' &&
        state.memory.lastBlock?.night === previousNight &&
        state.memory.lastBlock.seat === target
      ) {
        return text('error.targetRepeat', { seat: target });
      }
      return undefined;
    case 'protect':
      if (self && state.memory.lawyerSelfUsed) return text('error.lawyerSelfUsed', {});
      if (
        state.memory.lastProtect?.night === previousNight &&
        state.memory.lastProtect.seat === target
      ) {
        return text('error.targetRepeat', { seat: target });
      }
      return undefined;
  }
}

type PlayerCommand = Extract<
  Command,
  {
    type:
      | 'nightAction'
      | 'pass'
      | 'nominate'
      | 'vote'
      | 'eliminateAll'
      | 'bestMove'
      | 'forumVote'
      | 'duelMove';
  }
>;

/** DAY-NOMINATE-ONCE, DAY-NOMINEE-VALID, LAST-BESTMOVE-PICK: see docs/rules.md. */
export function handlePlayerAction(turn: Turn, command: PlayerCommand): Text | undefined {
  const state = turn.state;
  const player = livingPlayer(turn, command.by);
  // A player who has left may still hold the floor for his last word (Pass, Best Move).
  const lastWord =
    currentDay(state)?.floor?.kind === 'lastWord'
      ? seatOfUser(state, command.by.userId)
      : undefined;
  const actor = isText(player)
    ? lastWord && (command.type === 'pass' || command.type === 'bestMove')
      ? lastWord
      : player
    : player;
  if (isText(actor)) return actor;

  switch (command.type) {
    case 'nightAction': {
      const night = currentNight(state);
      if (!night || night.number === 0) return text('error.wrongPhase', {});
      if (!actionsOf(state, actor.seat).includes(command.action)) return text('error.noAction', {});
      const error = nightTargetError(turn.state, actor, command.action, command.targets);
      if (error) return error;
      const mine = (night.submissions[String(actor.seat)] ??= {});
      mine[command.action] = [...command.targets];
      turn.reply = text('night.accepted', { action: command.action, targets: command.targets });
      return undefined;
    }
    case 'pass': {
      const day = currentDay(state);
      if (!day?.floor) return text('error.wrongPhase', {});
      if (day.floor.seat !== actor.seat) return text('error.notYourTurn', {});
      turn.notice({ kind: 'public' }, 'day', text('speech.passed', { seat: actor.seat }));
      endFloor(turn);
      return undefined;
    }
    case 'nominate': {
      const day = currentDay(state);
      if (!day || state.config.preset === 'forum') return text('error.wrongPhase', {});
      // DAY-NOMINATE-ONCE / D28: only during one's own regular slot (silenced and short slots included).
      const floor = day.floor;
      if (!floor || floor.seat !== actor.seat) return text('error.notYourTurn', {});
      if (!['regular', 'silenced', 'short'].includes(floor.kind))
        return text('error.notNominationSlot', {});
      const mine = day.nominations.find((entry) => entry.by === actor.seat);
      if (mine) return text('error.alreadyNominated', { target: mine.target });
      const target = seatOf(state, command.target);
      if (!target) return text('error.noSuchSeat', { seat: command.target });
      if (!target.alive) return text('error.targetOut', { seat: command.target });
      if (day.nominations.some((entry) => entry.target === command.target)) {
        return text('error.candidateTaken', { seat: command.target });
      }
      day.nominations.push({ by: actor.seat, target: command.target });
      state.timeline.push({
        kind: 'nomination',
        day: day.number,
        by: actor.seat,
        target: command.target,
      });
      turn.notice(
        { kind: 'public' },
        'day',
        text('nomination.made', { by: actor.seat, target: command.target }),
      );
      turn.reply = text('nomination.accepted', { target: command.target });
      return undefined;
    }
    case 'vote': {
      const day = currentDay(state);
      if (!day || day.stage.kind !== 'voting') return text('error.closed', {});
      const vote = day.stage.vote;
      if (vote.id !== command.voteId || vote.candidates[vote.current] !== command.candidate) {
        return text('error.closed', {});
      }
      if (!vote.eligible.includes(actor.seat)) return text('error.notEligible', {});
      if (vote.votes.some((entry) => entry.voter === actor.seat))
        return text('error.alreadyVoted', {});
      vote.votes.push({ voter: actor.seat, candidate: command.candidate, auto: false });
      turn.reply = text('vote.accepted', { seat: command.candidate });
      afterVoteCast(turn);
      return undefined;
    }
    case 'eliminateAll': {
      const day = currentDay(state);
      if (!day || day.stage.kind !== 'eliminateAll' || day.stage.vote.id !== command.voteId) {
        return text('error.closed', {});
      }
      const vote = day.stage.vote;
      if (!vote.eligible.includes(actor.seat)) return text('error.notEligible', {});
      if (vote.yes.includes(actor.seat) || vote.no.includes(actor.seat))
        return text('error.alreadyVoted', {});
      (command.yes ? vote.yes : vote.no).push(actor.seat);
      turn.reply = text('eliminateAll.accepted', { yes: command.yes });
      afterEliminateAllAnswer(turn);
      return undefined;
    }
    case 'bestMove': {
      const day = currentDay(state);
      // LAST-BESTMOVE-PICK: the Night-1 victim, during his Day-2 last word, names up to 3 alive seats.
      if (
        !day ||
        day.bestMoveSeat !== actor.seat ||
        day.floor?.seat !== actor.seat ||
        day.floor.kind !== 'lastWord'
      ) {
        return text('error.bestMoveNotYours', {});
      }
      if (state.memory.bestMove) return text('error.bestMoveDone', {});
      const seats = command.seats;
      if (seats.length === 0 || seats.length > 3) return text('error.bestMoveTooMany', {});
      if (new Set(seats).size !== seats.length) return text('error.targetsDistinct', {});
      if (seats.includes(actor.seat)) return text('error.bestMoveSelf', {});
      for (const seat of seats) {
        const entry = seatOf(state, seat);
        if (!entry) return text('error.noSuchSeat', { seat });
        if (!entry.alive) return text('error.targetOut', { seat });
      }
      const named = [...seats].sort((a, b) => a - b);
      state.memory.bestMove = { seat: actor.seat, named };
      state.timeline.push({ kind: 'bestMove', seat: actor.seat, named });
      turn.notice(
        { kind: 'public' },
        'day',
        text('bestMove.recorded', { seat: actor.seat, named }),
      );
      return undefined;
    }
    case 'forumVote': {
      const day = currentDay(state);
      if (!day || day.stage.kind !== 'forumVoting') return text('error.closed', {});
      if (!eligibleVoters(state, day).includes(actor.seat)) return text('error.notEligible', {});
      if (command.target === null) {
        delete day.forumVotes[String(actor.seat)];
      } else {
        const target = seatOf(state, command.target);
        if (!target) return text('error.noSuchSeat', { seat: command.target });
        if (!target.alive) return text('error.targetOut', { seat: command.target });
        day.forumVotes[String(actor.seat)] = command.target;
      }
      turn.reply = text('forum.vote.accepted', { target: command.target });
      return undefined;
    }
    case 'duelMove': {
      const day = currentDay(state);
      if (!day || day.stage.kind !== 'duel' || day.stage.duel.id !== command.duelId)
        return text('error.closed', {});
      const duel = day.stage.duel;
      if (!duel.duellists.includes(actor.seat)) return text('error.notDuellist', {});
      const opponents = duelOpponents(turn.state, duel, actor.seat);
      const previous = duel.moves[String(actor.seat)] ?? { cover: 0, target: 0, position: 0 };
      const move = {
        cover: command.cover ?? previous.cover,
        // With two duellists the target is implicit (FORUM-DUEL-ROUNDS).
        target: command.target ?? (opponents.length === 1 ? (opponents[0] ?? 0) : previous.target),
        position: command.position ?? previous.position,
      };
      const inRange = (value: number) =>
        value === 0 || (Number.isInteger(value) && value >= 1 && value <= 3);
      if (!inRange(move.cover) || !inRange(move.position)) return text('error.badMove', {});
      if (move.target !== 0 && !opponents.includes(move.target)) return text('error.badMove', {});
      duel.moves[String(actor.seat)] = move;
      turn.reply = text('duel.accepted', {});
      afterDuelMove(turn);
      return undefined;
    }
  }
}
