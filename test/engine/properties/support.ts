/** The property driver's shared pieces: the fixed actors, the failure type, the per-intent PRNG and small readings of a state. */
import type { Actor, GameEvent, GameState } from '../../../src/engine/index.ts';
import { aliveSeats } from './model.ts';

/** A game id as long as a UUID, so the custom-id budget is checked against a realistic worst case. */
export const GAME_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
export const JUDGE: Actor = { userId: '900000000000000001', name: 'Judge' };
export const STRANGER: Actor = { userId: '300000000000000001', name: 'Stranger' };
/** A member with the guild's judge role who does not play: a judge (product.md). */
export const PRIVILEGED: Actor = {
  userId: '300000000000000002',
  name: 'Moderator',
  privileged: true,
};
export const T0 = 1_000_000;
/** Discord: a custom id has at most 100 characters; the adapter adds `mafia:<gameId>:<screen>:`. */
export const CUSTOM_ID_MAX = 100;

export class PropertyViolation extends Error {}

export function check(condition: unknown, message: string | (() => string)): asserts condition {
  if (!condition) throw new PropertyViolation(typeof message === 'string' ? message : message());
}

/**
 * The state is plain data — objects, arrays, strings, finite numbers, booleans — so it is
 * stored as JSON and read back unchanged (a NaN or a Map would not survive).
 */
export function checkPlain(value: unknown): void {
  if (typeof value !== 'object' || value === null) {
    check(
      typeof value !== 'number' || Number.isFinite(value),
      `the state holds a number JSON cannot store: ${String(value)}`,
    );
    check(
      typeof value !== 'function' && typeof value !== 'bigint' && typeof value !== 'symbol',
      `the state holds a ${typeof value}`,
    );
    return;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  check(
    proto === Object.prototype || proto === Array.prototype,
    'the state holds a class instance',
  );
  for (const key in value) checkPlain((value as Record<string, unknown>)[key]);
}

/** A tiny deterministic PRNG (mulberry32) seeded by one intent, for that intent's choices. */
export class Bits {
  #state: number;
  constructor(seed: number) {
    this.#state = seed >>> 0;
  }
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  chance(percent: number): boolean {
    return this.next() * 100 < percent;
  }
  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined && items.length === 0) throw new Error('pick from an empty list');
    return item as T;
  }
  /** k distinct items (k ≤ items.length). */
  some<T>(items: readonly T[], k: number): T[] {
    const pool = [...items];
    const result: T[] = [];
    while (result.length < k && pool.length > 0)
      result.push(pool.splice(this.int(pool.length), 1)[0] as T);
    return result;
  }
}

/** The seats that have left but not finished leaving: in or waiting for their last word. */
export function stillLeaving(state: GameState): number[] {
  const day = state.phase.kind === 'day' ? state.phase.day : undefined;
  const speaking = day?.floor?.kind === 'lastWord' ? [day.floor.seat] : [];
  return [...speaking, ...(day?.stage.kind === 'lastWords' ? day.stage.queue : [])];
}

export interface Opened {
  day: number;
  seat: number;
}

/** Once a day's speeches have begun: who opened them. */
export function openedBy(state: GameState): Opened | undefined {
  const day = state.phase.kind === 'day' ? state.phase.day : undefined;
  const first = day?.stage.kind === 'speeches' ? day.stage.order[0] : undefined;
  return day && first !== undefined ? { day: day.number, seat: first } : undefined;
}

export function summary(state: GameState): string {
  const phase = state.phase;
  const alive = aliveSeats(state).map((seat) => seat.seat);
  if (phase.kind === 'day')
    return `day ${phase.day.number} ${phase.day.stage.kind} floor=${JSON.stringify(phase.day.floor)} alive=${alive.join(',')}${state.paused ? ' paused' : ''}`;
  if (phase.kind === 'night')
    return `night ${phase.night.number} alive=${alive.join(',')}${state.paused ? ' paused' : ''}`;
  return phase.kind;
}

export function lineKeys(event: GameEvent): string[] {
  return event.type === 'notice' ? event.lines.map((line) => line.key) : [];
}

export const PLAYER_COMMANDS = new Set([
  'nightAction',
  'pass',
  'nominate',
  'vote',
  'eliminateAll',
  'bestMove',
  'forumVote',
  'duelMove',
]);

export const WIN_REASONS = new Set([
  'allBlacksOut',
  'parity',
  'allTownOut',
  'quietCycles',
  'fourMisses',
]);

export interface Meta {
  /** A fire whose id is not armed: must be refused as stale, changing nothing. */
  stale?: boolean;
  /** A click on a control its own screen offers, by its addressee: must be accepted. */
  offered?: string;
}
