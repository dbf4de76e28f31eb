/**
 * Item 3 of issue 13, memory at rest: the idle RSS of the real bot process beside a bare
 * discord.js bot, each on a fake Discord of its own with the same guild, the bot started by
 * `npm start` exactly as a newcomer does (issue 24, item 7); then the RSS growth
 * after messages posted in channels where no game runs (the GuildMessages intent delivers them
 * all; the bot reads none of them).
 */
import { FakeDiscord, type Player } from '@mafia-bot/fake-discord';
import { spawn } from 'node:child_process';
import { BotProcess } from '../harness/bot-process.ts';
import { BareBotProcess } from './support/bare-bot-process.ts';
import { commandLine, descendants, fmt, median, settledRssMiB, sleep } from './support/measure.ts';
import type { BenchContext, Row, Section } from './support/report.ts';

interface Sizes {
  messages: number;
  channels: number;
  authors: number;
}

interface Figures {
  idle: number;
  /** After the first batch of messages, then after a second one as large. */
  after: number;
  afterSecond: number;
  /** `npm start` only: npm's own process, which stays beside the bot while it runs. */
  npm?: number;
}

const chatChannels = (count: number) => Array.from({ length: count }, (_, i) => `chat-${i + 1}`);

/** Posts the chat like a busy club server: many authors, many channels, a line of text each. */
async function postChat(authors: Player[], channels: string[], count: number): Promise<void> {
  for (let index = 0; index < count; index++) {
    const author = authors[index % authors.length]!;
    const channel = channels[index % channels.length]!;
    author.post(channel, `message ${index}: who was the sheriff last night? I bet seat four.`);
    // Let the gateway flush (the fake sends each MESSAGE_CREATE as its own frame).
    if (index % 100 === 99) await sleep(5);
  }
}

/**
 * The bare bot; mafia-bot as a newcomer starts it (`npm start` in the repository after `npm ci`:
 * npm, then the compiled build with the flags of scripts/start-compiled.sh), with the quick
 * start's configuration (a token, so the embedded store) and with REDIS_URL; and mafia-bot from
 * its sources through Node's type stripper, which is how `npm start` ran it before (issue 24).
 */
type Kind = 'bare' | 'npm start' | 'npm start, Redis' | 'node src/main.ts';
const KINDS: Kind[] = ['bare', 'npm start', 'npm start, Redis', 'node src/main.ts'];
const byNpm = (kind: Kind) => kind.startsWith('npm start');

/** The process `npm start` runs the bot in: npm's descendant running the compiled entry. */
function botBelowNpm(npmPid: number): number {
  const bot = descendants(npmPid).find((pid) =>
    /node .*dist\/src\/main\.js/.test(commandLine(pid)),
  );
  if (bot === undefined) throw new Error(`no node dist/src/main.js below npm (${npmPid})`);
  return bot;
}

async function measure(kind: Kind, sizes: Sizes, settleMs: number): Promise<Figures> {
  const channels = chatChannels(sizes.channels);
  const fake = await FakeDiscord.start({
    guild: { locale: 'en', textChannels: ['game', 'general', ...channels] },
  });
  const authors = Array.from({ length: sizes.authors }, (_, i) =>
    fake.addPlayer({ name: `Chatter${i + 1}`, locale: 'en' }),
  );
  const bot =
    kind === 'bare'
      ? await BareBotProcess.start(fake)
      : await BotProcess.start(fake, {
          timeScale: 1,
          // A stale build is made again before the bot starts (scripts/build-if-stale.ts).
          ...(byNpm(kind) ? { npmScript: 'start', readyTimeoutMs: 180_000 } : {}),
          // The quick start's .env: a token, nothing else (so the embedded store, pretty logs).
          ...(kind === 'npm start'
            ? { store: 'embedded' as const, env: { NODE_ENV: 'development' } }
            : {}),
        });
  try {
    // The memory of the bot at rest: once it has said ready (a person could act sooner).
    if (bot instanceof BotProcess) await bot.settled();
    const pid = byNpm(kind) ? botBelowNpm(bot.pid ?? 0) : (bot.pid ?? 0);
    const npm = byNpm(kind) ? await settledRssMiB(bot.pid ?? 0, settleMs) : undefined;
    const idle = await settledRssMiB(pid, settleMs);
    await postChat(authors, channels, sizes.messages);
    await sleep(settleMs);
    const after = await settledRssMiB(pid, settleMs);
    await postChat(authors, channels, sizes.messages);
    await sleep(settleMs);
    const afterSecond = await settledRssMiB(pid, settleMs);
    return { idle, after, afterSecond, ...(npm === undefined ? {} : { npm }) };
  } finally {
    await bot.stop();
    await fake.close();
  }
}

/** RSS of a bare Node process right after importing `specifiers` (nothing started), median of 3. */
async function importRss(specifiers: string[]): Promise<number> {
  const code = `for (const m of ${JSON.stringify(specifiers)}) await import(m); console.log(process.memoryUsage().rss)`;
  const once = () =>
    new Promise<number>((resolve, reject) => {
      let text = '';
      const child = spawn(
        process.execPath,
        ['--disable-warning=ExperimentalWarning', '--input-type=module', '-e', code],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.once('exit', (status) =>
        status === 0 ? resolve(Number(text.trim()) / 2 ** 20) : reject(new Error(code)),
      );
    });
  return median([await once(), await once(), await once()]);
}

/** What the modules alone cost, before any connection: where the idle difference comes from. */
async function importCosts(): Promise<Row> {
  const sets: [string, string[]][] = [
    ['node', []],
    ['discord.js', ['discord.js']],
    ['+ @discordjs/voice', ['discord.js', '@discordjs/voice']],
    ['+ @keyv/redis', ['discord.js', '@keyv/redis']],
    ['+ pino, zod', ['discord.js', 'pino', 'zod']],
    ["one .ts file (Node's type stripper)", ['./src/engine/rules/presets.ts']],
    ['src/bot.ts (every module of the bot)', ['./src/bot.ts']],
  ];
  const figures: string[] = [];
  for (const [name, specifiers] of sets)
    figures.push(`${name} ${fmt(await importRss(specifiers), 1)}`);
  return { measure: 'RSS after imports only (MiB)', figure: figures.join('<br>') };
}

export async function memoryAtRest(context: BenchContext): Promise<Section> {
  const sizes: Sizes = context.smoke
    ? { messages: 200, channels: 4, authors: 10 }
    : { messages: 10_000, channels: 20, authors: 200 };
  const settleMs = context.smoke ? 300 : 4000;
  // The smoke size leaves out the sources' row (the before of issue 24): CI's bench smoke has a budget.
  const kinds = context.smoke ? KINDS.filter((kind) => kind !== 'node src/main.ts') : KINDS;
  const figures = new Map<Kind, Figures>();
  for (const kind of kinds) {
    const measured = await measure(kind, sizes, settleMs);
    figures.set(kind, measured);
    context.log(`memory: ${kind} ${fmt(measured.idle, 1)} → ${fmt(measured.after, 1)} MiB`);
  }
  const bare = figures.get('bare')!;
  const per10k = (from: number, to: number) => ((to - from) * 10_000) / sizes.messages;
  const growth = (measured: Figures) =>
    `${fmt(per10k(measured.idle, measured.after), 1)} MiB, then ${fmt(per10k(measured.after, measured.afterSecond), 1)} MiB`;
  const name = (kind: Kind) =>
    ({
      bare: 'bare discord.js bot (`node bench/bare-bot.js`, default caches)',
      'npm start':
        'mafia-bot as a newcomer starts it (`npm start`: `node --max-semi-space-size=2 dist/src/main.js`; DISCORD_TOKEN only: the embedded store, readable logs)',
      'npm start, Redis': 'mafia-bot by `npm start` with REDIS_URL (the same, Redis store)',
      'node src/main.ts':
        'mafia-bot from the sources (`node src/main.ts`, how `npm start` ran it before; Redis store)',
    })[kind];
  const npm = figures.get('npm start')?.npm;
  const npmRow: Row[] =
    npm === undefined
      ? []
      : [
          {
            measure: "idle RSS of npm's own process beside the bot (`npm start`)",
            figure: `${fmt(npm, 1)} MiB`,
          },
        ];
  const rows: Row[] = kinds.flatMap((kind) => {
    const measured = figures.get(kind)!;
    const ratio = kind === 'bare' ? '' : ` = ${fmt(measured.idle / bare.idle)} × the bare bot`;
    return [
      {
        measure: `idle RSS, ${name(kind)}`,
        figure: `${fmt(measured.idle, 1)} MiB${ratio}`,
        goal: kind === 'bare' ? undefined : '≤ 1.2 ×',
      },
      {
        measure: `RSS growth per 10,000 messages (first batch, then a second), ${name(kind)}`,
        figure: growth(measured),
        goal: kind === 'bare' ? undefined : '≤ 5 MiB',
      },
    ];
  });
  return {
    title: 'Memory at rest (issue 13, item 3)',
    sizes: `${sizes.messages.toLocaleString('en')} messages from ${sizes.authors} members in ${sizes.channels} channels without a game (and as many again); each bot on a fake Discord of its own; RSS = median of 7 samples over ${settleMs / 1000} s`,
    rows: [...rows, ...npmRow, await importCosts()],
    notes: [
      'Before the cache limits (the same scenario on commit 2d292dc with discord.js default caches, 2026-12-01, this machine under load): idle 170.2 MiB; growth 19.1 MiB over the first 10,000 messages and 0.2 MiB over the second (another run: 12.7 MiB over the first), the 200 messages a channel discord.js keeps by default, here 20 channels × 200; the bare bot with those defaults grows 35 MiB.',
      "The client keeps no messages (nor reactions, emojis, stickers, presences, invites…) and sweeps members and users outside voice every half hour (src/discord/gateway/client.ts). What grows over the first batch is V8's young generation, which grows under a burst of allocation up to 2 × 16 MiB and stays: the second batch adds next to nothing, and with `--max-semi-space-size=2` neither does the first.",
      "The idle difference is in the modules, before any connection (last row; the import of discord.js alone is most of the bare bot): Node's type stripper, loaded for the first `.ts` file, and the bot's own modules (the Redis client, pino, zod, the engine and both catalogs). Loaded only when first needed since 2026-12-01 (issue 13): @discordjs/voice and DAVE at the first game that joins voice (~10 MiB), Skia (@napi-rs/canvas) and its fonts at the first picture of the table (~15 MiB after the bot's modules). `npm start` runs neither (issue 24): it runs the compiled JavaScript that `npm ci` builds (the `prepare` script; no type stripper), with a young generation of 2 × 2 MiB instead of V8's 2 × 16 MiB (`--max-semi-space-size=2`), both from scripts/start-compiled.sh, which the Docker image starts through too. Cache limits cannot help at rest: an idle guild holds next to nothing.",
      "The bot's row of `npm start` is the node process npm runs (found below npm's in /proc), as the bare bot's row is its one node process; npm itself stays beside it for as long as it runs (its own row).",
      "Two runs of `npm run bench -- --only memory`, 2026-12-05, on 2 × Intel(R) Xeon(R) Processor, 24 GiB, Node v22.23.3, shared with other engineers' work: 11:24 UTC (load 17.95 17.89 14.78): bare bot 101.9 MiB; `npm start` 104.5 MiB = 1.03 ×; with REDIS_URL 119.3 MiB = 1.17 ×; `node src/main.ts` 176.3 MiB = 1.73 ×. 11:28 UTC (load 27.77 23.11 17.50): the table above, 1.05 ×, 1.24 × and 1.80 ×. What the Redis row adds is the Redis client (node-redis through @keyv/redis, 15–18 MiB here), which the bot loads only with REDIS_URL since issue 24; the quick start's bot loads neither it nor a worker thread for pino-pretty (readable logs are written in the main thread since: as a transport, 10–15 MiB more).",
      'Before issue 24 (2026-12-01 21:20 UTC, load 12.1, the same scenario): bare bot 95.5 MiB; `node src/main.ts` 167.2 MiB = 1.75 ×, with NODE_OPTIONS=--max-semi-space-size=2 148.8 MiB = 1.56 ×; `node dist/src/main.js` 126.1 MiB = 1.32 ×, with the flag 112.4 MiB = 1.18 × (the Docker image then, alone).',
      'Before: at 17:57 UTC (an earlier commit, before the picture of the table, load 10.6) `node src/main.ts` idled at 168.4 MiB = 1.66 × the bare bot (101.2 MiB), 149.0 MiB = 1.47 × with `--max-semi-space-size=2`. Side by side at 21:37 UTC, the import of src/bot.ts alone: 148.4 MiB on commit 4baf109 (Skia with it), 136.6 MiB now; @discordjs/voice and DAVE, which 4baf109 also loaded at start-up, add another ~10 MiB there.',
    ],
  };
}
