import {
  DiscordAPIError,
  REST,
  RESTEvents,
  RESTJSONErrorCodes,
  Routes,
  type Client,
  type RESTOptions,
} from 'discord.js';
import type { Logger } from '../../logger.ts';
import type { MuteCapacity, MuteEdit, MuteTokenDrop } from '../../orchestrator/ports.ts';
import { withPrecedence } from './rest-precedence.ts';

/**
 * Discord allows one bot about 10 member edits per 10 s per server (discord-notes.md: observed
 * 5–10 per 5 s); what `/mafia settings` quotes per usable token. discord.js reads the real
 * bucket from the headers and queues accordingly, so nothing is paced on this figure.
 */
export const MEMBER_EDITS_PER_10S_PER_TOKEN = 10;

interface MuteToken {
  rest: REST;
  /** The bot user behind the token (the main bot's once logged in; a helper's once identified). */
  userId: string | undefined;
  name: string;
  droppedEverywhere: boolean;
  droppedIn: Set<string>;
  /** Member edits under way, by guild. */
  busy: Map<string, number>;
  /** Its member-edit bucket in each guild, as Discord's last headers told it. */
  bucket: Map<string, { remaining: number; resetAt: number }>;
}

/** Keeps the token's member-edit buckets from the headers of its answers. */
function watchBucket(token: MuteToken): void {
  token.rest.on(RESTEvents.Response, (request, response) => {
    const match = /^\/guilds\/(\d+)\/members\/[^/]+$/.exec(String(request.path));
    const remaining = response.headers.get('x-ratelimit-remaining');
    const resetAfter = response.headers.get('x-ratelimit-reset-after');
    if (request.method.toUpperCase() !== 'PATCH' || !match?.[1] || remaining === null) return;
    token.bucket.set(match[1], {
      remaining: Number(remaining),
      resetAt: Date.now() + 1000 * Number(resetAfter ?? 0),
    });
  });
}

/** Why a token can no longer edit members in a server (or anywhere, for a revoked token). */
function dropReason(error: unknown): MuteTokenDrop['reason'] | undefined {
  if (!(error instanceof DiscordAPIError)) return undefined;
  if (error.status === 401) return 'unauthorized';
  if (error.code === RESTJSONErrorCodes.MissingPermissions) return 'missingPermissions';
  if (error.code === RESTJSONErrorCodes.MissingAccess) return 'notInServer';
  if (error.code === RESTJSONErrorCodes.UnknownGuild) return 'notInServer';
  return undefined;
}

/**
 * Mute capacity for tournaments (issue 14, item 6): member edits spread over the bot's own token
 * and the helper applications' (`MAFIA_HELPER_TOKENS`), each its own @discordjs/rest REST, since
 * Discord keys the member-edit limit per bot and per server. Server mute is a member flag, so any
 * of them lifts a mute another set. A token that fails (401, no Mute Members, not in the server)
 * is dropped for that server with one log line and the edit goes on with the others.
 */
export class MuteTokens {
  readonly #client: Client;
  readonly #logger: Logger;
  readonly #tokens: MuteToken[];
  #identified: Promise<void> | undefined;

  constructor(
    client: Client,
    options: { rest: Partial<RESTOptions>; helperTokens: string[]; logger: Logger },
  ) {
    this.#client = client;
    this.#logger = options.logger;
    const token = (rest: REST, name: string): MuteToken => ({
      rest,
      userId: undefined,
      name,
      droppedEverywhere: false,
      droppedIn: new Set(),
      busy: new Map(),
      bucket: new Map(),
    });
    this.#tokens = [
      token(client.rest, 'main'),
      ...options.helperTokens.map((helper, index) =>
        token(new REST(options.rest).setToken(helper), `#${index + 1}`),
      ),
    ];
    if (this.#tokens.length > 1) for (const entry of this.#tokens) watchBucket(entry);
  }

  /** Tokens that may still edit members in the guild. */
  #usable(guildId: string): MuteToken[] {
    return this.#tokens.filter(
      (token) => !token.droppedEverywhere && !token.droppedIn.has(guildId),
    );
  }

  /**
   * How many member edits may run at once in the guild. The bot alone: one, as ever. With
   * helpers: two per usable token, so each token has the next edit waiting in discord.js when
   * its bucket resets (choosing an edit costs store reads, slower than Discord's reset); an
   * unmute then waits behind at most one edit on the least busy token.
   */
  lanes(guildId: string): number {
    const usable = this.#usable(guildId).length;
    return usable <= 1 ? 1 : 2 * usable;
  }

  async capacity(guildId: string): Promise<MuteCapacity> {
    await this.#identify();
    const tokens = this.#usable(guildId).length;
    return { tokens, editsPer10s: tokens * MEMBER_EDITS_PER_10S_PER_TOKEN };
  }

  /** A mute lifted or set again: the tokens dropped in the guild get another chance. */
  retry(guildId: string): void {
    for (const token of this.#tokens) token.droppedIn.delete(guildId);
  }

  /** Each helper's bot user, once: a revoked token (401) is dropped everywhere. */
  #identify(): Promise<void> {
    this.#identified ??= Promise.all(
      this.#tokens.slice(1).map(async (token) => {
        try {
          const me = (await token.rest.get(Routes.user('@me'))) as { id: string; username: string };
          token.userId = me.id;
          token.name = me.username;
        } catch (error) {
          this.#drop(token, undefined, dropReason(error) ?? 'unauthorized', error);
        }
      }),
    ).then(() => {});
    return this.#identified;
  }

  #drop(
    token: MuteToken,
    guildId: string | undefined,
    reason: MuteTokenDrop['reason'],
    error: unknown,
  ): MuteTokenDrop {
    if (guildId === undefined || reason === 'unauthorized') token.droppedEverywhere = true;
    else token.droppedIn.add(guildId);
    const left = guildId === undefined ? this.#tokens.length - 1 : this.#usable(guildId).length;
    // The judge reads it in his language: a bot's own name, or a helper's number until known.
    const main = token.rest === this.#client.rest;
    const bot = main ? (this.#client.user?.username ?? '#0') : token.name;
    this.#logger.warn(
      { guildId, bot, reason, left, err: error },
      'a mute token was dropped; member edits go on with the others',
    );
    return { bot, ...(main ? { main } : {}), reason, left };
  }

  /**
   * The usable token that can send soonest: the most edits left in its bucket beyond those
   * under way, else the earliest reset (unknown buckets count as full; the main bot's on ties).
   */
  #pick(guildId: string): MuteToken | undefined {
    const now = Date.now();
    const score = (token: MuteToken) => {
      const bucket = token.bucket.get(guildId);
      const busy = token.busy.get(guildId) ?? 0;
      const fresh = !bucket || bucket.resetAt <= now;
      const left = (fresh ? MEMBER_EDITS_PER_10S_PER_TOKEN : bucket.remaining) - busy;
      return left > 0 ? -left : (bucket?.resetAt ?? now) - now + busy;
    };
    let best: MuteToken | undefined;
    for (const token of this.#usable(guildId))
      if (!best || score(token) < score(best)) best = token;
    return best;
  }

  /**
   * One member edit on the least busy token; a token that cannot do it is dropped and the next
   * one tries. Throws the last refusal when no token is left, or any other error as it is.
   */
  async setServerMute(guildId: string, userId: string, muted: boolean): Promise<MuteEdit> {
    await this.#identify();
    const dropped: MuteTokenDrop[] = [];
    for (let token = this.#pick(guildId), refusal: unknown; ; token = this.#pick(guildId)) {
      if (!token) throw refusal;
      token.busy.set(guildId, (token.busy.get(guildId) ?? 0) + 1);
      try {
        // A mute is what a table waits for: it goes before DMs and reports (issue 13).
        await withPrecedence('urgent', () =>
          token.rest.patch(Routes.guildMember(guildId, userId), {
            body: { mute: muted },
            reason: muted ? 'mafia: not your turn to speak' : 'mafia: your turn / the game ended',
          }),
        );
        const helper = token.rest !== this.#client.rest;
        return helper ? { by: token.userId ?? token.name, dropped } : { dropped };
      } catch (error) {
        const reason = dropReason(error);
        if (!reason) throw error;
        dropped.push(this.#drop(token, guildId, reason, error));
        refusal = error;
      } finally {
        token.busy.set(guildId, (token.busy.get(guildId) ?? 1) - 1);
      }
    }
  }
}
