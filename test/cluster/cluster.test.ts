import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { playerId } from '../orchestrator/environment.ts';
import { classicGame, Deployment, drained, lobby } from './processes.ts';

/**
 * Two bot processes (orchestrators) on one Redis and one fake Discord, as two shards are
 * (issue 14: any process may act, effects once, timers once anywhere, voice on the owner).
 */
describe('cluster: two processes on one Redis', () => {
  let world: Deployment;

  beforeEach(() => {
    world = new Deployment();
  });

  afterEach(async () => {
    await world.dispose();
  });

  it('GIVEN a game A runs WHEN its players join and it is dealt through B, a process that never loaded it THEN every command counts once and every effect is carried out once', async () => {
    // A's shard owns the guild; B runs none of its guilds (as shard 0 does for DMs).
    const a = await world.start('A', { shardIds: [0], shardCount: 1 });
    const b = await world.start('B', { shardIds: [], shardCount: 1 });
    const gameId = await classicGame(world, a, b, b);
    const document = await drained(a, gameId);
    // Seats are drawn at the deal: every player seated once, in whatever order.
    expect(document.state.seats.map((seat) => seat.userId).sort()).toEqual(
      Array.from({ length: 10 }, (_, index) => playerId(index + 1)),
    );
    expect(document.state.phase.kind).not.toBe('lobby');
    // The role cards and the night's first screens reached Discord, each once.
    expect(world.calls.filter((entry) => entry.call === 'postNotice').length).toBeGreaterThan(10);
    expect(world.repeated('postNotice')).toEqual([]);
    expect(world.repeated('postScreen')).toEqual([]);
    expect(world.repeated('mute')).toEqual([]);
    // One drainer: the process that opened the game took its lease and carried out everything.
    const drainers = new Set(
      world.calls.filter((entry) => entry.call !== 'mute').map((entry) => entry.process),
    );
    expect([...drainers]).toEqual(['A']);
    // The mutes follow the saved document on the owning shard, after the effects pass.
    const muters = () =>
      new Set(world.calls.filter((e) => e.call === 'mute').map((e) => e.process));
    await expect.poll(muters, { timeout: 5_000 }).toEqual(new Set(['A']));
    expect(world.repeated('mute')).toEqual([]);
  });

  it('GIVEN A holds a game WHEN B saves a command whose notice never reaches A THEN the sweep of the running games makes A carry out its effects', async () => {
    const a = await world.start('A', { shardIds: [0], shardCount: 1 }, { sweepEveryMs: 300 });
    const b = await world.start('B', { shardIds: [], shardCount: 1 }, { silent: true });
    const gameId = await lobby(a, 'forum');
    await drained(a, gameId);
    await a.orchestrator.idle();
    const shown = world.calls.length;
    await b.orchestrator.dispatch(gameId, { type: 'join', by: { userId: playerId(1) } });
    // The lobby screen shows the new player: edited by A, the holder, once its sweep came.
    await expect
      .poll(() => world.calls.slice(shown), { timeout: 5_000 })
      .toEqual([{ process: 'A', call: 'editScreen', key: expect.any(String) }]);
  });

  it('GIVEN a guild on shard 1 WHEN shard 0 runs its game THEN only the process of shard 1 follows it in voice and mutes, and shard 0 plays no narration (it has no voice there)', async () => {
    const shard0 = await world.start('shard0', { shardIds: [0], shardCount: 2 });
    const shard1 = await world.start('shard1', { shardIds: [1], shardCount: 2 });
    const gameId = await classicGame(world, shard0, shard0, shard0);
    await drained(shard0, gameId);
    await expect
      .poll(() => world.calls.filter((entry) => entry.call === 'mute').length)
      .toBeGreaterThan(0);
    expect(new Set(world.followedBy.map((entry) => entry.process))).toEqual(new Set(['shard1']));
    const muters = world.calls.filter((entry) => entry.call === 'mute').map((e) => e.process);
    expect(new Set(muters)).toEqual(new Set(['shard1']));
    // The deal's outbox had narrations (the city sleeps), carried out by shard 0's drain.
    expect(world.calls.some((entry) => entry.call === 'postNotice')).toBe(true);
    const narrators = world.calls.filter((entry) => entry.call === 'narrate').map((e) => e.process);
    expect(narrators.filter((process) => process !== 'shard1')).toEqual([]);
    void shard1;
  });

  it('GIVEN A drains a game and armed its next deadline WHEN A dies with no clean-up THEN B takes over its lease and fires the deadline (well before BullMQ’s own ~10 s recovery; the 2 s figure is measured by npm run bench -- --only cluster)', async () => {
    const a = await world.start('A');
    const b = await world.start('B');
    const gameId = await classicGame(world, a, a, a);
    await drained(a, gameId);
    // A is idle (its last pass over) when it dies, so whatever Discord sees next is B's.
    await a.orchestrator.idle();
    const before = await drained(a, gameId);
    expect(a.cluster.holds(gameId)).toBe(true);
    const timer = [...before.state.timers].sort((x, y) => x.deadlineAt - y.deadlineAt)[0];
    if (!timer) throw new Error('the dealt game has no timer');
    a.kill();
    // The deadline is still ahead when A dies: A cannot be the one that fires it.
    expect(timer.deadlineAt).toBeGreaterThan(Date.now());
    const callsBefore = world.calls.length;
    const firedAt = await timeWhen(async () => {
      const latest = await b.orchestrator.read(gameId);
      return latest !== undefined && !latest.state.timers.some((entry) => entry.id === timer.id);
    });
    expect(firedAt - timer.deadlineAt).toBeLessThan(5_000); // a bound, not a timing figure: the bench measures it
    // The fire's effects are carried out by B once it holds the lease A's death left behind.
    await expect
      .poll(() => world.calls.length - callsBefore, { timeout: 5_000 })
      .toBeGreaterThan(0);
    await drained(b, gameId);
    expect(b.cluster.holds(gameId)).toBe(true);
    expect(world.calls.slice(callsBefore).filter((entry) => entry.process !== 'B')).toEqual([]);
    expect(world.repeated('postNotice')).toEqual([]);
    // And the game goes on: the deadline the fire armed fires too, A still dead.
    const next = (await b.orchestrator.read(gameId))?.state.timers[0];
    if (!next) throw new Error('the game armed no next timer');
    await timeWhen(async () => {
      const latest = await b.orchestrator.read(gameId);
      return latest !== undefined && !latest.state.timers.some((entry) => entry.id === next.id);
    });
  });
});

/** The wall-clock time at which `condition` first holds (polled every 10 ms, for up to 20 s). */
async function timeWhen(condition: () => Promise<boolean>): Promise<number> {
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    if (await condition()) return Date.now();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the condition never held');
}
