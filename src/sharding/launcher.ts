import { fileURLToPath } from 'node:url';
import { ShardingManager, type Shard } from 'discord.js';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { fetchGatewayBot, planShards } from './shard-plan.ts';

/**
 * The shard processes' own script beside this one: main.ts when the launcher runs from src/
 * (Node's type stripping, as the tests do), main.js from the build (dist/, `npm run start:sharded`).
 */
const SHARD_SCRIPT = new URL(
  import.meta.url.endsWith('.ts') ? '../main.ts' : '../main.js',
  import.meta.url,
);

/** How long one shard process may take from spawn to READY before the manager gives up. */
const SHARD_READY_TIMEOUT_MS = 60_000;

/**
 * Runs this machine's shards as child processes of discord.js's ShardingManager, each one the
 * ordinary bot (`main.ts`, or `main.js` from the build) on the shared Redis. A shard process that dies is spawned again
 * by the manager (`respawn`); it resumes the games of the guilds its shard owns.
 */
export async function launchShards(config: Config, logger: Logger): Promise<ShardingManager> {
  const plan = planShards(config, await fetchGatewayBot(config));
  const manager = new ShardingManager(fileURLToPath(SHARD_SCRIPT), {
    totalShards: plan.totalShards,
    shardList: plan.shardList,
    mode: 'process',
    respawn: true,
    // Node's flags of the launcher itself (scripts/start-compiled.sh: the small young generation).
    execArgv: process.execArgv,
    token: config.discordToken,
  });
  manager.on('shardCreate', (shard) => watchShard(shard, logger));
  stopShardsOnSignal(manager, logger);
  logger.info(plan, 'spawning the shards of this machine');
  await manager.spawn({
    amount: plan.totalShards,
    delay: plan.spawnDelayMs,
    timeout: SHARD_READY_TIMEOUT_MS,
  });
  logger.info({ shards: plan.shardList }, 'mafia-bot shards ready');
  return manager;
}

function watchShard(shard: Shard, logger: Logger): void {
  const log = logger.child({ shard: shard.id });
  shard.on('spawn', () => log.info({ childPid: shard.process?.pid }, 'shard spawned'));
  shard.on('ready', () => log.info('shard ready'));
  shard.on('death', (child) => {
    const exit = 'exitCode' in child ? { exitCode: child.exitCode, signal: child.signalCode } : {};
    const next = shard.manager.respawn ? 'spawning it again' : 'not respawned';
    log.warn(exit, `shard process died: ${next}`);
  });
  shard.on('error', (error) => log.error({ err: error }, 'shard error'));
}

/**
 * SIGTERM/SIGINT: no more respawns, every shard process gets SIGTERM (each saves and stops as
 * `npm start` does), and the launcher exits once they all have.
 */
function stopShardsOnSignal(manager: ShardingManager, logger: Logger): void {
  const stop = async () => {
    manager.respawn = false;
    logger.info('stopping the shards: the running games stay saved');
    const exits = [...manager.shards.values()].map((shard) => {
      const child = shard.process;
      if (!child || child.exitCode !== null) return Promise.resolve();
      return new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    });
    await Promise.all(exits);
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void stop());
}
