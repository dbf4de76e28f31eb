import { describe, expect, it } from 'vitest';
import { StoreUnavailableError, type GameStore } from '../../src/store/game-store.ts';
import { StoreHealth, watchedStore } from '../../src/store/store-health.ts';
import { memoryLogger } from '../support/logger.ts';

/** A store whose every call fails while `down` (as Redis does when it is gone). */
function switchable(): GameStore & { down: boolean } {
  const store = { kind: 'redis', down: false, close: async () => {} } as unknown as GameStore & {
    down: boolean;
  };
  store.loadGame = async () => {
    if (store.down) throw new StoreUnavailableError(new Error('connect ECONNREFUSED'));
    return undefined;
  };
  return store;
}

describe('the operator sees a store outage once each way (issue 11)', () => {
  it('GIVEN a store that stops answering WHEN many calls fail and interactions are refused, then it answers again THEN one warn line says it stopped, one says it is back with the number of refused interactions', async () => {
    const { logger, lines } = memoryLogger('info');
    let now = 1_000;
    const health = new StoreHealth(logger, () => now);
    const raw = switchable();
    const store = watchedStore(raw, health);
    await store.loadGame('g1');
    raw.down = true;
    for (let call = 0; call < 5; call++) {
      await expect(store.loadGame('g1')).rejects.toBeInstanceOf(StoreUnavailableError);
      health.refused();
    }
    expect(health.down).toBe(true);
    now += 10_000;
    raw.down = false;
    await store.loadGame('g1');
    await store.loadGame('g1');
    const warnings = lines().filter((line) => line.level === 40);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatchObject({ reason: 'connect ECONNREFUSED' });
    expect(String(warnings[0]!.msg)).toMatch(/stopped answering/);
    expect(warnings[1]).toMatchObject({ downForMs: 10_000, refusedInteractions: 5 });
    expect(String(warnings[1]!.msg)).toMatch(/answers again/);
    expect(health.down).toBe(false);
  });

  it('GIVEN two outages WHEN each ends THEN each has its own pair of lines and its own count', async () => {
    const { logger, lines } = memoryLogger('info');
    const health = new StoreHealth(logger);
    const raw = switchable();
    const store = watchedStore(raw, health);
    for (const refusals of [2, 3]) {
      raw.down = true;
      await store.loadGame('g1').catch(() => {});
      for (let index = 0; index < refusals; index++) health.refused();
      raw.down = false;
      await store.loadGame('g1');
    }
    const counts = lines()
      .filter((line) => 'refusedInteractions' in line)
      .map((line) => line.refusedInteractions);
    expect(counts).toEqual([2, 3]);
    expect(lines().filter((line) => line.level === 40)).toHaveLength(4);
  });

  it('GIVEN a locked file that serves reads and refuses writes WHEN reads and writes alternate THEN one line says it stopped, and only a write that goes through says it is back', async () => {
    const { logger, lines } = memoryLogger('info');
    const health = new StoreHealth(logger);
    const raw = switchable();
    let locked = true;
    raw.saveGame = async () => {
      if (locked) throw new StoreUnavailableError(new Error('database is locked'));
      return { ok: true };
    };
    const store = watchedStore(raw, health);
    for (let round = 0; round < 3; round++) {
      await store.saveGame({} as never).catch(() => {});
      await store.loadGame('g1');
    }
    expect(lines().filter((line) => line.level === 40)).toHaveLength(1);
    locked = false;
    await store.saveGame({} as never);
    expect(lines().filter((line) => line.level === 40)).toHaveLength(2);
  });

  it('GIVEN the watched store WHEN it is closed or asked its kind THEN the real store answers', async () => {
    const raw = switchable();
    const store = watchedStore(raw, new StoreHealth(memoryLogger().logger));
    expect(store.kind).toBe('redis');
    await expect(store.close()).resolves.toBeUndefined();
  });
});
