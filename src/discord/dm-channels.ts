import type { Client, DMChannel, User } from 'discord.js';

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
 * Each user's DM channel, opened once per process (discord.js keeps it as `user.dmChannel`):
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

  async of(userId: string): Promise<DMChannel> {
    const user = await this.#client.users.fetch(userId);
    if (user.dmChannel) return user.dmChannel;
    const pending = this.#opening.get(userId) ?? this.#open(user);
    this.#opening.set(userId, pending);
    return pending;
  }

  async #open(user: User): Promise<DMChannel> {
    try {
      await this.#pacer.wait();
      return await user.createDM();
    } finally {
      this.#opening.delete(user.id);
    }
  }
}
