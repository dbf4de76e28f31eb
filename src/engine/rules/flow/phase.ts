import type { Command } from '../events.ts';
import type { Text } from '../messages.ts';
import type { Seat, Timer } from '../state/state.ts';
import type { PhaseName, StepEndCause, Transition } from './transitions.ts';
import type { Draft } from './draft.ts';

/** The commands of the players (and of the lobby) that only some phases accept. */
export type PhaseCommand = Extract<
  Command,
  {
    type:
      | 'join'
      | 'leave'
      | 'lobbyRemove'
      | 'deal'
      | 'cancel'
      | 'nightAction'
      | 'pass'
      | 'nominate'
      | 'vote'
      | 'eliminateAll'
      | 'bestMove'
      | 'forumVote'
      | 'duelMove';
  }
>;

export type PlayerCommand = Exclude<
  PhaseCommand,
  { type: 'join' | 'leave' | 'lobbyRemove' | 'deal' | 'cancel' }
>;

/**
 * A phase's handler for one command. Player commands come with the acting seat (an alive
 * player, or one giving his last word); lobby commands with none.
 */
export type Handler<C extends PhaseCommand> = (
  draft: Draft,
  command: C,
  actor: C extends PlayerCommand ? Seat : undefined,
) => Text | undefined;

export type Handlers = {
  [K in PhaseCommand['type']]?: Handler<Extract<PhaseCommand, { type: K }>>;
};

/**
 * One phase of the game as data (issue 12), driven by phase-driver.ts: the phases it may go
 * to, what it does on entry, which commands it accepts, what happens when its step ends or one of
 * its other timers fires, and what it does when a player is removed. Its screens are a view
 * (src/engine/views/phase-screens/). It names the
 * phase that comes next by `draft.goTo(...)`, never by importing it; the flow refuses a move its
 * `next` does not list (issue 24: `npm run phases` prints the graph).
 */
export interface Phase<K extends PhaseName = PhaseName> {
  name: K;
  /** The phases this one may hand over to. The end of the game is the flow's move from anywhere. */
  next: readonly Exclude<PhaseName, 'lobby' | 'ended'>[];
  enter?: (draft: Draft, transition: Extract<Transition, { to: K }>) => void;
  handlers?: Handlers;
  onStepEnd?: (draft: Draft, cause: StepEndCause) => void;
  timers?: Partial<Record<Exclude<Timer['kind'], 'step'>, (draft: Draft) => void>>;
  onRemoval?: (draft: Draft, seat: number) => void;
}
