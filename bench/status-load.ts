/**
 * Issue 23, defect 4: `/mafia status` under load. One running classic game (10 players, dealt,
 * time scale 1 so its clock ticks) and other running games in the same bot process; the bot's
 * acknowledgement of `/mafia status` and its main thread's event-loop delay (how late every
 * game's timers fire, bench/support/loop-probe.ts), first one call at a time to a quiet bot,
 * then ten calls a second, with a bare discord.js bot pinged in the same seconds.
 * BENCH_STATUS_ENTRY=/path/to/src/main.ts measures another checkout's bot (the code before), and
 * BENCH_STATUS_LABEL names it in the section's title (a section of its own in BENCHMARKS.md).
 */
import { fileURLToPath } from 'node:url';
import { FakeDiscord, type InteractionReply, type MessageChange } from '@mafia-bot/fake-discord';
import { BotProcess } from '../harness/bot-process.ts';
import { Table } from '../harness/table.ts';
import { uniquePrefix } from '../harness/redis.ts';
import { bareBot, type BareBot } from './support/bare-bot.ts';
import { fmt, quantile, sleep } from './support/measure.ts';
import { quiet } from './support/quiet.ts';
import type { BenchContext, Row, Section } from './support/report.ts';
import { seedRunningGames } from './support/seed-games.ts';

const PROBE = fileURLToPath(new URL('./support/loop-probe.ts', import.meta.url));

interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
  samples: number;
}

/** The loop delay since the last read (the probe answers SIGUSR2 with a line). */
async function loopDelay(bot: BotProcess): Promise<LoopDelay> {
  const from = bot.lines.length;
  process.kill(bot.pid ?? 0, 'SIGUSR2');
  const line = await bot.waitForLog(/"loopDelay"/, 5000, () => true, from);
  return (JSON.parse(line) as { loopDelay: LoopDelay }).loopDelay;
}

const spread = (values: number[]) =>
  `p50 ${fmt(quantile(values, 0.5), 1)} ms, p99 ${fmt(quantile(values, 0.99), 1)} ms (n = ${values.length})`;
const loopRow = (delay: LoopDelay) =>
  `p50 ${fmt(delay.p50, 1)} ms, p99 ${fmt(delay.p99, 1)} ms, max ${fmt(delay.max, 1)} ms`;

/**
 * When each interaction's answer first carried a file, as the fake saw it (Date.now(), like the
 * interaction's dispatch): with the picture in the answer, its acknowledgement; with the picture
 * put on the answer after it, that edit.
 */
function pictureArrivals(fake: FakeDiscord) {
  const arrived = new Map<string, number>();
  const seen = ({ record }: MessageChange) => {
    const id = record.interactionId;
    if (id && !arrived.has(id) && (record.message.attachments?.length ?? 0) > 0)
      arrived.set(id, Date.now());
  };
  fake.world.events.on('message', seen);
  return {
    /** Dispatch → picture of each reply, once every picture came (or after 5 s). */
    async after(replies: InteractionReply[]): Promise<number[]> {
      const until = Date.now() + 5000;
      while (Date.now() < until && replies.some((reply) => !arrived.has(reply.interactionId)))
        await sleep(20);
      return replies.map(
        (reply) => (arrived.get(reply.interactionId) ?? Infinity) - reply.record.dispatchedAt,
      );
    },
    stop: () => fake.world.events.off('message', seen),
  };
}

/** `calls` status calls, one every `everyMs` without waiting for the one before; the bare bot alongside. */
async function paced(table: Table, bare: BareBot, calls: number, everyMs: number) {
  const replies: Promise<InteractionReply>[] = [];
  const pings: Promise<number>[] = [];
  const started = performance.now();
  for (let index = 0; index < calls; index++) {
    await sleep(Math.max(0, started + index * everyMs - performance.now()));
    const player = table.players[index % table.players.length]!;
    replies.push(player.slash('mafia', 'status'));
    pings.push(bare.ping());
  }
  return { replies: await Promise.all(replies), bare: await Promise.all(pings) };
}

export async function statusLoad(context: BenchContext): Promise<Section> {
  const entry = process.env.BENCH_STATUS_ENTRY;
  const label = process.env.BENCH_STATUS_LABEL;
  const sizes = context.smoke
    ? { others: 2, quiet: 3, calls: 10 }
    : { others: 20, quiet: 30, calls: 150 };
  const bare = await bareBot();
  const fake = await FakeDiscord.start({ guild: { locale: 'en' } });
  const prefix = uniquePrefix('bench-status');
  await seedRunningGames(fake, prefix, sizes.others);
  const bot = await BotProcess.start(fake, {
    timeScale: 1,
    redisKeyPrefix: prefix,
    env: { NODE_OPTIONS: `--import ${PROBE}` },
    ...(entry ? { entry } : {}),
  });
  const table = new Table(fake, 10, 'en', { closedDms: [] });
  try {
    await table.start('classic');
    await table.fill();
    await table.deal();
    const single: InteractionReply[] = [];
    const singleBare: number[] = [];
    const pictures = pictureArrivals(fake);
    // The first picture of the process loads Skia and its fonts (and starts the worker): alone.
    await Promise.all([quiet(fake), bare.quiet()]);
    const first = await table.judge.slash('mafia', 'status');
    const [firstPicture] = await pictures.after([first]);
    await loopDelay(bot);
    for (let round = 0; round < sizes.quiet; round++) {
      await Promise.all([quiet(fake), bare.quiet()]);
      single.push(await table.judge.slash('mafia', 'status'));
      await Promise.all([quiet(fake), bare.quiet()]);
      singleBare.push(await bare.ping());
    }
    const singleDelay = await loopDelay(bot);
    const singlePictures = await pictures.after(single);
    await Promise.all([quiet(fake), bare.quiet()]);
    await sleep(1000);
    const idleDelay = await loopDelay(bot);
    const loaded = await paced(table, bare, sizes.calls, 100);
    const loadedDelay = await loopDelay(bot);
    const loadedPictures = await pictures.after(loaded.replies);
    pictures.stop();
    const acks = (replies: InteractionReply[]) => replies.map((reply) => reply.latencyMs);
    context.log(`status: ${single.length} single calls, ${loaded.replies.length} at ten a second`);
    const rows: Row[] = [
      {
        measure: 'the first call of the process: ack, the picture on the answer',
        figure: `${fmt(first.latencyMs, 1)} ms, ${fmt(firstPicture ?? NaN, 0)} ms`,
      },
      { measure: 'one call at a time: `/mafia status` ack', figure: spread(acks(single)) },
      { measure: 'one call at a time: bare bot `/ping` ack', figure: spread(singleBare) },
      { measure: 'one call at a time: the picture on the answer', figure: spread(singlePictures) },
      { measure: 'one call at a time: event-loop delay', figure: loopRow(singleDelay) },
      { measure: 'idle for 1 s (the same games): event-loop delay', figure: loopRow(idleDelay) },
      { measure: 'ten calls a second: `/mafia status` ack', figure: spread(acks(loaded.replies)) },
      { measure: 'ten calls a second: bare bot `/ping` ack', figure: spread(loaded.bare) },
      { measure: 'ten calls a second: the picture on the answer', figure: spread(loadedPictures) },
      { measure: 'ten calls a second: event-loop delay', figure: loopRow(loadedDelay) },
    ];
    return {
      title: `\`/mafia status\` under load (issue 23, defect 4)${label ? `: ${label}` : ''}`,
      sizes: `one classic game of 10 players dealt (time scale 1: its clock ticks, so the picture changes every second) and ${sizes.others} other dealt classic games resumed by the same bot process; the process's first call alone, then ${sizes.quiet} calls one at a time to a quiet bot, alternating with the bare bot; then ${sizes.calls} calls ten a second (each sent 100 ms after the one before, not waiting for its answer) by the ten players in turn, the bare bot pinged at the same moments; bot: \`${entry ?? 'src/main.ts'}\``,
      rows,
      notes: [
        'Ack: from the dispatch of the interaction to its first callback at the fake Discord (as in the acknowledgement section). The picture on the answer: from the dispatch to the first moment the answer carries a file (to the millisecond), the ack itself when the picture rides on it. Event-loop delay: monitorEventLoopDelay in the bot’s main thread sampling every 1 ms (an idle loop reads about 1 ms), preloaded by bench/support/loop-probe.ts; it is how late any game’s timer fires.',
      ],
    };
  } finally {
    await bot.stop();
    await fake.close();
    await bare.close();
  }
}
