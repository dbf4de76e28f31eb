import { createClient, type RedisClientType } from '@keyv/redis';
import { TEST_REDIS_URL } from '../../harness/redis.ts';

/** A connected client on the test Redis. */
export async function testRedis(): Promise<RedisClientType> {
  const redis = createClient({ url: TEST_REDIS_URL }) as RedisClientType;
  await redis.connect();
  return redis;
}

/** Every key under the test's prefix removed, then the client closed. */
export async function clearAndClose(redis: RedisClientType, prefix: string): Promise<void> {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(keys);
  await redis.close();
}
