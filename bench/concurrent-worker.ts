/**
 * Item 2 of issue 13, run as a process of its own so its RSS is the games' alone:
 * `node bench/concurrent-worker.ts <games> <timeScale> [thinkSeconds] [spreadSeconds]` plays that many classic games at once
 * through the real orchestrator, engine and Redis store, with a Discord double that answers at
 * once and counts the calls it would make; prints one JSON line of figures.
 * Why it is faithful: the orchestrator, its timers, its keyed queues, its outbox and the store are
 * the bot's own; only the network to Discord is replaced (so REST waiting is not in these figures,
 * which is item 7's subject). The players are the orchestrator tests' script
 * (harness/classic-script.ts): speakers nominate and pass at once, so day speeches end early and nights and votes
 * wait for their timers. The players decide from the documents the turns saved (handed to the
 * voice stage), not by reading the store again: real players read Discord, and their reads
 * would otherwise be counted as the bot's CPU.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadConfig } from '../src/config.ts';
import type { GameState } from '../src/engine/rules/state/state.ts';
import { createLogger } from '../src/logger.ts';
import type { GameDocument } from '../src/orchestrator/document.ts';
import { Orchestrator } from '../src/orchestrator/orchestrator.ts';
import type { TablePort, VoicePort } from '../src/orchestrator/ports.ts';
import { createStore } from '../src/store/create-store.ts';
import { RedisKv } from '../src/store/redis-kv.ts';
import { JUDGE, nextMove, playerId } from '../harness/classic-script.ts';
import { TEST_REDIS_URL, uniquePrefix } from '../harness/redis.ts';
import { nullTable } from './support/null-ports.ts';
import { quantile, sleep } from './support/measure.ts';

const games = Number(process.argv[2] ?? 10);
const timeScale = Number(process.argv[3] ?? 0.02);
/**
 * How long a player takes to act, in the game's own seconds (scaled like its timers): 0, the
 * default, moves the instant the previous turn is saved, so the games go as fast as the process
 * lets them whatever the time scale (a closed loop: the process is always busy).
 */
const thinkMs = Number(process.argv[4] ?? 0) * 1000 * timeScale;
/**
 * Over how long (game seconds) the lobbies open, evenly: 0, the default, opens them all at once,
 * so every game's timers fall due in the same instant, a burst real guilds never make together.
 */
const spreadMs = Number(process.argv[5] ?? 0) * 1000 * timeScale;
const prefix = uniquePrefix('bench-concurrent');
const logger = createLogger({ level: 'silent', pretty: false });
const store = await createStore(
  loadConfig({ REDIS_URL: TEST_REDIS_URL, DISCORD_TOKEN: 'x', REDIS_KEY_PREFIX: prefix }),
  logger,
);

let calls = 0;
const counted = <T extends object>(port: T): T =>
  Object.fromEntries(
    Object.entries(port).map(([name, fn]) => [
      name,
      (...args: unknown[]) => {
        calls++;
        return (fn as (...a: unknown[]) => unknown)(...args);
      },
    ]),
  ) as T;

/** Everyone sits in the game's voice channel of his own guild; mutes are remembered per guild. */
const muted = new Set<string>();
/** Guilds whose last timer fire is waiting for its unmute (deadline → next speaker unmuted). */
const fireDeadline = new Map<string, number>();
const unmuteLateness: number[] = [];
const voice: VoicePort = {
  memberVoice: (guildId, userId) => ({
    channelId: `v${guildId}`,
    serverMuted: muted.has(`${guildId}:${userId}`),
  }),
  membersIn: () => [JUDGE, ...Array.from({ length: 10 }, (_, i) => playerId(i + 1))],
  setServerMute: async (guildId, userId, on) => {
    calls++;
    if (on) muted.add(`${guildId}:${userId}`);
    else {
      muted.delete(`${guildId}:${userId}`);
      const deadline = fireDeadline.get(guildId);
      if (deadline !== undefined) unmuteLateness.push(Date.now() - deadline);
      fireDeadline.delete(guildId);
    }
  },
};

/** Deadline → state saved: each save made after the earliest deadline of the game's last one. */
const lateness: number[] = [];
const deadlines = new Map<string, number>();
const waiting = new Map<string, () => void>();
/** What each table sees: the last document saved by a turn (players read screens, not Redis). */
const seen = new Map<string, GameDocument>();
/** Turns saved (every turn's document is handed to the voice stage once). */
let turns = 0;
const onSaved = (document: GameDocument) => {
  turns++;
  const state: GameState = document.state;
  seen.set(state.gameId, document);
  const deadline = deadlines.get(state.gameId);
  if (deadline !== undefined && Date.now() >= deadline) {
    lateness.push(Date.now() - deadline);
    fireDeadline.set(document.meta.guildId, deadline);
  }
  const next = Math.min(...state.timers.map((timer) => timer.deadlineAt));
  if (Number.isFinite(next)) deadlines.set(state.gameId, next);
  else deadlines.delete(state.gameId);
  waiting.get(state.gameId)?.();
};

const table: TablePort = counted(nullTable);
// The voice stage is handed every saved document: the hook the lateness is measured from.
const stage = { follow: onSaved, narrate: async () => {} };
const orchestrator = new Orchestrator({ store, table, voice, logger, timeScale, stage });
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
const cpuBefore = process.cpuUsage();
const started = Date.now();
const baselineRss = process.memoryUsage().rss;
let maxRss = 0;
/** The V8 heap at the RSS's highest (how much of the RSS is the JavaScript heap). */
let heapAtMaxRss = 0;
const sampler = setInterval(() => {
  const { rss, heapTotal } = process.memoryUsage();
  if (rss > maxRss) [maxRss, heapAtMaxRss] = [rss, heapTotal];
}, 200);

async function play(index: number): Promise<boolean> {
  if (spreadMs > 0) await sleep((spreadMs * index) / games);
  const guildId = String(500000000000000000n + BigInt(index));
  const opened = await orchestrator.openLobby({
    guildId,
    channelId: String(600000000000000000n + BigInt(index)),
    voiceChannelId: `v${guildId}`,
    hostId: JUDGE,
    preset: 'classic',
    locale: 'en',
  });
  if (!opened.ok) return false;
  for (let step = 0; step < 3000; step++) {
    const document = seen.get(opened.gameId) ?? (await orchestrator.read(opened.gameId));
    if (!document || document.state.phase.kind === 'ended') return document !== undefined;
    const move = nextMove(document);
    if (move === 'wait') {
      await Promise.race([new Promise<void>((r) => waiting.set(opened.gameId, r)), sleep(2000)]);
    } else {
      if (thinkMs > 0) await sleep(thinkMs);
      await orchestrator.dispatch(opened.gameId, move);
    }
  }
  return false;
}

const summary = (values: number[]) => ({
  p50: quantile(values, 0.5),
  p99: quantile(values, 0.99),
  max: values.reduce((most, value) => Math.max(most, value), -Infinity),
  n: values.length,
});

const ended = (await Promise.all(Array.from({ length: games }, (_, i) => play(i)))).filter(Boolean);
clearInterval(sampler);
delay.disable();
const cpu = process.cpuUsage(cpuBefore);
const seconds = (Date.now() - started) / 1000;
await orchestrator.stop();
await store.close();
const kv = await RedisKv.connect({ url: TEST_REDIS_URL, prefix });
await kv.clearPrefix();
await kv.close();
console.log(
  JSON.stringify({
    games,
    ended: ended.length,
    seconds,
    turnsPerSecond: turns / seconds,
    maxRssMiB: maxRss / 2 ** 20,
    heapAtMaxRssMiB: heapAtMaxRss / 2 ** 20,
    baselineRssMiB: baselineRss / 2 ** 20,
    loopDelayP99Ms: delay.percentile(99) / 1e6,
    cpuPercent: ((cpu.user + cpu.system) / 1e6 / seconds) * 100,
    latenessMs: summary(lateness),
    unmuteLatenessMs: summary(unmuteLateness),
    callsPerGame: calls / games,
  }),
);
process.exit(0);
