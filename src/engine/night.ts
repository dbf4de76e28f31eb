import { checkWin, depart, endGame } from './departures.ts';
import { nightFinding } from './findings.ts';
import { chargeSkips, reportActivity } from './forum-activity.ts';
import { startDay } from './day.ts';
import { text, type Text } from './messages.ts';
import {
  nightZeroStepDuration,
  nightZeroSteps,
  phaseLength,
  roleActions,
  scaled,
} from './presets.ts';
import { actionsOf, alive, currentNight, seatOf, shooters } from './queries.ts';
import { WAKE_ORDER, type NightAction } from './roles.ts';
import type { GameState, TimelineEntry } from './state.ts';
import type { Turn } from './turn.ts';

/** Night 0 (§3.3, §4.2): acquaintance steps of fixed length, no kill and no check. */
export function startNightZero(turn: Turn): void {
  const state = turn.state;
  const steps = nightZeroSteps(
    state.config.preset,
    state.seats.map((seat) => seat.role),
  );
  state.phase = { kind: 'night', night: { number: 0, step: { index: 0, steps }, submissions: {} } };
  turn.narrate({ cue: 'citySleeps' });
  beginNightZeroStep(turn);
}

function beginNightZeroStep(turn: Turn): void {
  const night = currentNight(turn.state);
  const step = night?.step?.steps[night.step.index];
  if (!night || !step) return;
  turn.narrate({
    cue: 'nightStep',
    step: step.kind === 'meeting' ? `meeting.${step.who}` : `look.${step.role}`,
  });
  turn.setStepTimer(nightZeroStepDuration(turn.state.config, step));
}

export function onNightZeroStepEnd(turn: Turn): void {
  const night = currentNight(turn.state);
  if (!night?.step) return;
  night.step.index++;
  if (night.step.index < night.step.steps.length) {
    beginNightZeroStep(turn);
    return;
  }
  startDay(turn, 1);
}

/** Night d ≥ 1 (§3.4, §4.3, §7.7): one parallel window of fixed length (1.6, D47). */
export function startNight(turn: Turn, number: number): void {
  const state = turn.state;
  state.phase = { kind: 'night', night: { number, submissions: {} } };
  turn.narrate({ cue: 'citySleeps' });
  // Every step of the composition is announced, the dead roles' too (D47): timing never tells.
  const present = new Set<NightAction>(['shot']);
  for (const seat of state.seats) for (const action of roleActions(seat.role)) present.add(action);
  for (const action of WAKE_ORDER)
    if (present.has(action)) turn.narrate({ cue: 'nightStep', step: `action.${action}` });
  const forum = state.config.preset === 'forum';
  turn.setStepTimer(
    forum
      ? phaseLength(state.config, state.schedule, 'forumNight')
      : scaled(state.config, 'nightWindow'),
  );
}

/** The last valid submission of `action` by an actor who is still alive at the window's end. */
function submitted(turn: Turn, seat: number, action: NightAction): number[] | undefined {
  const night = currentNight(turn.state);
  if (!seatOf(turn.state, seat)?.alive) return undefined;
  return night?.submissions[String(seat)]?.[action];
}

function submittersOf(turn: Turn, action: NightAction): Array<{ seat: number; targets: number[] }> {
  const night = currentNight(turn.state);
  if (!night) return [];
  const result: Array<{ seat: number; targets: number[] }> = [];
  for (const seat of alive(turn.state)) {
    const targets = night.submissions[String(seat.seat)]?.[action];
    if (targets && actionsOf(turn.state, seat.seat).includes(action))
      result.push({ seat: seat.seat, targets });
  }
  return result;
}

/** Sports (D05): the kill happens iff every shooter named the same alive player. */
function unanimousShot(turn: Turn): number | undefined {
  const seats = shooters(turn.state);
  if (seats.length === 0) return undefined;
  const targets = seats.map((seat) => submitted(turn, seat, 'shot')?.[0]);
  const first = targets[0];
  if (first === undefined || targets.some((target) => target !== first)) return undefined;
  return seatOf(turn.state, first)?.alive ? first : undefined;
}

/** Forum (D36): plurality of the alive mafia's choices; a tie is broken by the RNG. */
function pluralityShot(turn: Turn, night: number): number | undefined {
  const counts = new Map<number, number>();
  for (const { targets } of submittersOf(turn, 'shot')) {
    const target = targets[0];
    if (target !== undefined && seatOf(turn.state, target)?.alive)
      counts.set(target, (counts.get(target) ?? 0) + 1);
  }
  if (counts.size === 0) return undefined;
  const top = Math.max(...counts.values());
  const tied = [...counts.entries()]
    .filter(([, count]) => count === top)
    .map(([seat]) => seat)
    .sort((a, b) => a - b);
  if (tied.length === 1) return tied[0];
  return tied[turn.draw(`night-${night}-kill`, tied.length)];
}

/**
 * What a checking move tells its actor (§3.5, §7.7.3): derived from the roles alone, so the
 * same text can be rebuilt from the timeline later (a substitute's history, §7.13.2). Moves
 * that learn nothing (the shot, protection, the block) have no result.
 */
export function privateResult(
  state: GameState,
  action: NightAction,
  targets: number[],
): Text | undefined {
  const found = nightFinding(state, action, targets);
  const preset = state.config.preset;
  switch (found?.kind) {
    case 'side':
      return text('night.result.check', { seat: found.seat, side: found.side, preset });
    case 'role':
      return text('night.result.leaderCheck', {
        seat: found.seat,
        found: found.found,
        role: found.role,
      });
    case 'same':
      return text('night.result.compare', {
        first: found.first,
        second: found.second,
        same: found.same,
        preset,
      });
    default:
      return undefined;
  }
}

/**
 * Resolution at the window's end, all at once (§3.5, D16): the shot, the protection, the
 * checks (delivered even to an actor killed tonight), the block for tomorrow, then the win
 * check, the 7.6 and quiet-cycle counters, and the morning.
 */
export function resolveNight(turn: Turn): void {
  const state = turn.state;
  const night = currentNight(state);
  if (!night) return;
  const number = night.number;
  const atTable = alive(state).length;
  const memory = state.memory;
  const forum = state.config.preset === 'forum';

  const shot = forum ? pluralityShot(turn, number) : unanimousShot(turn);
  const lawyer = submittersOf(turn, 'protect')[0];
  const protectedSeat = lawyer?.targets[0];
  let outcome: 'kill' | 'miss' | 'save' = 'miss';
  if (shot !== undefined) outcome = protectedSeat === shot ? 'save' : 'kill';

  const actions: Array<{ seat: number; action: NightAction; targets: number[] }> = [];
  for (const action of WAKE_ORDER) {
    for (const entry of submittersOf(turn, action))
      actions.push({ seat: entry.seat, action, targets: entry.targets });
  }

  // Lawyer/Doctor memory (D12): self once per game, never the same player two nights running.
  if (lawyer && protectedSeat !== undefined) {
    if (protectedSeat === lawyer.seat) memory.lawyerSelfUsed = true;
    memory.lastProtect = { night: number, seat: protectedSeat };
  }
  const block = submittersOf(turn, 'block')[0];
  if (block?.targets[0] !== undefined) {
    memory.lastBlock = { night: number, seat: block.targets[0] };
    memory.pendingBlock = block.targets[0];
  } else {
    delete memory.pendingBlock;
  }

  // Private results go to the actors when the window ends (D16, D47), before the morning post.
  for (const { seat, action, targets } of actions) {
    const result = privateResult(state, action, targets);
    if (result) turn.notice({ kind: 'seat', seat }, 'night', result);
  }

  const entry: TimelineEntry = {
    kind: 'night',
    night: number,
    outcome: shot === undefined ? 'miss' : outcome,
    actions,
    ...(shot !== undefined ? { shot } : {}),
    ...(outcome === 'kill' && shot !== undefined ? { victim: shot } : {}),
  };
  state.timeline.push(entry);

  // The morning post: the victim or "nobody" (a save looks like a miss, D17), then the block.
  const day = number + 1;
  const morning = [text('morning.title', { day })];
  const victim = outcome === 'kill' ? shot : undefined;
  if (victim !== undefined) {
    const seat = seatOf(state, victim);
    if (seat) {
      morning.push(
        state.config.revealOnOut
          ? text('morning.killedRevealed', { seat: victim, userId: seat.userId, role: seat.role })
          : text('morning.killed', { seat: victim, userId: seat.userId }),
      );
    }
    depart(turn, [victim], 'killed');
    if (number === 1) memory.nightOneVictim = victim;
  } else {
    morning.push(text('morning.nobody', {}));
  }
  if (memory.pendingBlock !== undefined && seatOf(state, memory.pendingBlock)?.alive) {
    morning.push(text('morning.blocked', { seat: memory.pendingBlock }));
  }
  turn.notice({ kind: 'public' }, 'day', ...morning);
  // Forum §7.10–7.11: skipped moves are charged, and the cycle's activity reported, at its end.
  chargeSkips(turn);
  reportActivity(turn);

  if (checkWin(turn)) return;

  // 7.6 (D30): three consecutive nights with exactly 4 at the table ending in a miss → red wins.
  if (!forum) {
    memory.fourMisses = atTable === 4 && outcome === 'miss' ? memory.fourMisses + 1 : 0;
    if (state.config.geo76 && memory.fourMisses >= 3) {
      endGame(turn, { winner: 'red', teams: ['RED'], reason: 'fourMisses' });
      return;
    }
  }
  // 5.10.1: three consecutive quiet cycles (Day d + Night d with no departure) → draw.
  memory.quietCycles = memory.departuresThisCycle === 0 ? memory.quietCycles + 1 : 0;
  memory.departuresThisCycle = 0;
  if (memory.quietCycles >= 3) {
    if (!forum) {
      endGame(turn, { winner: 'draw', teams: [], reason: 'quietCycles' });
      return;
    }
    // D48: forum has no draw; the committee is told and decides.
    if (memory.quietCycles === 3)
      turn.notice({ kind: 'judge' }, 'warning', text('forum.quietCycles', { cycles: 3 }));
  }
  startDay(turn, day, victim);
}
