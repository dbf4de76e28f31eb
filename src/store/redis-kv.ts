import KeyvRedis from '@keyv/redis';
import { Keyv } from 'keyv';
import { useFastCodec } from './keyv-codec.ts';
import {
  connectWithGrace,
  describeRedis,
  redisClient,
  redisReachable,
  type BotRedis,
} from './redis-client.ts';
import { LUA_LEADING_VERSION, versionFirst } from './stored-version.ts';
import type { CasOutcome, IndexChange, VersionedKv } from './versioned-kv.ts';

/**
 * Compare-and-set as one Lua script rather than WATCH/MULTI: a script runs atomically on the
 * server, needs no dedicated connection (node-redis 5 shares one socket, and WATCH is
 * per-connection state), and costs one round trip instead of four. It reads the stored
 * document's `version` from Keyv's own serialization (`{"value":{…},"expires":…}`), so what it
 * writes stays readable through `keyv.get`: from the text's start when the document was written
 * version-first (src/store/stored-version.ts: then only its first 64 bytes are read), otherwise by
 * decoding it (documents written before).
 *
 * KEYS[1] document, KEYS[2] index set; ARGV[1] expected version, ARGV[2] Keyv-serialized
 * document, ARGV[3] '' | 'add' | 'remove', ARGV[4] index member.
 * Returns {1, expected} on success, {0, storedVersion} on conflict.
 */
const COMPARE_AND_SET = `
local head = redis.call('GETRANGE', KEYS[1], 0, 63)
local leading = string.match(head, '${LUA_LEADING_VERSION}')
local current = not leading and redis.call('GET', KEYS[1])
local stored = 0
if leading then
  stored = tonumber(leading)
elseif current then
  local ok, decoded = pcall(cjson.decode, current)
  if ok and type(decoded) == 'table' and type(decoded.value) == 'table' then
    stored = tonumber(decoded.value.version) or -1
  else
    stored = -1
  end
end
if stored ~= tonumber(ARGV[1]) then
  return {0, stored}
end
redis.call('SET', KEYS[1], ARGV[2])
if ARGV[3] == 'add' then
  redis.call('SADD', KEYS[2], ARGV[4])
elseif ARGV[3] == 'remove' then
  redis.call('SREM', KEYS[2], ARGV[4])
end
return {1, stored}
`;

export interface RedisKvOptions {
  url: string;
  /** Prefix of every key, so several bots (or test runs) can share one Redis. */
  prefix: string;
}

/** Keyv + @keyv/redis, with the compare-and-set above on the client @keyv/redis exposes. */
export class RedisKv implements VersionedKv {
  readonly #keyv: Keyv;
  readonly #client: BotRedis;
  readonly #prefix: string;
  /** Where the store is, as its errors name it (never a password). */
  readonly #where: string;
  /** Why the last connection attempt failed (undefined while connected). */
  #lastError: Error | undefined;

  private constructor(keyv: Keyv, client: BotRedis, options: RedisKvOptions) {
    this.#keyv = keyv;
    this.#client = client;
    this.#prefix = options.prefix;
    this.#where = describeRedis(options.url);
    // A single client is ready again; a Sentinel client has moved to a (new) master.
    for (const recovered of ['ready', 'topology-change'])
      client.on(recovered, () => {
        this.#lastError = undefined;
      });
    // Without a listener node-redis would throw connection errors as unhandled 'error' events.
    client.on('error', (error: Error) => {
      this.#lastError = error;
    });
  }

  /**
   * Opens the client without waiting for Redis to answer (beyond a short grace): Redis down at
   * start-up is an outage like any other. Every call fails at once with the address and the
   * reason until it answers; the client keeps reconnecting, every half second, for as long as it
   * takes, so the games go on within a second of Redis being back.
   */
  static async connect(options: RedisKvOptions): Promise<RedisKv> {
    const client = redisClient(options.url);
    const adapter = new KeyvRedis(client, { throwOnErrors: true, throwOnConnectError: true });
    // Keys are prefixed by us (not by Keyv) so the Lua script addresses exactly the same key.
    const keyv = new Keyv({
      store: adapter,
      namespace: '',
      useKeyPrefix: false,
      throwOnErrors: true,
    });
    useFastCodec(keyv);
    const kv = new RedisKv(keyv, client, options);
    await connectWithGrace(client);
    return kv;
  }

  /** Runs a Redis call; while Redis is unreachable, fails naming the address and the reason. */
  async #call<T>(call: () => Promise<T>): Promise<T> {
    // Sentinel's client would hold the call until a master answers (a failover): fail it now.
    if (!redisReachable(this.#client)) this.#unreachable(new Error('no master answers'));
    try {
      return await call();
    } catch (error) {
      if (redisReachable(this.#client)) throw error;
      this.#unreachable(error);
    }
  }

  #unreachable(error: unknown): never {
    const reason = this.#lastError?.message ?? (error as Error).message;
    throw new Error(`cannot reach Redis at ${this.#where}: ${reason}`, { cause: error });
  }

  #key(key: string): string {
    return `${this.#prefix}:${key}`;
  }

  async get(key: string): Promise<unknown> {
    return this.#call(() => this.#keyv.get(this.#key(key)));
  }

  async set(key: string, value: unknown): Promise<void> {
    await this.#call(() => this.#keyv.set(this.#key(key), value));
  }

  async compareAndSet(
    key: string,
    expectedVersion: number,
    value: { version: number },
    indexChange?: IndexChange,
  ): Promise<CasOutcome> {
    const serialized = await this.#keyv.serializeData({
      value: versionFirst(value),
      expires: undefined,
    });
    const operation = indexChange ? (indexChange.present ? 'add' : 'remove') : '';
    const reply = (await this.#call(() =>
      this.#client.eval(COMPARE_AND_SET, {
        keys: [this.#key(key), this.#key(`index:${indexChange?.index ?? 'none'}`)],
        arguments: [
          String(expectedVersion),
          String(serialized),
          operation,
          indexChange?.member ?? '',
        ],
      }),
    )) as [number, number];
    return reply[0] === 1 ? { ok: true } : { ok: false, storedVersion: reply[1] };
  }

  async indexMembers(index: string): Promise<string[]> {
    return this.#call(() => this.#client.sMembers(this.#key(`index:${index}`)));
  }

  /** Deletes every key under this store's prefix (tests only). */
  async clearPrefix(): Promise<void> {
    // SCAN by hand: node-redis's Sentinel client has no scanIterator.
    let cursor = '0';
    do {
      const page = await this.#client.scan(cursor, { MATCH: `${this.#prefix}:*`, COUNT: 500 });
      cursor = String(page.cursor);
      if (page.keys.length > 0) await this.#client.del(page.keys);
    } while (cursor !== '0');
  }

  async close(): Promise<void> {
    if (this.#client.isReady) await this.#client.close();
    else if (this.#client.isOpen) await this.#client.destroy();
  }
}
