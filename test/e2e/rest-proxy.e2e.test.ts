import { afterEach, describe, expect, it } from 'vitest';
import { FakeDiscord } from '../fake-discord/index.ts';
import { BotProcess } from './support/bot-process.ts';
import { RestProxyProcess } from './support/rest-proxy-process.ts';
import { simplePolicy, Table, waitUntil } from './support/table.ts';
import { JITTER_MS, twoProcessesDealing } from './support/two-processes.ts';

const running: { stop(): Promise<unknown> }[] = [];
let fake: FakeDiscord | undefined;

afterEach(async () => {
  for (const process of running.splice(0).reverse()) await process.stop();
  await fake?.close();
  fake = undefined;
});

describe('the bot behind the REST proxy (issue 14, item 4: one REST budget per token)', () => {
  it('GIVEN a bot process whose REST goes only through npm run rest-proxy WHEN ten players play a classic game THEN it ends with the report and its files, nobody left muted, every click answered in time, and the 429s of Discord waited out in the proxy', async () => {
    fake = await FakeDiscord.start({ guild: { locale: 'en' } });
    const proxy = await RestProxyProcess.start(fake);
    running.push(proxy);
    const bot = await BotProcess.start(fake, { timeScale: 0.05, env: proxy.botEnv() });
    running.push(bot);
    const table = new Table(fake, 10, 'en');
    await table.start('classic');
    await table.fill();
    await table.deal();
    const report = await table.playToTheEnd(simplePolicy(table));
    // The report's files (the deal record, the protocol): multipart uploads through the proxy.
    expect(report.text).toMatch(/wins|draw/i);
    expect(report.attachments.map((file) => file.filename)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^protocol-.*\.json$/)]),
    );
    // Member edits, with their audit-log reasons, went through it too.
    await waitUntil(() => fake!.mutedMembers().length === 0, 30_000, 'everybody unmuted');
    expect(fake.memberEdits.length).toBeGreaterThan(10);
    expect(fake.memberEdits.every((edit) => edit.reason !== undefined)).toBe(true);
    expect(fake.redundantMemberEdits()).toEqual([]);
    // Role cards by DM.
    expect(table.players.every((player) => player.dmMessages().length > 0)).toBe(true);
    for (const interaction of fake.interactionLog())
      expect(interaction.latencyMs ?? Infinity).toBeLessThan(2000);
    expect(fake.globalRateLimit.hits).toEqual([]);
    const waitedOut = proxy.warnings().filter((line) => line.includes('answered 429'));
    expect(waitedOut).toHaveLength(fake.rateLimitHits.length);
    expect(fake.unknownRoutes).toEqual([]);
    expect(fake.internalErrors).toEqual([]);
    expect(bot.errors()).toEqual([]);
    expect(proxy.running()).toBe(true);
  }, 180_000);
});

/** The global limit of the fake (and of the proxy) in these tests: low, so that they are short. */
const GLOBAL_RATE = 10;

describe('two bot processes, one token (issue 14, item 4: the processes together stay within the global rate)', () => {
  it(`GIVEN two processes behind one REST proxy and a global limit of ${GLOBAL_RATE} per second WHEN both deal a table at once THEN Discord never sees more than ${GLOBAL_RATE} requests in any second (less ${JITTER_MS} ms of send-to-arrival jitter) and no global 429 reaches a bot`, async () => {
    const run = await twoProcessesDealing({ globalRate: GLOBAL_RATE, proxy: true });
    // Enough work to exceed the limit had it not been shared.
    expect(run.requests).toBeGreaterThan(3 * GLOBAL_RATE);
    expect(run.peakAllowingJitter).toBeLessThanOrEqual(GLOBAL_RATE);
    // None reached a bot: a request that arrived late now and then (this machine's scheduling)
    // and met a 429 was waited out and sent again by the proxy. Without it: 40-odd, all at the bots.
    expect(run.globalHitsWaitedOutByProxy).toBe(run.globalHits);
    expect(run.globalHits).toBeLessThan(GLOBAL_RATE);
    expect(run.botErrors).toEqual([]);
    expect(run.unknownRoutes + run.internalErrors).toBe(0);
  }, 180_000);

  it(`GIVEN the same two processes each with its own REST limiter (no proxy) WHEN both deal a table at once THEN together they go past ${GLOBAL_RATE} per second and Discord answers global 429s: what the proxy prevents`, async () => {
    const run = await twoProcessesDealing({ globalRate: GLOBAL_RATE, proxy: false });
    expect(run.globalHits).toBeGreaterThan(0);
    expect(run.peak).toBeGreaterThan(GLOBAL_RATE);
  }, 180_000);
});
