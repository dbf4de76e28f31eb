import type { Message } from 'discord.js';
import { BOT_ACTOR } from '../engine/events.ts';
import type { Logger } from '../logger.ts';
import type { Orchestrator } from '../orchestrator/orchestrator.ts';

/**
 * Forum §7.11: counts the players' messages in a forum game's channel and hands the counts to
 * the game in batches (one store write per batch, not per message). Counting needs no message
 * content (the Message Content intent stays off), so every message counts, short or long.
 */
export class ActivityCounter {
  readonly #orchestrator: Orchestrator;
  readonly #logger: Logger;
  readonly #pending = new Map<string, Map<string, number>>();
  readonly #timer: NodeJS.Timeout;

  constructor(orchestrator: Orchestrator, logger: Logger, flushEveryMs = 10_000) {
    this.#orchestrator = orchestrator;
    this.#logger = logger;
    this.#timer = setInterval(() => void this.flush(), flushEveryMs);
    this.#timer.unref();
  }

  onMessage(message: Message): void {
    if (message.author.bot || !message.inGuild()) return;
    const gameId = this.#orchestrator.gameInChannel(message.channelId);
    if (!gameId) return;
    const counts = this.#pending.get(gameId) ?? new Map<string, number>();
    counts.set(message.author.id, (counts.get(message.author.id) ?? 0) + 1);
    this.#pending.set(gameId, counts);
  }

  async flush(): Promise<void> {
    const batches = [...this.#pending.entries()];
    this.#pending.clear();
    for (const [gameId, counts] of batches) {
      const outcome = await this.#orchestrator
        .dispatch(gameId, { type: 'activity', by: BOT_ACTOR, counts: Object.fromEntries(counts) })
        .catch((error: unknown) => {
          this.#logger.warn({ gameId, err: error }, 'activity counts not saved');
          return undefined;
        });
      // Not a forum game, or not a player: nothing to count (the engine says so); not an error.
      void outcome;
    }
  }

  stop(): void {
    clearInterval(this.#timer);
  }
}
