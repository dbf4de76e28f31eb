import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { floorWait } from '../../src/engine/index.ts';
import { DocumentStore } from '../../src/store/document-store.ts';
import { EmbeddedKv } from '../../src/store/embedded-kv.ts';
import type { CasOutcome, IndexChange, VersionedKv } from '../../src/store/versioned-kv.ts';
import { memoryLogger } from '../support/logger.ts';
import { Environment, JUDGE } from './environment.ts';
import { dealtClassic, flaky, toDay } from './games.ts';

/**
 * A store that comes back from a crash without its last acknowledged writes, as Redis with
 * `appendfsync everysec` does (or a Sentinel failover to a replica that was behind): every
 * document written since `mark()` (its last fsync) is put back as it was then at `restart()`.
 */
class LossyKv implements VersionedKv {
  readonly #kv: VersionedKv;
  #since: Map<string, unknown> | undefined;

  constructor(kv: VersionedKv) {
    this.#kv = kv;
  }

  /** The store's last fsync: what is written after it is lost at the restart. */
  mark(): void {
    this.#since ??= new Map();
  }

  /** The store comes back as it was at the mark. */
  async restart(): Promise<void> {
    for (const [key, value] of this.#since ?? []) await this.#kv.set(key, value);
    this.#since = undefined;
  }

  get(key: string): Promise<unknown> {
    return this.#kv.get(key);
  }

  async #before(key: string): Promise<void> {
    if (this.#since && !this.#since.has(key)) this.#since.set(key, await this.#kv.get(key));
  }

  async set(key: string, value: unknown): Promise<void> {
    await this.#before(key);
    await this.#kv.set(key, value);
  }

  async compareAndSet(
    key: string,
    expectedVersion: number,
    value: { version: number },
    indexChange?: IndexChange,
  ): Promise<CasOutcome> {
    await this.#before(key);
    return this.#kv.compareAndSet(key, expectedVersion, value, indexChange);
  }

  indexMembers(index: string): Promise<string[]> {
    return this.#kv.indexMembers(index);
  }

  close(): Promise<void> {
    return this.#kv.close();
  }
}

const seatOnFloor = async (env: Environment, gameId: string) => {
  const state = (await env.orchestrator.read(gameId))!.state;
  return state.phase.kind === 'day' ? state.phase.day.floor?.seat : undefined;
};

describe('Lost saves: a store that comes back without an acknowledged save does not stall the game', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('GIVEN the save that starts speech 1’s clock lost by a store crash WHEN the store answers again THEN the game is resumed from the stored document: the speech runs again, the floor moves on, and the judge is told', async () => {
    const kv = new LossyKv(EmbeddedKv.inDirectory(mkdtempSync(join(tmpdir(), 'mafia-lost-'))));
    close = () => kv.close();
    const down = flaky(new DocumentStore('embedded', kv, memoryLogger().logger));
    const env = new Environment(down);
    const gameId = await dealtClassic(env);
    // The store's last fsync falls between the handover of the floor and its confirmation.
    env.voice.onEdit = (_userId, muted) => {
      if (!muted) kv.mark();
    };
    await toDay(env, gameId);
    expect(floorWait((await env.orchestrator.read(gameId))!.state)).toBeUndefined();
    expect(await seatOnFloor(env, gameId)).toBe(1);

    // The store dies; the speech runs out meanwhile (its timer retried every 500 ms).
    down.down = true;
    await env.clock.advance(61_000, env.settle);
    await kv.restart();
    down.down = false;
    const lost = (await env.orchestrator.read(gameId))!;
    expect(floorWait(lost.state)).toBeDefined();

    for (let step = 0; step < 20 && (await seatOnFloor(env, gameId)) === 1; step++)
      await env.clock.advance(10_000, env.settle);
    expect(await seatOnFloor(env, gameId)).toBe(2);
    const told = env.table.judgeNotices.map((entry) => entry.notice.key);
    expect(told.filter((key) => key === 'judge.storeRolledBack')).toHaveLength(1);
  });

  it('GIVEN a foul whose save the store lost in a crash it came back from at once WHEN the judge fouls another player THEN that foul is saved over the stored game, the lost one is not counted, and the judge is told the last moves were lost', async () => {
    const kv = new LossyKv(EmbeddedKv.inDirectory(mkdtempSync(join(tmpdir(), 'mafia-lost-'))));
    close = () => kv.close();
    const env = new Environment(new DocumentStore('embedded', kv, memoryLogger().logger));
    const gameId = await dealtClassic(env);
    await toDay(env, gameId);
    const judge = { userId: JUDGE };
    kv.mark();
    expect((await env.dispatch(gameId, { type: 'foul', by: judge, seat: 5 })).ok).toBe(true);
    await kv.restart();

    expect((await env.dispatch(gameId, { type: 'foul', by: judge, seat: 3 })).ok).toBe(true);
    await env.settle();
    const seats = (await env.orchestrator.read(gameId))!.state.seats;
    expect([seats[2]!.fouls, seats[4]!.fouls]).toEqual([1, 0]);
    const told = env.table.judgeNotices.map((entry) => entry.notice.key);
    expect(told.filter((key) => key === 'judge.storeRolledBack')).toHaveLength(1);
  });
});
