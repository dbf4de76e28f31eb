/**
 * A known game for the picture of the table (`npm run picture`, the README, test/picture): a
 * classic table played by the rules engine itself, with a plain random source so that seat k
 * holds the k-th player and the k-th role (1 Don, 2–3 Mafiosi, 4 Sheriff, 5–10 Civilians).
 */
import {
  createGame,
  decide,
  presetConfig,
  type Actor,
  type Command,
  type GameState,
  type RandomSource,
} from '../src/engine/index.ts';

/** Display names as people pick them: Cyrillic, Latin, one too long for its seat. */
export const SAMPLE_NAMES = [
  'Анна',
  'Борис',
  'Влад',
  'Galina',
  'Дмитрий Карамазов',
  'Alice',
  'Ёлка',
  'Bob',
  'Жанна',
  'Zoë',
];

const JUDGE: Actor = { userId: '900000000000000001', name: 'Judge' };
const START = 1_750_000_000_000;
const inOrder: RandomSource = { int: () => 0, shuffle: (_label, items) => [...items] };

class SampleGame {
  state: GameState;
  now = START;

  constructor(players: number) {
    this.state = createGame({
      gameId: 'sample',
      judgeId: JUDGE.userId,
      // geo_7_4 off: the running list of nominees shows (DAY-NOMINEE-LIST hides it when on).
      config: { ...presetConfig('classic'), geo74: false },
      now: START,
      serverSeed: 'a'.repeat(64),
      commitment: 'c'.repeat(64),
      configHash: 'd'.repeat(64),
    });
    for (let index = 0; index < players; index++)
      this.run({ type: 'join', by: { userId: userIdOf(index), name: SAMPLE_NAMES[index] ?? '' } });
    this.run({
      type: 'deal',
      by: JUDGE,
      finalSeed: 'f'.repeat(64),
      players: this.state.lobby.map((entry) => entry.userId),
    });
  }

  run(command: Command): void {
    const decision = decide(this.state, command, { now: this.now, random: inOrder });
    if (!decision.ok) throw new Error(`sample: ${command.type} refused (${decision.error.key})`);
    this.state = decision.state;
  }

  seat(seat: number): Actor {
    const entry = this.state.seats[seat - 1]!;
    return { userId: entry.userId, name: entry.name };
  }

  /** Fires the next timer (as the clock reaching it would). */
  tick(): void {
    const next = [...this.state.timers].sort((a, b) => a.deadlineAt - b.deadlineAt)[0];
    if (!next) throw new Error('sample: no timer to fire');
    this.now = Math.max(this.now, next.deadlineAt);
    this.run({ type: 'timerExpired', timerId: next.id });
  }

  until(done: (state: GameState) => boolean): void {
    for (let guard = 0; guard < 300 && !done(this.state); guard++) this.tick();
    if (!done(this.state)) throw new Error('sample: the game never got there');
  }

  floorSeat(): number | undefined {
    return this.state.phase.kind === 'day' ? this.state.phase.day.floor?.seat : undefined;
  }

  /** The speaker nominates (if asked) and passes. */
  speak(nominate?: number): void {
    const seat = this.floorSeat();
    if (seat === undefined) throw new Error('sample: nobody holds the floor');
    if (nominate !== undefined)
      this.run({ type: 'nominate', by: this.seat(seat), target: nominate });
    this.run({ type: 'pass', by: this.seat(seat) });
  }
}

function userIdOf(index: number): string {
  return String(100000000000000000n + BigInt(index + 1));
}

const onStage = (kind: string) => (state: GameState) =>
  state.phase.kind === 'day' && state.phase.day.stage.kind === kind;

/** A known moment of a game, and the clock at it. */
export interface SampleTable {
  state: GameState;
  now: number;
}

function playToDayTwo(seconds: number): SampleGame {
  const game = new SampleGame(10);
  game.until(onStage('speeches'));
  // Day 1: #1 nominates #8, #2 nominates #10, and the whole table votes #8 out (a lone
  // candidate on day 1 would not be voted on, DAY-NOMINATE-ONCE).
  game.speak(8);
  game.speak(10);
  while (onStage('speeches')(game.state)) game.speak();
  const vote = game.state.phase.kind === 'day' ? game.state.phase.day.stage : undefined;
  if (vote?.kind !== 'voting') throw new Error('sample: no vote on day 1');
  for (const voter of vote.vote.eligible)
    game.run({ type: 'vote', by: game.seat(voter), voteId: vote.vote.id, candidate: 8 });
  // Night 1: the Don and the Mafiosi (1–3) shoot #7.
  game.until((state) => state.phase.kind === 'night' && state.phase.night.number === 1);
  for (const shooter of [1, 2, 3])
    game.run({ type: 'nightAction', by: game.seat(shooter), action: 'shot', targets: [7] });
  game.until(onStage('speeches'));
  game.run({ type: 'foul', by: JUDGE, seat: 3 });
  game.run({ type: 'foul', by: JUDGE, seat: 3 });
  game.run({ type: 'foul', by: JUDGE, seat: 6 });
  while (game.floorSeat() !== 3) game.speak(game.floorSeat() === 2 ? 5 : undefined);
  game.now += seconds * 1000;
  return game;
}

/**
 * Day 2 of a classic game, seat 3 speaking for `seconds`: #8 was voted out on day 1, #7
 * killed on night 1, #3 has two fouls and #6 one, #5 is nominated.
 */
export function sampleDayTwo(seconds = 15): SampleTable {
  const game = playToDayTwo(seconds);
  return { state: game.state, now: game.now };
}

/** The same table after the Judge stops the game there: every role revealed. */
export function sampleEnded(): SampleTable {
  const game = playToDayTwo(15);
  game.run({ type: 'end', by: JUDGE });
  return { state: game.state, now: game.now };
}
