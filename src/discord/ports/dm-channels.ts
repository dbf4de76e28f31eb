import { ChannelType, type Client, type DMChannel } from 'discord.js';
import type { Logger } from '../../logger.ts';
import { withPrecedence } from '../transport/index.ts';

/** Spaces out new DMs: Discord quarantines bots that open many DMs in a burst (discord-notes). */
class Pacer {
  #next = 0;
  readonly #gapMs: number;
  constructor(gapMs: number) {
    this.#gapMs = gapMs;
  }
  async wait(): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, this.#next);
    this.#next = at + this.#gapMs;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  }
}

/**
 * Each user's DM channel, opened once per process (discord.js keeps it in its channel cache):
 * new ones spaced out, and two DMs to the same user at once wait for one opening rather than
 * each asking Discord (POST /users/@me/channels counts against the global limit).
 */
export class DmChannels {
  readonly #client: Client;
  readonly #pacer: Pacer;
  readonly #opening = new Map<string, Promise<DMChannel>>();

  constructor(client: Client, gapMs: number) {
    this.#client = client;
    this.#pacer = new Pacer(gapMs);
  }

  /**
   * The user himself is not fetched: a user the sweeper dropped (client.ts) would cost a
   * GET /users/:id, while his DM channel stays in the channel cache.
   */
  async of(userId: string): Promise<DMChannel> {
    const known = this.#client.channels.cache.find(
      (channel): channel is DMChannel =>
        channel.type === ChannelType.DM && channel.recipientId === userId,
    );
    if (known && !known.partial) return known;
    const pending = this.#opening.get(userId) ?? this.#open(userId);
    this.#opening.set(userId, pending);
    return pending;
  }

  /**
   * Opens the channels of users who will get DMs (a lobby's, as they join), in the background:
   * new ones are paced (300 ms apart at full time scale), so the 500 players of a 50-table deal
   * would otherwise wait two and a half minutes for theirs at the deal (issue 23, defect 6).
   * One already open costs nothing; a failure is left for the first DM to meet.
   */
  prepare(userIds: readonly string[], logger: Logger): void {
    for (const userId of userIds)
      this.of(userId).catch((error: unknown) =>
        logger.debug({ userId, err: error }, 'opening a DM channel ahead failed'),
      );
  }

  async #open(userId: string): Promise<DMChannel> {
    try {
      await this.#pacer.wait();
      // discord.js sends every opening of the bot through one queue (POST /users/@me/channels
      // has no major parameter), one at a time: an opening that waits in the REST gate holds up
      // every DM behind it. Bulk, the openings of a 50-table deal waited one after another
      // behind the first dealt tables' screens, and the last role cards came a minute late
      // (issue 23, defect 6). Paced and one at a time, they take at most one urgent slot.
      return await withPrecedence('urgent', () => this.#client.users.createDM(userId));
    } finally {
      this.#opening.delete(userId);
    }
  }
}
