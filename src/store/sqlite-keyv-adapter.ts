import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { KeyvStoreAdapter, StoredData } from 'keyv';

/** How long a call waits for another connection's lock on the file before it fails. */
const BUSY_TIMEOUT_MS = 200;

/**
 * A Keyv storage adapter on Node's built-in SQLite (`node:sqlite`, Node 22.13+), for the
 * embedded default store. Why our own, small adapter rather than a published one:
 * - `@keyv/sqlite` 4 (the line that pairs with keyv 5) needs the native `sqlite3` addon, and
 *   `better-sqlite3` is native too: both fetch prebuilt binaries from GitHub at install time
 *   (not reachable from our machines) or compile against the headers of the Node that runs npm
 *   (20 here), not of the Node 22 that runs the bot.
 * - `keyv-file` rewrites one JSON file in place after a 100 ms delay: a crash mid-write leaves
 *   a truncated file, which it then reads as empty — every game lost at once.
 * SQLite in WAL mode with synchronous=FULL makes each write durable when the call returns,
 * survives a kill at any point, and its transactions give the compare-and-set the store needs.
 */
export class SqliteKeyvAdapter extends EventEmitter implements KeyvStoreAdapter {
  opts: { dialect: 'sqlite'; url: string };
  namespace?: string | undefined;
  readonly #db: DatabaseSync;

  constructor(filename: string) {
    super();
    this.opts = { dialect: 'sqlite', url: `sqlite://${filename}` };
    if (filename !== ':memory:') mkdirSync(dirname(filename), { recursive: true });
    this.#db = new DatabaseSync(filename);
    // node:sqlite is synchronous: waiting for a lock blocks the whole process, every game and
    // every interaction. So a locked file is given a moment, then refused as an outage ("try
    // again"), well inside Discord's 3 s, instead of freezing the bot for seconds.
    this.#db.exec(`
      PRAGMA journal_mode = WAL;
      PRAGMA synchronous = FULL;
      PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS};
      CREATE TABLE IF NOT EXISTS keyv (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS keyv_index (
        name TEXT NOT NULL, member TEXT NOT NULL, PRIMARY KEY (name, member)
      );
    `);
  }

  async get<Value>(key: string): Promise<StoredData<Value> | undefined> {
    const row = this.#db.prepare('SELECT value FROM keyv WHERE key = ?').get(key) as
      { value: string } | undefined;
    return row?.value as StoredData<Value> | undefined;
  }

  async set(key: string, value: string): Promise<void> {
    this.#db
      .prepare(
        'INSERT INTO keyv (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
      )
      .run(key, value);
  }

  async delete(key: string): Promise<boolean> {
    return Number(this.#db.prepare('DELETE FROM keyv WHERE key = ?').run(key).changes) > 0;
  }

  async clear(): Promise<void> {
    this.#db.exec('DELETE FROM keyv; DELETE FROM keyv_index;');
  }

  async has(key: string): Promise<boolean> {
    return this.#db.prepare('SELECT 1 FROM keyv WHERE key = ?').get(key) !== undefined;
  }

  /**
   * Stores `serialized` iff `versionOf(stored value)` equals `expectedVersion`, and updates the
   * index, in one IMMEDIATE transaction: atomic against other connections to the same file, and
   * — being synchronous — against every other call in this process.
   */
  compareAndSet(
    key: string,
    expectedVersion: number,
    serialized: string,
    versionOf: (stored: string) => number,
    index?: { name: string; member: string; present: boolean },
  ): { ok: true } | { ok: false; storedVersion: number } {
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      const row = this.#db.prepare('SELECT value FROM keyv WHERE key = ?').get(key) as
        { value: string } | undefined;
      const storedVersion = row ? versionOf(row.value) : 0;
      if (storedVersion !== expectedVersion) {
        this.#db.exec('ROLLBACK');
        return { ok: false, storedVersion };
      }
      this.#db
        .prepare(
          'INSERT INTO keyv (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
        )
        .run(key, serialized);
      if (index?.present) {
        this.#db
          .prepare('INSERT OR IGNORE INTO keyv_index (name, member) VALUES (?, ?)')
          .run(index.name, index.member);
      } else if (index) {
        this.#db
          .prepare('DELETE FROM keyv_index WHERE name = ? AND member = ?')
          .run(index.name, index.member);
      }
      this.#db.exec('COMMIT');
      return { ok: true };
    } catch (error) {
      if (this.#db.isTransaction) this.#db.exec('ROLLBACK');
      throw error;
    }
  }

  indexMembers(name: string): string[] {
    const rows = this.#db
      .prepare('SELECT member FROM keyv_index WHERE name = ?')
      .all(name) as Array<{
      member: string;
    }>;
    return rows.map((row) => row.member);
  }

  async disconnect(): Promise<void> {
    if (this.#db.isOpen) this.#db.close();
  }
}
