/**
 * Issue 14, item 1: the memory of two shards run by discord.js's ShardingManager (a launcher and
 * one process per shard, `npm run start:sharded`) beside the same two shards inside one
 * process (`npm start` with SHARD_COUNT=2: discord.js's internal sharding, which is what
 * discord-hybrid-sharding runs in each of its "clusters"). Both on a fake Discord with one guild
 * on each shard, idle after READY.
 */
import { BotProcess } from '../harness/bot-process.ts';
import { FakeDiscord } from '@mafia-bot/fake-discord';
import { fmt, settledRssMiB } from './support/measure.ts';
import type { BenchContext, Section } from './support/report.ts';

interface Measured {
  /** Every process of the kind, by name, in MiB. */
  parts: Record<string, number>;
  total: number;
}

async function twoShardFake(): Promise<FakeDiscord> {
  const fake = await FakeDiscord.start({
    shards: 2,
    maxConcurrency: 16,
    guild: { locale: 'en', shard: [0, 2] },
  });
  fake.addGuild({ locale: 'en', shard: [1, 2] });
  return fake;
}

async function measure(sharded: boolean, settleMs: number): Promise<Measured> {
  const fake = await twoShardFake();
  const bot = await BotProcess.start(fake, {
    timeScale: 1,
    sharded,
    env: { DISCORD_GUILD_ID: '', SHARD_COUNT: '2' },
    readyTimeoutMs: 60_000,
  });
  try {
    // The memory of the bot at rest: once it has said ready (a person could act sooner).
    await bot.settled();
    const pids: Record<string, number> = sharded
      ? { launcher: bot.pid ?? 0, 'shard 0': bot.shardPid(0), 'shard 1': bot.shardPid(1) }
      : { 'one process': bot.pid ?? 0 };
    const parts: Record<string, number> = {};
    for (const [name, pid] of Object.entries(pids))
      parts[name] = await settledRssMiB(pid, settleMs);
    return { parts, total: Object.values(parts).reduce((sum, value) => sum + value, 0) };
  } finally {
    await bot.stop();
    await fake.close();
  }
}

export async function shardMemory(context: BenchContext): Promise<Section> {
  const settleMs = context.smoke ? 500 : 4000;
  const manager = await measure(true, settleMs);
  const internal = await measure(false, settleMs);
  context.log(
    `shards: manager ${fmt(manager.total, 1)} MiB, one process ${fmt(internal.total, 1)} MiB`,
  );
  const list = (figures: Measured) =>
    Object.entries(figures.parts)
      .map(([name, value]) => `${name} ${fmt(value, 1)}`)
      .join('<br>');
  return {
    title: 'Two shards: one process each, or both in one (issue 14, item 1)',
    sizes: `2 shards, one guild on each, idle after READY, Redis store; RSS = median of 7 samples over ${settleMs / 1000} s per process`,
    rows: [
      {
        measure: 'RSS, ShardingManager (`npm run start:sharded`, SHARD_COUNT=2)',
        figure: `${fmt(manager.total, 1)} MiB (${list(manager)})`,
      },
      {
        measure: 'RSS, both shards in one process (`npm start`, SHARD_COUNT=2)',
        figure: `${fmt(internal.total, 1)} MiB = ${fmt(internal.total / manager.total)} × the manager's`,
      },
    ],
    notes: [
      "discord-hybrid-sharding is not a dependency (so not measured itself): what it saves is several shards per process, measured here with discord.js's own internal sharding. The shard processes also run in cluster mode (BullMQ worker, lease and pub/sub Redis connections), the one process does not. Per-process isolation (a shard dies alone and is respawned, its games go on elsewhere) costs the difference; the launcher alone is mostly discord.js's import.",
    ],
  };
}
