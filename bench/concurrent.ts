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

/** In game seconds (scaled like the timers): the players' time to act, the lobbies' spread. */
interface Pace {
  thinkSeconds: number;
  spreadSeconds: number;
}

interface WorkerFigures {
  games: number;
  /** The V8 flags of the worker, if any (named in the rows). */
  flags?: string;
  ended: number;
  seconds: number;
  /** Turns saved per second of the run, every game's together. */
  turnsPerSecond: number;
  /** The time scale the worker ran at (named in the rows when not the headline one). */
  timeScale?: number;
  /** How the players play (absent or zeros: at once, every lobby opened together). */
  pace?: Pace;
  maxRssMiB: number;
  /** V8's heap (used and garbage not yet collected) when the RSS was at its highest. */
  heapAtMaxRssMiB: number;
  /** Before the first game: the modules, the store connection. */
  baselineRssMiB: number;
  loopDelayP99Ms: number;
  cpuPercent: number;
  latenessMs: Spread;
  unmuteLatenessMs: Spread;
  callsPerGame: number;
}

function runWorker(
  games: number,
  timeScale: number,
  pace: Pace,
  v8Flags: string[],
): Promise<WorkerFigures> {
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
        String(pace.thinkSeconds),
        String(pace.spreadSeconds),
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
  const variant = [
    f.timeScale !== HEADLINE_SCALE ? `time scale ${f.timeScale}` : '',
    f.pace?.thinkSeconds ? `players act after ${f.pace.thinkSeconds} s` : '',
    f.pace?.spreadSeconds ? `lobbies opened over ${f.pace.spreadSeconds} s` : '',
    f.flags ?? '',
  ].filter(Boolean);
  const name = `${f.games} games${variant.length > 0 ? ` (${variant.join(', ')})` : ''}`;
  const paced = Boolean(f.pace?.thinkSeconds || f.pace?.spreadSeconds);
  const headline = f.games === 1000 && f.timeScale === HEADLINE_SCALE && !paced;
  return [
    {
      measure: `${name}: ended / wall time / CPU / turns saved a second`,
      figure: `${f.ended} / ${fmt(f.seconds, 1)} s / ${Math.round(f.cpuPercent)} % of a core / ${fmt(f.turnsPerSecond, 0)}`,
    },
    {
      measure: `${name}: RSS max (per game, above the ${fmt(f.baselineRssMiB, 0)} MiB before the first)`,
      figure: `${fmt(f.maxRssMiB, 1)} MiB (${fmt((f.maxRssMiB - f.baselineRssMiB) / f.games, 3)} MiB); V8 heap then ${fmt(f.heapAtMaxRssMiB, 0)} MiB`,
      goal: headline ? '≤ 300 MiB' : undefined,
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

/** The time scale of the goals' figures (see the notes for what load it stands for). */
const HEADLINE_SCALE = 0.02;

export async function concurrentGames(context: BenchContext): Promise<Section> {
  const sizes = context.smoke
    ? [5]
    : (process.env.BENCH_CONCURRENT ?? '100,500,1000').split(',').map(Number);
  // BENCH_CONCURRENT_SCALES="0.02,0.1": each size also runs at the slower scales, next.
  const scales = (process.env.BENCH_CONCURRENT_SCALES ?? String(HEADLINE_SCALE))
    .split(',')
    .map(Number);
  // BENCH_CONCURRENT_PACE="10,600": each run also again with the players taking 10 game seconds
  // to act and the lobbies opened over 600 (the headline: at once, all together).
  const paces: Pace[] = [
    { thinkSeconds: 0, spreadSeconds: 0 },
    ...(process.env.BENCH_CONCURRENT_PACE
      ? [process.env.BENCH_CONCURRENT_PACE.split(',').map(Number)].map(([think, spread]) => ({
          thinkSeconds: think ?? 0,
          spreadSeconds: spread ?? 0,
        }))
      : []),
  ];
  // BENCH_CONCURRENT_V8="--max-semi-space-size=2": each size also runs with these flags, next.
  const variants = [
    [],
    ...(process.env.BENCH_CONCURRENT_V8 ? [process.env.BENCH_CONCURRENT_V8.split(' ')] : []),
  ];
  const figures: WorkerFigures[] = [];
  for (const games of sizes) {
    for (const timeScale of scales) {
      for (const pace of paces) {
        for (const flags of variants) {
          const worker = await runWorker(games, timeScale, pace, flags);
          figures.push({ ...worker, timeScale, pace, flags: flags.join(' ') });
          context.log(
            `concurrent: ${games} games at ${timeScale} ${JSON.stringify(pace)} ${flags.join(' ')} in ${fmt(worker.seconds, 1)} s`,
          );
        }
      }
    }
  }
  return {
    title: 'Concurrent games in one process (issue 13, item 2)',
    sizes: `${sizes.join(', ')} classic games of 10 players at once, time scale ${scales.join(' and ')}, each size in a process of its own`,
    rows: figures.flatMap(rows),
    notes: [
      "Driver: the real orchestrator, engine, timers and Redis store in one process, played by the orchestrator tests' script (test/orchestrator/script.ts), with a Discord double that answers at once and counts calls: faithful for the bot's own CPU, memory and timers; Discord's REST waiting is left out (see item 7). A game is in a guild of its own, everybody in its voice channel. Lateness counts every save made after the earliest deadline of the game's previous save (a scripted move landing after a deadline counts too, so it is an upper bound).",
      "The players decide from the documents their game's turns saved (handed to the voice stage), as people read Discord; until 2026-12-01 they read the store before every move, a fifth of all reads, counted as the bot's.",
      'Before the changes of issue 13 (same bench, 2026-12-01 17:57 UTC, load 10.6–14.7): 100 games 265.2 MiB (1.390 MiB a game), event-loop delay p99 229.6 ms, lateness p99 1431 ms; 500 games 568.7 MiB, 502.3 ms, 11975 ms; 1000 games 900.7 MiB (0.765 MiB a game), 539.5 ms, 22474 ms. A CPU profile of 100 games (`node --cpu-prof bench/concurrent-worker.ts 100 0.02`) spent half the CPU in the JSON.parse reviver of Keyv\'s default codec, reading whole documents: a turn read its game five times (the turn, the effects pass, its bookkeeping, the mutes of the guild, the players) and wrote it twice. Now the codec is plain JSON unless a string starts with ":" (src/store/keyv-codec.ts), the mutes follow the documents saved in this process, the bookkeeping is merged into the document the pass read (compare-and-set as before), and a screen record no longer stores its JSON beside the screen (a third of a document).',
      'What the memory is: a heap snapshot after a full collection in the middle of 100 running games holds 28 MiB in all (code 7 MiB, strings 6 MiB), so a running game keeps about 0.1 MiB; the rest of the RSS is garbage between collections, which V8 lets grow while the process is short of CPU. A smaller young generation trades it for CPU: 100 games, load ≈ 12, side by side: RSS max 243.7 → 207.3 MiB with `--max-semi-space-size=2`, timer lateness p99 1092 → 1499 ms, event-loop delay p99 160 → 225 ms; 300 games, `--max-semi-space-size=4`: 309.3 → 275.2 MiB, lateness p99 7076 → 3679 ms (load 14 → 12.6: the load moved more than the flag did).',
      'On a loaded machine (load ≈ 12–14 on 2 cores) a process gets a fraction of a core (the CPU row) and waits for it; in the run above the load fell to about 2.4 during the 1,000 games and the process used 65 % of a core, so most of their lateness is the turns of the other games queued on one thread, not the machine.',
      "What holds the goals back, with these figures: RSS is V8's garbage between collections (a running game keeps about 0.1 MiB), 0.48 MiB a game at 1,000 games against the 0.16 MiB the goal allows; lateness and event-loop delay come from every turn's work (reading and writing the whole document, JSON, the rules) queued behind the other games' on one thread: 1,000 games at once are about 1,000 turns a second at this time scale (0.02). Next levers, not done: a document that keeps its parts apart (the timeline and the screens written only when they change), fewer mute-ledger round trips per turn (two reads and a write per member edit), and a worker process per few hundred games (the cluster of issue 14).",
    ],
  };
}
