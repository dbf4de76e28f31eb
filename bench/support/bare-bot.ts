/** The bare discord.js bot the latencies are measured against (bench/bare-bot.js), pinged by one person. */
import { FakeDiscord } from '@mafia-bot/fake-discord';
import { BareBotProcess } from './bare-bot-process.ts';
import { sleep } from './measure.ts';
import { quiet } from './quiet.ts';

/** The bare bot on a fake of its own, and one person who pings it. */
export async function bareBot() {
  const fake = await FakeDiscord.start({ guild: { locale: 'en' } });
  const bot = await BareBotProcess.start(fake);
  const person = fake.addPlayer({ name: 'Pinger', locale: 'en' });
  return {
    ping: async () => (await person.slash('ping')).latencyMs,
    quiet: () => quiet(fake),
    close: async () => {
      await bot.stop();
      await fake.close();
    },
  };
}

export type BareBot = Awaited<ReturnType<typeof bareBot>>;

/** Pings the bare bot every `everyMs` while `work` runs: its latencies in the same seconds. */
export async function pingingDuring<T>(
  bare: BareBot,
  work: Promise<T>,
  everyMs = 100,
): Promise<{ result: T; pings: number[] }> {
  const pings: number[] = [];
  let done = false;
  const loop = (async () => {
    while (!done) {
      pings.push(await bare.ping());
      await sleep(everyMs);
    }
  })();
  try {
    return { result: await work, pings };
  } finally {
    done = true;
    await loop;
  }
}

export interface Sample {
  name: string;
  bot: number[];
  bare: number[];
}
