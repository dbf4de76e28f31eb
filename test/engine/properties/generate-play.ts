/** The generator's plausible moves: fires, night actions and day moves that look legal now. */
import type { Command } from '../../../src/engine/index.ts';
import { aliveSeats, modelActions, modelShooters, unvoted } from './model.ts';
import { staleFire, garbage } from './generate-noise.ts';
import type { RunView } from './run-view.ts';
import type { Bits } from './support.ts';
import { JUDGE } from './support.ts';

/** The seat the table "agrees" on today or tonight (so shots agree and votes concentrate). */
export function plan(run: RunView, kind: 'shot' | 'vote', b: Bits): number {
  const alive = aliveSeats(run.state);
  const salt =
    run.salt +
    (kind === 'shot' ? 1 : 3) *
      (run.state.phase.kind === 'day'
        ? run.state.phase.day.number
        : run.state.phase.kind === 'night'
          ? run.state.phase.night.number
          : 0);
  // Shooters mostly aim at reds; the town's votes hit blacks a third of the time.
  const wanted =
    kind === 'shot'
      ? alive.filter((seat) => seat.side === 'red')
      : salt % 3 === 0
        ? alive.filter((seat) => seat.side === 'black')
        : alive;
  const pool = wanted.length > 0 && !b.chance(10) ? wanted : alive;
  return pool[((salt * 2654435761) % pool.length) >>> 0]?.seat ?? 1;
}

export function favourite(
  run: RunView,
  voter: number,
  voteId: string,
  candidates: number[],
): number {
  let hash = run.salt * 31 + voter * 2654435761;
  for (let index = 0; index < voteId.length; index++)
    hash = Math.imul(hash ^ voteId.charCodeAt(index), 16777619);
  return candidates[(hash >>> 0) % candidates.length] ?? 0;
}

export function fire(run: RunView, b: Bits): Command {
  const timers = run.state.timers;
  // GAME-CLOCK-ON-FLOOR: the floor confirmed (mostly), or the wait running out.
  const wait = timers.find((timer) => timer.kind === 'floorReady');
  if (wait && b.chance(70)) return { type: 'floorSet', timerId: wait.id };
  if (wait) {
    run.now = Math.max(run.now, wait.deadlineAt);
    return { type: 'timerExpired', timerId: wait.id };
  }
  const step = timers.find((timer) => timer.kind === 'step');
  const warning = timers.find((timer) => timer.kind === 'speechWarning');
  if (!step) return run.state.paused ? { type: 'resume', by: JUDGE } : staleFire(run, b);
  const timer = warning && b.chance(25) ? warning : step;
  run.now = Math.max(run.now, timer.deadlineAt);
  return { type: 'timerExpired', timerId: timer.id };
}

export function nightMove(run: RunView, b: Bits): Command {
  const phase = run.state.phase;
  if (phase.kind !== 'night' || phase.night.number === 0 || b.chance(22)) return fire(run, b);
  const actors = run.aliveNumbers().filter((seat) => modelActions(run.state, seat).length > 0);
  if (actors.length === 0) return fire(run, b);
  // Shooters act more often than the others, so that shots agree before the window ends.
  const shooters = modelShooters(run.state);
  const seat = shooters.length > 0 && b.chance(45) ? b.pick(shooters) : b.pick(actors);
  const action = b.pick(modelActions(run.state, seat));
  let targets: number[];
  if (action === 'shot' && b.chance(run.quiet ? 5 : 75)) targets = [plan(run, 'shot', b)];
  else if (action === 'compare')
    targets = b.chance(85) ? b.some(run.aliveNumbers(), 2) : [run.anySeat(b), run.anySeat(b)];
  else targets = [b.chance(85) ? run.someAlive(b) : run.anySeat(b)];
  if (b.chance(3)) targets = b.pick([[], [1, 2, 3], [targets[0] ?? 1, targets[0] ?? 1]]);
  return { type: 'nightAction', by: run.seatActor(seat), action, targets };
}

export function dayMove(run: RunView, b: Bits): Command {
  const phase = run.state.phase;
  if (phase.kind !== 'day') return fire(run, b);
  const day = phase.day;
  const floor = day.floor;
  if (day.stage.kind === 'lastWords' && day.stage.queue.length > 0 && b.chance(20)) {
    // DISC-FOULS, D21: the judge may still remove a player who waits for his last word.
    const seat = b.pick(day.stage.queue);
    return b.chance(50)
      ? { type: 'disqualify', by: JUDGE, seat, reason: 'insult' }
      : { type: 'foul', by: JUDGE, seat };
  }
  if (floor) {
    const by = run.seatActor(floor.seat);
    if (day.bestMoveSeat === floor.seat && !run.state.memory.bestMove && b.chance(60)) {
      const others = run.aliveNumbers().filter((seat) => seat !== floor.seat);
      const seats = b.chance(85) ? b.some(others, 1 + b.int(3)) : [run.anySeat(b), run.anySeat(b)];
      return { type: 'bestMove', by, seats };
    }
    const mayNominate =
      ['regular', 'silenced', 'short'].includes(floor.kind) &&
      !day.nominations.some((entry) => entry.by === floor.seat);
    if (mayNominate && b.chance(run.quiet ? 4 : 55)) {
      const target = b.chance(50)
        ? plan(run, 'vote', b)
        : b.chance(85)
          ? run.someAlive(b)
          : run.anySeat(b);
      return { type: 'nominate', by, target };
    }
    if (b.chance(12)) return fire(run, b);
    return { type: 'pass', by };
  }
  const stage = day.stage;
  switch (stage.kind) {
    case 'voting': {
      const vote = stage.vote;
      const pending = unvoted(vote);
      const current = vote.candidates[vote.current] ?? 0;
      // Each voter has a favourite candidate and clicks in its window, so votes split (and
      // tie); when nobody keen is left, the window runs out.
      const keen = pending.filter(
        (voter) => favourite(run, voter, vote.id, vote.candidates) === current,
      );
      if (b.chance(keen.length > 0 ? 8 : 75)) return fire(run, b);
      const voter =
        keen.length > 0 && b.chance(88)
          ? b.pick(keen)
          : pending.length > 0 && b.chance(70)
            ? b.pick(pending)
            : run.anySeat(b);
      const candidate = b.chance(92) ? current : b.pick(vote.candidates);
      const voteId = b.chance(95) ? vote.id : b.pick(['d0r1', `d${day.number}r3`, '']);
      return { type: 'vote', by: run.seatActor(voter), voteId, candidate };
    }
    case 'eliminateAll': {
      const vote = stage.vote;
      if (b.chance(10)) return fire(run, b);
      // Mostly voters who have not answered yet, so the motion passes now and then and the
      // last words of several players (and what may happen to those waiting) are reached.
      const pending = vote.eligible.filter(
        (seat) => !vote.yes.includes(seat) && !vote.no.includes(seat),
      );
      const voter =
        pending.length > 0 && b.chance(85)
          ? b.pick(pending)
          : b.chance(85)
            ? b.pick(vote.eligible)
            : run.anySeat(b);
      return {
        type: 'eliminateAll',
        by: run.seatActor(voter),
        voteId: b.chance(95) ? vote.id : 'd0e',
        yes: b.chance(70),
      };
    }
    case 'forumVoting': {
      if (b.chance(25)) return fire(run, b);
      const voter = b.chance(90) ? run.someAlive(b) : run.anySeat(b);
      const target = b.chance(8)
        ? null
        : b.chance(55)
          ? plan(run, 'vote', b)
          : b.chance(85)
            ? run.someAlive(b)
            : run.anySeat(b);
      return { type: 'forumVote', by: run.seatActor(voter), target };
    }
    case 'duel': {
      const duel = stage.duel;
      if (b.chance(20)) return fire(run, b);
      const seat = b.chance(90) ? b.pick(duel.duellists) : run.anySeat(b);
      const value = () => (b.chance(95) ? 1 + b.int(3) : b.pick([0, 4, -1, 1.5]));
      const others = duel.duellists.filter((other) => other !== seat);
      return {
        type: 'duelMove',
        by: run.seatActor(seat),
        duelId: b.chance(95) ? duel.id : 'd0duel',
        ...(b.chance(90) ? { cover: value() } : {}),
        ...(b.chance(90) ? { position: value() } : {}),
        ...(others.length > 1 || b.chance(10)
          ? { target: b.chance(90) && others.length > 0 ? b.pick(others) : run.anySeat(b) }
          : {}),
      };
    }
    default:
      return fire(run, b);
  }
}

export function plausible(run: RunView, b: Bits): Command {
  if (run.state.paused) return b.chance(75) ? { type: 'resume', by: JUDGE } : garbage(run, b);
  return run.state.phase.kind === 'night' ? nightMove(run, b) : dayMove(run, b);
}
