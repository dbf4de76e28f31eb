/** Deep starting points: states reached by earlier, fixed games. */
import type { GameState, Preset } from '../../../src/engine/index.ts';
import { aliveSeats } from './model.ts';
import { newStats, type RunInput } from './inputs.ts';
import { Run, play } from './run.ts';
import type { Snapshot } from './run-view.ts';
import { Bits } from './support.ts';

const pools = new Map<Preset, Snapshot[]>();

function stageOf(state: GameState): string {
  if (state.phase.kind === 'night') return `night${state.phase.night.number}`;
  if (state.phase.kind !== 'day') return state.phase.kind;
  const stage = state.phase.day.stage;
  return `day${state.phase.day.number}.${stage.kind}.${stage.kind === 'voting' ? stage.vote.id : ''}`;
}

/**
 * Deep starting points: states reached by earlier, fixed games (the same for every run, so a
 * counterexample replays), taken every few commands. A run that starts from one explores late
 * days, small tables, the WIN-THREE-MISSES endgame and the results in its 40–120 commands.
 */
export function pool(preset: Preset): Snapshot[] {
  const cached = pools.get(preset);
  if (cached) return cached;
  const snapshots: Snapshot[] = [];
  const sizes =
    preset === 'classic'
      ? [10]
      : preset === 'stylized'
        ? [10, 11, 12, 13, 14, 15, 16]
        : [11, 14, 17, 20, 23, 26, 29];
  for (let game = 0; game < 36; game++) {
    const input: RunInput = {
      players: sizes[game % sizes.length] ?? 10,
      seed: 1000 + game,
      opening: 'day1',
      geo76: game % 5 !== 0,
      geo74: game % 2 === 0,
      detect: game % 10 === 3,
      voice: game % 3 === 1,
      start: null,
      intents: [],
    };
    const run = new Run(preset, input, newStats());
    const b = new Bits(game + 77);
    const running = () => run.state.phase.kind !== 'ended';
    for (let index = 0; index < 400 && running(); index++) {
      // Mostly plausible play and fires, some of everything else; never the judge's end.
      const roll = b.int(100);
      const kind = roll < 70 ? b.int(560) : roll < 90 ? 560 + b.int(140) : b.int(998);
      const before = stageOf(run.state);
      play(run, kind + 1000 * b.int(1 << 20));
      // Past the first day: every few commands, and whenever a new stage begins (a vote, a
      // tie, a last word, a duel).
      if (running() && index >= 30 && (index % 9 === 8 || stageOf(run.state) !== before))
        snapshots.push({
          state: run.state,
          nights: [...run.nights],
          opened: run.opened,
          now: run.now,
          undoBase: run.undoBase,
          undoOpened: run.undoOpened,
        });
    }
  }
  // Smaller tables first: runs pick them more often (see runSequence), so that many runs
  // reach the end of the game in their few dozen commands.
  snapshots.sort((a, b) => aliveSeats(a.state).length - aliveSeats(b.state).length);
  pools.set(preset, snapshots);
  return snapshots;
}
