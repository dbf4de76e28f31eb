import type { Actor, Audience } from './events.ts';
import type { NightAction, Team } from './roles.ts';
import { roleActions } from './presets.ts';
import type { DayState, GameState, NightState, Seat } from './state/state.ts';

export function seatOf(state: GameState, seat: number): Seat | undefined {
  return state.seats[seat - 1];
}

export function seatOfUser(state: GameState, userId: string): Seat | undefined {
  return state.seats.find((entry) => entry.userId === userId);
}

/** GAME-ROLE-SECRECY, FAIR-NO-LEAKS: The user a private audience (a seat, a user, the judge) reaches now; undefined for groups. */
export function privateRecipient(state: GameState, to: Audience): string | undefined {
  if (to.kind === 'seat') return seatOf(state, to.seat)?.userId;
  if (to.kind === 'user') return to.userId;
  if (to.kind === 'judge') return state.judgeId;
  return undefined;
}

export function alive(state: GameState): Seat[] {
  return state.seats.filter((seat) => seat.alive);
}

export function aliveSeats(state: GameState): number[] {
  return alive(state).map((seat) => seat.seat);
}

export function isAlive(state: GameState, seat: number): boolean {
  return seatOf(state, seat)?.alive === true;
}

/** The judge of this game, or a privileged member who is not playing in it (product.md). */
export function isJudge(state: GameState, actor: Actor): boolean {
  if (actor.userId === state.judgeId) return true;
  const playing =
    state.lobby.some((entry) => entry.userId === actor.userId) ||
    seatOfUser(state, actor.userId) !== undefined;
  return actor.privileged === true && !playing;
}

export function currentDay(state: GameState): DayState | undefined {
  return state.phase.kind === 'day' ? state.phase.day : undefined;
}

export function currentNight(state: GameState): NightState | undefined {
  return state.phase.kind === 'night' ? state.phase.night : undefined;
}

/** The day number the game is in (a night counts as the day it follows; Night 0 is 0). */
export function dayNumber(state: GameState): number {
  if (state.phase.kind === 'day') return state.phase.day.number;
  if (state.phase.kind === 'night') return state.phase.night.number;
  return 0;
}

/** NIGHT-SHOT:
 * Who shoots tonight. Sports (D05): the alive leaders (Father and Gang Head; the Don in
 * classic, where every black shoots); with no leader alive, every alive black. Forum (D36):
 * every alive mafioso.
 */
export function shooters(state: GameState): number[] {
  const blacks = alive(state).filter((seat) => seat.side === 'black');
  if (state.config.preset !== 'stylized') return blacks.map((seat) => seat.seat);
  const leaders = blacks.filter((seat) => seat.role === 'FATHER' || seat.role === 'GANG_HEAD');
  return (leaders.length > 0 ? leaders : blacks).map((seat) => seat.seat);
}

/** The night actions a seat may submit tonight, in wake order. */
export function actionsOf(state: GameState, seat: number): NightAction[] {
  const entry = seatOf(state, seat);
  if (!entry?.alive) return [];
  const actions: NightAction[] = [];
  if (shooters(state).includes(seat)) actions.push('shot');
  actions.push(...roleActions(entry.role));
  return actions;
}

export function blackTeams(state: GameState): Team[] {
  const teams = new Set<Team>();
  for (const seat of state.seats) if (seat.side === 'black') teams.add(seat.team);
  return [...teams].sort();
}

/** NIGHT-VOTE-BLOCK, VOTE-ELIGIBLE: Eligible voters today (D04): alive and not blocked by the FBI Agent. */
export function eligibleVoters(state: GameState, day: DayState): number[] {
  return aliveSeats(state).filter((seat) => seat !== day.blocked);
}

/** DAY-OPENER: The next alive seat strictly after `seat`, cyclically. */
export function nextAliveAfter(state: GameState, seat: number): number | undefined {
  const count = state.seats.length;
  for (let step = 1; step <= count; step++) {
    const candidate = ((seat - 1 + step) % count) + 1;
    if (isAlive(state, candidate)) return candidate;
  }
  return undefined;
}

/** DAY-SPEECH-ORDER: Alive seats in cyclic order starting at `opener`. */
export function cyclicOrder(state: GameState, opener: number): number[] {
  const count = state.seats.length;
  const order: number[] = [];
  for (let step = 0; step < count; step++) {
    const candidate = ((opener - 1 + step) % count) + 1;
    if (isAlive(state, candidate)) order.push(candidate);
  }
  return order;
}

/** Who a team's private messages and meetings reach (the two leaders, or one black team). */
export function teamMembers(state: GameState, to: Extract<Audience, { kind: 'team' }>): Seat[] {
  return state.seats.filter((seat) =>
    to.team === 'LEADERS'
      ? seat.role === 'FATHER' || seat.role === 'GANG_HEAD'
      : seat.team === to.team,
  );
}
