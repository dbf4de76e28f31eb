import { spawn, type ChildProcess } from 'node:child_process';
import type { FakeDiscord } from '@mafia-bot/fake-discord';

/** bench/bare-bot.js as a process of its own, like the real bot (BotProcess). */
export class BareBotProcess {
  readonly #child: ChildProcess;
  readonly #exited: Promise<void>;

  private constructor(child: ChildProcess) {
    this.#child = child;
    this.#exited = new Promise((resolve) => child.once('exit', () => resolve()));
  }

  get pid(): number {
    return this.#child.pid ?? 0;
  }

  static async start(fake: FakeDiscord): Promise<BareBotProcess> {
    const child = spawn(
      process.execPath,
      ['--disable-warning=ExperimentalWarning', 'bench/bare-bot.js'],
      {
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'production',
          DISCORD_TOKEN: fake.token,
          DISCORD_API_URL: fake.apiUrl,
          DISCORD_GUILD_ID: fake.guildId,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const bot = new BareBotProcess(child);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('the bare bot was not ready in 20 s')),
        20_000,
      );
      child.stdout?.on('data', (chunk: Buffer) => {
        if (!chunk.toString().includes('bare bot ready')) return;
        clearTimeout(timer);
        resolve();
      });
      child.once('exit', (code) => reject(new Error(`the bare bot exited (${code})`)));
    });
    return bot;
  }

  async stop(): Promise<void> {
    this.#child.kill('SIGTERM');
    await this.#exited;
  }
}
