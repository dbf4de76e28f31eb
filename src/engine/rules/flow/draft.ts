import { awaitedStepEnd, stepDeadline } from '../clock.ts';
import type {
  Audience,
  Context,
  Reposts,
  GameEvent,
  Narration,
  NoticePurpose,
  Tone,
} from '../events.ts';
import type { Text } from '../messages.ts';
import type { GameResult, GameState, Timer } from '../state/state.ts';
import type { FlowRequest, StepEndCause, Transition } from './transitions.ts';
import { winner } from './wins.ts';

/**
 * One command being applied: a draft of the state (a private copy the handlers may change),
 * the context, and the events collected so far. A rule error simply drops the draft.
 */
export class Draft {
  readonly state: GameState;
  readonly ctx: Context;
  readonly events: GameEvent[] = [];
  /** The ephemeral answer to the person who sent the command, if any. */
  reply: Text | undefined;
  /** What the flow does once the handler has finished, in order (phase-driver.ts). */
  readonly requests: FlowRequest[] = [];
  /** Screens this command asks to be posted afresh (GAME-CARD-IN-VIEW, JUDGE-UNDO). */
  readonly reposts: Reposts = { cardMoves: 0, undo: false };

  constructor(state: GameState, ctx: Context) {
    this.state = state;
    this.ctx = ctx;
  }

  get now(): number {
    return this.ctx.now;
  }

  #nextEventId(): string {
    // The new version is unique per accepted command; the index orders events within it.
    return `${this.state.version + 1}.${this.events.length}`;
  }

  /** A notice with no special handling downstream (purpose 'other'). */
  notice(to: Audience, tone: Tone, ...lines: Text[]): void {
    this.noticeWithPurpose('other', to, tone, ...lines);
  }

  /** A notice the layers that carry it out treat by what it is: a role card, the report… */
  noticeWithPurpose(purpose: NoticePurpose, to: Audience, tone: Tone, ...lines: Text[]): void {
    this.events.push({ type: 'notice', id: this.#nextEventId(), to, tone, lines, purpose });
  }

  narrate(narration: Narration): void {
    this.events.push({ type: 'narration', id: this.#nextEventId(), narration });
  }

  recordSkipRemoval(userId: string): void {
    this.events.push({
      type: 'memberRecord',
      id: this.#nextEventId(),
      userId,
      entry: 'skipRemoval',
    });
  }

  /** Replaces every running timer by one step timer (and a speech warning, if asked). */
  setStepTimer(durationMs: number, warningBeforeMs?: number): Timer {
    const state = this.state;
    const step: Timer = {
      id: `t${++state.timerSeq}`,
      kind: 'step',
      deadlineAt: this.now + durationMs,
    };
    state.timers = [step];
    if (warningBeforeMs !== undefined && durationMs > warningBeforeMs) {
      state.timers.push({
        id: `t${++state.timerSeq}`,
        kind: 'speechWarning',
        deadlineAt: step.deadlineAt - warningBeforeMs,
      });
    }
    return step;
  }

  clearTimers(): void {
    this.state.timers = [];
    delete this.state.paused;
  }

  /**
   * The running step's deadline (0 when none: lobby, ended); paused: as if resumed now; waiting
   * for the floor (GAME-CLOCK-ON-FLOOR): as if the floor were set now.
   */
  stepDeadline(): number {
    return stepDeadline(this.state, this.now) ?? awaitedStepEnd(this.state, this.now) ?? 0;
  }

  /** True once the game is over or its end has been asked for. */
  get endAsked(): boolean {
    return (
      this.state.phase.kind === 'ended' ||
      this.requests.some((entry) => entry.kind === 'transition' && entry.transition.to === 'ended')
    );
  }

  /**
   * GAME-WIN-CHECK: the result when a side has won a running game by the win rules (wins.ts). The flow ends the game with it as soon as the handler or move that made it true
   * returns (phase-driver.ts); until then nothing else may be asked for.
   */
  get won(): GameResult | undefined {
    const state = this.state;
    if (state.seats.length === 0 || state.phase.kind === 'ended') return undefined;
    return winner(state);
  }

  /** True once the game is over, its end asked for, or a side has won: nothing else may follow. */
  get ending(): boolean {
    return this.endAsked || this.won !== undefined;
  }

  /**
   * Asks the flow for the next phase. The end of the game wins over anything asked after it
   * (GAME-WIN-CHECK: once a side has won, nothing more happens); an explicit end (a team loss,
   * the judge's abort) is still taken while a win is pending, as the rule that decided it.
   */
  goTo(transition: Transition): void {
    if (this.endAsked || (transition.to !== 'ended' && this.won)) return;
    this.requests.push({ kind: 'transition', transition });
  }

  /** Asks the flow to end the running step (the judge's skip). */
  endStep(cause: StepEndCause): void {
    if (!this.ending) this.requests.push({ kind: 'stepEnd', cause });
  }

  /** Tells the running phase that `seat` was removed (DISC-FOULS), once the handler has finished. */
  removed(seat: number): void {
    if (!this.ending) this.requests.push({ kind: 'removal', seat });
  }

  /** "draw|<phase id>|<counter>" (FAIR-DERIVATION): recorded so the verifier can recompute every draw. */
  draw(phaseId: string, n: number): number {
    const memory = this.state.memory;
    const counter = memory.draws.filter((entry) =>
      entry.label.startsWith(`draw|${phaseId}|`),
    ).length;
    const label = `draw|${phaseId}|${counter}`;
    const result = this.ctx.random.int(label, n);
    memory.draws.push({ label, n, result });
    return result;
  }
}
