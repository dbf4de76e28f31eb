import { afterEach, describe, expect, it } from 'vitest';
import { FakeDiscord } from '@mafia-bot/fake-discord';
import { BotProcess } from '../../harness/bot-process.ts';
import { stepDeadline } from './support/saved-game.ts';
import {
  interactionRoute,
  RestProxyProcess,
  sentByProxy,
} from '../../harness/rest-proxy-process.ts';
import { shownAt } from '../../harness/steps.ts';
import { Table } from '../../harness/table.ts';
import { simplePolicy } from '../../harness/policies.ts';
import { Steps } from '../../harness/steps.ts';
import { waitUntil } from '../../harness/wait.ts';
import { JITTER_MS, twoProcessesDealing } from '../../harness/two-processes.ts';

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
    const bot = await BotProcess.start(fake, { timeScale: 0.05, env: proxy.botEnv(fake) });
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
    // The bot's token only through the proxy, the interaction answers straight to Discord (the
    // last 1000 requests: the fake keeps no more).
    expect(fake.requests.filter((r) => !interactionRoute(r) && !sentByProxy(r))).toEqual([]);
    expect(fake.requests.filter((r) => interactionRoute(r) && sentByProxy(r))).toEqual([]);
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

/** Speech length for the outage test (server setting): 300 s × 0.05 = 15 s, longer than the gap. */
const SPEECH_SECONDS = 300;
/** How long the proxy stays down: about what docker-compose's restart takes. */
const PROXY_DOWN_MS = 4_000;

describe('the REST proxy dies mid-game (issue 14: a game survives the death of any one process)', () => {
  it(`GIVEN a classic game mid-speech behind the REST proxy WHEN the proxy is SIGKILLed and a new one starts on its port ${PROXY_DOWN_MS / 1000} s later THEN every click in the gap is answered in time, the nomination shows at once, the foul given in the gap is posted once after it, the speech ends at its deadline (±1 s) and the game ends with the report and nobody muted`, async () => {
    fake = await FakeDiscord.start({ guild: { locale: 'en' } });
    const first = await RestProxyProcess.start(fake);
    running.push(first);
    const bot = await BotProcess.start(fake, { timeScale: 0.05, env: first.botEnv(fake) });
    running.push(bot);
    const admin = fake.addPlayer({ name: 'Admin', permissions: ['ManageGuild'] });
    await admin.slash('mafia', 'settings', { speech_seconds_classic: SPEECH_SECONDS });
    const table = new Table(fake, 10, 'en');
    const steps = new Steps(table);
    await table.start('classic');
    await table.fill();
    await table.deal();
    const speech = await steps.speechOf(1, 30_000);
    const deadline = await stepDeadline(bot.options.redisKeyPrefix, table.gameId);
    await waitUntil(() => !table.atSeat(1).isServerMuted, 10_000, 'the speaker unmuted');
    // The kill waits for the speech's mutes to be done: a member edit cut off in flight (sent on
    // by the proxy, its answer lost) is sent again once the proxy is back, a redundant edit
    // (harmless, it sets the same state) that the strict check below would count.
    for (let edits = -1; edits !== fake.memberEdits.length;) {
      edits = fake.memberEdits.length;
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    }

    await first.kill();
    const downAt = Date.now();
    const fromInteraction = fake.interactionLog().length;
    // In the gap: the speaker nominates #3 (the card, edited through the click's own answer, shows
    // it at once), the judge gives #5 a foul (a notice the outbox posts), two more commands.
    const nominated = await steps.nominate(1, 3);
    await steps.judge('foul', { player: table.atSeat(5) });
    await table.judge.slash('mafia', 'status');
    await table.players[4]!.slash('mafia', 'role');
    await new Promise((resolve) => setTimeout(resolve, PROXY_DOWN_MS - (Date.now() - downAt)));
    const second = await RestProxyProcess.start(fake, { port: first.port });
    running.push(second);
    const upAt = Date.now();

    // Shown once (the outbox is idempotent, posts carry a nonce).
    const shown = async (pattern: RegExp, what: string) => {
      const found = () => table.judge.visibleMessages('game').filter((m) => pattern.test(m.text));
      await waitUntil(() => found().length > 0, 10_000, what);
      return found();
    };
    const nomination = await shown(/#1 nominates #3/, 'the nomination shown');
    const foul = await shown(/foul: seat #5/, 'the foul posted');
    expect(shownAt(foul[0]!)).toBeGreaterThanOrEqual(upAt - 1000);
    // The bot tries again every 200 ms: the first of the waiting requests through the new proxy.
    const firstEffectMs = Math.min(
      ...fake.requests.filter((r) => r.at > downAt && sentByProxy(r)).map((r) => r.at - upAt),
    );
    const next = await steps.speechOf(2, 30_000);
    const deadlineError = shownAt(next) - deadline;
    expect(deadlineError).toBeGreaterThanOrEqual(0);
    expect(deadlineError).toBeLessThan(1000);
    expect(nominated).toMatch(/accepted/);
    expect(shownAt(speech)).toBeLessThan(downAt);

    const report = await table.playToTheEnd({ ...simplePolicy(table), speakMs: 100 }, 120_000);
    expect(report.text).toMatch(/wins|draw/i);
    await waitUntil(() => fake!.mutedMembers().length === 0, 30_000, 'everybody unmuted');
    expect(nomination).toHaveLength(1);
    expect(foul).toHaveLength(1);
    const gap = fake.interactionLog().slice(fromInteraction, fromInteraction + 4);
    expect(gap.filter((i) => i.ackedAt === null || i.failures.length > 0)).toEqual([]);
    const slowest = Math.max(...gap.map((i) => i.latencyMs ?? Infinity));
    expect(slowest).toBeLessThan(2000);
    expect(fake.redundantMemberEdits()).toEqual([]);
    expect(fake.requests.filter((r) => !interactionRoute(r) && !sentByProxy(r))).toEqual([]);
    expect(fake.unknownRoutes).toEqual([]);
    expect(fake.internalErrors).toEqual([]);
    expect(bot.errors()).toEqual([]);
    expect(bot.lines.filter((line) => line.includes('REST proxy unreachable'))).toHaveLength(1);
    expect(bot.lines.filter((line) => line.includes('"effect failed"'))).toEqual([]);
    console.info(
      `rest proxy killed: down ${upAt - downAt} ms, ${gap.length} interactions in the gap answered (slowest ${slowest.toFixed(0)} ms), first request through the new proxy ${firstEffectMs} ms after it was ready, deadline error ${deadlineError} ms`,
    );
  }, 120_000);
});
