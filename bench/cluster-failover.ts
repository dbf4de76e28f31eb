/**
 * Issue 14 items 2 and 3, failover: a process arms a deadline and dies before it (its BullMQ
 * worker gone, no clean-up): how late the other process fires it; a process holding a game's
 * lease dies: how long until the other one drains the game (the lease's TTL, then a tick).
 */
import { randomBytes } from 'node:crypto';
import { createClient, type RedisClientType } from '@keyv/redis';
import { GameLeases } from '../src/cluster/game-lease.ts';
import { LEASE_TTL_MS } from '../src/cluster/cluster.ts';
import { QueuedTimers } from '../src/cluster/queued-timers.ts';
import { systemClock } from '../src/orchestrator/ports.ts';
import { TEST_REDIS_URL, uniquePrefix } from '../harness/redis.ts';
import { fmt, median, quantile, sleep } from './support/measure.ts';
import type { BenchContext, Section } from './support/report.ts';

/** Late fires (ms) of deadlines whose arming process died before them. */
async function deadlineErrors(redis: RedisClientType, rounds: number): Promise<number[]> {
  const prefix = uniquePrefix('bench-cluster');
  const queueName = `q${randomBytes(4).toString('hex')}`;
  const fired = new Map<string, number>();
  const fire = async (gameId: string) => void fired.set(gameId, Date.now());
  const options = { redis, prefix, queueName, clock: systemClock, fire };
  const survivor = new QueuedTimers(options);
  survivor.start();
  const errors: number[] = [];
  try {
    for (let round = 0; round < rounds; round++) {
      const dying = new QueuedTimers(options);
      dying.start();
      const deadlineAt = Date.now() + 700;
      dying.arm(`g${round}`, [{ id: 't1', kind: 'step', deadlineAt }], 1);
      await dying.settled();
      await sleep(300); // the dying worker has taken the job's wake-up marker by now
      dying.cancelAll();
      while (!fired.has(`g${round}`) && Date.now() < deadlineAt + 10_000) await sleep(5);
      errors.push((fired.get(`g${round}`) ?? Number.NaN) - deadlineAt);
      await dying.close();
    }
  } finally {
    await survivor.obliterate();
    await survivor.close();
  }
  return errors;
}

/** Times (ms) from a lease holder's death to the waiting process taking the game over. */
async function takeovers(redis: RedisClientType, rounds: number): Promise<number[]> {
  const prefix = uniquePrefix('bench-lease');
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    let takenAt = 0;
    const common = { redis, prefix, ttlMs: LEASE_TTL_MS };
    const holder = new GameLeases({ ...common, holder: 'A', onTaken: () => {} });
    const waiter = new GameLeases({
      ...common,
      holder: 'B',
      onTaken: () => (takenAt = Date.now()),
    });
    await holder.hold(`g${round}`);
    await waiter.hold(`g${round}`);
    await sleep(Math.random() * LEASE_TTL_MS);
    holder.kill();
    const diedAt = Date.now();
    while (takenAt === 0 && Date.now() < diedAt + 3 * LEASE_TTL_MS) await sleep(5);
    times.push(takenAt - diedAt);
    await waiter.close();
  }
  return times;
}

export async function clusterFailover(context: BenchContext): Promise<Section> {
  const rounds = context.smoke ? 2 : 20;
  const redis = createClient({ url: TEST_REDIS_URL }) as RedisClientType;
  await redis.connect();
  try {
    const errors = await deadlineErrors(redis, rounds);
    const taken = await takeovers(redis, context.smoke ? 1 : 5);
    context.log(`cluster: deadline errors ${errors.map((ms) => fmt(ms, 0)).join(' ')} ms`);
    return {
      title: 'Cluster failover (issue 14)',
      sizes: `${rounds} deadlines armed by a process that died before them; ${taken.length} lease takeovers (TTL ${LEASE_TTL_MS} ms)`,
      rows: [
        {
          measure: 'deadline fired late, median',
          figure: `${fmt(median(errors), 0)} ms`,
          goal: '< 2000 ms',
        },
        {
          measure: 'deadline fired late, max',
          figure: `${fmt(Math.max(...errors), 0)} ms`,
          goal: '< 2000 ms',
        },
        { measure: 'deadline fired late, p90', figure: `${fmt(quantile(errors, 0.9), 0)} ms` },
        {
          measure: 'effects takeover after the holder died, median',
          figure: `${fmt(median(taken), 0)} ms`,
        },
        {
          measure: 'effects takeover after the holder died, max',
          figure: `${fmt(Math.max(...taken), 0)} ms`,
          goal: `≤ TTL + TTL/3 = ${Math.round((LEASE_TTL_MS * 4) / 3)} ms`,
        },
      ],
      notes: [
        "Two BullMQ workers on one queue: the dying one has taken the delayed job's wake-up marker (BullMQ hands it to one blocked worker), so the survivor fires it through the watchdog that promotes overdue delayed jobs (src/cluster/queued-timers.ts). The lease takeover waits for the dead holder's lease to lapse (its TTL since the last renewal), then for the waiting process's next tick.",
      ],
    };
  } finally {
    await redis.close();
  }
}
