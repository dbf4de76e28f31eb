import { randomBytes } from 'node:crypto';
import { REST, Routes, type APIMessage } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { EdgeProcess } from '../src/edge-process.ts';
import { FakeDiscord } from '../src/index.ts';

const open: { fake: FakeDiscord; edge: EdgeProcess }[] = [];

afterEach(async () => {
  for (const { fake, edge } of open.splice(0)) {
    await edge.stop();
    await fake.close();
    expect(fake.internalErrors).toEqual([]);
  }
});

/** A fake without a global limit of its own, behind an edge that keeps `perSecond`. */
async function start(perSecond: number) {
  const fake = await FakeDiscord.start({ globalRateLimit: false });
  const edge = await EdgeProcess.start(fake.apiUrl, { perSecond });
  open.push({ fake, edge });
  return { fake, edge };
}

/** A plain HTTP request through the edge, so that nothing in between waits or retries. */
async function send(edge: EdgeProcess, fake: FakeDiscord, path: string, init: RequestInit = {}) {
  const response = await fetch(`${edge.apiUrl}/v10${path}`, {
    ...init,
    headers: { Authorization: `Bot ${fake.token}`, ...init.headers },
  });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

describe("the Discord edge: Discord's global limit in a process of its own, in front of the fake", () => {
  it('GIVEN a limit of 5 per second WHEN 8 requests come at once THEN the edge answers 3 global 429s as Discord words them, and only 5 reach the fake', async () => {
    const { fake, edge } = await start(5);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => send(edge, fake, Routes.guild(fake.guildId))),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(3);
    for (const answer of refused) {
      const body = JSON.parse(answer.body) as { retry_after: number };
      expect(body).toMatchObject({ message: 'You are being rate limited.', global: true });
      expect(body.retry_after).toBeGreaterThan(0);
      expect(body.retry_after).toBeLessThanOrEqual(1);
      expect(answer.headers.get('X-RateLimit-Global')).toBe('true');
      expect(answer.headers.get('X-RateLimit-Scope')).toBe('global');
      expect(answer.headers.get('Retry-After')).toBe('1');
      expect(answer.headers.get('Content-Type')).toBe('application/json');
    }
    const limit = await edge.report();
    expect(limit.hits).toHaveLength(3);
    expect(limit.peak(fake.token)).toBe(8);
    expect(fake.requests).toHaveLength(5);
    expect(fake.globalRateLimit.hits).toEqual([]);
  });

  it('GIVEN the limit used up WHEN an interaction callback and a follow-up come THEN the edge lets both through to the fake ("interaction endpoints are not bound to the global rate limit")', async () => {
    const { fake, edge } = await start(1);
    expect((await send(edge, fake, Routes.guild(fake.guildId))).status).toBe(200);
    expect((await send(edge, fake, Routes.guild(fake.guildId))).status).toBe(429);
    const callback = await fetch(
      `${edge.apiUrl}/v10${Routes.interactionCallback('1', 'no-such-token')}`,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"type":1}' },
    );
    const followUp = await fetch(
      `${edge.apiUrl}/v10${Routes.webhookMessage(fake.applicationId, 'no-such-token')}`,
    );
    // Answered by the fake's interaction routes (an unknown token), not by the edge.
    expect(callback.status).toBe(404);
    expect(followUp.status).toBe(404);
    expect(fake.requests.map((entry) => entry.path)).toEqual([
      Routes.guild(fake.guildId),
      Routes.interactionCallback('1', 'no-such-token'),
      Routes.webhookMessage(fake.applicationId, 'no-such-token'),
    ]);
    expect((await edge.report()).hits).toHaveLength(1);
  });

  it('GIVEN a message with a binary file WHEN discord.js sends it through the edge THEN the fake gets the multipart body byte for byte, and its answer and headers come back unchanged', async () => {
    const { fake, edge } = await start(50);
    const rest = new REST({ api: edge.apiUrl }).setToken(fake.token);
    // Bytes that look like multipart framing, so that any rewriting of the body would show.
    const data = Buffer.concat([randomBytes(70_000), Buffer.from('\r\n--boundary\r\n\r\n')]);
    const sent = (await rest.post(Routes.channelMessages(fake.channels.game!), {
      body: { content: 'the deal' },
      files: [{ name: 'deal.bin', data }],
    })) as APIMessage;
    expect(sent.content).toBe('the deal');
    const download = await fetch(sent.attachments[0]!.url);
    expect(Buffer.from(await download.arrayBuffer()).equals(data)).toBe(true);
    fake.injectError({
      path: Routes.guild(fake.guildId),
      status: 429,
      code: 0,
      message: 'You are being rate limited.',
      headers: { 'X-RateLimit-Bucket': 'guild-bucket', 'X-RateLimit-Scope': 'shared' },
      body: { message: 'You are being rate limited.', retry_after: 0.25, global: false },
    });
    const bucket = await send(edge, fake, Routes.guild(fake.guildId));
    expect(bucket.status).toBe(429);
    expect(bucket.headers.get('X-RateLimit-Bucket')).toBe('guild-bucket');
    expect(bucket.headers.get('X-RateLimit-Scope')).toBe('shared');
    expect(JSON.parse(bucket.body)).toEqual({
      message: 'You are being rate limited.',
      retry_after: 0.25,
      global: false,
    });
  });

  it('GIVEN two discord.js REST clients that each believe they own 50 per second WHEN they send 12 requests together through an edge of 5 THEN the edge answers global 429s, and discord.js waits them out so every request still succeeds', async () => {
    const { fake, edge } = await start(5);
    const clients = [0, 1].map(() => new REST({ api: edge.apiUrl }).setToken(fake.token));
    const results = await Promise.all(
      clients.flatMap((rest) =>
        Array.from({ length: 6 }, () => rest.get(Routes.guild(fake.guildId))),
      ),
    );
    expect(results).toHaveLength(12);
    const limit = await edge.report();
    expect(limit.hits.length).toBeGreaterThan(0);
    expect(limit.requests(fake.token).filter((record) => record.allowed)).toHaveLength(12);
    expect(fake.requests).toHaveLength(12);
  });
});
