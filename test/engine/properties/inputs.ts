/** What a property run is given (its random input) and what the runs count (the stats). */
import fc from 'fast-check';
import type { Preset } from '../../../src/engine/index.ts';

export interface RunInput {
  players: number;
  seed: number;
  /**
   * Where a fresh deal starts: Night 0 (sports), Day 1, Night 1 (after a day of passes), or
   * the Night-1 victim's last word on Day 2 (sports: the Best Move, LAST-BESTMOVE-PICK).
   */
  opening: 'night0' | 'day1' | 'night1' | 'day2';
  geo76: boolean;
  geo74: boolean;
  detect: boolean;
  /** Sports: the table sits in a voice channel, so its steps wait for the floor (GAME-CLOCK-ON-FLOOR). */
  voice: boolean;
  /** null: a fresh deal; otherwise an index into the pool of deep starting states. */
  start: number | null;
  intents: number[];
}

export interface Stats {
  runs: number;
  commands: number;
  accepted: number;
  /** Runs that ended by a win rule (counts, WIN-THREE-MISSES, draw) rather than a judge's end or a penalty. */
  wonByRule: number;
  reasons: Record<string, number>;
  maxDay: number;
  votes: number;
  eliminateAll: number;
  duels: number;
  bestMoves: number;
  removals: number;
}

export function newStats(): Stats {
  return {
    runs: 0,
    commands: 0,
    accepted: 0,
    wonByRule: 0,
    reasons: {},
    maxDay: 0,
    votes: 0,
    eliminateAll: 0,
    duels: 0,
    bestMoves: 0,
    removals: 0,
  };
}

export function inputs(preset: Preset): fc.Arbitrary<RunInput> {
  const [min, max] = preset === 'classic' ? [10, 10] : preset === 'stylized' ? [10, 16] : [11, 29];
  return fc.record({
    players: fc.integer({ min, max }),
    seed: fc.nat({ max: 255 }),
    opening:
      preset === 'forum'
        ? fc.constantFrom('day1' as const, 'night1' as const)
        : fc.constantFrom('night0' as const, 'day1' as const, 'night1' as const, 'day2' as const),
    geo76: fc.nat({ max: 4 }).map((n) => n > 0),
    geo74: fc.boolean(),
    detect: fc.nat({ max: 9 }).map((n) => n === 0),
    voice: fc.nat({ max: 2 }).map((n) => n === 0),
    start: fc.option(fc.nat({ max: 1_000_000 }), { freq: 4 }),
    intents: fc.array(fc.nat(), { minLength: 25, maxLength: 60 }),
  });
}
