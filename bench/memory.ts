/**
 * Item 3 of issue 13, memory at rest: the idle RSS of the real bot process beside a bare
 * discord.js bot, each on a fake Discord of its own with the same guild; then the RSS growth
 * after messages posted in channels where no game runs (the GuildMessages intent delivers them
 * all; the bot reads none of them).
 */
import { FakeDiscord, type Player } from '../test/fake-discord/index.ts';
import { BotProcess } from '../test/e2e/support/bot-process.ts';
import { BareBotProcess } from './support/bare-bot-process.ts';
import { fmt, settledRssMiB, sleep } from './support/measure.ts';
import type { BenchContext, Section } from './support/report.ts';

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

async function measure(kind: 'bot' | 'bare', sizes: Sizes, settleMs: number): Promise<Figures> {
  const channels = chatChannels(sizes.channels);
  const fake = await FakeDiscord.start({
    guild: { locale: 'en', textChannels: ['game', 'general', ...channels] },
  });
  const authors = Array.from({ length: sizes.authors }, (_, i) =>
    fake.addPlayer({ name: `Chatter${i + 1}`, locale: 'en' }),
  );
  const bot =
    kind === 'bot'
      ? await BotProcess.start(fake, {
          timeScale: 1,
          env: process.env.BOT_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BOT_NODE_OPTIONS } : {},
        })
      : await BareBotProcess.start(fake);
  const pid = bot.pid ?? 0;
  try {
    const idle = await settledRssMiB(pid, settleMs);
    await postChat(authors, channels, sizes.messages);
    await sleep(settleMs);
    const after = await settledRssMiB(pid, settleMs);
    await postChat(authors, channels, sizes.messages);
    await sleep(settleMs);
    const afterSecond = await settledRssMiB(pid, settleMs);
    return { idle, after, afterSecond };
  } finally {
    await bot.stop();
    await fake.close();
  }
}

export async function memoryAtRest(context: BenchContext): Promise<Section> {
  const sizes: Sizes = context.smoke
    ? { messages: 200, channels: 4, authors: 10 }
    : { messages: 10_000, channels: 20, authors: 200 };
  const settleMs = context.smoke ? 300 : 4000;
  const bare = await measure('bare', sizes, settleMs);
  context.log(`memory: bare bot ${fmt(bare.idle, 1)} → ${fmt(bare.after, 1)} MiB`);
  const bot = await measure('bot', sizes, settleMs);
  context.log(`memory: mafia-bot ${fmt(bot.idle, 1)} → ${fmt(bot.after, 1)} MiB`);
  const per10k = (from: number, to: number) => ((to - from) * 10_000) / sizes.messages;
  const growth = (figures: Figures) =>
    `${fmt(per10k(figures.idle, figures.after), 1)} MiB, then ${fmt(per10k(figures.after, figures.afterSecond), 1)} MiB`;
  return {
    title: 'Memory at rest (issue 13, item 3)',
    sizes: `${sizes.messages.toLocaleString('en')} messages from ${sizes.authors} members in ${sizes.channels} channels without a game; each bot on a fake Discord of its own; RSS = median of 7 samples over ${settleMs / 1000} s`,
    rows: [
      {
        measure: 'idle RSS, bare discord.js bot (default caches)',
        figure: `${fmt(bare.idle, 1)} MiB`,
      },
      {
        measure: 'idle RSS, mafia-bot (`node src/main.ts`, Redis store)',
        figure: `${fmt(bot.idle, 1)} MiB`,
      },
      {
        measure: 'idle RSS ratio mafia-bot / bare bot',
        figure: `${fmt(bot.idle / bare.idle)} ×`,
        goal: '≤ 1.2 ×',
      },
      {
        measure:
          'RSS growth per 10,000 messages (first batch, then a second), bare bot (default caches)',
        figure: growth(bare),
      },
      {
        measure: 'RSS growth per 10,000 messages (first batch, then a second), mafia-bot',
        figure: growth(bot),
        goal: '≤ 5 MiB',
      },
    ],
  };
}
