import { afterEach, describe, expect, it } from 'vitest';
import { floorWait } from '../../src/engine/index.ts';
import { classicGame, Deployment } from './processes.ts';
import { testRedis } from './redis-client.ts';

/** Every key of the deployment copied aside, at once: Redis's last fsync. */
const SNAPSHOT = `
for _, key in ipairs(redis.call('KEYS', ARGV[1] .. ':*')) do
  redis.call('COPY', key, ARGV[2] .. key, 'REPLACE')
end`;

/** Redis comes back as it was at the snapshot: whatever was written since is lost. */
const RESTORE = `
for _, key in ipairs(redis.call('KEYS', ARGV[1] .. ':*')) do redis.call('DEL', key) end
local cut = string.len(ARGV[2])
for _, copy in ipairs(redis.call('KEYS', ARGV[2] .. '*')) do
  redis.call('COPY', copy, string.sub(copy, cut + 1), 'REPLACE')
  redis.call('DEL', copy)
end`;

describe('cluster: Redis comes back without acknowledged saves (its queued timers and arm records gone with them)', () => {
  let world: Deployment | undefined;
  afterEach(async () => world?.dispose());

  it('GIVEN the save that starts speech 1’s clock lost by a Redis crash WHEN Redis answers again THEN the game is resumed from what Redis holds: the floor moves on and the judge is told', async () => {
    world = new Deployment();
    const redis = await testRedis();
    const aside = `${world.prefix}-fsync:`;
    const fsync = (script: string) =>
      redis.eval(script, { keys: [], arguments: [world!.prefix, aside] });
    const a = await world.start('A', undefined, { sweepEveryMs: 300 });
    // Redis's last fsync falls between the handover of the floor and its confirmation.
    let synced: Promise<unknown> | undefined;
    const setServerMute = world.voice.setServerMute.bind(world.voice);
    world.voice.setServerMute = async (guildId, userId, muted) => {
      if (!muted) await (synced ??= fsync(SNAPSHOT));
      return setServerMute(guildId, userId, muted);
    };
    const gameId = await classicGame(world, a, a, a);
    const state = async () => (await a.orchestrator.read(gameId))!.state;
    const seatOnFloor = async () => {
      const current = await state();
      return current.phase.kind === 'day' ? current.phase.day.floor?.seat : undefined;
    };
    await expect.poll(seatOnFloor, { timeout: 30_000, interval: 10 }).toBe(1);
    await expect.poll(async () => floorWait(await state()), { interval: 10 }).toBeUndefined();
    await fsync(RESTORE);
    await redis.close();
    expect(floorWait(await state())).toBeDefined();

    await expect.poll(seatOnFloor, { timeout: 30_000 }).toBe(2);
    const told = world.table.judgeNotices.map((entry) => entry.notice.key);
    expect(told).toContain('judge.storeRolledBack');
  });
});
