/**
 * An independent reading of the rules (rules.md), small enough to trust, that the property
 * tests compare the engine against. Nothing here imports engine logic: only its types.
 */
import type { NightAction } from '../../../src/engine/rules/roles.ts';
import type {
  DayState,
  GameState,
  Seat,
  VoteRound,
} from '../../../src/engine/rules/state/state.ts';

export function seatAt(state: GameState, seat: number): Seat | undefined {
  return Number.isInteger(seat) && seat >= 1 ? state.seats[seat - 1] : undefined;
}

export function aliveSeats(state: GameState): Seat[] {
  return state.seats.filter((seat) => seat.alive);
}

export function isAliveSeat(state: GameState, seat: number): boolean {
  return seatAt(state, seat)?.alive === true;
}

export function seatOfUser(state: GameState, userId: string): Seat | undefined {
  return state.seats.find((seat) => seat.userId === userId);
}

export function counts(state: GameState): { blacks: number; reds: number } {
  const living = aliveSeats(state);
  const blacks = living.filter((seat) => seat.side === 'black').length;
  return { blacks, reds: living.length - blacks };
}

/** WIN-SPORTS, FORUM-WIN (D48): is a side's win reached by the alive counts alone? */
export function countsWin(state: GameState): 'red' | 'black' | undefined {
  if (state.seats.length === 0) return undefined;
  const { blacks, reds } = counts(state);
  if (blacks === 0) return 'red';
  if (state.config.preset === 'forum') return reds === 0 ? 'black' : undefined;
  return blacks >= reds ? 'black' : undefined;
}

/** D05 (stylized: the alive leaders, else every alive black), NIGHT-SHOT (classic), D36 (forum). */
export function modelShooters(state: GameState): number[] {
  const blacks = aliveSeats(state).filter((seat) => seat.side === 'black');
  if (state.config.preset !== 'stylized') return blacks.map((seat) => seat.seat);
  const leaders = blacks.filter((seat) => seat.role === 'FATHER' || seat.role === 'GANG_HEAD');
  return (leaders.length > 0 ? leaders : blacks).map((seat) => seat.seat);
}

/** DEAL-ROLES, NIGHT-SHOT: the role's own night action (the shot comes from modelShooters). */
export function roleAction(role: Seat['role']): NightAction | undefined {
  switch (role) {
    case 'FATHER':
    case 'DON':
      return 'leaderCheck';
    case 'DETECTIVE':
    case 'SHERIFF':
      return 'check';
    case 'LAWYER':
    case 'DOCTOR':
      return 'protect';
    case 'JOURNALIST':
      return 'compare';
    case 'FBI_AGENT':
      return 'block';
    default:
      return undefined;
  }
}

export function modelActions(state: GameState, seat: number): NightAction[] {
  const entry = seatAt(state, seat);
  if (!entry?.alive) return [];
  const actions: NightAction[] = [];
  if (modelShooters(state).includes(seat)) actions.push('shot');
  const own = roleAction(entry.role);
  if (own) actions.push(own);
  return actions;
}

/** The accepted protect/block targets of earlier nights, from the timeline (D12, D13). */
function pastTargets(
  state: GameState,
  action: NightAction,
): Array<{ night: number; seat: number }> {
  const result: Array<{ night: number; seat: number }> = [];
  for (const entry of state.timeline) {
    if (entry.kind !== 'night') continue;
    for (const done of entry.actions)
      if (done.action === action && done.targets[0] !== undefined)
        result.push({ night: entry.night, seat: done.targets[0] });
  }
  return result;
}

/** NIGHT-TARGETS, D09, D12, D13: is this submission legal tonight? */
export function nightTargetsLegal(
  state: GameState,
  actor: number,
  action: NightAction,
  targets: number[],
): boolean {
  if (state.phase.kind !== 'night') return false;
  const night = state.phase.night.number;
  const expected = action === 'compare' ? 2 : 1;
  if (targets.length !== expected || new Set(targets).size !== targets.length) return false;
  if (!targets.every((target) => isAliveSeat(state, target))) return false;
  const self = targets.includes(actor);
  const target = targets[0];
  switch (action) {
    case 'shot':
      return true;
    case 'leaderCheck':
    case 'check':
    case 'compare':
      return !self;
    case 'block':
      return (
        !self &&
        !pastTargets(state, 'block').some(
          (entry) => entry.night === night - 1 && entry.seat === target,
        )
      );
    case 'protect': {
      const past = pastTargets(state, 'protect');
      if (self && past.some((entry) => entry.seat === actor)) return false;
      return !past.some((entry) => entry.night === night - 1 && entry.seat === target);
    }
  }
}

/** VOTE-ELIGIBLE: alive and not FBI-blocked (D04). */
export function modelEligible(state: GameState, day: DayState): number[] {
  return aliveSeats(state)
    .map((seat) => seat.seat)
    .filter((seat) => seat !== day.blocked);
}

export function unvoted(vote: VoteRound): number[] {
  return vote.eligible.filter((voter) => !vote.votes.some((entry) => entry.voter === voter));
}

/** VOTE-RESULT: the unique top candidate, or the tied top. */
export function voteTop(
  candidates: number[],
  votes: Array<{ candidate: number }>,
): { top: number[]; max: number } {
  const tally = new Map<number, number>(candidates.map((seat) => [seat, 0]));
  for (const vote of votes) tally.set(vote.candidate, (tally.get(vote.candidate) ?? 0) + 1);
  const max = Math.max(...tally.values());
  return { top: candidates.filter((seat) => tally.get(seat) === max), max };
}

/** FORUM-DAY-VOTE, FORUM-DAY-RESULT: only eligible alive voters' votes for alive players count. */
export function forumTop(state: GameState, day: DayState): { top: number[]; max: number } {
  const eligible = new Set(modelEligible(state, day));
  const tally = new Map<number, number>();
  for (const [voter, target] of Object.entries(day.forumVotes)) {
    if (!eligible.has(Number(voter)) || !isAliveSeat(state, target)) continue;
    tally.set(target, (tally.get(target) ?? 0) + 1);
  }
  const max = Math.max(0, ...tally.values());
  const top = [...tally.entries()]
    .filter(([, n]) => n === max && max > 0)
    .map(([seat]) => seat)
    .sort((a, b) => a - b);
  return { top, max };
}
