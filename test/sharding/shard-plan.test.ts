import { describe, expect, it } from 'vitest';
import { checkShardedConfig, ConfigError, loadConfig } from '../../src/config.ts';
import { planShards } from '../../src/sharding/shard-plan.ts';

const env = { DISCORD_TOKEN: 'x', REDIS_URL: 'redis://127.0.0.1:6379' };
const gateway = (shards: number, maxConcurrency = 1) => ({
  shards,
  session_start_limit: {
    total: 1000,
    remaining: 1000,
    reset_after: 0,
    max_concurrency: maxConcurrency,
  },
});

function refusal(run: () => unknown): ConfigError | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  return undefined;
}

describe('sharded start: SHARD_COUNT and SHARD_LIST (issue 14)', () => {
  it('GIVEN SHARD_COUNT=auto WHEN planned THEN Discord’s recommendation from GET /gateway/bot is used, every shard here', () => {
    const config = loadConfig(env);
    expect(planShards(config, gateway(3))).toEqual({
      totalShards: 3,
      shardList: [0, 1, 2],
      spawnDelayMs: 5500,
    });
  });

  it('GIVEN SHARD_COUNT and SHARD_LIST WHEN planned THEN this machine runs only the listed shards of the total', () => {
    const config = loadConfig({ ...env, SHARD_COUNT: '4', SHARD_LIST: ' 3, 1,1 ' });
    expect(config.shardList).toEqual([1, 3]);
    expect(planShards(config, gateway(1)).shardList).toEqual([1, 3]);
    expect(planShards(config, gateway(1)).totalShards).toBe(4);
  });

  it('GIVEN max_concurrency 16 WHEN planned THEN shards start 5.5 s / 16 apart (one IDENTIFY per bucket per 5 s)', () => {
    expect(planShards(loadConfig(env), gateway(2, 16)).spawnDelayMs).toBe(344);
  });

  it('GIVEN no REDIS_URL WHEN the sharded start is checked THEN it names REDIS_URL', () => {
    const error = refusal(() => checkShardedConfig(loadConfig({ DISCORD_TOKEN: 'x' })));
    expect(error?.variable).toBe('REDIS_URL');
  });

  it('GIVEN SHARD_LIST without SHARD_COUNT WHEN checked THEN it asks for the total all machines agree on', () => {
    const error = refusal(() => checkShardedConfig(loadConfig({ ...env, SHARD_LIST: '0' })));
    expect(error?.message).toMatch(/SHARD_LIST needs SHARD_COUNT/);
  });

  it('GIVEN a listed shard outside the total WHEN checked THEN it names the shard and the range', () => {
    const config = loadConfig({ ...env, SHARD_COUNT: '2', SHARD_LIST: '0,2' });
    expect(refusal(() => checkShardedConfig(config))?.message).toBe(
      'Configuration error: SHARD_LIST names shard 2, but SHARD_COUNT is 2 (ids go from 0 to 1)',
    );
  });
});
