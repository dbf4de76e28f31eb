import { randomBytes } from 'node:crypto';

/**
 * The Redis the storage tests use. They run against a real server, never a mock, and fail
 * (never skip) when it does not answer: `.ci/run` starts it.
 */
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix of its own for each test, so parallel test files never see each other's keys. */
export function uniquePrefix(label: string): string {
  return `mafia-test:${label}:${process.pid}:${randomBytes(4).toString('hex')}`;
}
