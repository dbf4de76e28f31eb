import type { RedisClientType } from '@keyv/redis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shardHolder } from '../../src/cluster/cluster-mode.ts';
import { GameLeases } from '../../src/cluster/game-lease.ts';
import { uniquePrefix } from '../../harness/redis.ts';
import { clearAndClose, testRedis } from './redis-client.ts';

/** One drainer per game across processes (issue 14 item 2): the lease per game. */
describe('GameLeases: one drainer per game', () => {
  let redis: RedisClientType;
  let prefix: string;
  const leases: GameLeases[] = [];

  function process(
    holder: string,
    taken: string[] = [],
    lost: string[] = [],
    handBack: (gameId: string) => void = () => {},
  ): GameLeases {
    const made = new GameLeases({
      redis,
      prefix,
      holder,
      ttlMs: 300,
      onTaken: (gameId) => taken.push(gameId),
      onLost: (gameId) => lost.push(gameId),
      onHandBack: handBack,
    });
    leases.push(made);
    return made;
  }

  beforeEach(async () => {
    prefix = uniquePrefix('lease');
    redis = await testRedis();
  });

  afterEach(async () => {
    for (const made of leases.splice(0)) made.kill();
    await clearAndClose(redis, prefix);
  });

  it('GIVEN A holds a game WHEN B asks THEN B is refused while A renews, and A keeps it past its TTL', async () => {
    const a = process('A');
    const b = process('B');
    expect(await a.hold('g1')).toBe(true);
    expect(await b.hold('g1')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(await redis.get(`${prefix}:lease:g1`)).toBe('A');
    expect(b.holds('g1')).toBe(false);
  });

  it('GIVEN B waits for a game A holds WHEN A dies without releasing THEN B takes the lease over once it lapses', async () => {
    const a = process('A');
    const taken: string[] = [];
    const b = process('B', taken);
    await a.hold('g1');
    await b.hold('g1');
    a.kill();
    await expect.poll(() => taken, { timeout: 3_000 }).toEqual(['g1']);
    expect(b.holds('g1')).toBe(true);
    expect(await redis.get(`${prefix}:lease:g1`)).toBe('B');
  });

  it('GIVEN the process of shard 1 died holding a game WHEN the manager spawns shard 1 again THEN the new process keeps the lease at once, and a process of another shard still waits', async () => {
    const dead = process(shardHolder([1]));
    await dead.hold('g1');
    dead.kill();
    const other = process(shardHolder([0]));
    expect(await other.hold('g1')).toBe(false);
    const respawned = process(shardHolder([1]));
    expect(await respawned.hold('g1')).toBe(true);
  });

  it('GIVEN A lost its lease to B (it stalled past the TTL) WHEN A releases or renews THEN B keeps it (compare-and-delete, compare-and-renew)', async () => {
    const lost: string[] = [];
    const a = process('A', [], lost);
    await a.hold('g1');
    await a.hold('g2');
    // A stalled: its leases lapsed and B took them meanwhile; A does not know yet.
    await redis.set(`${prefix}:lease:g1`, 'B', { PX: 5_000 });
    await redis.set(`${prefix}:lease:g2`, 'B', { PX: 5_000 });
    await a.release('g1');
    expect(await redis.get(`${prefix}:lease:g1`)).toBe('B');
    await expect.poll(() => lost, { timeout: 3_000 }).toEqual(['g2']);
    expect(await redis.pTTL(`${prefix}:lease:g2`)).toBeGreaterThan(1_000);
    expect(a.holds('g2')).toBe(false);
  });

  it('GIVEN A holds a game WHEN A stops cleanly THEN the lease is gone at once for the others', async () => {
    const a = process('A');
    await a.hold('g1');
    await a.close();
    expect(await redis.get(`${prefix}:lease:g1`)).toBeNull();
    expect(await process('B').hold('g1')).toBe(true);
  });

  it('GIVEN shard 0 drains a game of a shard-1 guild WHEN shard 1 is up and asks for it THEN shard 0 lets it go at the start of its next pass, shard 1 takes it, and at no moment do both hold it', async () => {
    const other = process('shard-0', [], [], (gameId) => void other.hold(gameId, false));
    const taken: string[] = [];
    const owner = process('shard-1', taken);
    expect(await other.hold('g1', false)).toBe(true);
    let both = 0;
    const sample = setInterval(() => {
      if (other.holds('g1') && owner.holds('g1')) both++;
    }, 2);
    try {
      expect(await owner.hold('g1', true)).toBe(false);
      await expect.poll(() => taken, { timeout: 3_000 }).toEqual(['g1']);
      expect(await redis.get(`${prefix}:lease:g1`)).toBe('shard-1');
      // Shard 0 stays off: a pass of its own asks and is refused, and its tick never takes it.
      expect(await other.hold('g1', false)).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(other.holds('g1')).toBe(false);
      expect(owner.holds('g1')).toBe(true);
    } finally {
      clearInterval(sample);
    }
    expect(both).toBe(0);
  });

  it('GIVEN the owning shard asked for a lease WHEN it dies before taking it THEN its request lapses with it and the other process takes the game again', async () => {
    const taken: string[] = [];
    const other = process('shard-0', taken, [], (gameId) => void other.hold(gameId, false));
    const owner = process('shard-1');
    await other.hold('g1', false);
    await owner.hold('g1', true);
    // The hand-back: shard 0 lets it go at its next pass; shard 1 dies before its tick takes it.
    await expect.poll(() => redis.get(`${prefix}:lease:g1`), { timeout: 3_000 }).toBeNull();
    owner.kill();
    await expect.poll(() => taken, { timeout: 3_000 }).toEqual(['g1']);
    expect(await redis.get(`${prefix}:lease:g1`)).toBe('shard-0');
  });

  it('GIVEN two processes that both own the guild (each runs every shard) WHEN one waits for the other’s lease THEN the holder keeps it (no hand-back back and forth)', async () => {
    const handedBack: string[] = [];
    const a = process('A', [], [], (gameId) => handedBack.push(gameId));
    const b = process('B');
    expect(await a.hold('g1', true)).toBe(true);
    expect(await b.hold('g1', true)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(handedBack).toEqual([]);
    expect(await redis.get(`${prefix}:lease:g1`)).toBe('A');
  });
});
