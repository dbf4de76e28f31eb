import type { Message } from 'discord.js';
import { BOT_ACTOR, gameChannelPost, isJudge, type GameState } from '../../engine/index.ts';
import type { Logger } from '../../logger.ts';
import type { Orchestrator } from '../../orchestrator/orchestrator.ts';
import { isStoreOutage } from '../../orchestrator/outage.ts';
import type { GuildSettingsService } from '../../settings/guild-settings-service.ts';
import { actorOf } from '../interactions/command-kit.ts';

/**
 * Watches the game channels' messages (GuildMessages; their content is never read) and carries
 * out what the engine says each one means (`gameChannelPost`):
 * - forum (FORUM-ACTIVITY): counts each player's messages and hands the counts to the game in batches
 *   (one store write per batch, not per message); every message counts, short or long;
 * - forum (FORUM-POSTING, T77): a message from someone who may not post there (a spectator, a player
 *   who is out) is deleted; whoever may act as its judge (the game's judge, and members with
 *   Manage Server or the judge role who do not play in it, product.md) may post;
 * - sports (FLAG-LEAKED-TEXT, T57): a player's message while the game runs is deleted and flagged to the
 *   judge (#10 at night, #15 by day); never an automatic penalty.
 * Without Manage Messages nothing is deleted; the flags and counts still work.
 */
export class ActivityCounter {
  readonly #orchestrator: Orchestrator;
  readonly #settings: Pick<GuildSettingsService, 'get'>;
  readonly #logger: Logger;
  readonly #pending = new Map<string, Map<string, number>>();
  readonly #timer: NodeJS.Timeout;

  constructor(
    orchestrator: Orchestrator,
    settings: Pick<GuildSettingsService, 'get'>,
    logger: Logger,
    flushEveryMs = 10_000,
  ) {
    this.#orchestrator = orchestrator;
    this.#settings = settings;
    this.#logger = logger;
    this.#timer = setInterval(() => void this.flush(), flushEveryMs);
    this.#timer.unref();
  }

  onMessage(message: Message): void {
    if (message.author.bot || !message.inGuild()) return;
    const gameId = this.#orchestrator.gameInChannel(message.channelId);
    if (!gameId) return;
    void this.#check(gameId, message).catch((error: unknown) => {
      // An outage is told once by StoreHealth, not once per message.
      if (!isStoreOutage(error))
        this.#logger.warn({ gameId, err: error }, 'checking a message failed');
    });
  }

  async #check(gameId: string, message: Message<true>): Promise<void> {
    const document = await this.#orchestrator.read(gameId);
    if (!document) return;
    const post = gameChannelPost(document.state, message.author.id);
    if (post.kind === 'count') {
      const counts = this.#pending.get(gameId) ?? new Map<string, number>();
      counts.set(message.author.id, (counts.get(message.author.id) ?? 0) + 1);
      this.#pending.set(gameId, counts);
    } else if (post.kind === 'judgesOnly') {
      if (!(await this.#mayJudge(message, document.state))) await message.delete().catch(() => {});
    } else if (post.kind === 'leak') {
      await message.delete().catch(() => {});
      await this.#orchestrator.dispatch(gameId, {
        type: 'flag',
        by: BOT_ACTOR,
        kind: 'leak',
        seat: post.seat,
      });
    }
  }

  /** The author may act as this game's judge, so may post in its channel. */
  async #mayJudge(message: Message<true>, state: GameState): Promise<boolean> {
    if (message.author.id === state.judgeId) return true;
    const { judgeRoleId } = await this.#settings.get(message.guildId);
    return isJudge(state, actorOf(message.member, message.author, judgeRoleId));
  }

  async flush(): Promise<void> {
    const batches = [...this.#pending.entries()];
    this.#pending.clear();
    for (const [gameId, counts] of batches) {
      const outcome = await this.#orchestrator
        .dispatch(gameId, { type: 'activity', by: BOT_ACTOR, counts: Object.fromEntries(counts) })
        .catch((error: unknown) =>
          this.#logger.warn({ gameId, err: error }, 'activity counts not saved'),
        );
      // The store is down: nothing was counted, so the counts wait for the next flush.
      if (outcome && !outcome.ok && outcome.error.key === 'error.storeUnavailable')
        this.#requeue(gameId, counts);
    }
  }

  #requeue(gameId: string, counts: Map<string, number>): void {
    const pending = this.#pending.get(gameId) ?? new Map<string, number>();
    for (const [userId, count] of counts) pending.set(userId, (pending.get(userId) ?? 0) + count);
    this.#pending.set(gameId, pending);
  }

  stop(): void {
    clearInterval(this.#timer);
  }
}
