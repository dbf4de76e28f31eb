/**
 * The figures of the parts taken alone (no Discord): the rules engine, the store's
 * compare-and-set save (Redis and embedded) and a timer through the real orchestrator.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createGame, decide, presetConfig } from '../src/engine/index.ts';
import type { Command } from '../src/engine/rules/events.ts';
import type { GameState } from '../src/engine/rules/state/state.ts';
import { seededRandom } from '../src/fairness/seeded-random.ts';
import { createLogger } from '../src/logger.ts';
import { Orchestrator } from '../src/orchestrator/orchestrator.ts';
import { DocumentStore } from '../src/store/document-store.ts';
import { EmbeddedKv } from '../src/store/embedded-kv.ts';
import { SCHEMA_VERSION, type GameRecord, type GameStore } from '../src/store/game-store.ts';
import { RedisKv } from '../src/store/redis-kv.ts';
import { nextMove } from '../harness/classic-script.ts';
import { fmt, quantile } from './support/measure.ts';
import { nullTable, nullVoice } from './support/null-ports.ts';
import type { BenchContext, Section } from './support/report.ts';

const logger = createLogger({ level: 'silent', pretty: false });

/** Engine: decide() calls per second over whole scripted classic games (no I/O at all). */
function engineThroughput(games: number): { perSecond: number; commands: number } {
  let commands = 0;
  const started = performance.now();
  for (let game = 0; game < games; game++) {
    let state: GameState = createGame({
      gameId: `bench${game}`,
      judgeId: '900000000000000001',
      config: presetConfig('classic'),
      now: 0,
      serverSeed: 'a'.repeat(64),
      commitment: 'c'.repeat(64),
      configHash: 'd'.repeat(64),
    });
    let now = 0;
    const random = seededRandom(game.toString(16).padStart(64, '0'));
    for (let step = 0; step < 2000 && state.phase.kind !== 'ended'; step++) {
      const document = {
        revision: 0,
        meta: { guildId: '1', channelId: '2', locale: 'ru' as const, hostId: '9' },
        state,
        outbox: [],
        screens: {},
        reported: [],
      };
      const move = nextMove(document);
      let command: Command;
      if (move === 'wait') {
        const timer = [...state.timers].sort((a, b) => a.deadlineAt - b.deadlineAt)[0];
        if (!timer) break;
        now = timer.deadlineAt;
        command = { type: 'timerExpired', timerId: timer.id };
      } else if (move.type === 'deal') {
        command = {
          type: 'deal',
          by: move.by,
          finalSeed: 'f'.repeat(64),
          players: state.lobby.map((entry) => entry.userId),
        };
      } else {
        command = move as Command;
      }
      const decision = decide(state, command, { now, random });
      commands++;
      if (decision.ok) state = decision.state;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: commands / seconds, commands };
}

/** Store: sequential compare-and-set saves of a realistic game document. */
async function storeSaves(store: GameStore, rounds: number): Promise<number[]> {
  const data = createGame({
    gameId: 'bench',
    judgeId: '9',
    config: presetConfig('stylized'),
    now: 0,
    serverSeed: 'a'.repeat(64),
    commitment: 'c'.repeat(64),
    configHash: 'd'.repeat(64),
  });
  const timings: number[] = [];
  for (let version = 1; version <= rounds; version++) {
    const record: GameRecord = {
      schemaVersion: SCHEMA_VERSION,
      gameId: 'bench',
      guildId: '1',
      channelId: '2',
      version,
      active: true,
      updatedAt: 0,
      data: { state: data },
    };
    const started = performance.now();
    const result = await store.saveGame(record);
    timings.push(performance.now() - started);
    if (!result.ok) throw new Error('conflict in a single-writer benchmark');
  }
  return timings;
}

/** Timer precision: from a timer's deadline to the saved state change, through the real orchestrator. */
async function timerLatency(store: GameStore, fires: number): Promise<number[]> {
  const latencies: number[] = [];
  const orchestrator = new Orchestrator({
    store,
    table: nullTable,
    voice: nullVoice,
    logger,
    timeScale: 0.004,
  });
  const opened = await orchestrator.openLobby({
    guildId: '1',
    channelId: 'bench-timers',
    hostId: '900000000000000001',
    preset: 'classic',
    locale: 'en',
  });
  if (!opened.ok) throw new Error('lobby');
  for (let index = 1; index <= 10; index++)
    await orchestrator.dispatch(opened.gameId, {
      type: 'join',
      by: { userId: String(100000000000000000n + BigInt(index)) },
    });
  await orchestrator.dispatch(opened.gameId, {
    type: 'deal',
    by: { userId: '900000000000000001' },
  });
  // Only timers drive this game (nobody acts), so every new engine version is a timer fire:
  // its latency is the time from the earliest deadline of the previous version to the save.
  const original = store.saveGame.bind(store);
  let lastVersion = 0;
  let deadline: number | undefined;
  store.saveGame = async (record) => {
    const result = await original(record);
    const state = (record.data as { state: GameState }).state;
    if (!result.ok || state.version <= lastVersion) return result;
    if (deadline !== undefined) latencies.push(Date.now() - deadline);
    lastVersion = state.version;
    deadline =
      state.timers.length > 0
        ? Math.min(...state.timers.map((timer) => timer.deadlineAt))
        : undefined;
    return result;
  };
  const until = Date.now() + 8000;
  while (Date.now() < until && latencies.length < fires)
    await new Promise((resolve) => setTimeout(resolve, 50));
  await orchestrator.stop();
  store.saveGame = original;
  return latencies;
}

export async function partsAlone(context: BenchContext): Promise<Section> {
  const sizes = context.smoke
    ? { games: 5, saves: 20, fires: 5 }
    : { games: 200, saves: 1000, fires: 60 };
  const dir = mkdtempSync(join(tmpdir(), 'mafia-bench-'));
  const embedded = new DocumentStore('embedded', EmbeddedKv.inDirectory(dir), logger);
  const redisKv = await RedisKv.connect({
    url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    prefix: `mafia-bench:${process.pid}`,
  });
  const redis = new DocumentStore('redis', redisKv, logger);
  try {
    const engine = engineThroughput(sizes.games);
    const redisSaves = await storeSaves(redis, sizes.saves);
    const embeddedSaves = await storeSaves(embedded, sizes.saves);
    const timers = await timerLatency(embedded, sizes.fires);
    context.log(`parts: engine ${Math.round(engine.perSecond)} commands/s`);
    const p = (values: number[], q: number) => fmt(quantile(values, q));
    return {
      title: 'The parts alone: engine, store, timer',
      sizes: `${sizes.games} scripted classic games through decide(); ${sizes.saves} saves per store; ${timers.length} timer fires`,
      rows: [
        {
          measure: 'engine: decide() over whole scripted classic games',
          figure: `${Math.round(engine.perSecond).toLocaleString('en')} commands/s (${engine.commands} commands)`,
        },
        {
          measure: 'store: compare-and-set save, Redis (Lua)',
          figure: `p50 ${p(redisSaves, 0.5)} ms, p95 ${p(redisSaves, 0.95)} ms`,
        },
        {
          measure: 'store: compare-and-set save, embedded (node:sqlite, synchronous=FULL)',
          figure: `p50 ${p(embeddedSaves, 0.5)} ms, p95 ${p(embeddedSaves, 0.95)} ms`,
        },
        {
          measure: 'ratio embedded / Redis save time (p50, same run)',
          figure: `${fmt(quantile(embeddedSaves, 0.5) / quantile(redisSaves, 0.5))} ×`,
        },
        {
          measure: 'timer: deadline → state saved (orchestrator, embedded store)',
          figure: `p50 ${quantile(timers, 0.5)} ms, p95 ${quantile(timers, 0.95)} ms, max ${Math.max(...timers)} ms`,
          goal: 'within 50 ms on an idle machine',
        },
      ],
      notes: [
        'The timer figure includes the whole turn: the timeout firing, loading the game, the rules, and the durable save.',
      ],
    };
  } finally {
    await redisKv.clearPrefix();
    await redis.close();
    await embedded.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
