import type { Command } from './events.ts';
import { text, type Text } from './messages.ts';
import type { PlayerCommand } from './flow/phase.ts';
import { actionsOf, currentDay, currentNight, seatOf, seatOfUser } from './queries.ts';
import type { NightAction } from './roles.ts';
import type { GameState, Seat } from './state/state.ts';
import type { Draft } from './flow/draft.ts';

/** GAME-OUT-PLAYERS:
 * The seat a player command acts for: an alive player, or the rule error that says why not. A
 * player who has left may still hold the floor for his last word (Pass, Best Move).
 */
export function actingSeat(state: GameState, command: PlayerCommand): Seat | Text {
  const seat = seatOfUser(state, command.by.userId);
  if (!seat) return text('error.notAPlayer', {});
  if (seat.alive) return seat;
  const lastWord = currentDay(state)?.floor?.kind === 'lastWord';
  if (lastWord && (command.type === 'pass' || command.type === 'bestMove')) return seat;
  return text('error.playerOut', {});
}

export function isText(value: Seat | Text): value is Text {
  return 'key' in value;
}

/** A named seat must exist and still be at the table. */
export function targetSeatError(state: GameState, target: number): Text | undefined {
  const entry = seatOf(state, target);
  if (!entry) return text('error.noSuchSeat', { seat: target });
  if (!entry.alive) return text('error.targetOut', { seat: target });
  return undefined;
}

/**
 * The refusal of a player command the running phase does not accept: the same answers the
 * commands gave before phases were modules (a closed vote, not your draft, the wrong phase).
 */
export function notNow(state: GameState, command: PlayerCommand, actor: Seat): Text {
  switch (command.type) {
    case 'nightAction':
    case 'pass':
      return text('error.wrongPhase', {});
    case 'nominate': {
      const day = currentDay(state);
      if (!day || state.config.preset === 'forum') return text('error.wrongPhase', {});
      return day.floor?.seat === actor.seat
        ? text('error.notNominationSlot', {})
        : text('error.notYourTurn', {});
    }
    case 'bestMove':
      return text('error.bestMoveNotYours', {});
    default:
      return text('error.closed', {});
  }
}

function repeatsLastNight(
  last: { night: number; seat: number } | undefined,
  previousNight: number,
  target: number,
): boolean {
  return last?.night === previousNight && last.seat === target;
}

/** NIGHT-TARGETS: Why a target list is invalid for this action tonight (D09, D12, D13, T22). */
export function nightTargetError(
  state: GameState,
  seat: Seat,
  action: NightAction,
  targets: number[],
): Text | undefined {
  const expected = action === 'compare' ? 2 : 1;
  if (targets.length !== expected) return text('error.targetCount', { expected });
  if (new Set(targets).size !== targets.length) return text('error.targetsDistinct', {});
  for (const target of targets) {
    const error = targetSeatError(state, target);
    if (error) return error;
  }
  const target = targets[0] ?? 0;
  const self = targets.includes(seat.seat);
  const previousNight = (currentNight(state)?.number ?? 0) - 1;
  const memory = state.memory;
  switch (action) {
    case 'shot':
      return undefined;
    case 'leaderCheck':
    case 'check':
    case 'block':
    case 'compare':
      if (self) return text('error.targetSelf', {});
      if (action === 'block' && repeatsLastNight(memory.lastBlock, previousNight, target))
        return text('error.targetRepeat', { seat: target });
      return undefined;
    case 'protect':
      if (self && memory.lawyerSelfUsed) return text('error.lawyerSelfUsed', {});
      if (repeatsLastNight(memory.lastProtect, previousNight, target))
        return text('error.targetRepeat', { seat: target });
      return undefined;
  }
}

/** A night move (NIGHT-WINDOW): the last valid submission counts, changeable until the window ends. */
export function submitNightAction(
  draft: Draft,
  command: Extract<Command, { type: 'nightAction' }>,
  actor: Seat,
): Text | undefined {
  const state = draft.state;
  const night = currentNight(state);
  if (!night || night.number === 0) return text('error.wrongPhase', {});
  if (!actionsOf(state, actor.seat).includes(command.action)) return text('error.noAction', {});
  const error = nightTargetError(state, actor, command.action, command.targets);
  if (error) return error;
  const mine = (night.submissions[String(actor.seat)] ??= {});
  mine[command.action] = [...command.targets];
  draft.reply = text('night.accepted', { action: command.action, targets: command.targets });
  return undefined;
}
