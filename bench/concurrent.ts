/**
 * Item 2 of issue 13: classic games at once in one process (bench/concurrent-worker.ts, a
 * process per size so each RSS is its own). BENCH_CONCURRENT=100,500 picks the sizes.
 */
import { spawn } from 'node:child_process';
import { fmt } from './support/measure.ts';
import type { BenchContext, Row, Section } from './support/report.ts';

interface Spread {
  p50: number;
  p99: number;
  max: number;
  n: number;
}

interface WorkerFigures {
  games: number;
  /** The V8 flags of the worker, if any (named in the rows). */
  flags?: string;
  ended: number;
  seconds: number;
  maxRssMiB: number;
  /** Before the first game: the modules, the store connection. */
  baselineRssMiB: number;
  loopDelayP99Ms: number;
  cpuPercent: number;
  latenessMs: Spread;
  unmuteLatenessMs: Spread;
  callsPerGame: number;
}

function runWorker(games: number, timeScale: number, v8Flags: string[]): Promise<WorkerFigures> {
  return new Promise((resolve, reject) => {
    let text = '';
    const child = spawn(
      process.execPath,
      [
        '--disable-warning=ExperimentalWarning',
        ...v8Flags,
        'bench/concurrent-worker.ts',
        String(games),
        String(timeScale),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(text.trim().split('\n').at(-1)!))
        : reject(new Error(`worker ${games}: ${code}`)),
    );
  });
}

const spread = (s: Spread) => `p50 ${s.p50} ms, p99 ${s.p99} ms, max ${s.max} ms (n = ${s.n})`;

function rows(f: WorkerFigures): Row[] {
  const name = `${f.games} games${f.flags ? ` (${f.flags})` : ''}`;
  return [
    {
      measure: `${name}: ended / wall time / CPU`,
      figure: `${f.ended} / ${fmt(f.seconds, 1)} s / ${Math.round(f.cpuPercent)} % of a core`,
    },
    {
      measure: `${name}: RSS max (per game, above the ${fmt(f.baselineRssMiB, 0)} MiB before the first)`,
      figure: `${fmt(f.maxRssMiB, 1)} MiB (${fmt((f.maxRssMiB - f.baselineRssMiB) / f.games, 3)} MiB)`,
      goal: f.games === 1000 ? '≤ 300 MiB' : undefined,
    },
    {
      measure: `${name}: event-loop delay p99`,
      figure: `${fmt(f.loopDelayP99Ms, 1)} ms`,
      goal: '≤ 50 ms',
    },
    {
      measure: `${name}: timer lateness, deadline → state saved`,
      figure: spread(f.latenessMs),
      goal: 'p99 ≤ 250 ms',
    },
    { measure: `${name}: deadline → next speaker unmuted`, figure: spread(f.unmuteLatenessMs) },
    {
      measure: `${name}: Discord calls per game (table and member edits, counted by the double)`,
      figure: fmt(f.callsPerGame, 0),
    },
  ];
}

export async function concurrentGames(context: BenchContext): Promise<Section> {
  const sizes = context.smoke
    ? [5]
    : (process.env.BENCH_CONCURRENT ?? '100,500,1000').split(',').map(Number);
  const timeScale = 0.02;
  // BENCH_CONCURRENT_V8="--max-semi-space-size=2": each size also runs with these flags, next.
  const variants = [
    [],
    ...(process.env.BENCH_CONCURRENT_V8 ? [process.env.BENCH_CONCURRENT_V8.split(' ')] : []),
  ];
  const figures: WorkerFigures[] = [];
  for (const games of sizes) {
    for (const flags of variants) {
      figures.push({ ...(await runWorker(games, timeScale, flags)), flags: flags.join(' ') });
      context.log(
        `concurrent: ${games} games ${flags.join(' ')} in ${fmt(figures.at(-1)!.seconds, 1)} s`,
      );
    }
  }
  return {
    title: 'Concurrent games in one process (issue 13, item 2)',
    sizes: `${sizes.join(', ')} classic games of 10 players at once, time scale ${timeScale}, each size in a process of its own`,
    rows: figures.flatMap(rows),
    notes: [
      "Driver: the real orchestrator, engine, timers and Redis store in one process, played by the orchestrator tests' script (test/orchestrator/script.ts), with a Discord double that answers at once and counts calls: faithful for the bot's own CPU, memory and timers; Discord's REST waiting is left out (see item 7). A game is in a guild of its own, everybody in its voice channel. Lateness counts every save made after the earliest deadline of the game's previous save (a scripted move landing after a deadline counts too, so it is an upper bound).",
    ],
  };
}
