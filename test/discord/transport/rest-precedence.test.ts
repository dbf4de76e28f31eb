import { REST, Routes } from 'discord.js';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  currentPrecedence,
  gatedMakeRequest,
  PrecedenceGate,
  withPrecedence,
  type RestPrecedence,
} from '../../../src/discord/transport/rest-precedence.ts';
import { outsideGlobalLimit } from '../../../src/discord/transport/global-limit.ts';

/** Queues `classes` in order and returns the order the gate lets them through. */
function queueAll(gate: PrecedenceGate, classes: [string, RestPrecedence][]): string[] {
  const order: string[] = [];
  for (const [name, precedence] of classes)
    void gate.admit(precedence).then(() => order.push(name));
  return order;
}

describe('REST precedence when the global budget is spent (issue 13, item 7)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('an urgent call (a mute) overtakes the DMs and reports queued before it', async () => {
    const gate = new PrecedenceGate({ limit: 2, windowMs: 1000 });
    const order = queueAll(gate, [
      ['dm1', 'bulk'],
      ['dm2', 'bulk'],
      ['dm3', 'bulk'],
      ['screen', 'normal'],
      ['unmute', 'urgent'],
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['dm1', 'dm2']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(order).toEqual(['dm1', 'dm2', 'unmute', 'screen']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(order).toEqual(['dm1', 'dm2', 'unmute', 'screen', 'dm3']);
  });

  it('an urgent call goes before a backlog whose deadlines have passed (the budget stays spent)', async () => {
    const gate = new PrecedenceGate({ limit: 1, windowMs: 1000 });
    const order = queueAll(
      gate,
      Array.from({ length: 20 }, (_, i): [string, RestPrecedence] => [`dm${i}`, 'bulk']),
    );
    // Twelve seconds later the DMs still queued are past their 10 s of slack.
    await vi.advanceTimersByTimeAsync(12_000);
    void gate.admit('urgent').then(() => order.push('unmute'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(order.at(-1)).toBe('unmute');
    expect(order).toHaveLength(14);
  });

  it('a bulk call is never starved: urgent calls leave a tenth of every window to the others', async () => {
    const gate = new PrecedenceGate({ limit: 10, windowMs: 1000 });
    const order = queueAll(gate, [
      ...Array.from({ length: 30 }, (_, i): [string, RestPrecedence] => [`u${i}`, 'urgent']),
      ['report', 'bulk'],
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toHaveLength(10);
    // The next window: nine urgent calls, then the report, though urgent calls still wait.
    await vi.advanceTimersByTimeAsync(1000);
    expect(order.slice(10)).toEqual([
      ...Array.from({ length: 9 }, (_, i) => `u${i + 10}`),
      'report',
    ]);
  });

  it('never lets more than the limit through in any window, wherever it starts', async () => {
    const gate = new PrecedenceGate({ limit: 5, windowMs: 1000 });
    const times: number[] = [];
    for (let i = 0; i < 23; i++) {
      if (i === 7) await vi.advanceTimersByTimeAsync(400);
      void gate.admit(i % 2 ? 'bulk' : 'urgent').then(() => times.push(Date.now()));
    }
    await vi.advanceTimersByTimeAsync(10_000);
    expect(times).toHaveLength(23);
    for (const start of times) {
      expect(times.filter((at) => at >= start && at < start + 1000).length).toBeLessThanOrEqual(5);
    }
  });
});

describe('gatedMakeRequest', () => {
  it("the class follows a call through discord.js's queues to the moment it goes out", async () => {
    const seen: string[] = [];
    const rest = new REST({
      api: 'http://127.0.0.1:9/api',
      makeRequest: async (url) => {
        seen.push(`${currentPrecedence()} ${new URL(url).pathname}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
      },
    }).setToken('t');
    // Two calls on one route: the second waits in discord.js's queue behind the first.
    await Promise.all([
      withPrecedence('bulk', () => rest.post(Routes.channelMessages('1'), { body: {} })),
      withPrecedence('urgent', () => rest.post(Routes.channelMessages('1'), { body: {} })),
      rest.get(Routes.user('2')),
    ]);
    expect(seen.sort()).toEqual([
      'bulk /api/v10/channels/1/messages',
      'normal /api/v10/users/2',
      'urgent /api/v10/channels/1/messages',
    ]);
  });

  it('interaction callbacks and follow-ups do not wait for the global budget', async () => {
    expect(outsideGlobalLimit('http://x/api/v10/interactions/1/tok/callback')).toBe(true);
    expect(outsideGlobalLimit('http://x/api/v10/webhooks/1/tok/messages/@original')).toBe(true);
    expect(outsideGlobalLimit('http://x/api/v10/channels/1/messages')).toBe(false);
    const gate = new PrecedenceGate({ limit: 1, windowMs: 60_000 });
    const calls: string[] = [];
    const request = gatedMakeRequest(gate, 1000, async (url) => {
      calls.push(url);
      return new Response(null, { status: 204 });
    });
    await request('http://x/api/v10/channels/1/messages', {});
    await request('http://x/api/v10/interactions/1/tok/callback', {});
    expect(calls).toHaveLength(2);
    expect(gate.waiting).toBe(0);
  });

  it('the wait in the gate does not count against the request timeout', async () => {
    const gate = new PrecedenceGate({ limit: 1, windowMs: 50 });
    const aborted = AbortSignal.abort();
    let signal: AbortSignal | undefined;
    const request = gatedMakeRequest(gate, 1000, async (_url, init) => {
      signal = init.signal ?? undefined;
      return new Response(null, { status: 204 });
    });
    await request('http://x/api/v10/channels/1/messages', { signal: aborted });
    expect(signal?.aborted).toBe(false);
  });

  it("a global 429 holds the gate for its body's retry_after (not discord.js's whole second of the header), then the call goes again, urgent ones first", async () => {
    vi.useFakeTimers();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const gate = new PrecedenceGate({ limit: 10, windowMs: 1000 });
    const sent: [string, number][] = [];
    let refuse = true;
    const request = gatedMakeRequest(gate, 1000, async (url) => {
      sent.push([new URL(url).pathname, Date.now()]);
      if (!refuse) return new Response(null, { status: 204 });
      refuse = false;
      return Response.json(
        { message: 'You are being rate limited.', retry_after: 0.12, global: true },
        { status: 429, headers: { 'Retry-After': '1', 'X-RateLimit-Global': 'true' } },
      );
    });
    const start = Date.now();
    const dm = withPrecedence('bulk', () => request('http://x/api/v10/channels/1/messages', {}));
    await vi.advanceTimersByTimeAsync(0);
    const unmute = withPrecedence('urgent', () =>
      request('http://x/api/v10/guilds/1/members/2', {}),
    );
    await vi.advanceTimersByTimeAsync(119);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await dm).status).toBe(204);
    expect((await unmute).status).toBe(204);
    expect(sent.map(([path, at]) => [path, at - start])).toEqual([
      ['/api/v10/channels/1/messages', 0],
      ['/api/v10/guilds/1/members/2', 120],
      ['/api/v10/channels/1/messages', 120],
    ]);
  });

  it('a route 429 (not global) goes to discord.js as it came, without a retry in the gate', async () => {
    const gate = new PrecedenceGate({ limit: 10, windowMs: 1000 });
    let calls = 0;
    const request = gatedMakeRequest(gate, 1000, async () => {
      calls += 1;
      return Response.json({ retry_after: 0.5, global: false }, { status: 429 });
    });
    expect((await request('http://x/api/v10/guilds/1/members/2', {})).status).toBe(429);
    expect(calls).toBe(1);
  });
});
