import type { Client } from 'discord.js';
import { afterEach, expect } from 'vitest';
import type { FakeDiscord } from './fake.ts';

export interface OpenFake {
  fake: FakeDiscord;
  client: Client;
  /** What the test's own interaction handler threw: none is expected. */
  errors: unknown[];
}

/**
 * The fakes and clients a test file opens, closed after each test, which fails when a handler
 * threw or the fake itself failed. Push what a test opens onto the returned list.
 */
export function closedAfterEach(): OpenFake[] {
  const open: OpenFake[] = [];
  afterEach(async () => {
    for (const { fake, client, errors } of open.splice(0)) {
      await client.destroy();
      await fake.close();
      expect(errors).toEqual([]);
      expect(fake.internalErrors).toEqual([]);
    }
  });
  return open;
}
