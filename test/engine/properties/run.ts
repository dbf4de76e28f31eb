/** One run: the current state, the clock, what the invariants remember, and one intent played. */
import { seededRandom } from '../../../src/fairness/seeded-random.ts';
import {
  decide,
  nextGenerations,
  screens,
  type ScreenGenerations,
  type Actor,
  type Command,
  type Decision,
  type GameState,
  type Preset,
  type RandomSource,
  type Screen,
  type Timer,
} from '../../../src/engine/index.ts';
import { aliveSeats, seatAt } from './model.ts';
import { expectRefusal, checkSender } from './check-actors.ts';
import { checkOpened } from './check-days.ts';
import { checkVoice, checkScreens } from './check-screens.ts';
import { checkEvents, checkState } from './check-state.ts';
import { checkTransition } from './check-transition.ts';
import { checkUndo, undoBase } from './check-undo.ts';
import { seedHex, dealtGame } from './deal.ts';
import { staleFire, judge, garbage, click } from './generate-noise.ts';
import { fire, plausible } from './generate-play.ts';
import type { RunInput, Stats } from './inputs.ts';
import type { RunView, Snapshot } from './run-view.ts';
import {
  JUDGE,
  STRANGER,
  T0,
  PropertyViolation,
  check,
  checkPlain,
  Bits,
  openedBy,
  summary,
  type Opened,
  type Meta,
} from './support.ts';

/** One run: the current state, the clock, and what the invariants remember across commands. */
export class Run implements RunView {
  readonly preset: Preset;
  state: GameState;
  now: number;
  readonly random: RandomSource;
  #screens: Screen[] | undefined;
  /** The screens posted afresh (JUDGE-UNDO, GAME-CARD-IN-VIEW), kept as the orchestrator keeps them. */
  screenGenerations: ScreenGenerations | undefined;
  old: Screen[] = [];
  readonly timersSeen = new Map<string, { kind: Timer['kind']; deadlineAt: number }>();
  readonly eventIds = new Set<string>();
  gameOvers = 0;
  readonly nights: Array<{ night: number; atTable: number; outcome: string }> = [];
  /** DAY-OPENER: the seat that gave the first speech of the latest day this run saw begin. */
  opened: Opened | undefined;
  readonly stats: Stats;
  readonly salt: number;
  /** A quiet table: shooters rarely agree and nominations are rare (draws, the WIN-THREE-MISSES endgame). */
  readonly quiet: boolean;
  commandIndex = 0;
  /** JUDGE-UNDO: the state before the judge's latest action, which an undo must bring back. */
  undoBase: GameState | undefined;
  /** What this run had seen of the openers then (an undo may take back a day's opening). */
  undoOpened: Opened | undefined;

  constructor(preset: Preset, input: RunInput, stats: Stats, snapshot?: Snapshot, quiet = false) {
    this.preset = preset;
    this.stats = stats;
    this.random = seededRandom(seedHex(input.seed));
    this.state = snapshot?.state ?? dealtGame(preset, input, this.random);
    if (snapshot) this.nights.push(...snapshot.nights);
    // JUDGE-UNDO: a judge's action before the snapshot can still be undone in this run.
    this.undoBase = snapshot?.undoBase;
    this.undoOpened = snapshot?.undoOpened;
    // A fresh setup plays no departure before a first speech: its days opened as the engine
    // remembers. A day already in its speeches shows its opener itself.
    const remembered = this.state.memory.lastOpener;
    this.opened = snapshot
      ? snapshot.opened
      : (openedBy(this.state) ??
        (remembered === undefined ? undefined : { day: 0, seat: remembered }));
    this.now =
      snapshot?.now ?? Math.max(T0, ...this.state.timers.map((timer) => timer.deadlineAt - 1));
    this.salt = input.seed * 7 + input.players;
    this.quiet = quiet;
    this.rememberTimers(this.state);
  }

  /** The screens of the current state (computed when first needed). */
  get current(): Screen[] {
    this.#screens ??= screens(this.state, this.screenGenerations);
    return this.#screens;
  }

  rememberTimers(state: GameState): void {
    const all = [
      ...state.timers,
      ...(state.paused?.timers.map((timer) => ({
        id: timer.id,
        kind: timer.kind,
        deadlineAt: -1,
      })) ?? []),
    ];
    for (const timer of all) {
      const seen = this.timersSeen.get(timer.id);
      if (seen && timer.deadlineAt >= 0 && seen.deadlineAt >= 0) {
        check(
          seen.kind === timer.kind && seen.deadlineAt === timer.deadlineAt,
          `timer id ${timer.id} reused for a different timer (a fired id is never reused)`,
        );
      }
      if (!seen || seen.deadlineAt < 0)
        this.timersSeen.set(timer.id, { kind: timer.kind, deadlineAt: timer.deadlineAt });
      check(Number(timer.id.slice(1)) <= state.timerSeq, `timer id ${timer.id} beyond timerSeq`);
    }
  }

  seatActor(seat: number): Actor {
    const entry = seatAt(this.state, seat);
    return entry ? { userId: entry.userId, name: entry.name } : STRANGER;
  }

  aliveNumbers(): number[] {
    return aliveSeats(this.state).map((seat) => seat.seat);
  }

  /** A seat for garbage: mostly real, sometimes out of range or not a whole number. */
  anySeat(b: Bits): number {
    const n = this.state.seats.length;
    if (b.chance(85)) return 1 + b.int(n);
    return b.pick([0, -1, n + 1, n + 2, 2.5, 1e9]);
  }

  someAlive(b: Bits): number {
    const alive = this.aliveNumbers();
    return alive.length > 0 ? b.pick(alive) : 1;
  }

  /** Interprets one intent against the current state. */
  command(intent: number): { command: Command; meta: Meta } {
    const b = new Bits(
      Math.imul(intent, 0x9e3779b1) ^ Math.imul(this.commandIndex + 1, 0x85ebca6b),
    );
    const kind = intent % 1000;
    // Small values first, so shrinking moves towards plain plausible play.
    if (kind < 560) return { command: plausible(this, b), meta: {} };
    if (kind < 700) {
      if (this.state.paused) return { command: { type: 'resume', by: JUDGE }, meta: {} };
      // Mostly let voters who still want to click in this window do so before it runs out.
      const stage = this.state.phase.kind === 'day' ? this.state.phase.day.stage : undefined;
      if (stage?.kind === 'voting' && b.chance(70))
        return { command: plausible(this, b), meta: {} };
      return { command: fire(this, b), meta: {} };
    }
    if (kind < 800) return click(this, b) ?? { command: plausible(this, b), meta: {} };
    if (kind < 880) return { command: judge(this, b), meta: {} };
    if (kind < 900) {
      const command = staleFire(this, b);
      const armed = this.state.timers.some(
        (timer) => command.type === 'timerExpired' && timer.id === command.timerId,
      );
      return { command, meta: armed ? {} : { stale: true } };
    }
    if (kind < 998) return { command: garbage(this, b), meta: {} };
    if (kind === 998 && b.chance(40)) {
      const seat = this.someAlive(b);
      return { command: { type: 'penalty', by: JUDGE, seat, reason: 'oath' }, meta: {} };
    }
    if (kind === 999 && b.chance(25)) return { command: { type: 'end', by: JUDGE }, meta: {} };
    return { command: plausible(this, b), meta: {} };
  }

  run(command: Command, meta: Meta): void {
    this.commandIndex++;
    this.stats.commands++;
    const before = this.state;
    // decide is pure: on a sample of commands, the input's JSON is compared before and after.
    const json = this.commandIndex % 16 === 0 ? JSON.stringify(before) : undefined;
    let decision: Decision;
    try {
      decision = decide(before, command, { now: this.now, random: this.random });
    } catch (error) {
      throw new PropertyViolation(`7: decide threw: ${String(error)}`);
    }
    if (json !== undefined)
      check(JSON.stringify(before) === json, `6: decide changed its input state`);
    if (!decision.ok) {
      const key = decision.error.key;
      check(key !== 'error.internal', `7: error.internal`);
      // JUDGE-UNDO: an undo after the end says why (the end revealed the deal).
      const over = command.type === 'undo' ? ['error.undo', 'error.gameOver'] : ['error.gameOver'];
      if (before.phase.kind === 'ended')
        check(over.includes(key), `4: after the end, refused with ${key}`);
      if (meta.stale && before.phase.kind !== 'ended')
        check(key === 'error.timerStale', `5: a stale fire was refused with ${key}`);
      check(!meta.offered, `a control offered on screen was refused (${key}): ${meta.offered}`);
      expectRefusal(this, command, key);
      return;
    }
    this.stats.accepted++;
    const after = decision.state;
    check(!meta.stale, `5: a stale fire was accepted`);
    check(before.phase.kind !== 'ended', `4: a command was accepted after the end`);
    check(after.version === before.version + 1, `6: version ${before.version} → ${after.version}`);
    check(
      JSON.stringify(decision.timers) === JSON.stringify(after.timers),
      'decision.timers differ from the state',
    );
    checkSender(this, before, command);
    checkEvents(this, before, after, decision.events);
    checkState(this, after);
    // An undo goes back, not forward: the table is the one before the judge's action.
    if (command.type === 'undo') {
      checkUndo(this.undoBase, after);
      this.opened = this.undoOpened;
    } else checkTransition(this, before, after, command, decision.events);
    const base = undoBase(this.undoBase, before, command);
    if (base !== this.undoBase) this.undoOpened = this.opened;
    this.undoBase = base;
    checkVoice(this, after, decision);

    if (this.commandIndex % 7 === 0 && this.#screens) this.old = this.#screens;
    this.screenGenerations = nextGenerations(
      this.screenGenerations,
      before,
      after,
      decision.reposts,
    );
    this.state = after;
    if (this.commandIndex % 8 === 0) checkPlain(after);
    this.rememberTimers(after);
    const opened = openedBy(after);
    if (opened && opened.day !== this.opened?.day) checkOpened(this, before, after, opened);
    this.#screens = undefined;
    if (this.commandIndex % 3 === 0) checkScreens(this, after, this.current);
    const day =
      after.phase.kind === 'day'
        ? after.phase.day.number
        : after.phase.kind === 'night'
          ? after.phase.night.number
          : 0;
    this.stats.maxDay = Math.max(this.stats.maxDay, day);
  }
}

/** One property run for a preset: setup, every intent, and the invariants after each. */
export function play(run: Run, intent: number): void {
  const before = run.state;
  let command: Command | undefined;
  try {
    const generated = run.command(intent);
    command = generated.command;
    // Time passes between commands, but never beyond the next deadline without its fire.
    const next = Math.min(...run.state.timers.map((timer) => timer.deadlineAt));
    if (command.type !== 'timerExpired')
      run.now = Math.max(run.now, Math.min(next, run.now + (intent % 7) * 500));
    run.run(command, generated.meta);
  } catch (error) {
    if (!(error instanceof PropertyViolation)) throw error;
    throw new PropertyViolation(
      `${error.message}\n  command #${run.commandIndex}: ${JSON.stringify(command)}\n  in ${summary(before)}`,
    );
  }
}
