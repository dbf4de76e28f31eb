import { FakeDiscord, type FakeDiscordOptions } from '@mafia-bot/fake-discord';
import { BotProcess, type BotOptions } from './bot-process.ts';
import { Table } from './table.ts';
import { Steps } from './steps.ts';
import type { Locale } from '../src/i18n/index.ts';

/** One fake Discord, one real bot process, one table of scripted people. */
export interface Session {
  fake: FakeDiscord;
  bot: BotProcess;
  table: Table;
  steps: Steps;
  close(): Promise<void>;
}

export async function openSession(options: {
  players: number;
  locale?: Locale;
  bot?: Partial<BotOptions>;
  fake?: FakeDiscordOptions;
  closedDms?: number[];
}): Promise<Session> {
  const locale = options.locale ?? 'en';
  const fake = await FakeDiscord.start({
    ...options.fake,
    guild: { locale, ...options.fake?.guild },
  });
  const bot = await BotProcess.start(fake, { timeScale: 0.05, ...options.bot });
  const table = new Table(fake, options.players, locale, { closedDms: options.closedDms ?? [] });
  return {
    fake,
    bot,
    table,
    steps: new Steps(table),
    close: async () => {
      await bot.stop();
      await fake.close();
    },
  };
}
