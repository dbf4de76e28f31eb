import { spawn, type ChildProcess } from 'node:child_process';
import type { FakeDiscord, RequestLogEntry } from '@mafia-bot/fake-discord';
import { PROXY_USER_AGENT } from '../src/rest-proxy/server.ts';

/** Whether the fake received a request from the REST proxy (not from a bot directly). */
export function sentByProxy(request: Pick<RequestLogEntry, 'userAgent'>): boolean {
  return request.userAgent.includes(PROXY_USER_AGENT);
}

/** Interaction callbacks and follow-ups: the routes the bot sends to Discord itself. */
export function interactionRoute(request: Pick<RequestLogEntry, 'path'>): boolean {
  return /^\/(interactions|webhooks)\//.test(request.path);
}

/**
 * `npm run rest-proxy` as its own process in front of the fake Discord, as in production: the
 * bot processes get `REST_PROXY_URL` = `proxy.url` (see `proxy.botEnv()`).
 */
export class RestProxyProcess {
  readonly lines: string[] = [];
  url = '';
  readonly #child: ChildProcess;
  readonly #exited: Promise<number | null>;

  private constructor(child: ChildProcess) {
    this.#child = child;
    this.#exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    let buffer = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const parts = buffer.split('\n');
        buffer = parts.pop() ?? '';
        this.lines.push(...parts.filter((line) => line.trim() !== ''));
      });
    }
  }

  static async start(
    fake: FakeDiscord,
    /** `port`: a port to listen on (a restarted proxy takes its predecessor's); default any. */
    options: { globalRequestsPerSecond?: number; logLevel?: string; port?: number } = {},
  ): Promise<RestProxyProcess> {
    const child = spawn(
      process.execPath,
      ['--disable-warning=ExperimentalWarning', 'src/rest-proxy/main.ts'],
      {
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'production',
          LOG_LEVEL: options.logLevel ?? 'info',
          DISCORD_TOKEN: fake.token,
          DISCORD_API_URL: fake.apiUrl,
          REST_PROXY_PORT: String(options.port ?? 0),
          REST_PROXY_GLOBAL_RATE: String(options.globalRequestsPerSecond ?? 50),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const proxy = new RestProxyProcess(child);
    const ready = await proxy.#waitForReady(15_000);
    proxy.url = `http://127.0.0.1:${ready.port}/api`;
    return proxy;
  }

  get port(): number {
    return Number(new URL(this.url).port);
  }

  /**
   * The environment of a bot process behind this proxy. DISCORD_API_URL is the fake: the bot
   * answers interactions there directly (src/discord/transport/proxied-rest.ts); what went around the
   * proxy shows in the fake's request log by its User-Agent (`sentByProxy`).
   */
  botEnv(fake: FakeDiscord): Record<string, string> {
    return { REST_PROXY_URL: this.url, DISCORD_API_URL: fake.apiUrl };
  }

  /** The proxy dies at once (SIGKILL), as on a crash or an OOM kill. */
  async kill(): Promise<void> {
    this.#child.kill('SIGKILL');
    await this.#exited;
  }

  running(): boolean {
    return this.#child.exitCode === null && this.#child.signalCode === null;
  }

  /** Log lines at warn level or worse (pino: 40 warn, 50 error, 60 fatal). */
  warnings(): string[] {
    return this.lines.filter((line) => /"level":(40|50|60)/.test(line));
  }

  async stop(): Promise<number | null> {
    this.#child.kill('SIGTERM');
    return this.#exited;
  }

  async #waitForReady(timeoutMs: number): Promise<{ port: number }> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const line = this.lines.find((entry) => entry.includes('rest-proxy ready'));
      if (line) return JSON.parse(line) as { port: number };
      if (!this.running() || Date.now() > until) {
        throw new Error(`the REST proxy did not start:\n${this.lines.join('\n')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
