import { fromRecord } from '../orchestrator/document.ts';
import type { GameStore } from '../store/game-store.ts';
import { liveFrame, sameForSpectators, type LiveFrame } from './live-frame.ts';
import type { SaveFeed } from './save-feed.ts';

export type FrameListener = (frame: LiveFrame) => void;

interface Followed {
  listeners: Set<FrameListener>;
  last?: LiveFrame;
  /** A load in flight, and whether a save came during it (then one more load follows). */
  loading?: Promise<void>;
  again: boolean;
}

export interface LiveHubOptions {
  store: Pick<GameStore, 'loadGame'>;
  feed: SaveFeed;
  now?: () => number;
  /** Without save notices (the embedded store read by `npm run web`): look this often (ms). */
  pollMs?: number;
}

/**
 * The live games that have spectators: each save of one is loaded once, rendered once
 * (live-frame.ts) and the frame handed to every stream that follows it, so a thousand
 * spectators cost one load per save, not a thousand.
 */
export class LiveHub {
  readonly #options: LiveHubOptions;
  readonly #games = new Map<string, Followed>();
  readonly #unlisten: () => void;
  readonly #poll: NodeJS.Timeout | undefined;

  constructor(options: LiveHubOptions) {
    this.#options = options;
    this.#unlisten = options.feed.listen((gameId) => {
      if (this.#games.has(gameId)) this.#refresh(gameId);
    });
    this.#poll = options.pollMs
      ? setInterval(() => this.#games.forEach((_, id) => this.#refresh(id)), options.pollMs)
      : undefined;
    this.#poll?.unref();
  }

  /** The game's latest frame (loaded now when nobody follows it yet). */
  async current(gameId: string): Promise<LiveFrame | undefined> {
    const followed = this.#games.get(gameId);
    if (followed?.last) return followed.last;
    const frame = await this.#load(gameId);
    if (followed && frame && !(followed.last && followed.last.version >= frame.version))
      followed.last = frame;
    return frame;
  }

  /** Hands `listener` every new frame of the game until the returned function is called. */
  follow(gameId: string, listener: FrameListener): () => void {
    let followed = this.#games.get(gameId);
    if (!followed) {
      followed = { listeners: new Set(), again: false };
      this.#games.set(gameId, followed);
    }
    followed.listeners.add(listener);
    return () => {
      followed.listeners.delete(listener);
      if (followed.listeners.size === 0) this.#games.delete(gameId);
    };
  }

  get streams(): number {
    let count = 0;
    for (const followed of this.#games.values()) count += followed.listeners.size;
    return count;
  }

  close(): void {
    this.#unlisten();
    if (this.#poll) clearInterval(this.#poll);
    this.#games.clear();
  }

  async #load(gameId: string): Promise<LiveFrame | undefined> {
    const record = await this.#options.store.loadGame(gameId);
    if (!record) return undefined;
    return liveFrame(fromRecord(record), record.version, (this.#options.now ?? Date.now)());
  }

  #refresh(gameId: string): void {
    const followed = this.#games.get(gameId);
    if (!followed) return;
    if (followed.loading) {
      followed.again = true;
      return;
    }
    followed.loading = this.#load(gameId)
      .then((frame) => this.#deliver(followed, frame))
      .catch(() => {}) // a store outage: the next save or poll tries again
      .finally(() => {
        followed.loading = undefined;
        if (followed.again) {
          followed.again = false;
          this.#refresh(gameId);
        }
      });
  }

  #deliver(followed: Followed, frame: LiveFrame | undefined): void {
    if (!frame || (followed.last && frame.version <= followed.last.version)) return;
    const changed = !sameForSpectators(followed.last, frame);
    followed.last = frame;
    if (changed) for (const listener of followed.listeners) listener(frame);
  }
}
