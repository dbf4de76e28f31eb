import type { Screen } from '../../engine/index.ts';
import type { GameDocument, ScreenHandle } from '../../orchestrator/document.ts';
import type { ClickResponse } from '../../orchestrator/ports.ts';
import { INTERACTION_TOKEN_LIFETIME_MS } from './click-response.ts';

interface Kept {
  response: ClickResponse;
  keptAt: number;
}

/**
 * The newest click response that carried a change of each message, kept while its token lives,
 * so that later changes of that message with no click of their own (a time that runs out: the
 * night's prompts closed at dawn, the table card moved on after the vote) ride on it too. Its
 * token edits its original message, the one clicked on, for 15 minutes, free of the global
 * rate limit; what it shows is what a channel edit would show. Per process: after a restart,
 * or on another process of a cluster, the message is edited the usual way.
 */
export class RecentClicks {
  /** By message id, oldest first (a message kept again moves to the end). */
  readonly #kept = new Map<string, Kept>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /**
   * Shows `screen` on the message behind `handle` through the click's own `response` or, if it
   * cannot, through the newest response kept for that message. False: none could (the message
   * is then edited the usual way).
   */
  async show(
    game: GameDocument,
    screen: Screen,
    closed: boolean,
    handle: ScreenHandle,
    response: ClickResponse | undefined,
  ): Promise<boolean> {
    const messageId = handle.messageId;
    if (!messageId) return false;
    this.#sweep();
    if (response?.isOn(handle) && (await response.show(game, screen, closed))) {
      this.#kept.delete(messageId);
      this.#kept.set(messageId, { response, keptAt: this.#now() });
      return true;
    }
    const kept = this.#kept.get(messageId);
    if (!kept || kept.response === response) return false;
    if (await kept.response.show(game, screen, closed)) return true;
    // Its token is spent (expired, refused): the usual edit from now on.
    this.#kept.delete(messageId);
    return false;
  }

  /** How many messages have a response kept (for tests). */
  get size(): number {
    return this.#kept.size;
  }

  /** Drops the responses whose tokens have certainly expired (kept after their click). */
  #sweep(): void {
    const expiredBefore = this.#now() - INTERACTION_TOKEN_LIFETIME_MS;
    for (const [messageId, kept] of this.#kept) {
      if (kept.keptAt > expiredBefore) break;
      this.#kept.delete(messageId);
    }
  }
}
