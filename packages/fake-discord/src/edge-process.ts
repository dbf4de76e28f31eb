import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { GlobalRateLimit, type GlobalRateLimitSnapshot } from './global-rate-limit.ts';

export type EdgeMessage =
  { type: 'listening'; port: number } | { type: 'report'; snapshot?: GlobalRateLimitSnapshot };

export interface EdgeOptions {
  /** Requests per second per bot token (Discord: 50); false: counted, never refused. */
  perSecond?: number | false;
}

const MAIN = fileURLToPath(new URL('./edge-main.ts', import.meta.url));

/**
 * Discord's edge (the global limit) in a child process in front of a fake Discord started with
 * `globalRateLimit: false`: point the bot at `edge.apiUrl` instead of `fake.apiUrl`. The gateway
 * and attachments stay on the fake (their URLs are the fake's).
 */
export class EdgeProcess {
  readonly #child: ChildProcess;
  readonly apiUrl: string;

  private constructor(child: ChildProcess, port: number) {
    this.#child = child;
    this.apiUrl = `http://127.0.0.1:${port}/api`;
  }

  /** `fakeApiUrl`: the fake's `apiUrl` (http://127.0.0.1:port/api). */
  static async start(fakeApiUrl: string, options: EdgeOptions = {}): Promise<EdgeProcess> {
    const perSecond = options.perSecond ?? 50;
    const child = fork(MAIN, [new URL(fakeApiUrl).origin, String(perSecond || 'off')], {
      execArgv: ['--disable-warning=ExperimentalWarning'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const port = await new Promise<number>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`the Discord edge exited (${code})`)));
      child.on('message', (message: EdgeMessage) => {
        if (message.type === 'listening') resolve(message.port);
      });
    });
    return new EdgeProcess(child, port);
  }

  /** What the edge's limit counted so far: `.hits`, `.peak(token)`, `.perSecondCounts(token)`. */
  async report(): Promise<GlobalRateLimit> {
    const snapshot = await new Promise<GlobalRateLimitSnapshot>((resolve) => {
      const onMessage = (message: EdgeMessage) => {
        if (message.type !== 'report' || !message.snapshot) return;
        this.#child.off('message', onMessage);
        resolve(message.snapshot);
      };
      this.#child.on('message', onMessage);
      this.#child.send({ type: 'report' } satisfies EdgeMessage);
    });
    return GlobalRateLimit.fromSnapshot(snapshot);
  }

  async stop(): Promise<void> {
    if (this.#child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.#child.once('exit', resolve));
    this.#child.disconnect();
    await exited;
  }
}
