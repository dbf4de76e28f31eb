/**
 * Preloaded into a bot process (`NODE_OPTIONS=--import <this file>`) by bench/status-load.ts:
 * the main thread's event-loop delay, sampled every millisecond. Each SIGUSR2 prints the delay
 * since the one before as a JSON line on stdout (the bench reads the bot's output) and starts a
 * new count. Worker threads load preloads too; only the main thread is watched.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

if (isMainThread) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  process.on('SIGUSR2', () => {
    const ms = (ns: number) => ns / 1e6;
    const loopDelay = {
      p50: ms(delay.percentile(50)),
      p99: ms(delay.percentile(99)),
      max: ms(delay.max),
      samples: delay.count,
    };
    process.stdout.write(`${JSON.stringify({ loopDelay })}\n`);
    delay.reset();
  });
}
