import { join } from 'node:path';
import { Keyv } from 'keyv';
import { useFastCodec } from './keyv-codec.ts';
import { SqliteKeyvAdapter } from './sqlite-keyv-adapter.ts';
import { storedVersionOf, versionFirst } from './stored-version.ts';
import type { CasOutcome, IndexChange, VersionedKv } from './versioned-kv.ts';

/** The embedded default: Keyv over one SQLite file in MAFIA_DATA_DIR. */
export class EmbeddedKv implements VersionedKv {
  readonly #adapter: SqliteKeyvAdapter;
  readonly #keyv: Keyv;

  constructor(filename: string) {
    this.#adapter = new SqliteKeyvAdapter(filename);
    this.#keyv = new Keyv({
      store: this.#adapter,
      namespace: '',
      useKeyPrefix: false,
      throwOnErrors: true,
    });
    useFastCodec(this.#keyv);
  }

  static inDirectory(dataDir: string): EmbeddedKv {
    return new EmbeddedKv(join(dataDir, 'mafia-bot.sqlite'));
  }

  get(key: string): Promise<unknown> {
    return this.#keyv.get(key);
  }

  async set(key: string, value: unknown): Promise<void> {
    await this.#keyv.set(key, value);
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
    const decode = this.#keyv.deserialize ?? JSON.parse;
    const versionOf = (stored: string) => storedVersionOf(stored, decode);
    return this.#adapter.compareAndSet(
      key,
      expectedVersion,
      String(serialized),
      versionOf,
      indexChange && {
        name: indexChange.index,
        member: indexChange.member,
        present: indexChange.present,
      },
    );
  }

  async indexMembers(index: string): Promise<string[]> {
    return this.#adapter.indexMembers(index);
  }

  async close(): Promise<void> {
    await this.#adapter.disconnect();
  }
}
