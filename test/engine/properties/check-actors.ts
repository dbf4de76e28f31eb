/** Invariants 2, 3: who may act, on whom, and which legal commands must not be refused. */
import type { Command, GameState } from '../../../src/engine/index.ts';
import { isAliveSeat, modelActions, nightTargetsLegal, seatOfUser, unvoted } from './model.ts';
import type { RunView } from './run-view.ts';
import { JUDGE, check, stillLeaving, PLAYER_COMMANDS } from './support.ts';

/** Rules say these commands are legal now: the engine must not refuse them. */
export function expectRefusal(run: RunView, command: Command, key: string): void {
  const state = run.state;
  if (state.paused || state.phase.kind === 'ended') return;
  const sender = 'by' in command ? seatOfUser(state, command.by.userId) : undefined;
  if (
    command.type === 'nightAction' &&
    sender?.alive &&
    state.phase.kind === 'night' &&
    state.phase.night.number > 0
  ) {
    const legal =
      modelActions(state, sender.seat).includes(command.action) &&
      nightTargetsLegal(state, sender.seat, command.action, command.targets);
    check(!legal, `a legal night action was refused (${key})`);
  }
  if (
    command.type === 'vote' &&
    sender?.alive &&
    state.phase.kind === 'day' &&
    state.phase.day.stage.kind === 'voting'
  ) {
    const vote = state.phase.day.stage.vote;
    const legal =
      command.voteId === vote.id &&
      vote.candidates[vote.current] === command.candidate &&
      vote.current < vote.candidates.length - 1 &&
      unvoted(vote).includes(sender.seat);
    check(!legal, `a legal vote was refused (${key})`);
  }
  if (command.type === 'pass' && sender && state.phase.kind === 'day') {
    check(
      state.phase.day.floor?.seat !== sender.seat,
      `the floor holder's Pass was refused (${key})`,
    );
  }
  // DISC-FOULS, D21: the judge's discipline reaches every player who has not finished leaving.
  if (
    (command.type === 'warn' || command.type === 'foul' || command.type === 'disqualify') &&
    command.by.userId === JUDGE.userId
  ) {
    const reachable =
      isAliveSeat(state, command.seat) || stillLeaving(state).includes(command.seat);
    check(!reachable, `the judge's ${command.type} of seat ${command.seat} was refused (${key})`);
  }
}

/** 2, 3: who may act, on whom, at the moment of the command. */
export function checkSender(run: RunView, before: GameState, command: Command): void {
  if (!PLAYER_COMMANDS.has(command.type) || !('by' in command)) return;
  const sender = seatOfUser(before, command.by.userId);
  check(sender, `2: a non-player's ${command.type} was accepted`);
  const day = before.phase.kind === 'day' ? before.phase.day : undefined;
  if (!sender.alive) {
    const ownLastWord = day?.floor?.kind === 'lastWord' && day.floor.seat === sender.seat;
    check(
      ownLastWord && (command.type === 'pass' || command.type === 'bestMove'),
      `2: OUT seat ${sender.seat} had its ${command.type} accepted`,
    );
  }
  const targets: number[] = [];
  switch (command.type) {
    case 'nightAction':
      targets.push(...command.targets);
      check(
        modelActions(before, sender.seat).includes(command.action) &&
          nightTargetsLegal(before, sender.seat, command.action, command.targets),
        `night action accepted against NIGHT-TARGETS/D05/D09/D12/D13`,
      );
      break;
    case 'nominate':
      targets.push(command.target);
      check(
        day?.floor?.seat === sender.seat &&
          ['regular', 'silenced', 'short'].includes(day.floor.kind),
        `DAY-NOMINATE-ONCE: a nomination outside one's own regular slot`,
      );
      check(
        !day.nominations.some(
          (entry) => entry.by === sender.seat || entry.target === command.target,
        ),
        `DAY-NOMINATE-ONCE, DAY-NOMINEE-VALID: a second nomination, or a nominee nominated twice`,
      );
      break;
    case 'vote':
      targets.push(command.candidate);
      check(day?.blocked !== sender.seat, `3: the FBI-blocked seat voted`);
      break;
    case 'eliminateAll':
    case 'forumVote':
      check(day?.blocked !== sender.seat, `3: the FBI-blocked seat voted`);
      if (command.type === 'forumVote' && command.target !== null) targets.push(command.target);
      break;
    case 'bestMove':
      targets.push(...command.seats);
      check(
        command.seats.length >= 1 &&
          command.seats.length <= 3 &&
          !command.seats.includes(sender.seat),
        `LAST-BESTMOVE-PICK: bad Best Move accepted`,
      );
      break;
    case 'duelMove':
      // 0 is the engine's "not chosen yet" for a duel field (a move is built select by select).
      if (command.target !== undefined && command.target !== 0) targets.push(command.target);
      break;
    default:
      break;
  }
  for (const target of targets)
    check(isAliveSeat(before, target), `2: seat ${target} targeted while OUT (or no such seat)`);
}
