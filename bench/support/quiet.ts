import type { FakeDiscord } from '@mafia-bot/fake-discord';
import { sleep } from './measure.ts';

/**
 * Resolves once the fake has answered no request for `ms` (so the effects of the command before
 * are carried out), or after `capMs` at most.
 */
export async function quiet(fake: FakeDiscord, ms = 50, capMs = 2000): Promise<void> {
  const until = Date.now() + capMs;
  while (Date.now() < until && Date.now() - (fake.requests.at(-1)?.at ?? 0) < ms) await sleep(10);
}
