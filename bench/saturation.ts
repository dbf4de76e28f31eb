/**
 * Item 7 of issue 13, when the REST budget is spent: many classic games at once against one
 * real bot process (discord.js keeps Discord's global 50 requests a second itself, and so does
 * Discord's edge in front of the fake, a process of its own: packages/fake-discord/src/edge-server.ts;
 * the fake keeps the member-edit bucket of 5 per 5 s per guild and bot). Each
 * game is in a guild of its own, so what is saturated is the global budget, not a guild's
 * bucket. What waits: the speech handover, from the speaker's click on "End my speech" to the
 * member edit that unmutes the next speaker, while role cards, screens and reports queue beside it.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { FakeDiscord, EdgeProcess, type GlobalRateLimit } from '@mafia-bot/fake-discord';
import { BotProcess } from '../harness/bot-process.ts';
import { Table } from '../harness/table.ts';
import { simplePolicy } from '../harness/policies.ts';
import { cpuMs, fmt, quantile, sleep } from './support/measure.ts';
import { handovers, type Handover } from './support/handovers.ts';
import type { BenchContext, Section } from './support/report.ts';

/** Classic speeches of 60 s last 6 s: longer than the speakers talk, so they end them. */
const TIME_SCALE = 0.1;
const SPEECH_MS = 60_000 * TIME_SCALE;
/**
 * Speakers end their speech after 3 s. Real speeches last 40–60 s; 3 s is the quickest a
 * person gets through one: he sees the floor is his, says "pass" and clicks. At 3 s a guild
 * asks 2 member edits per handover, under 4 per 5 s: within its bucket of 5, so the per-guild
 * limit is not what the handover waits for (it was with the 300 ms of the first measurement).
 */
const SPEAK_MS = Number(process.env.BENCH_SATURATION_SPEAK_MS ?? 3000);
/** Played for this long after the last deal; the handovers are counted within it. */
const PLAY_MS = Number(process.env.BENCH_SATURATION_PLAY_MS ?? 120_000);
const DEAL_BATCH = 5;
/** A second with at least this many requests under the global limit counts as spent. */
const SPENT = 48;

interface SaturatedRun {
  handovers: Handover[];
  /** Handovers whose next speaker was not unmuted before his speech was over. */
  missed: number;
  /** This process's event-loop delay (the fake and the players), ms. */
  loopDelayP99: number;
  /** The bot process's CPU during the play, % of one core. */
  botCpu: number;
  /** The most requests that arrived at the edge within any 1 s (sliding) of the run. */
  arrivalPeak: number;
  /** Requests under the global limit in each second of the window. */
  perSecond: number[];
  globalRejected: number;
  edits: number;
  editsRejected: number;
  /** Interactions of the play, and those Discord would have failed (no answer within 3 s). */
  interactions: number;
  unacknowledged: number;
  /** Per game: its deal click → the last of its role cards (DMs, bulk) delivered, if it was. */
  roleCards: (number | undefined)[];
  seconds: number;
}

/** A judge who waits for the lobby as long as it takes: its edits queue behind the budget. */
async function dealt(table: Table): Promise<number> {
  await table.start('classic');
  await table.waitForButton(table.judge, table.label('control.join'), 120_000);
  await table.fill();
  await table.waitForButton(table.judge, table.label('control.deal'), 120_000);
  const clicked = Date.now();
  await table.deal(120_000);
  return clicked;
}

/**
 * When the last player of the table got his first DM (the role card), after the deal;
 * undefined while one of them has none yet.
 */
function lastRoleCard(table: Table, clicked: number): number | undefined {
  const firsts = table.players.map((player) => Date.parse(player.dmMessages()[0]?.createdAt ?? ''));
  return firsts.some(Number.isNaN) ? undefined : Math.max(...firsts) - clicked;
}

/** One run of `games` saturated games, with the REST precedence on or off. */
async function saturatedRun(
  context: BenchContext,
  games: number,
  precedence: 'on' | 'off',
): Promise<SaturatedRun> {
  // The global limit is counted by the edge, whose event loop is not the players' (the fake's
  // own count, late under their load, refused requests that Discord would have accepted).
  const fake = await FakeDiscord.start({ guild: { locale: 'en' }, globalRateLimit: false });
  const edge = await EdgeProcess.start(fake.apiUrl);
  const guilds = Array.from({ length: games }, (_, i) =>
    fake.addGuild({ name: `Club ${i + 1}`, locale: 'en', textChannels: ['game'] }),
  );
  // Debug: the bot's `member edit` lines say when it asked for each unmute.
  const bot = await BotProcess.start(fake, {
    timeScale: TIME_SCALE,
    env: { MAFIA_REST_PRECEDENCE: precedence, LOG_LEVEL: 'debug', DISCORD_API_URL: edge.apiUrl },
  });
  // The bot registers its commands in one guild; the others see the same ones.
  for (const guildId of guilds) fake.world.commands.set(guildId, fake.commands());
  const tables = guilds.map((guildId) => new Table(fake, 10, 'en', { guildId }));
  // The fake's (and the players') event loop; the edge counts on one of its own.
  const loop = monitorEventLoopDelay({ resolution: 10 });
  let from = Date.now();
  let to = from;
  let roleCards: (number | undefined)[] = [];
  let limit: GlobalRateLimit | undefined;
  let [botCpuFrom, botCpuTo] = [0, 0];
  try {
    // Dealt a few at a time, each playing from its deal: the lobbies of 50 tables at once
    // would wait longer for their edits than a scripted judge waits for the Deal button, and
    // tables in step would end their speeches in the same second.
    const deals: number[] = [];
    for (let first = 0; first < tables.length; first += DEAL_BATCH) {
      const batch = tables.slice(first, first + DEAL_BATCH);
      deals.push(...(await Promise.all(batch.map(dealt))));
      for (const table of batch) table.autoplay({ ...simplePolicy(table), speakMs: SPEAK_MS });
    }
    from = Date.now();
    botCpuFrom = cpuMs(bot.pid ?? 0);
    loop.enable();
    const playMs = context.smoke ? 10_000 : PLAY_MS;
    while (Date.now() - from < playMs && !tables.every((table) => table.gameOver()))
      await sleep(500);
    to = Date.now();
    botCpuTo = cpuMs(bot.pid ?? 0);
    loop.disable();
    roleCards = tables.map((table, index) => lastRoleCard(table, deals[index] ?? 0));
  } finally {
    await Promise.all(tables.map((table) => table.stop()));
    await bot.stop();
    limit = await edge.report();
    await edge.stop();
    await fake.close();
  }
  context.log(`saturation: precedence ${precedence}, ${fmt((to - from) / 1000, 1)} s played`);
  // The edge records what the global limit counts (interaction endpoints are outside it).
  const perSecond = Array.from({ length: Math.floor((to - from) / 1000) }, () => 0);
  for (const entry of limit.requests(fake.token)) {
    const second = Math.floor((entry.at - from) / 1000);
    if (second >= 0 && second < perSecond.length) perSecond[second] = (perSecond[second] ?? 0) + 1;
  }
  const inWindow = (at: number) => at >= from && at <= to;
  const played = fake.interactionLog().filter((record) => inWindow(record.dispatchedAt));
  const all = handovers(fake, bot.lines, SPEECH_MS, limit.requests(fake.token)).filter((entry) =>
    inWindow(entry.clickedAt),
  );
  return {
    handovers: all.filter((entry): entry is Handover => !entry.missed),
    missed: all.filter((entry) => entry.missed).length,
    loopDelayP99: loop.percentile(99) / 1e6,
    botCpu: ((botCpuTo - botCpuFrom) / Math.max(1, to - from)) * 100,
    arrivalPeak: limit.peak(fake.token),
    perSecond,
    globalRejected: limit.hits.filter((hit) => inWindow(hit.at)).length,
    edits: fake.memberEdits.filter((edit) => inWindow(edit.at)).length,
    editsRejected: fake.memberEdits.filter((edit) => inWindow(edit.at) && edit.status !== 200)
      .length,
    interactions: played.length,
    unacknowledged: played.filter((record) => record.ackedAt === null).length,
    roleCards,
    seconds: (to - from) / 1000,
  };
}

function spread(values: number[], unit = 'ms'): string {
  if (values.length === 0) return 'none observed';
  const q = (p: number) => Math.round(quantile(values, p));
  return `p50 ${q(0.5)} ${unit}, p99 ${q(0.99)} ${unit}, max ${Math.round(Math.max(...values))} ${unit} (n = ${values.length})`;
}

function split(run: SaturatedRun): string {
  const known = run.handovers.filter((entry) => entry.askedAt !== undefined);
  const saved = known.filter((entry) => entry.appliedAt !== undefined);
  const part = (entries: Handover[], of: (entry: Handover) => number) => {
    const values = entries.map(of);
    // None seen (the smoke size's short play can end before the first handover).
    if (values.length === 0) return 'p50 –, p99 –';
    return `p50 ${Math.round(quantile(values, 0.5))}, p99 ${Math.round(quantile(values, 0.99))}`;
  };
  const bySave = `click → pass saved ${part(saved, (e) => e.appliedAt! - e.clickedAt)} ms; saved → asked ${part(saved, (e) => e.askedAt! - e.appliedAt!)} ms (n = ${saved.length})`;
  const edged = known.filter((entry) => entry.atEdgeAt !== undefined);
  const byEdge = `asked → at the edge ${part(edged, (e) => e.atEdgeAt! - e.askedAt!)} ms; edge → read by the fake ${part(edged, (e) => e.sentAt - e.atEdgeAt!)} ms (n = ${edged.length})`;
  return `${bySave}; ${byEdge}; click → asked ${part(known, (e) => e.askedAt! - e.clickedAt)} ms; asked → sent ${part(known, (e) => e.sentAt - e.askedAt!)} ms; sent → answered ${part(known, (e) => e.answeredAt - e.sentAt)} ms (n = ${known.length})`;
}

function saturationFigure(run: SaturatedRun): string {
  const total = run.perSecond.reduce((sum, count) => sum + count, 0);
  const spent = run.perSecond.filter((count) => count >= SPENT).length;
  return `${fmt(total / Math.max(1, run.perSecond.length), 1)} a second, ${spent} of ${run.perSecond.length} seconds at ≥ ${SPENT}, busiest ${Math.max(0, ...run.perSecond)}; global 429s ${run.globalRejected}`;
}

/** Both figures of a row: discord.js's one queue (before), then the precedence (after). */
function beforeAfter(
  before: SaturatedRun,
  after: SaturatedRun,
  figure: (run: SaturatedRun) => string,
) {
  return `before: ${figure(before)}<br>after: ${figure(after)}`;
}

export async function saturation(context: BenchContext): Promise<Section> {
  const games = context.smoke ? 2 : Number(process.env.BENCH_SATURATION ?? 50);
  const before = await saturatedRun(context, games, 'off');
  const after = await saturatedRun(context, games, 'on');
  const both = (figure: (run: SaturatedRun) => string) => beforeAfter(before, after, figure);
  const latencies = (run: SaturatedRun) => run.handovers.map((e) => e.answeredAt - e.clickedAt);
  const toEdge = (run: SaturatedRun) =>
    run.handovers.flatMap((e) => (e.atEdgeAt === undefined ? [] : [e.atEdgeAt - e.clickedAt]));
  return {
    title: 'When the REST budget is spent (issue 13, item 7)',
    sizes: `${games} classic games of 10 players at once, each in a guild of its own, one bot process, time scale ${TIME_SCALE} (speeches of 6 s), speakers end their speech after ${SPEAK_MS} ms, measured over ${fmt(PLAY_MS / 1000, 0)} s of play after the last deal; run twice in a row: before = MAFIA_REST_PRECEDENCE=off (discord.js's own queue), after = on (src/discord/transport/rest-precedence.ts)`,
    rows: [
      {
        measure:
          "REST requests under the global limit (interaction callbacks left out), arrived at Discord's edge during the play",
        figure: both(saturationFigure),
        goal: 'saturated: about 50 a second (Discord: 50)',
      },
      {
        measure: 'bulk waits: deal click → the last role card (DM) of the game delivered',
        figure: both((run) => {
          const delivered = run.roleCards.filter((ms) => ms !== undefined);
          return `${delivered.length} of ${run.roleCards.length} games had all their cards by the end; for those ${spread(delivered)}`;
        }),
      },
      {
        measure: 'speech handover: "End my speech" → next speaker unmuted (Discord answered)',
        figure: both(
          (run) =>
            `${spread(latencies(run))}; next speaker not unmuted before his speech was over: ${run.missed}`,
        ),
        goal: 'p99 ≤ 1 s',
      },
      {
        measure:
          "speech handover: \"End my speech\" → the next speaker's unmute at Discord's edge (what the bot controls; the fake's own loop, shared with the 500 players, reads it after)",
        figure: both((run) => spread(toEdge(run))),
        goal: 'p99 ≤ 1 s',
      },
      { measure: 'speech handover, split', figure: both(split) },
      {
        measure: 'speech handovers whose unmute had 4 or more edits of its guild in the 5 s before',
        figure: both(
          (run) =>
            `${run.handovers.filter((e) => e.guildEditsBefore >= 4).length} of ${run.handovers.length}`,
        ),
        goal: 'few: the per-guild bucket (5 per 5 s) is not what is saturated',
      },
      {
        measure:
          'event-loop delay of the bench process (the fake Discord and the 500 players), p99',
        figure: both((run) => `${fmt(run.loopDelayP99, 0)} ms`),
      },
      {
        measure: 'CPU of the bot process during the play',
        figure: both((run) => `${fmt(run.botCpu, 0)} % of a core`),
      },
      {
        measure: "most requests arrived at Discord's edge within any 1 s (sliding), the run",
        figure: both((run) => String(run.arrivalPeak)),
        goal: 'after: ≤ 50 (the gate lets ≤ 45 leave in any 1 s)',
      },
      {
        measure:
          'interactions of the play not acknowledged within 3 s (the player sees "The application did not respond")',
        figure: both((run) => `${run.unacknowledged} of ${run.interactions}`),
        goal: '0',
      },
      {
        measure: 'member edits during the play / rejected (429 or error)',
        figure: both((run) => `${run.edits} / ${run.editsRejected}`),
      },
    ],
    notes: [
      "Before: every call goes through discord.js's one global counter; once a second's budget is spent every per-route queue waits for the next second, so the unmute of the next speaker (and the floor) wait behind role cards, screens and reports. After: the gate (src/discord/transport/rest-precedence.ts) sends at most 45 in any second (a margin under Discord's 50 for the jitter between leaving and arriving: a global 429 holds every request of the bot), urgent calls (member edits, the floor screen) first while they take no more than nine tenths of a window, the others earliest-deadline-first with a slack of 2 s for screens and public notices and 10 s for DMs, reports and lobby edits.",
      "The split: \"asked\" is the bot's own `member edit` line (it logs it just before the call, LOG_LEVEL=debug), \"sent\" the arrival of the accepted request at the fake (behind the edge, one local hop after the edge counted it), \"answered\" the fake's answer. Click → pass saved is the bot's acknowledgement and turn (its `command applied` line); saved → asked the guild's mute run finishing the edit it has under way (one edit at a time per token); asked → sent is the wait in discord.js's queue for the route and, after, in the precedence gate. \"At the edge\" is the accepted edit's arrival at Discord's edge (a process of its own with an idle loop, edge-server.ts), what the bot can answer for; edge → read by the fake is the harness's own lag (the bench process's event loop, shared with the 500 scripted players), in which an acknowledgement the bot sent in time can also arrive past Discord's 3 s.",
      "A handover is a pass click the bot took (no refusal follows it) followed in its guild by a click of another player on a later regular speech's controls of the same day (his nomination or his own pass, taken or refused): he is the speaker the floor went to. The day's last pass opens the vote and unmutes nobody (the first measurement counted the next day's first unmute for it). Until 2026-12-02 18:50 UTC the next speaker was the player of the next taken pass: a speaker who never passed (his time ran out) was skipped, and the floor's move to the speaker after him, at the timer, was timed as the handover — the 6 s p99 of the earlier runs. A handover whose next speaker was not unmuted before his speech could be over is counted apart, not in the latencies.",
    ],
  };
}
