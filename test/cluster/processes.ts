import { randomBytes } from 'node:crypto';
import type { GameEvent } from '../../src/engine/rules/events.ts';
import type { Screen } from '../../src/engine/views/screen.ts';
import { Cluster, type ClusterOptions } from '../../src/cluster/cluster.ts';
import type { Logger } from '../../src/logger.ts';
import { ShardClientUtil } from 'discord.js';
import type { GameDocument } from '../../src/orchestrator/document.ts';
import { Orchestrator } from '../../src/orchestrator/orchestrator.ts';
import {
  systemClock,
  type ScreenHandle,
  type TablePort,
  type VoicePort,
} from '../../src/orchestrator/ports.ts';
import { DocumentStore } from '../../src/store/document-store.ts';
import { RedisKv } from '../../src/store/redis-kv.ts';
import { playerId } from '../orchestrator/environment.ts';
import { FakeMembers, FakeTable, FakeVoice } from '../orchestrator/fakes.ts';
import { memoryLogger } from '../support/logger.ts';
import { TEST_REDIS_URL, uniquePrefix } from '../../harness/redis.ts';

/** A guild on shard 1 of 2: `(id >> 22) % 2 === 1`. */
export const GUILD = String((1n << 22n) * 1_000_001n);
export const CHANNEL = '300000000000000002';
export const VOICE = '300000000000000003';
export const JUDGE = '900000000000000001';

/** The shards one process runs, out of how many the bot has. */
export interface ShardSet {
  shardIds: number[];
  shardCount: number;
}

/** One call that reached "Discord", and which process made it. */
export interface EffectCall {
  process: string;
  call: 'postNotice' | 'postScreen' | 'editScreen' | 'closeScreen' | 'mute' | 'narrate';
  key: string;
}

/**
 * The table each process sees: the shared fake Discord, every call recorded with its process,
 * so a test can count each effect however Discord's nonces would hide a repeat.
 */
function countingTable(table: FakeTable, process: string, calls: EffectCall[]): TablePort {
  return {
    postNotice: (game, notice: Extract<GameEvent, { type: 'notice' }>, key) => {
      calls.push({ process, call: 'postNotice', key });
      return table.postNotice(game, notice, key);
    },
    showScreen: (game, screen: Screen, handle: ScreenHandle | undefined, key) => {
      calls.push({ process, call: handle ? 'editScreen' : 'postScreen', key });
      return table.showScreen(game, screen, handle, key);
    },
    closeScreen: (game, screen, handle) => {
      calls.push({ process, call: 'closeScreen', key: screen.id });
      return table.closeScreen(game, screen, handle);
    },
    deleteScreen: (game, handle) => table.deleteScreen(game, handle),
    announceUnreachable: (game, userIds, key) => table.announceUnreachable(game, userIds, key),
    tellJudge: (game, notice, key, inPublic) => table.tellJudge(game, notice, key, inPublic),
  };
}

/** The members' voice each process sees: the shared fake, every mute edit recorded with its process. */
function countingVoice(voice: FakeVoice, process: string, calls: EffectCall[]): VoicePort {
  return {
    memberVoice: (guildId, userId) => voice.memberVoice(guildId, userId),
    membersIn: (guildId, channelId) => voice.membersIn(guildId, channelId),
    setServerMute: (guildId, userId, muted) => {
      calls.push({ process, call: 'mute', key: `${userId}:${muted}` });
      return voice.setServerMute(guildId, userId, muted);
    },
  };
}

/** The world that outlives bot processes: one Redis deployment, one fake Discord. */
export class Deployment {
  readonly prefix = uniquePrefix('cluster');
  readonly queueName = `timers-${randomBytes(4).toString('hex')}`;
  readonly table = new FakeTable();
  readonly voice = new FakeVoice(systemClock);
  readonly members = new FakeMembers();
  readonly calls: EffectCall[] = [];
  /** Which process's voice stage followed which game revision. */
  readonly followedBy: Array<{ process: string; revision: number }> = [];
  readonly processes: BotProcess[] = [];

  async start(name: string, shards?: ShardSet, quirks?: Quirks): Promise<BotProcess> {
    const bot = await BotProcess.start(this, name, shards, quirks);
    this.processes.push(bot);
    return bot;
  }

  /** Every process stopped, every key of the deployment removed. */
  async dispose(): Promise<void> {
    for (const bot of this.processes) await bot.close();
    const kv = await RedisKv.connect({ url: TEST_REDIS_URL, prefix: this.prefix });
    await kv.clearPrefix();
    await kv.close();
  }

  /** The effect calls of one kind, by key: each key should appear once. */
  repeated(call: EffectCall['call']): string[] {
    const keys = this.calls.filter((entry) => entry.call === call).map((entry) => entry.key);
    return keys.filter((key, index) => keys.indexOf(key) !== index);
  }
}

/**
 * A test process's own store connection and cluster membership on the deployment's Redis
 * (a short lease, so a death is taken over within a second).
 */
export async function joinDeployment(
  world: { prefix: string; queueName: string },
  logger: Logger,
  extra: Partial<ClusterOptions> = {},
): Promise<{ kv: RedisKv; cluster: Cluster }> {
  const kv = await RedisKv.connect({ url: TEST_REDIS_URL, prefix: world.prefix });
  const cluster = await Cluster.connect({
    redisUrl: TEST_REDIS_URL,
    prefix: world.prefix,
    queueName: world.queueName,
    logger,
    leaseTtlMs: 600,
    ...extra,
  });
  return { kv, cluster };
}

/** How a test process differs from the bot's. */
export interface Quirks {
  /** Its saves are never told to the others (every notice lost). */
  silent?: boolean;
  sweepEveryMs?: number;
}

/** One bot process: its own store connection, cluster and orchestrator. */
export class BotProcess {
  readonly name: string;
  readonly cluster: Cluster;
  readonly orchestrator: Orchestrator;
  readonly #kv: RedisKv;

  private constructor(name: string, cluster: Cluster, orchestrator: Orchestrator, kv: RedisKv) {
    this.name = name;
    this.cluster = cluster;
    this.orchestrator = orchestrator;
    this.#kv = kv;
  }

  static async start(
    world: Deployment,
    name: string,
    shards?: ShardSet,
    quirks: Quirks = {},
  ): Promise<BotProcess> {
    const logger = memoryLogger('warn').logger;
    const { kv, cluster } = await joinDeployment(world, logger, {
      ...(quirks.sweepEveryMs ? { sweepEveryMs: quirks.sweepEveryMs } : {}),
    });
    const store = new DocumentStore('redis', kv, logger);
    let games = 0;
    const orchestrator = new Orchestrator({
      store: quirks.silent ? store : cluster.announcing(store),
      table: countingTable(world.table, name, world.calls),
      voice: countingVoice(world.voice, name, world.calls),
      stage: {
        follow: (document) => world.followedBy.push({ process: name, revision: document.revision }),
        narrate: (game, narration, key) => {
          world.calls.push({ process: name, call: 'narrate', key });
          return world.table.narrate(game, narration, key);
        },
      },
      members: world.members,
      logger,
      timeScale: 0.02,
      coordination: cluster,
      // As src/discord/gateway/shard-ownership.ts decides it from the client's shards.
      ...(shards
        ? {
            ownsGuild: (guildId: string) =>
              shards.shardIds.includes(
                ShardClientUtil.shardIdForGuildId(guildId, shards.shardCount),
              ),
          }
        : {}),
      drawServerSeed: () => '7'.repeat(64),
      newGameId: () => `${name}${++games}${randomBytes(3).toString('hex')}`,
    });
    await orchestrator.start();
    return new BotProcess(name, cluster, orchestrator, kv);
  }

  /** The process dies: no clean-up at all (its leases lapse, its jobs stay in Redis). */
  kill(): void {
    this.orchestrator.kill();
  }

  async close(): Promise<void> {
    this.orchestrator.kill();
    await this.cluster.close();
    await this.#kv.close();
  }
}

/** A lobby opened on `bot` in the guild of shard 1 (a sports game sits in VOICE). */
export async function lobby(bot: BotProcess, preset: 'classic' | 'forum'): Promise<string> {
  const opened = await bot.orchestrator.openLobby({
    guildId: GUILD,
    channelId: CHANNEL,
    ...(preset === 'forum' ? {} : { voiceChannelId: VOICE }),
    hostId: JUDGE,
    preset,
    locale: 'en',
  });
  if (!opened.ok) throw new Error(opened.error.key);
  return opened.gameId;
}

/** A classic game opened on `opener`, ten players seated by `joiner`, dealt by `dealer`. */
export async function classicGame(
  world: Deployment,
  opener: BotProcess,
  joiner: BotProcess,
  dealer: BotProcess,
): Promise<string> {
  for (let index = 1; index <= 10; index++) world.voice.join(playerId(index), VOICE);
  const gameId = await lobby(opener, 'classic');
  for (let index = 1; index <= 10; index++) {
    const joined = await joiner.orchestrator.dispatch(gameId, {
      type: 'join',
      by: { userId: playerId(index) },
    });
    if (!joined.ok) throw new Error(`join refused: ${joined.error.key}`);
  }
  const dealt = await dealer.orchestrator.dispatch(gameId, {
    type: 'deal',
    by: { userId: JUDGE },
  });
  if (!dealt.ok) throw new Error(`deal refused: ${dealt.error.key}`);
  return gameId;
}

/** The stored document once nothing is left to carry out (its outbox empty). */
export async function drained(bot: BotProcess, gameId: string): Promise<GameDocument> {
  for (let waited = 0; waited < 10_000; waited += 25) {
    const document = await bot.orchestrator.read(gameId);
    if (document && document.outbox.length === 0) return document;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the outbox was never drained');
}
