import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

/** Does a Redis answer PING at this port? */
function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (chunk) => done(chunk.toString().startsWith('+PONG')));
    socket.setTimeout(1000, () => done(false));
  });
}

/**
 * redis-server's arguments for a kill that keeps every write it acknowledged: each write is on
 * disk before its reply. With the default (`appendfsync everysec`) Redis postpones writing its
 * appendonly file while the previous second's fsync is still running (a busy disk: the machine
 * shared by several test runs) and replies all the same, so a SIGKILL a few milliseconds after a
 * save lost it: the store-outage game came back one turn earlier than the bot had saved (the
 * floor set just before the kill), the speech's re-armed timer was refused as stale, and the
 * game waited for a timer nobody held (1 run in 4; measured 2026-12-05 with the timers' outcomes
 * logged).
 */
export const FSYNC_EVERY_WRITE = ['--appendfsync', 'always'] as const;

/**
 * A `redis-server` of a test's own (a free port, appendonly on, its own directory), so the test
 * can kill it as an outage does and start it again on the same port with the data on disk (all
 * it acknowledged with FSYNC_EVERY_WRITE), without touching the Redis other tests share.
 */
export class RedisServer {
  readonly port: number;
  readonly dir: string;
  /** More redis-server arguments (`--replicaof`, `--cluster-enabled`…), after the defaults. */
  readonly #extra: readonly string[];
  #child: ChildProcess | undefined;

  private constructor(port: number, extra: readonly string[]) {
    this.port = port;
    this.dir = mkdtempSync(join(tmpdir(), 'mafia-redis-'));
    this.#extra = extra;
  }

  static async start(extra: readonly string[] = []): Promise<RedisServer> {
    const server = new RedisServer(await freePort(), extra);
    await server.launch();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts the server and resolves once it answers PING. */
  async launch(): Promise<void> {
    this.#child = spawn(
      'redis-server',
      [
        ...['--port', String(this.port), '--bind', '127.0.0.1', '--dir', this.dir],
        ...['--appendonly', 'yes', '--save', '', '--daemonize', 'no'],
        ...this.#extra,
      ],
      { stdio: 'ignore' },
    );
    let failed: Error | undefined;
    this.#child.once('error', (error) => {
      failed = new Error(`cannot run redis-server (is it installed?): ${error.message}`);
    });
    const until = Date.now() + 10_000;
    while (!(await pings(this.port))) {
      if (failed) throw failed;
      if (Date.now() > until) throw new Error(`redis-server did not answer on ${this.port}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** SIGKILL: the server is gone at once, as in a crash (its appendonly file stays). */
  async kill(): Promise<void> {
    const child = this.#child;
    this.#child = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async dispose(): Promise<void> {
    await this.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
