import { depart } from '../flow/departures.ts';
import { text, type Text } from '../messages.ts';
import { nightFinding } from './findings.ts';
import { roleActions } from '../presets.ts';
import { actionsOf, alive, currentNight, seatOf } from '../queries.ts';
import { WAKE_ORDER, type NightAction } from '../roles.ts';
import type { GameState, TimelineEntry, WinCounters } from '../state/state.ts';
import type { Draft } from '../flow/draft.ts';

/** NIGHT-WINDOW, GAME-FIXED-WINDOWS:
 * Night d ≥ 1, shared by the sports and the forum night (NIGHT-WINDOW, FORUM-NIGHT-KILL): one parallel window
 * of fixed length (GAME-FIXED-WINDOWS, D47), resolved all at once when it ends.
 */
export function openNight(draft: Draft, number: number): void {
  const state = draft.state;
  state.phase = { kind: 'night', night: { number, submissions: {} } };
  draft.narrate({ cue: 'citySleeps' });
  // Every step of the composition is announced, the dead roles' too (D47): timing never tells.
  const present = new Set<NightAction>(['shot']);
  for (const seat of state.seats) for (const action of roleActions(seat.role)) present.add(action);
  for (const action of WAKE_ORDER)
    if (present.has(action)) draft.narrate({ cue: 'nightStep', step: `action.${action}` });
}

/** The alive actors who submitted `action` tonight and may still make it, with their targets. */
export function submittersOf(
  state: GameState,
  action: NightAction,
): Array<{ seat: number; targets: number[] }> {
  const night = currentNight(state);
  if (!night) return [];
  const result: Array<{ seat: number; targets: number[] }> = [];
  for (const seat of alive(state)) {
    const targets = night.submissions[String(seat.seat)]?.[action];
    if (targets && actionsOf(state, seat.seat).includes(action))
      result.push({ seat: seat.seat, targets });
  }
  return result;
}

/** NIGHT-CHECKS:
 * What a checking move tells its actor (NIGHT-CHECKS, FORUM-NIGHT-MOVES): derived from the roles alone, so the
 * same text can be rebuilt from the timeline later (a substitute's history, FORUM-SEAT-HISTORY). Moves
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

export type NightOutcome = 'kill' | 'miss' | 'save';

/** Lawyer/Doctor memory (D12): self once per game, never the same player two nights running. */
function rememberMoves(state: GameState, number: number): number | undefined {
  const memory = state.memory;
  const lawyer = submittersOf(state, 'protect')[0];
  const protectedSeat = lawyer?.targets[0];
  if (lawyer && protectedSeat !== undefined) {
    if (protectedSeat === lawyer.seat) memory.lawyerSelfUsed = true;
    memory.lastProtect = { night: number, seat: protectedSeat };
  }
  const block = submittersOf(state, 'block')[0];
  if (block?.targets[0] !== undefined) {
    memory.lastBlock = { night: number, seat: block.targets[0] };
    memory.pendingBlock = block.targets[0];
  } else {
    delete memory.pendingBlock;
  }
  return protectedSeat;
}

/** Private results go to the actors when the window ends (D16, D47), before the morning post. */
function movesOfTheNight(draft: Draft) {
  const actions: Array<{ seat: number; action: NightAction; targets: number[] }> = [];
  for (const action of WAKE_ORDER) {
    for (const entry of submittersOf(draft.state, action))
      actions.push({ seat: entry.seat, action, targets: entry.targets });
  }
  return actions;
}

function tellResults(draft: Draft, actions: ReturnType<typeof movesOfTheNight>): void {
  for (const { seat, action, targets } of actions) {
    const result = privateResult(draft.state, action, targets);
    if (result) draft.noticeWithPurpose('nightResult', { kind: 'seat', seat }, 'night', result);
  }
}

/** NIGHT-MORNING: The morning post: the victim or "nobody" (a save looks like a miss, D17), then the block. */
function morningPost(draft: Draft, number: number, victim: number | undefined): void {
  const state = draft.state;
  const memory = state.memory;
  const morning = [text('morning.title', { day: number + 1 })];
  const seat = victim !== undefined ? seatOf(state, victim) : undefined;
  if (victim !== undefined) {
    if (seat) {
      morning.push(
        state.config.revealOnOut
          ? text('morning.killedRevealed', { seat: victim, userId: seat.userId, role: seat.role })
          : text('morning.killed', { seat: victim, userId: seat.userId }),
      );
    }
    depart(draft, [victim], 'killed');
    if (number === 1) memory.nightOneVictim = victim;
  } else {
    morning.push(text('morning.nobody', {}));
  }
  if (memory.pendingBlock !== undefined && seatOf(state, memory.pendingBlock)?.alive) {
    morning.push(text('morning.blocked', { seat: memory.pendingBlock }));
  }
  draft.notice({ kind: 'public' }, 'day', ...morning);
}

/** NIGHT-RESOLUTION, NIGHT-PROTECT, NIGHT-VOTE-BLOCK, FORUM-NIGHT-MOVES:
 * Resolution at the window's end, all at once (NIGHT-RESOLUTION, D16): the shot, the protection, the
 * checks (delivered even to an actor killed tonight), the block for tomorrow, the timeline and
 * the morning post. The flow checks for a win after; the night phase that calls it, the counters.
 */
export function resolveMoves(
  draft: Draft,
  shot: number | undefined,
): { outcome: NightOutcome; victim?: number } {
  const state = draft.state;
  const number = currentNight(state)?.number ?? 0;
  const protectedSeat = rememberMoves(state, number);
  let outcome: NightOutcome = 'miss';
  if (shot !== undefined) outcome = protectedSeat === shot ? 'save' : 'kill';
  const actions = movesOfTheNight(draft);
  tellResults(draft, actions);
  const entry: TimelineEntry = {
    kind: 'night',
    night: number,
    outcome: shot === undefined ? 'miss' : outcome,
    actions,
    ...(shot !== undefined ? { shot } : {}),
    ...(outcome === 'kill' && shot !== undefined ? { victim: shot } : {}),
  };
  state.timeline.push(entry);
  const victim = outcome === 'kill' ? shot : undefined;
  morningPost(draft, number, victim);
  return victim !== undefined ? { outcome, victim } : { outcome };
}

/** WIN-QUIET-DRAW: a cycle (Day d + Night d) with no departure is quiet; the count of quiet cycles in a row. */
export function countQuietCycle(memory: WinCounters): number {
  memory.quietCycles = memory.departuresThisCycle === 0 ? memory.quietCycles + 1 : 0;
  memory.departuresThisCycle = 0;
  return memory.quietCycles;
}
