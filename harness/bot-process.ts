import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FakeDiscord } from '@mafia-bot/fake-discord';
import { TEST_REDIS_URL, uniquePrefix } from './redis.ts';

export interface BotOptions {
  timeScale: number;
  /** Redis (the default) or the embedded store in a directory of its own. */
  store?: 'redis' | 'embedded';
  /** Keep the same store across restarts: pass the value of a previous process. */
  redisKeyPrefix?: string;
  dataDir?: string;
  env?: Record<string, string>;
  /**
   * Launch as a newcomer does instead: `npm run <script>` (e.g. `start`) in the repository, npm's
   * own process with the bot below it (its pid: `botPid`), all in a process group of their own.
   */
  npmScript?: string;
  /**
   * How long a launch may take until a person can act (default 20 s): `/mafia` listed and
   * Discord's READY sent to each of this process's shards.
   */
  readyTimeoutMs?: number;
  /**
   * `npm run start:sharded` (src/sharded.ts) instead of `npm start`: the ShardingManager and one
   * child process per shard, whose log lines come through the launcher's output.
   */
  sharded?: boolean;
}

/**
 * Whether a person can act on a launch: the `/mafia` command is listed in the server (or
 * globally), and Discord has sent READY to a new session of every shard the launch runs
 * (the identifies from `since` on). A restart's commands are still listed from before: then
 * its READY is the moment. Never a log line of the bot's: people do not wait for one.
 */
function peopleCanAct(fake: FakeDiscord, since: number, shards: readonly number[]): boolean {
  const listed = [fake.commands(), fake.commands('global')].some((commands) =>
    commands.some((command) => command.name === 'mafia'),
  );
  const ready = fake.identifies.slice(since).map((identify) => identify.shard?.[0] ?? 0);
  return listed && shards.every((shard) => ready.includes(shard));
}

/**
 * The shards a launch runs: one process given its shards as a shard of the ShardingManager
 * would be (SHARDS), else shard 0 of a plain start; under the manager SHARD_LIST, else all
 * SHARD_COUNT or as many as Discord says.
 */
function shardsOf(fake: FakeDiscord, sharded: boolean, env: Record<string, string>): number[] {
  if (env.SHARDS) return [JSON.parse(env.SHARDS) as number | number[]].flat();
  if (!sharded) return [0];
  if (env.SHARD_LIST) return env.SHARD_LIST.split(',').map(Number);
  const count = Number(env.SHARD_COUNT) || fake.gateway.options.recommendedShards;
  return Array.from({ length: count }, (_, shard) => shard);
}

/**
 * The real bot, as a separate process (`node src/main.ts`), pointed at the fake Discord. It is
 * killed and restarted like a production process; its JSON log lines are kept for diagnosis.
 */
export class BotProcess {
  readonly options: Required<Pick<BotOptions, 'timeScale' | 'store' | 'sharded'>> & {
    npmScript?: string;
    redisKeyPrefix: string;
    dataDir: string;
    readyTimeoutMs: number;
  };
  readonly lines: string[] = [];
  /** The environment of every launch of this bot (a restart keeps its own Redis). */
  readonly #env: Record<string, string>;
  #child: ChildProcess | undefined;
  #exited: Promise<number | null> = Promise.resolve(null);
  /** The first log line of the last launch. */
  #launchedAt = 0;

  private constructor(options: BotOptions) {
    this.options = {
      timeScale: options.timeScale,
      store: options.store ?? 'redis',
      ...(options.npmScript ? { npmScript: options.npmScript } : {}),
      redisKeyPrefix: options.redisKeyPrefix ?? uniquePrefix('e2e'),
      dataDir: options.dataDir ?? mkdtempSync(join(tmpdir(), 'mafia-e2e-')),
      readyTimeoutMs: options.readyTimeoutMs ?? 20_000,
      sharded: options.sharded ?? false,
    };
    this.#env = options.env ?? {};
  }

  /** The running process's id (the benchmarks read its memory and CPU from /proc). */
  get pid(): number | undefined {
    return this.#child?.pid;
  }

  static async start(fake: FakeDiscord, options: BotOptions): Promise<BotProcess> {
    const bot = new BotProcess(options);
    await bot.launch(fake);
    return bot;
  }

  async launch(fake: FakeDiscord, extraEnv: Record<string, string> = this.#env): Promise<void> {
    const identifiesBefore = fake.identifies.length;
    // Only this process's own lines count for `settled` (the lines of an earlier one are kept).
    this.#launchedAt = this.lines.length;
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DISCORD_TOKEN: fake.token,
      DISCORD_API_URL: fake.apiUrl,
      DISCORD_GUILD_ID: fake.guildId,
      MAFIA_TIME_SCALE: String(this.options.timeScale),
      MAFIA_DATA_DIR: this.options.dataDir,
      REDIS_KEY_PREFIX: this.options.redisKeyPrefix,
      ...(this.options.store === 'redis' ? { REDIS_URL: TEST_REDIS_URL } : {}),
      ...extraEnv,
    };
    const child = this.options.npmScript
      ? spawn('npm', ['run', this.options.npmScript], {
          env: { ...env, HOME: process.env.HOME ?? '' },
          stdio: ['ignore', 'pipe', 'pipe'],
          detached: true,
        })
      : spawn(
          process.execPath,
          [
            '--disable-warning=ExperimentalWarning',
            this.options.sharded ? 'src/sharded.ts' : 'src/main.ts',
          ],
          { env, stdio: ['ignore', 'pipe', 'pipe'] },
        );
    this.#child = child;
    for (const stream of [child.stdout, child.stderr]) {
      let buffer = '';
      stream?.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const parts = buffer.split('\n');
        buffer = parts.pop() ?? '';
        this.lines.push(...parts.filter((line) => line.trim() !== ''));
      });
    }
    this.#exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    const shards = shardsOf(fake, this.options.sharded, env);
    await this.#until(
      () => peopleCanAct(fake, identifiesBefore, shards),
      this.options.readyTimeoutMs,
      'the /mafia command listed and READY sent',
    );
  }

  /**
   * Waits for the bot's own "mafia-bot ready" line of the last launch (every game resumed):
   * for measurements of a settled bot only, never before a test acts.
   */
  async settled(timeoutMs = this.options.readyTimeoutMs): Promise<string> {
    return this.waitForLog(/mafia-bot (shards )?ready/, timeoutMs, () => true, this.#launchedAt);
  }

  async #until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (!condition()) {
      if (this.#child?.exitCode !== null && this.#child?.exitCode !== undefined)
        throw new Error(`the bot exited (${this.#child.exitCode}) before ${what}:\n${this.tail()}`);
      if (Date.now() > until)
        throw new Error(`not ${what} within ${timeoutMs} ms:\n${this.tail()}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  /**
   * Waits until a log line (from line `from` on) matches and the extra condition holds; fails
   * with the log.
   */
  async waitForLog(
    pattern: RegExp,
    timeoutMs = 10_000,
    also: () => boolean = () => true,
    from = 0,
  ): Promise<string> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const line = this.lines.slice(from).find((entry) => pattern.test(entry));
      if (line && also()) return line;
      if (this.#child?.exitCode !== null && this.#child?.exitCode !== undefined) {
        throw new Error(
          `the bot exited (${this.#child.exitCode}) while waiting for ${pattern}:\n${this.tail()}`,
        );
      }
      if (Date.now() > until)
        throw new Error(`no log line ${pattern} within ${timeoutMs} ms:\n${this.tail()}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  tail(count = 40): string {
    return this.lines.slice(-count).join('\n');
  }

  /** The process is alive (it has not exited, whatever happened to the store). */
  running(): boolean {
    return (
      this.#child !== undefined && this.#child.exitCode === null && this.#child.signalCode === null
    );
  }

  /** Log lines at error level or worse (pino: 50 error, 60 fatal). */
  errors(): string[] {
    return this.lines.filter((line) => /"level":(50|60)/.test(line));
  }

  /** The process id of a shard's child process (sharded): the launcher logs each spawn. */
  shardPid(shardId: number): number {
    const line = this.lines
      .filter((entry) => entry.includes('"msg":"shard spawned"'))
      .map((entry) => JSON.parse(entry) as { shard: number; childPid: number })
      .findLast((entry) => entry.shard === shardId);
    if (!line) throw new Error(`shard ${shardId} was never spawned:\n${this.tail()}`);
    return line.childPid;
  }

  /**
   * One shard's process dies at once (SIGKILL), as on a crash; resolves once the manager has
   * spawned it again and it is READY and has resumed its games: the ms that took.
   */
  async killShard(shardId: number, timeoutMs = 30_000): Promise<number> {
    const from = this.lines.length;
    const killedAt = Date.now();
    process.kill(this.shardPid(shardId), 'SIGKILL');
    const ready = (entry: string) => {
      const line = JSON.parse(entry) as { shard?: number; msg?: string };
      return line.shard === shardId && line.msg === 'mafia-bot ready';
    };
    const until = Date.now() + timeoutMs;
    while (!this.lines.slice(from).some((entry) => entry.startsWith('{') && ready(entry))) {
      if (Date.now() > until) throw new Error(`shard ${shardId} not back:\n${this.tail()}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return Date.now() - killedAt;
  }

  /** The process dies at once, as on a crash or an OOM kill (no shutdown code runs). */
  async kill(): Promise<void> {
    this.#signal('SIGKILL');
    await this.#exited;
  }

  /** A graceful stop (SIGTERM), as an operator or a container runtime does. */
  async stop(): Promise<number | null> {
    this.#signal('SIGTERM');
    return this.#exited;
  }

  /** Under npm the whole group (npm and the bot below it), as Ctrl+C in a terminal does. */
  #signal(signal: NodeJS.Signals): void {
    const pid = this.#child?.pid;
    if (this.options.npmScript && pid !== undefined && this.running()) process.kill(-pid, signal);
    else this.#child?.kill(signal);
  }
}
