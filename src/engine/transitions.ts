import type { GameResult } from './state.ts';

/**
 * A phase's request to the flow for the phase that comes next (issue 12: phases as data). A
 * phase never starts another by calling into it: it records one of these and the flow enters
 * the named phase once the running handler has finished.
 */
export type Transition =
  | { to: 'nightZero' }
  | { to: 'night'; night: number }
  | { to: 'forumNight'; night: number }
  /** With `morning`, Day d begins (§5.1); without, the speeches of the running day (§5.3). */
  | { to: 'speeches'; morning?: { day: number; victim?: number } }
  /** The day's vote (§5.5), or with `revote` the second round among the tied (§5.6.2). */
  | { to: 'vote'; revote?: number[] }
  | { to: 'tieSpeeches'; tied: number[] }
  | { to: 'eliminateAll'; candidates: number[] }
  | { to: 'lastWord'; seats: number[]; after: 'morning' | 'vote' }
  | { to: 'forumDay'; day: number }
  | { to: 'duel'; duellists: number[] }
  | { to: 'end'; result: GameResult };

/** Every phase of the game; `lobby` is where a game starts, never a transition's target. */
export type PhaseName = Transition['to'] | 'lobby';

/** Why the running step ends: its timer fired, the judge skipped it. */
export type StepEndCause = 'timer' | 'skip';

/** What a handler asks the flow to do once it has finished. */
export type FlowRequest =
  | { kind: 'transition'; transition: Transition }
  | { kind: 'stepEnd'; cause: StepEndCause }
  /** A player left outside the phase's own rules (a removal, §6.3): the phase may react. */
  | { kind: 'removal'; seat: number };
