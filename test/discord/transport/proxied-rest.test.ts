import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DiscordAPIError, REST, Routes } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { proxyUnreachable, restOptions } from '../../../src/discord/transport/proxied-rest.ts';
import { createRestProxy, PROXY_USER_AGENT } from '../../../src/rest-proxy/server.ts';
import { FakeDiscord } from '@mafia-bot/fake-discord';
import { memoryLogger } from '../../support/logger.ts';

const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** A port nobody listens on yet (the proxy killed, its successor not yet started). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function proxyOn(fake: FakeDiscord, port: number): Promise<Server> {
  const server = createRestProxy({
    upstreamUrl: fake.apiUrl,
    globalRequestsPerSecond: 50,
    tokens: [fake.token],
    logger: memoryLogger('info').logger,
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  closers.push(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return server;
}

describe('the bot’s REST behind a REST proxy that is down (issue 14: a game survives the proxy’s death)', () => {
  it('GIVEN the proxy down WHEN the bot posts THEN the post waits, reaches Discord once through the proxy started 600 ms later, and the wait is logged once each way', async () => {
    const fake = await FakeDiscord.start();
    closers.push(() => fake.close());
    const port = await freePort();
    const log = memoryLogger('info');
    const rest = new REST(
      restOptions(
        { discordApiUrl: fake.apiUrl, restProxyUrl: `http://127.0.0.1:${port}/api` },
        log.logger,
      ),
    ).setToken(fake.token);
    const sent = rest.post(Routes.channelMessages(fake.channels.game!), {
      body: { content: 'the foul' },
    }) as Promise<{ id: string }>;
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(fake.requests).toEqual([]);
    await proxyOn(fake, port);
    const message = await sent;
    expect(fake.world.messages.get(message.id)?.message.content).toBe('the foul');
    const posts = fake.requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.userAgent).toContain(PROXY_USER_AGENT);
    const text = log
      .lines()
      .map((line) => String(line.msg))
      .join('\n');
    expect(text.match(/REST proxy unreachable/g)).toHaveLength(1);
    expect(text.match(/REST proxy answers again/g)).toHaveLength(1);
  });

  it('GIVEN the proxy up WHEN Discord refuses a request THEN the refusal reaches the bot at once (it is no outage)', async () => {
    const fake = await FakeDiscord.start();
    closers.push(() => fake.close());
    const port = await freePort();
    await proxyOn(fake, port);
    const rest = new REST(
      restOptions({ discordApiUrl: fake.apiUrl, restProxyUrl: `http://127.0.0.1:${port}/api` }),
    ).setToken(fake.token);
    const started = Date.now();
    const refused = rest.get(Routes.channel('1')).catch((error: unknown) => error);
    expect(await refused).toBeInstanceOf(DiscordAPIError);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('GIVEN the errors of a proxy that gives no HTTP answer WHEN classified THEN they are the proxy being down, a Discord error is not', () => {
    expect(proxyUnreachable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
    const fetchFailed = new TypeError('fetch failed', { cause: { code: 'ENOTFOUND' } });
    expect(proxyUnreachable(fetchFailed)).toBe(true);
    expect(proxyUnreachable(new Error('Unknown Channel'))).toBe(false);
    expect(proxyUnreachable(undefined)).toBe(false);
  });
});
