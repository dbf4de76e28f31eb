import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type RedisClientType } from '@keyv/redis';
import { freePort, RedisServer } from '../../harness/redis-server.ts';

export const MASTER_NAME = 'mymaster';

/** Polls `check` every 50 ms until it holds (a test must never sleep for a fixed time). */
async function until(what: string, check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** One short-lived client for a question to a server of the set. */
async function ask<T>(port: number, question: (client: RedisClientType) => Promise<T>) {
  const client = createClient({
    socket: { host: '127.0.0.1', port, reconnectStrategy: false, connectTimeout: 1_000 },
  }) as RedisClientType;
  client.on('error', () => {});
  await client.connect();
  try {
    return await question(client);
  } finally {
    client.destroy();
  }
}

/**
 * A real Redis Sentinel set of a test's own, on free ports: a master, one replica and one
 * Sentinel that fails over after one second without an answer (quorum 1), so a test can kill
 * the master and see the replica promoted as a deployment would, within a few seconds.
 */
export class SentinelSet {
  readonly master: RedisServer;
  readonly replica: RedisServer;
  readonly sentinelPort: number;
  readonly #dir: string;
  #sentinel: ChildProcess | undefined;

  private constructor(master: RedisServer, replica: RedisServer, sentinelPort: number) {
    this.master = master;
    this.replica = replica;
    this.sentinelPort = sentinelPort;
    this.#dir = mkdtempSync(join(tmpdir(), 'mafia-sentinel-'));
  }

  /**
   * `downAfterMs`: how long Sentinel waits for a silent master before it fails over;
   * `sentinelPort`: where the Sentinel listens (default: a free port).
   */
  static async start(
    options: { downAfterMs?: number; sentinelPort?: number } = {},
  ): Promise<SentinelSet> {
    const { downAfterMs = 1_000 } = options;
    // No wait before the replica's first sync (Redis 7 waits 5 s for more replicas to join).
    const master = await RedisServer.start(['--repl-diskless-sync-delay', '0']);
    const replica = await RedisServer.start(['--replicaof', '127.0.0.1', String(master.port)]);
    const set = new SentinelSet(master, replica, options.sentinelPort ?? (await freePort()));
    await until('the replica to follow the master', () =>
      ask(replica.port, async (client) =>
        (await client.info('replication')).includes('master_link_status:up'),
      ),
    );
    set.#launchSentinel(downAfterMs);
    // A Sentinel that does not know the replica yet could not promote it.
    await until('Sentinel to know the replica', () =>
      ask(set.sentinelPort, async (client) => {
        const replicas = (await client.sendCommand([
          'SENTINEL',
          'REPLICAS',
          MASTER_NAME,
        ])) as string[][];
        return replicas.some(
          (fields) =>
            fields.includes(String(replica.port)) &&
            !fields.some((field) => field.includes('s_down')),
        );
      }),
    );
    return set;
  }

  #launchSentinel(downAfterMs: number): void {
    const config = join(this.#dir, 'sentinel.conf');
    // Sentinel rewrites its configuration file as it learns the set: it must be its own.
    writeFileSync(
      config,
      [
        `port ${this.sentinelPort}`,
        'bind 127.0.0.1',
        `dir ${this.#dir}`,
        `sentinel monitor ${MASTER_NAME} 127.0.0.1 ${this.master.port} 1`,
        `sentinel down-after-milliseconds ${MASTER_NAME} ${downAfterMs}`,
        `sentinel failover-timeout ${MASTER_NAME} 2000`,
        `sentinel parallel-syncs ${MASTER_NAME} 1`,
        '',
      ].join('\n'),
    );
    this.#sentinel = spawn('redis-server', [config, '--sentinel'], { stdio: 'ignore' });
  }

  /** The bot's REDIS_URL for this set. */
  get url(): string {
    return `redis+sentinel://127.0.0.1:${this.sentinelPort}/${MASTER_NAME}`;
  }

  /** The port of the master Sentinel names now. */
  async masterPort(): Promise<number> {
    const address = (await ask(this.sentinelPort, (client) =>
      client.sendCommand(['SENTINEL', 'GET-MASTER-ADDR-BY-NAME', MASTER_NAME]),
    )) as [string, string];
    return Number(address[1]);
  }

  /**
   * Resolves once the replica has every write the master took so far. WAIT waits for the
   * replication offset of its own connection's last write, so a fresh connection's WAIT
   * returns at once whatever the replica has: a write of its own first puts that offset past
   * every write the master took before it (without it, a loaded machine lost the test's writes
   * in the failover while WAIT had said 1).
   */
  async replicated(): Promise<void> {
    await until('the replica to acknowledge every write', () =>
      ask(this.master.port, async (client) => {
        await client.set('sentinel-set:replicated', String(Date.now()));
        return Number(await client.sendCommand(['WAIT', '1', '1000'])) === 1;
      }),
    );
  }

  /** SIGKILL of the master, then the wait until Sentinel names the replica the master. */
  async failOver(): Promise<number> {
    const killedAt = Date.now();
    await this.master.kill();
    await until(
      'Sentinel to promote the replica',
      async () => (await this.masterPort()) === this.replica.port,
    );
    await until('the promoted replica to take writes', () =>
      ask(this.replica.port, async (client) =>
        (await client.info('replication')).includes('role:master'),
      ),
    );
    return Date.now() - killedAt;
  }

  async dispose(): Promise<void> {
    const sentinel = this.#sentinel;
    this.#sentinel = undefined;
    if (sentinel && sentinel.exitCode === null) {
      const exited = new Promise((resolve) => sentinel.once('exit', resolve));
      sentinel.kill('SIGKILL');
      await exited;
    }
    await this.master.dispose();
    await this.replica.dispose();
    rmSync(this.#dir, { recursive: true, force: true });
  }
}
