import { REST, Routes } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeDiscord } from '../src/index.ts';

const open: FakeDiscord[] = [];

afterEach(async () => {
  for (const fake of open.splice(0)) {
    await fake.close();
    expect(fake.internalErrors).toEqual([]);
  }
});

async function start(globalRateLimit: number | false) {
  const fake = await FakeDiscord.start({ globalRateLimit });
  open.push(fake);
  return fake;
}

/** A plain HTTP request, so that nothing in between waits or retries. */
async function send(fake: FakeDiscord, path: string, init: RequestInit = {}) {
  const response = await fetch(`${fake.apiUrl}/v10${path}`, {
    ...init,
    headers: { Authorization: `Bot ${fake.token}`, ...init.headers },
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as { retry_after?: number },
  };
}

describe("fake Discord: Discord's global rate limit (50 requests/s per bot token, interaction endpoints exempt)", () => {
  it('GIVEN a limit of 5 per second WHEN 8 requests come at once THEN 5 are answered and 3 get a global 429 as Discord words it', async () => {
    const fake = await start(5);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => send(fake, Routes.guild(fake.guildId))),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(3);
    for (const answer of refused) {
      expect(answer.body).toMatchObject({ message: 'You are being rate limited.', global: true });
      expect(answer.body.retry_after).toBeGreaterThan(0);
      expect(answer.body.retry_after).toBeLessThanOrEqual(1);
      expect(answer.headers.get('X-RateLimit-Global')).toBe('true');
      expect(answer.headers.get('X-RateLimit-Scope')).toBe('global');
      expect(answer.headers.get('Retry-After')).toBe('1');
    }
    expect(fake.globalRateLimit.hits).toHaveLength(3);
    // The record counts every request the limit saw, the refused ones too.
    expect(fake.globalRateLimit.peak(fake.token)).toBe(8);
    expect(fake.globalRateLimit.requests(fake.token).filter((r) => r.allowed)).toHaveLength(5);
  });

  it('GIVEN the limit used up WHEN an interaction callback and a follow-up come THEN neither is refused by it ("interaction endpoints are not bound to the global rate limit")', async () => {
    const fake = await start(1);
    expect((await send(fake, Routes.guild(fake.guildId))).status).toBe(200);
    expect((await send(fake, Routes.guild(fake.guildId))).status).toBe(429);
    const callback = await fetch(
      `${fake.apiUrl}/v10${Routes.interactionCallback('1', 'no-such-token')}`,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"type":1}' },
    );
    const followUp = await fetch(
      `${fake.apiUrl}/v10${Routes.webhookMessage(fake.applicationId, 'no-such-token')}`,
    );
    // Answered by the interaction routes themselves (an unknown token), not by the limit.
    expect(callback.status).not.toBe(429);
    expect(followUp.status).not.toBe(429);
    expect(fake.globalRateLimit.hits).toHaveLength(1);
  });

  it('GIVEN discord.js REST clients that each believe they own 50 per second WHEN two of them send 12 requests together against a limit of 5 THEN Discord answers global 429s, and discord.js waits them out so every request still succeeds', async () => {
    const fake = await start(5);
    const clients = [0, 1].map(() => new REST({ api: fake.apiUrl }).setToken(fake.token));
    const results = await Promise.all(
      clients.flatMap((rest) =>
        Array.from({ length: 6 }, () => rest.get(Routes.guild(fake.guildId))),
      ),
    );
    expect(results).toHaveLength(12);
    expect(fake.globalRateLimit.hits.length).toBeGreaterThan(0);
    expect(fake.globalRateLimit.requests(fake.token).filter((r) => r.allowed)).toHaveLength(12);
  });

  it('GIVEN globalRateLimit false WHEN 60 requests come at once THEN none is refused, and they are still recorded per token', async () => {
    const fake = await start(false);
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => send(fake, Routes.guild(fake.guildId))),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(fake.globalRateLimit.perSecondCounts(fake.token).reduce((a, b) => a + b, 0)).toBe(60);
  });
});
