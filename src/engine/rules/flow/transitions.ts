import type { GameResult } from '../state/state.ts';

/**
 * A phase's request to the flow for the phase that comes next (issue 12: phases as data). A
 * phase never starts another by calling into it: it records one of these and the flow enters
 * the named phase once the running handler has finished.
 */
export type Transition =
  | { to: 'nightZero' }
  | { to: 'night'; night: number }
  | { to: 'forumNight'; night: number }
  /** With `morning`, Day d begins (DAY-LENGTHS); without, the speeches of the running day (DAY-SPEECH-ORDER). */
  | { to: 'speeches'; morning?: { day: number; victim?: number } }
  /** The day's vote (VOTE-SEQUENCE), or with `revote` the second round among the tied (VOTE-TIE-SPEECHES). */
  | { to: 'voting'; revote?: number[] }
  | { to: 'tieSpeeches'; tied: number[] }
  | { to: 'eliminateAll'; candidates: number[] }
  | { to: 'lastWords'; seats: number[]; after: 'morning' | 'vote' }
  | { to: 'forumVoting'; day: number }
  | { to: 'duel'; duellists: number[] }
  | { to: 'ended'; result: GameResult };

/** Every phase of the game; `lobby` is where a game starts, never a transition's target. */
export type PhaseName = Transition['to'] | 'lobby';

/** Why the running step ends: its timer fired, the judge skipped it. */
export type StepEndCause = 'timer' | 'skip';

/** What a handler asks the flow to do once it has finished. */
export type FlowRequest =
  | { kind: 'transition'; transition: Transition }
  | { kind: 'stepEnd'; cause: StepEndCause }
  /** A player left outside the phase's own rules (a removal, DISC-FOULS): the phase may react. */
  | { kind: 'removal'; seat: number };
