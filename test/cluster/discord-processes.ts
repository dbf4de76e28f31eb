import { randomBytes } from 'node:crypto';
import { Client, Events, Options, Partials } from 'discord.js';
import { SUBCOMMANDS } from '../../commands/mafia/index.ts';
import type { Cluster } from '../../src/cluster/cluster.ts';
import { BOT_INTENTS, CACHE_LIMITS } from '../../src/discord/gateway/client.ts';
import { createInteractionRouter } from '../../src/discord/interactions/interaction-router.ts';
import { DiscordMembers } from '../../src/discord/ports/member-port.ts';
import { registerCommands } from '../../src/discord/interactions/register-commands.ts';
import { DiscordTable } from '../../src/discord/ports/table-port.ts';
import { createTransport } from '../../src/discord/transport/index.ts';
import { DiscordVoice } from '../../src/discord/ports/voice-port.ts';
import type { Coordination } from '../../src/orchestrator/coordination.ts';
import { Orchestrator } from '../../src/orchestrator/orchestrator.ts';
import { SeasonService } from '../../src/season/season-service.ts';
import { GuildSettingsService } from '../../src/settings/guild-settings-service.ts';
import { DocumentStore } from '../../src/store/document-store.ts';
import { RedisKv } from '../../src/store/redis-kv.ts';
import type { FakeDiscord } from '@mafia-bot/fake-discord';
import { ownsGuild } from '../../src/discord/gateway/shard-ownership.ts';
import { memoryLogger } from '../support/logger.ts';
import { TEST_REDIS_URL, uniquePrefix } from '../../harness/redis.ts';
import { joinDeployment } from './processes.ts';

/** What every process of one deployment shares: the fake Discord, one Redis prefix, one queue. */
export interface DiscordDeployment {
  fake: FakeDiscord;
  prefix: string;
  queueName: string;
  shardCount: number;
  timeScale: number;
}

export function discordDeployment(
  fake: FakeDiscord,
  options: { shardCount: number; timeScale: number },
): DiscordDeployment {
  return {
    fake,
    prefix: uniquePrefix('discord-cluster'),
    queueName: `timers-${randomBytes(4).toString('hex')}`,
    ...options,
  };
}

/** The cluster as a process that never asks for its guilds' leases would use it. */
function keepingAway(cluster: Cluster): Coordination {
  return {
    timers: (fire) => cluster.timers(fire),
    drains: (gameId) => cluster.drains(gameId, false),
    finished: (gameId) => cluster.finished(gameId),
    sweepEveryMs: cluster.sweepEveryMs,
    listen: (hooks) => cluster.listen(hooks),
    kill: () => cluster.kill(),
    close: () => cluster.close(),
  };
}

/** Every key the deployment left in Redis removed (games, leases, timers' queue). */
export async function disposeDeployment(world: DiscordDeployment): Promise<void> {
  const kv = await RedisKv.connect({ url: TEST_REDIS_URL, prefix: world.prefix });
  await kv.clearPrefix();
  await kv.close();
}

/**
 * One shard's bot process, in this test process: its own discord.js client on the fake's
 * gateway as that shard only (so its guild cache holds only that shard's guilds), its own
 * Redis connections and cluster membership, and the bot's real Discord adapters and router, as
 * src/bot.ts wires them (the voice stage aside: the fake refuses voice connections anyway).
 */
export class ShardProcess {
  readonly shardId: number;
  readonly client: Client;
  readonly cluster: Cluster;
  readonly orchestrator: Orchestrator;
  readonly log: ReturnType<typeof memoryLogger>;
  readonly #kv: RedisKv;

  private constructor(parts: {
    shardId: number;
    client: Client;
    cluster: Cluster;
    orchestrator: Orchestrator;
    log: ReturnType<typeof memoryLogger>;
    kv: RedisKv;
  }) {
    this.shardId = parts.shardId;
    this.client = parts.client;
    this.cluster = parts.cluster;
    this.orchestrator = parts.orchestrator;
    this.log = parts.log;
    this.#kv = parts.kv;
  }

  /**
   * `keepsAway`: the process never asks for the lease of its own guilds' games (as before the
   * hand-back), so a test can have another shard drain a whole game while this one is up.
   */
  static async start(
    world: DiscordDeployment,
    shardId: number,
    options: { keepsAway?: boolean } = {},
  ): Promise<ShardProcess> {
    const log = memoryLogger('info');
    const logger = log.logger;
    const transport = createTransport({ discordApiUrl: world.fake.apiUrl }, logger);
    const client = new Client({
      intents: BOT_INTENTS,
      partials: [Partials.Channel],
      makeCache: Options.cacheWithLimits(CACHE_LIMITS),
      rest: transport.clientRest,
      shards: [shardId],
      shardCount: world.shardCount,
    });
    // Named after its shard, as under the ShardingManager (cluster-mode.ts shardHolder).
    const { kv, cluster } = await joinDeployment(world, logger, { holder: `shard-${shardId}` });
    const store = cluster.announcing(new DocumentStore('redis', kv, logger));
    const season = new SeasonService(store, logger);
    const table = new DiscordTable(client, logger, { dmGapMs: 0 });
    const orchestrator = new Orchestrator({
      store,
      table: transport.table(table),
      voice: new DiscordVoice(client, transport.muteTokens(client)),
      members: new DiscordMembers(client),
      logger,
      timeScale: world.timeScale,
      // From the client's own shard list, as src/bot.ts has it.
      ownsGuild: (guildId) => ownsGuild(client, guildId),
      coordination: options.keepsAway ? keepingAway(cluster) : cluster,
    });
    const settings = new GuildSettingsService(store);
    cluster.followSettings((guildId, version) => settings.heard(guildId, version));
    const route = createInteractionRouter({
      subcommands: SUBCOMMANDS,
      orchestrator,
      settings,
      season,
      logger,
    });
    client.on(Events.InteractionCreate, (interaction) => void route(interaction));
    client.on(Events.VoiceStateUpdate, (_before, after) =>
      orchestrator.onVoiceStateUpdate(after.guild.id, after.id),
    );
    const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
    await client.login(world.fake.token);
    await ready;
    if (shardId === 0)
      await registerCommands(client.rest, client.application!.id, '', logger, SUBCOMMANDS);
    await orchestrator.start();
    return new ShardProcess({ shardId, client, cluster, orchestrator, log, kv });
  }

  /** Whether this process's discord.js cache has the guild (only its own shard's guilds). */
  hasGuild(guildId: string): boolean {
    return this.client.guilds.cache.has(guildId);
  }

  /** Its warnings and errors, for a failure's message. */
  problems(): string[] {
    return this.log
      .lines()
      .filter((line) => Number(line.level) >= 40)
      .map((line) => JSON.stringify(line).slice(0, 600));
  }

  /** The process dies: no clean-up (its leases lapse), its gateway connection drops. */
  async kill(): Promise<void> {
    this.orchestrator.kill();
    await this.client.destroy();
    await this.cluster.close().catch(() => undefined);
    await this.#kv.close().catch(() => undefined);
  }

  async stop(): Promise<void> {
    await this.orchestrator.stop().catch(() => undefined);
    await this.client.destroy();
    await this.cluster.close().catch(() => undefined);
    await this.#kv.close().catch(() => undefined);
  }
}
