/** The generator's other commands: stale fires, judge commands, garbage, and clicks on screen controls. */
import {
  resolveControl,
  type Actor,
  type Command,
  type NightAction,
  type Screen,
} from '../../../src/engine/index.ts';
import { modelEligible, modelShooters, unvoted } from './model.ts';
import type { RunView } from './run-view.ts';
import type { Bits } from './support.ts';
import { JUDGE, STRANGER, PRIVILEGED, check, stillLeaving, type Meta } from './support.ts';

export function staleFire(run: RunView, b: Bits): Command {
  const armed = new Set(run.state.timers.map((timer) => timer.id));
  const stale = [...run.timersSeen.keys()].filter((id) => !armed.has(id));
  const older = `t${1 + b.int(run.state.timerSeq)}`;
  if (!armed.has(older)) stale.push(older);
  const timerId =
    stale.length > 0 && b.chance(85)
      ? b.pick(stale)
      : b.pick(['t0', 'x', '', `t${run.state.timerSeq + 1}`]);
  return { type: 'timerExpired', timerId };
}

export function judge(run: RunView, b: Bits): Command {
  const by = b.chance(88)
    ? JUDGE
    : b.pick([
        PRIVILEGED,
        STRANGER,
        run.seatActor(run.someAlive(b)),
        { ...run.seatActor(run.someAlive(b)), privileged: true },
      ]);
  const fouled = run.state.seats
    .filter((seat) => seat.fouls >= 2 && seat.alive)
    .map((seat) => seat.seat);
  // The floor holder, or a voted-out player still waiting for his last word.
  const day = run.state.phase.kind === 'day' ? run.state.phase.day : undefined;
  const near = [...new Set([...(day?.floor ? [day.floor.seat] : []), ...stillLeaving(run.state)])];
  const seat =
    fouled.length > 0 && b.chance(35)
      ? b.pick(fouled)
      : near.length > 0 && b.chance(30)
        ? b.pick(near)
        : b.chance(90)
          ? run.someAlive(b)
          : run.anySeat(b);
  const roll = b.int(100);
  if (roll < 36)
    return { type: 'foul', by, seat, ...(b.chance(50) ? { reason: 'out of turn' } : {}) };
  if (roll < 44) return { type: 'warn', by, seat };
  if (roll < 52) return { type: 'unfoul', by, seat };
  if (roll < 59) return { type: 'disqualify', by, seat, reason: 'insult' };
  if (roll < 67) return { type: 'pause', by };
  if (roll < 75) return { type: 'resume', by };
  if (roll < 83) return { type: 'skip', by };
  if (roll < 88) return { type: 'undo', by };
  const seconds = b.chance(80)
    ? b.pick([10, 30, 60, 3600, -30, -3600, -7200])
    : b.pick([0, 2.5, 8 * 24 * 3600, -1, Number.NaN]);
  return { type: 'extend', by, seconds };
}

export function garbage(run: RunView, b: Bits): Command {
  const senders: Actor[] = [STRANGER, JUDGE, PRIVILEGED, run.seatActor(run.anySeat(b))];
  const out = run.state.seats.filter((seat) => !seat.alive);
  if (out.length > 0) senders.push(run.seatActor(b.pick(out).seat));
  const by = b.pick(senders);
  const seat = run.anySeat(b);
  const actions: NightAction[] = ['shot', 'leaderCheck', 'check', 'protect', 'compare', 'block'];
  switch (b.int(14)) {
    case 0:
      return staleFire(run, b);
    case 1:
      return {
        type: 'nightAction',
        by,
        action: b.pick(actions),
        targets: b.some([seat, run.anySeat(b), run.anySeat(b)], b.int(4)),
      };
    case 2:
      return { type: 'nominate', by, target: seat };
    case 3:
      return { type: 'vote', by, voteId: b.pick(['d1r1', 'd2r1', 'd2r2', 'x']), candidate: seat };
    case 4:
      return { type: 'eliminateAll', by, voteId: b.pick(['d1e', 'd2e', 'x']), yes: b.chance(50) };
    case 5:
      return {
        type: 'bestMove',
        by,
        seats: b.some([seat, run.anySeat(b), run.anySeat(b), run.anySeat(b)], b.int(5)),
      };
    case 6:
      return { type: 'forumVote', by, target: b.chance(80) ? seat : null };
    case 7:
      return {
        type: 'duelMove',
        by,
        duelId: b.pick(['d1duel', 'd2duel', 'x']),
        cover: 1 + b.int(4),
        position: b.int(4),
        target: seat,
      };
    case 8:
      return { type: 'pass', by };
    case 9:
      return b.pick<Command>([
        { type: 'join', by },
        { type: 'leave', by },
        { type: 'cancel', by },
      ]);
    case 10:
      return {
        type: 'deal',
        by,
        finalSeed: 'f'.repeat(64),
        players: run.state.seats.map((entry) => entry.userId),
      };
    case 11:
      return judge(run, b);
    case 12:
      return { type: 'unfoul', by: JUDGE, seat };
    default:
      return { type: 'foul', by: JUDGE, seat };
  }
}

/** A click on a control of a screen (now, or an older one), resolved with `resolveControl`. */
export function click(run: RunView, b: Bits): { command: Command; meta: Meta } | undefined {
  const stale = run.old.length > 0 && b.chance(15);
  const pool = (stale ? run.old : run.current).filter((screen) => screen.controls.length > 0);
  if (pool.length === 0) return undefined;
  const screen = b.pick(pool);
  const control = b.pick(screen.controls);
  let values: string[] = [];
  if (control.kind === 'select') {
    const k = control.min + b.int(control.max - control.min + 1);
    values = b.some(
      control.options.map((option) => option.value),
      k,
    );
  }
  const addressee = addresseeOf(run, screen, control.id, b);
  const by =
    addressee !== undefined && b.chance(80)
      ? run.seatActor(addressee)
      : run.seatActor(run.anySeat(b));
  const resolved = resolveControl(run, screen.id, control.id, values, by);
  const live = run.current.find((entry) => entry.id === screen.id);
  const onScreen = live?.controls.find((entry) => entry.id === control.id);
  if (!stale) {
    check(
      resolved.ok,
      () =>
        `resolveControl(${screen.id}, ${control.id}, ${JSON.stringify(values)}) on its own screen refused: ${resolved.ok ? '' : resolved.error.key}`,
    );
  } else {
    // A control no longer on screen, or an option it no longer offers, is stale: "closed",
    // never a command acting on something else.
    const offeredNow = new Set(
      onScreen?.kind === 'select' ? onScreen.options.map((option) => option.value) : [],
    );
    const outdated =
      !onScreen || (onScreen.kind === 'select' && values.some((value) => !offeredNow.has(value)));
    if (outdated)
      check(
        !resolved.ok && resolved.error.key === 'error.closed',
        `stale control ${screen.id}/${control.id}=${values.join(',')} resolved to a command`,
      );
  }
  if (!resolved.ok || resolved.command.type === 'deal') return undefined;
  const offered =
    !stale &&
    !run.state.paused &&
    addressee !== undefined &&
    by.userId === run.seatActor(addressee).userId
      ? `${screen.id}/${control.id}=${values.join(',')}`
      : undefined;
  return { command: resolved.command as Command, meta: offered ? { offered } : {} };
}

/** Who a control is for: the seat of a private screen, the floor holder, a voter who may still vote. */
export function addresseeOf(
  run: RunView,
  screen: Screen,
  controlId: string,
  b: Bits,
): number | undefined {
  if (screen.to.kind === 'seat') return screen.to.seat;
  const phase = run.state.phase;
  if (screen.to.kind === 'team') {
    const shooters = modelShooters(run.state);
    return shooters.length > 0 ? b.pick(shooters) : undefined;
  }
  if (phase.kind !== 'day') return undefined;
  const day = phase.day;
  if (screen.id === 'table') return day.floor?.seat;
  if (screen.id.startsWith('vote.') && day.stage.kind === 'voting') {
    const pending = unvoted(day.stage.vote);
    return pending.length > 0 ? b.pick(pending) : undefined;
  }
  if (screen.id.startsWith('elim.') && day.stage.kind === 'eliminateAll') {
    const vote = day.stage.vote;
    const pending = vote.eligible.filter(
      (seat) => !vote.yes.includes(seat) && !vote.no.includes(seat),
    );
    return pending.length > 0 ? b.pick(pending) : undefined;
  }
  if (screen.id.startsWith('fvote.')) {
    const eligible = modelEligible(run.state, day);
    // Unvote is legal for any eligible voter; so is a vote for any alive player.
    return eligible.length > 0 && controlId.length > 0 ? b.pick(eligible) : undefined;
  }
  return undefined;
}
