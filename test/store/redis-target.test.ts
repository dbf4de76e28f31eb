import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { describeRedisTarget, redisTarget, redisUrlProblem } from '../../src/store/redis-target.ts';
import { ioredisSentinelOptions, redisClient } from '../../src/store/redis-client.ts';

describe('REDIS_URL: one server or Sentinel, never a Cluster', () => {
  it('GIVEN a redis:// or rediss:// URL WHEN read THEN it is one server, as before', () => {
    expect(redisTarget('redis://:pw@127.0.0.1:6380/2')).toEqual({
      kind: 'single',
      url: 'redis://:pw@127.0.0.1:6380/2',
    });
    expect(redisTarget('rediss://cache.example.org:6380').kind).toBe('single');
  });

  it('GIVEN a redis+sentinel:// URL WHEN read THEN it names the Sentinels, the master, its password and database', () => {
    expect(
      redisTarget(
        'redis+sentinel://app:p%40ss@10.0.0.1:26380,sentinel-b,[::1]:26381/mymaster/3?sentinelPassword=s3',
      ),
    ).toEqual({
      kind: 'sentinel',
      masterName: 'mymaster',
      sentinels: [
        { host: '10.0.0.1', port: 26380 },
        { host: 'sentinel-b', port: 26379 },
        { host: '::1', port: 26381 },
      ],
      username: 'app',
      password: 'p@ss',
      database: 3,
      sentinelUsername: undefined,
      sentinelPassword: 's3',
    });
    const plain = redisTarget('redis+sentinel://127.0.0.1:26379/mymaster');
    expect(plain).toMatchObject({ database: 0, password: undefined, username: undefined });
    expect(describeRedisTarget(plain)).toBe('the master "mymaster" of Sentinel 127.0.0.1:26379');
  });

  it('GIVEN a Sentinel URL WHEN BullMQ connects THEN ioredis is given the same Sentinels, master and passwords', () => {
    const url = 'redis+sentinel://:pw@127.0.0.1:26379,127.0.0.2/mymaster/1';
    const target = redisTarget(url);
    expect(target.kind === 'sentinel' && target.sentinels).toHaveLength(2);
    expect(ioredisSentinelOptions(redisClient(url))).toMatchObject({
      sentinels: target.kind === 'sentinel' ? target.sentinels : [],
      name: 'mymaster',
      password: 'pw',
      db: 1,
      maxRetriesPerRequest: null,
    });
    expect(ioredisSentinelOptions(redisClient('redis://127.0.0.1:6379'))).toBeUndefined();
  });

  it.each([
    ['redis+cluster://10.0.0.1:7000,10.0.0.2:7000', /Redis Cluster.*redis\+sentinel:\/\//],
    ['redis://10.0.0.1:7000,10.0.0.2:7000', /Redis Cluster/],
    ['rediss+sentinel://10.0.0.1/mymaster', /TLS to Sentinel/],
    ['redis+sentinel://10.0.0.1:26379', /master-name/],
    ['redis+sentinel://10.0.0.1:99999/mymaster', /not host\[:port\]/],
    ['redis+sentinel://10.0.0.1/mymaster/zero', /database "zero"/],
    ['redis+sentinel://10.0.0.1/mymaster?tls=1', /unknown option "tls"/],
    ['localhost:6379', /redis\+sentinel:\/\/ URL/],
  ])('GIVEN REDIS_URL=%s WHEN the bot starts THEN it is refused with the reason', (url, reason) => {
    expect(redisUrlProblem(url)).toMatch(reason);
    let error: unknown;
    try {
      loadConfig({ DISCORD_TOKEN: 'x', REDIS_URL: url });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe('REDIS_URL');
    expect((error as ConfigError).message).toMatch(reason);
  });

  it('GIVEN a Sentinel URL WHEN the configuration loads THEN REDIS_URL is kept as written', () => {
    const url = 'redis+sentinel://127.0.0.1:26379/mymaster';
    expect(loadConfig({ DISCORD_TOKEN: 'x', REDIS_URL: url }).redisUrl).toBe(url);
  });
});
