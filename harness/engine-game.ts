import { strict as assert } from 'node:assert';
import {
  createGame,
  decide,
  presetConfig,
  screens,
  type ConfigOverrides,
} from '../src/engine/index.ts';
import { isTableCard, type ScreenGenerations } from '../src/engine/views/screen-ids.ts';
import { nextGenerations } from '../src/engine/views/screen-generations.ts';
import type { Actor, Command, Decision, GameEvent } from '../src/engine/rules/events.ts';
import type { Screen } from '../src/engine/views/screen.ts';
import type { MessageKey, Text } from '../src/engine/rules/messages.ts';
import type { RandomSource } from '../src/engine/rules/random.ts';
import type { Preset } from '../src/engine/rules/roles.ts';
import type { GameState, Seat } from '../src/engine/rules/state/state.ts';

export const JUDGE: Actor = { userId: '900000000000000001', name: 'Judge' };

/** Discord-like ids, all of one length so numeric and text order agree: player i → seat i. */
export function userId(index: number): string {
  return String(100000000000000000n + BigInt(index));
}

/** Shuffles that keep the order: seat k gets the k-th player and the k-th role of the table. */
export const identityRandom: RandomSource = {
  int: () => 0,
  shuffle: (_label, items) => [...items],
};

/** A random source whose `int` answers come from a list (for tie-breaks and duel fallbacks). */
export function scriptedRandom(answers: number[]): RandomSource & { labels: string[] } {
  const labels: string[] = [];
  return {
    labels,
    int: (label, n) => {
      labels.push(label);
      return Math.min(n - 1, answers.shift() ?? 0);
    },
    shuffle: (_label, items) => [...items],
  };
}

/**
 * A game driven command by command with a controllable clock, as the rules tests read it:
 * `game.as(5).nominate(3)`, `game.fire()`, `game.expectPublic('vote.out')`.
 */
export class TestGame {
  state: GameState;
  now = 1_000_000;
  random: RandomSource = identityRandom;
  /** Every event since the game began, and those of the last accepted command. */
  events: GameEvent[] = [];
  last: GameEvent[] = [];
  lastDecision: Decision | undefined;
  /** The screens posted afresh (JUDGE-UNDO, GAME-CARD-IN-VIEW), kept as the orchestrator keeps them. */
  screenGenerations: ScreenGenerations | undefined;

  constructor(state: GameState) {
    this.state = state;
  }

  static lobby(preset: Preset, players: number, overrides: ConfigOverrides = {}): TestGame {
    const game = new TestGame(
      createGame({
        gameId: 'game1',
        judgeId: JUDGE.userId,
        config: presetConfig(preset, overrides),
        now: 1_000_000,
        serverSeed: 'a'.repeat(64),
        commitment: 'c'.repeat(64),
        configHash: 'd'.repeat(64),
      }),
    );
    for (let index = 1; index <= players; index++) game.ok({ type: 'join', by: game.actor(index) });
    return game;
  }

  /** Lobby, deal with the table in canonical order, and (sports) play through Night 0. */
  static started(preset: Preset, players: number, overrides: ConfigOverrides = {}): TestGame {
    const game = TestGame.lobby(preset, players, overrides);
    game.deal();
    if (preset !== 'forum') game.fireUntil(() => game.state.phase.kind === 'day');
    return game;
  }

  actor(index: number): Actor {
    return { userId: userId(index), name: `Player ${index}` };
  }

  /** The actor sitting in `seat` (after the deal). */
  seat(seat: number): Actor {
    const entry = this.state.seats[seat - 1];
    if (!entry) throw new Error(`no seat ${seat}`);
    return { userId: entry.userId, name: entry.name };
  }

  seatInfo(seat: number): Seat {
    const entry = this.state.seats[seat - 1];
    if (!entry) throw new Error(`no seat ${seat}`);
    return entry;
  }

  deal(): Decision {
    return this.ok({
      type: 'deal',
      by: JUDGE,
      finalSeed: 'f'.repeat(64),
      players: this.state.lobby.map((entry) => entry.userId),
    });
  }

  try(command: Command): Decision {
    const decision = decide(this.state, command, { now: this.now, random: this.random });
    this.lastDecision = decision;
    if (decision.ok) {
      this.screenGenerations = nextGenerations(
        this.screenGenerations,
        this.state,
        decision.state,
        decision.reposts,
      );
      this.state = decision.state;
      this.last = decision.events;
      this.events.push(...decision.events);
    }
    return decision;
  }

  ok(command: Command): Decision {
    const decision = this.try(command);
    if (!decision.ok)
      throw new Error(`expected ${command.type} to be accepted, got ${decision.error.key}`);
    return decision;
  }

  /** Expects a rule error with this code, and that nothing changed. */
  rejects(command: Command, key: MessageKey): void {
    const before = JSON.stringify(this.state);
    const decision = this.try(command);
    assert.equal(decision.ok ? 'accepted' : decision.error.key, key);
    assert.equal(
      JSON.stringify(this.state),
      before,
      `${command.type} was refused but changed the state`,
    );
  }

  stepTimer() {
    return this.state.timers.find((timer) => timer.kind === 'step');
  }

  /** Moves the clock to the step timer's deadline and fires it (warnings first, as real time would). */
  fire(): Decision {
    for (;;) {
      const next = [...this.state.timers].sort((a, b) => a.deadlineAt - b.deadlineAt)[0];
      if (!next) throw new Error(`no timer to fire in ${this.describe()}`);
      this.now = Math.max(this.now, next.deadlineAt);
      const decision = this.ok({ type: 'timerExpired', timerId: next.id });
      if (next.kind === 'step') return decision;
    }
  }

  fireUntil(done: () => boolean, limit = 200): void {
    for (let i = 0; i < limit && !done(); i++) this.fire();
    if (!done()) throw new Error(`condition not reached; now in ${this.describe()}`);
  }

  describe(): string {
    const phase = this.state.phase;
    if (phase.kind === 'day')
      return `day ${phase.day.number} ${phase.day.stage.kind} floor=${JSON.stringify(phase.day.floor)}`;
    if (phase.kind === 'night') return `night ${phase.night.number}`;
    return phase.kind;
  }

  get day() {
    if (this.state.phase.kind !== 'day') throw new Error(`not day: ${this.describe()}`);
    return this.state.phase.day;
  }

  get floor() {
    return this.state.phase.kind === 'day' ? this.state.phase.day.floor : undefined;
  }

  /** Lets every speech run out until the day reaches the given stage (or the night). */
  speakUntil(done: () => boolean): void {
    this.fireUntil(done);
  }

  /** Each speaker passes at once, nominating as asked: `{ [speakerSeat]: targetSeat }`. */
  runSpeeches(nominations: Record<number, number> = {}): void {
    for (let guard = 0; guard < 40; guard++) {
      const floor = this.floor;
      if (!floor || this.day.stage.kind !== 'speeches') return;
      const target = nominations[floor.seat];
      if (target !== undefined) this.ok({ type: 'nominate', by: this.seat(floor.seat), target });
      this.ok({ type: 'pass', by: this.seat(floor.seat) });
    }
  }

  /** Plays the voting windows: `votes[voter] = candidate`; voters not listed never click. */
  runVote(votes: Record<number, number>): void {
    for (let guard = 0; guard < 40; guard++) {
      if (this.state.phase.kind !== 'day' || this.day.stage.kind !== 'voting') return;
      const vote = this.day.stage.vote;
      const candidate = vote.candidates[vote.current];
      for (const [voter, target] of Object.entries(votes)) {
        if (target === candidate && !vote.votes.some((entry) => entry.voter === Number(voter))) {
          this.ok({ type: 'vote', by: this.seat(Number(voter)), voteId: vote.id, candidate });
          if (
            this.state.phase.kind !== 'day' ||
            this.day.stage.kind !== 'voting' ||
            this.day.stage.vote.id !== vote.id
          )
            return;
        }
      }
      if (this.day.stage.kind === 'voting' && this.day.stage.vote.id === vote.id) this.fire();
    }
  }

  /** Night actions by seat: `{ 1: ['shot', [5]], 7: ['check', [3]] }`, then the window ends. */
  night(
    actions: Array<[seat: number, action: Parameters<TestGame['act']>[1], targets: number[]]>,
  ): void {
    for (const [seat, action, targets] of actions) this.act(seat, action, targets);
    this.fire();
  }

  act(
    seat: number,
    action: 'shot' | 'leaderCheck' | 'check' | 'protect' | 'compare' | 'block',
    targets: number[],
  ): Decision {
    return this.ok({ type: 'nightAction', by: this.seat(seat), action, targets });
  }

  /** Texts of notices to this audience kind, from the last command or since the start. */
  notices(filter: { to?: string; seat?: number; since?: 'last' | 'all' } = {}): Text[] {
    const source = filter.since === 'last' ? this.last : this.events;
    return source.flatMap((event) => {
      if (event.type !== 'notice') return [];
      if (filter.to && event.to.kind !== filter.to) return [];
      if (filter.seat !== undefined && !(event.to.kind === 'seat' && event.to.seat === filter.seat))
        return [];
      return event.lines;
    });
  }

  find(
    key: MessageKey,
    filter: { to?: string; seat?: number; since?: 'last' | 'all' } = {},
  ): Text | undefined {
    return this.notices(filter).find((line) => line.key === key);
  }

  screens(): Screen[] {
    return screens(this.state, this.screenGenerations);
  }

  /** The table card (with the floor's lines and controls while somebody holds the floor). */
  card(): Screen {
    // Of any generation: the card moves down as the day goes on (GAME-CARD-IN-VIEW).
    const card = this.screens().find((screen) => isTableCard(screen.id));
    if (!card) throw new Error(`no table card in ${this.describe()}`);
    return card;
  }

  /** The id of one of the card's floor controls ("pass", "nominate"): they carry the slot. */
  floorControl(base: string): string {
    const control = this.card().controls.find((entry) => entry.id.split(/[.@]/)[0] === base);
    if (!control) throw new Error(`no ${base} control on the card`);
    return control.id;
  }

  alive(): number[] {
    return this.state.seats.filter((seat) => seat.alive).map((seat) => seat.seat);
  }

  /**
   * Fixture shortcut: these seats are already out (as if killed earlier), with no events. Only
   * for setting up a table size a rule is about; the rules under test run through decide().
   */
  outQuietly(...seats: number[]): void {
    for (const seat of seats) {
      const entry = this.seatInfo(seat);
      entry.alive = false;
      entry.out = { reason: 'killed', day: 0, phase: 'night' };
    }
  }

  /** Advances to the next night (d ≥ 1), letting speeches and windows run out. */
  toNight(): void {
    this.fireUntil(() => this.state.phase.kind === 'night' && this.state.phase.night.number > 0);
  }

  /** From a night, lets it resolve with these actions, then to the first regular speech. */
  toSpeeches(): void {
    this.fireUntil(
      () => this.state.phase.kind === 'day' && this.state.phase.day.stage.kind === 'speeches',
    );
  }

  result() {
    return this.state.phase.kind === 'ended' ? this.state.phase.result : undefined;
  }
}
