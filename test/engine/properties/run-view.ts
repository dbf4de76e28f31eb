/**
 * What the invariants and the generators read of a run (run.ts's `Run` implements it), and the
 * deep starting point a run may begin from: apart from run.ts, so that the checks it calls do not
 * import it back.
 */
import type { Actor, GameState, Preset, Screen, Timer } from '../../../src/engine/index.ts';
import type { Stats } from './inputs.ts';
import type { Bits, Opened } from './support.ts';

export interface RunView {
  readonly preset: Preset;
  state: GameState;
  now: number;
  /** The screens of the current state. */
  readonly current: Screen[];
  old: Screen[];
  readonly timersSeen: Map<string, { kind: Timer['kind']; deadlineAt: number }>;
  readonly eventIds: Set<string>;
  gameOvers: number;
  readonly nights: Array<{ night: number; atTable: number; outcome: string }>;
  /** DAY-OPENER: the seat that gave the first speech of the latest day this run saw begin. */
  opened: Opened | undefined;
  readonly stats: Stats;
  readonly salt: number;
  /** A quiet table: shooters rarely agree and nominations are rare. */
  readonly quiet: boolean;
  /** JUDGE-UNDO: the state before the judge's latest action, which an undo must bring back. */
  undoBase: GameState | undefined;
  undoOpened: Opened | undefined;
  seatActor(seat: number): Actor;
  aliveNumbers(): number[];
  /** A seat for garbage: mostly real, sometimes out of range or not a whole number. */
  anySeat(b: Bits): number;
  someAlive(b: Bits): number;
}

/** A deep starting point: a state reached by an earlier, fixed game (snapshots.ts). */
export interface Snapshot {
  state: GameState;
  nights: Array<{ night: number; atTable: number; outcome: string }>;
  opened: Opened | undefined;
  now: number;
  /** JUDGE-UNDO: what the run that reached the state knew of the judge's last action. */
  undoBase: GameState | undefined;
  undoOpened: Opened | undefined;
}
