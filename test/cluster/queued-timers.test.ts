import { randomBytes } from 'node:crypto';
import type { RedisClientType } from '@keyv/redis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QueuedTimers } from '../../src/cluster/queued-timers.ts';
import { systemClock } from '../../src/orchestrator/ports.ts';
import { uniquePrefix } from '../../harness/redis.ts';
import { clearAndClose, testRedis } from './redis-client.ts';

/** Timers exactly once, anywhere (issue 14 item 3): the engine's timers as BullMQ jobs. */
describe('QueuedTimers: each deadline fired once by whichever process is free', () => {
  let redis: RedisClientType;
  let prefix: string;
  let queueName: string;
  let fires: Array<{ process: string; gameId: string; timerId: string; at: number }>;
  const made: QueuedTimers[] = [];

  function process(name: string): QueuedTimers {
    const timers = new QueuedTimers({
      redis,
      prefix,
      queueName,
      clock: systemClock,
      fire: async (gameId, timerId) => {
        fires.push({ process: name, gameId, timerId, at: Date.now() });
      },
    });
    made.push(timers);
    timers.start();
    return timers;
  }

  const settle = () => Promise.all(made.map((timers) => timers.settled()));
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /**
   * The fires once the first came and a while more passed (a second fire would have come in
   * it). Deadlines are 1.5 s away so the jobs are still pending when a loaded machine has
   * settled the arms; the fire is polled for, not slept for.
   */
  const firedOnce = async () => {
    await expect.poll(() => fires.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await wait(700);
    return fires.map((fire) => fire.timerId);
  };
  const AHEAD = 1_500;

  beforeEach(async () => {
    prefix = uniquePrefix('timers');
    queueName = `q${randomBytes(4).toString('hex')}`;
    fires = [];
    redis = await testRedis();
  });

  afterEach(async () => {
    await made[0]?.obliterate();
    for (const timers of made.splice(0)) await timers.close();
    await clearAndClose(redis, prefix);
  });

  it('GIVEN a timer WHEN it is armed twice here and once more by another process THEN it fires once', async () => {
    const a = process('A');
    const b = process('B');
    const timer = { id: 't1', kind: 'step' as const, deadlineAt: Date.now() + AHEAD };
    a.arm('g1', [timer], 3);
    a.arm('g1', [timer], 3);
    b.arm('g1', [timer], 3);
    await settle();
    expect(await a.pending()).toEqual([`g1:t1:${timer.deadlineAt}`]);
    expect(await firedOnce()).toEqual(['t1']);
  });

  it('GIVEN a timer WHEN a later document replaces it THEN the superseded job is removed and only the new one fires', async () => {
    const a = process('A');
    const now = Date.now();
    a.arm('g1', [{ id: 't1', kind: 'step', deadlineAt: now + AHEAD }], 1);
    a.arm('g1', [{ id: 't2', kind: 'step', deadlineAt: now + AHEAD + 200 }], 2);
    await settle();
    expect(await a.pending()).toEqual([`g1:t2:${now + AHEAD + 200}`]);
    expect(await firedOnce()).toEqual(['t2']);
  });

  it('GIVEN the arm of revision 2 came first WHEN another process arms revision 1 late THEN the older arm changes nothing', async () => {
    const a = process('A');
    const b = process('B');
    const now = Date.now();
    a.arm('g1', [{ id: 't2', kind: 'step', deadlineAt: now + AHEAD + 100 }], 2);
    await settle();
    b.arm('g1', [{ id: 't1', kind: 'step', deadlineAt: now + AHEAD }], 1);
    await settle();
    expect(await a.pending()).toEqual([`g1:t2:${now + AHEAD + 100}`]);
    expect(await firedOnce()).toEqual(['t2']);
  });

  it('GIVEN A armed a deadline WHEN A dies before it (its worker gone) THEN B fires it, well before BullMQ’s own ~10 s recovery (the 2 s figure: npm run bench -- --only cluster)', async () => {
    const a = process('A');
    const b = process('B');
    const deadlineAt = Date.now() + 800;
    a.arm('g1', [{ id: 't1', kind: 'step', deadlineAt }], 1);
    await settle();
    a.cancelAll();
    await expect.poll(() => fires.length, { timeout: 5_000 }).toBe(1);
    expect(fires[0]?.process).toBe('B');
    expect(fires[0]!.at - deadlineAt).toBeLessThan(5_000); // a bound, not a timing figure: the bench measures it
    void b;
  });

  it('GIVEN the store was down when a timer fired WHEN the fire is retried THEN this process fires it again after the delay, and not once it stopped', async () => {
    const a = process('A');
    a.retry('g1', 't1', 100);
    await expect.poll(() => fires.length).toBe(1);
    a.retry('g1', 't2', 100);
    a.cancelAll();
    await wait(300);
    expect(fires.map((fire) => fire.timerId)).toEqual(['t1']);
  });
});
