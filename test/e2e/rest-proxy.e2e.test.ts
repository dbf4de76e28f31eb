import { afterEach, describe, expect, it } from 'vitest';
import { FakeDiscord } from '../fake-discord/index.ts';
import { BotProcess } from './support/bot-process.ts';
import { RestProxyProcess } from './support/rest-proxy-process.ts';
import { simplePolicy, Table, waitUntil } from './support/table.ts';

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
