import type { AddressInfo } from 'node:net';
import {
  Client,
  DiscordAPIError,
  Events,
  HTTPError,
  REST,
  Routes,
  SlashCommandBuilder,
} from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { restOptions } from '../../src/discord/transport/proxied-rest.ts';
import { createRestProxy, PROXY_USER_AGENT } from '../../src/rest-proxy/server.ts';
import { DEFAULT_INTENTS } from '@mafia-bot/fake-discord/client';
import { FakeDiscord } from '@mafia-bot/fake-discord';
import { memoryLogger } from '../support/logger.ts';

const ping = new SlashCommandBuilder().setName('ping').setDescription('Answers pong');

/** The backlog has started: the first second's budget is spent. */
const fakeQueueFull = (fake: FakeDiscord) => fake.globalRateLimit.requests(fake.token).length >= 5;

const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function setup(options: { globalRate?: number; upstreamUrl?: string } = {}) {
  const fake = await FakeDiscord.start({ globalRateLimit: options.globalRate ?? 50 });
  closers.push(async () => {
    await fake.close();
    expect(fake.internalErrors).toEqual([]);
  });
  const log = memoryLogger('debug');
  const server = createRestProxy({
    upstreamUrl: options.upstreamUrl ?? fake.apiUrl,
    globalRequestsPerSecond: options.globalRate ?? 50,
    tokens: [fake.token],
    logger: log.logger,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const proxyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  /** A process's REST client pointed at the proxy, as the bot's is with REST_PROXY_URL. */
  const client = (token = fake.token) =>
    new REST(restOptions({ discordApiUrl: fake.apiUrl, restProxyUrl: proxyUrl })).setToken(token);
  return { fake, proxyUrl, client, log };
}

const rateLimited = (retryAfterSeconds: number, global: boolean) => ({
  status: 429,
  code: 0,
  message: 'You are being rate limited.',
  headers: {
    'Retry-After': String(Math.ceil(retryAfterSeconds)),
    'X-RateLimit-Scope': global ? 'global' : 'user',
    ...(global ? { 'X-RateLimit-Global': 'true' } : {}),
  },
  body: { message: 'You are being rate limited.', retry_after: retryAfterSeconds, global },
});

describe('the REST proxy relays what discord.js sends, whole (issue 14: one REST budget)', () => {
  it('GIVEN a file upload (multipart) with an audit-log reason WHEN Discord answers 429 first THEN the proxy waits and sends it again with its files and text, and the bot sees no 429', async () => {
    const { fake, client, log } = await setup();
    fake.injectError({ method: 'POST', path: /\/messages$/, ...rateLimited(0.2, false) });
    const message = (await client().post(Routes.channelMessages(fake.channels.game!), {
      body: { content: 'the report' },
      files: [{ name: 'protocol.json', data: Buffer.from('{"seats":[]}') }],
      reason: 'game over',
    })) as { id: string };
    const seen = fake.world.messages.get(message.id)!;
    expect(seen.message.content).toBe('the report');
    expect([...seen.files.values()].map((file) => file.data.toString())).toEqual(['{"seats":[]}']);
    expect(fake.requests.map((request) => request.status)).toEqual([429, 200]);
    expect(log.lines().filter((line) => line.level === 40)).toMatchObject([
      { route: '/channels/:id/messages', global: false, scope: 'user' },
    ]);
  });

  it('GIVEN a member edit with a reason, a DM and a delete WHEN sent through the proxy THEN Discord gets the same requests (X-Audit-Log-Reason included)', async () => {
    const { fake, client } = await setup();
    const player = fake.addPlayer({ name: 'Alice' });
    player.joinVoice('Table');
    const rest = client();
    await rest.patch(Routes.guildMember(fake.guildId, player.id), {
      body: { mute: true },
      reason: 'night: everybody muted',
    });
    expect(fake.memberEdits).toMatchObject([
      { userId: player.id, body: { mute: true }, reason: 'night: everybody muted', status: 200 },
    ]);
    const dm = (await rest.post(Routes.userChannels(), { body: { recipient_id: player.id } })) as {
      id: string;
    };
    const sent = (await rest.post(Routes.channelMessages(dm.id), {
      body: { content: 'your role' },
    })) as { id: string };
    expect(player.dmMessages().map((message) => message.text)).toEqual(['your role']);
    await rest.delete(Routes.channelMessage(dm.id, sent.id));
    expect(player.dmMessages()).toEqual([]);
  });

  it('GIVEN a token the proxy does not relay WHEN it sends THEN the proxy answers 401 and Discord sees nothing', async () => {
    const { fake, client } = await setup();
    const error = await client('someone-else')
      .get(Routes.gatewayBot())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect((error as DiscordAPIError).status).toBe(401);
    expect(fake.requests).toEqual([]);
  });

  it('GIVEN Discord answering 500 once WHEN the bot sends THEN the proxy does not retry itself: the bot retries as without the proxy (2 attempts, not 8)', async () => {
    const { fake, client } = await setup();
    fake.injectError({
      method: 'GET',
      path: `/guilds/${fake.guildId}`,
      status: 500,
      code: 0,
      message: 'boom',
    });
    await client().get(Routes.guild(fake.guildId));
    expect(fake.requests.map((request) => request.status)).toEqual([500, 200]);
  });

  it('GIVEN Discord unreachable WHEN the bot sends THEN it gets a 5xx error, and the proxy keeps serving', async () => {
    const { client, proxyUrl, log } = await setup({ upstreamUrl: 'http://127.0.0.1:9/api' });
    const error = await client()
      .get(Routes.gatewayBot())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HTTPError);
    expect((error as HTTPError).status).toBe(502);
    expect(log.lines().some((line) => line.level === 50)).toBe(true);
    expect((await fetch(proxyUrl.replace(/\/api$/, '/health'))).status).toBe(200);
  });
});

describe('the REST proxy keeps one global budget for every process (issue 14, item 4)', () => {
  const sendAll = (clients: REST[], each: number, fake: FakeDiscord) =>
    Promise.all(
      clients.flatMap((rest) =>
        Array.from({ length: each }, () => rest.get(Routes.guild(fake.guildId))),
      ),
    );

  it('GIVEN two processes behind one proxy and a global limit of 10 per second WHEN they send 25 requests each together THEN the proxy spaces them to 10 in any second and no global 429 reaches them', async () => {
    const { fake, client, log } = await setup({ globalRate: 10 });
    const results = await sendAll([client(), client()], 25, fake);
    expect(results).toHaveLength(50);
    // Within any second, not only within Discord's own windows; 100 ms allowed between the
    // proxy's send and the fake's arrival (this machine is shared and loaded).
    expect(fake.globalRateLimit.peak(fake.token, 900)).toBeLessThanOrEqual(10);
    // A late arrival may still meet a 429 now and then: the proxy waited it out, no client saw it.
    const waitedOut = log.lines().filter((line) => line.level === 40 && line.global === true);
    expect(waitedOut).toHaveLength(fake.globalRateLimit.hits.length);
    expect(fake.globalRateLimit.hits.length).toBeLessThan(5);
  });

  it('GIVEN a backlog of 5 s in the global queue WHEN a player runs a slash command THEN the reply of the bot reaches Discord at once, ahead of the backlog: interaction answers go straight to Discord, not through the proxy (they are exempt from the global limit)', async () => {
    const { fake, proxyUrl, client } = await setup({ globalRate: 5 });
    const player = fake.addPlayer({ name: 'Alice' });
    const bot = new Client({
      intents: DEFAULT_INTENTS,
      rest: restOptions({ discordApiUrl: fake.apiUrl, restProxyUrl: proxyUrl }),
    });
    closers.push(() => bot.destroy());
    const ready = new Promise((resolve) => bot.once(Events.ClientReady, resolve));
    await bot.login(fake.token);
    await ready;
    await bot.application!.commands.set([ping.toJSON()], fake.guildId);
    bot.on(Events.InteractionCreate, (interaction) => {
      if (interaction.isChatInputCommand()) void interaction.reply('pong');
    });
    const order: string[] = [];
    const backlog = sendAll([client()], 25, fake).then(() => order.push('backlog'));
    await expect.poll(() => fakeQueueFull(fake)).toBe(true);
    // The fake fails the command if the reply is later than Discord's 3 s.
    const reply = await player.slash('ping');
    order.push('reply');
    expect(reply.text).toBe('pong');
    await backlog;
    expect(order).toEqual(['reply', 'backlog']);
    expect(fake.globalRateLimit.hits).toEqual([]);
    const callbacks = fake.requests.filter((request) => request.path.startsWith('/interactions/'));
    expect(callbacks).toHaveLength(1);
    expect(callbacks[0]!.userAgent).not.toContain(PROXY_USER_AGENT);
  });
});
