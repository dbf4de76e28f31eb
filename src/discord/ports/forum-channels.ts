import {
  ChannelType,
  OverwriteType,
  PermissionFlagsBits,
  type Client,
  type Guild,
  type TextChannel,
} from 'discord.js';
import { hasMafiaRoom, mafiaRoomAccess, type GameState } from '../../engine/index.ts';
import type { AnyText } from '../../i18n/index.ts';
import type { Logger } from '../../logger.ts';
import type { GameDocument } from '../../orchestrator/document.ts';
import { guildChannel, isGameChannel } from './game-channel.ts';
import { ownsGuild } from '../gateway/shard-ownership.ts';

/**
 * The forum mafia's private channel (FORUM-MAFIA-ROOM, D37): one text channel for the whole game,
 * next to the game channel (same category), created at the deal.
 *
 * How it is found again, also after a restart: by its NAME, `mafia-<gameId>` (the game id is
 * random and unique, and a text channel name keeps these characters as they are), looked up
 * in the guild's channel cache, which the gateway fills with every channel of the guild at
 * connect (GUILD_CREATE, Guilds intent); before creating one, the guild's channels are fetched
 * once over REST so a stale cache never makes a second channel. Nothing about it is stored in
 * the game document: a night's screen handle points at its message in the channel, and a new
 * night's screen asks for the channel by name again.
 *
 * Who sees it is target-state: every time the bot touches the channel the overwrites are
 * recomputed from the seats (`mafiaOverwrites`) and written only if they differ. So a
 * substitute (a seat's `userId` changed, FORUM-SUBSTITUTE) gets access and the replaced account loses it,
 * a mafioso who is out becomes read-only (D37), and nobody else (not the host or judge, D53)
 * is ever let in.
 *
 * At the game's end it is ARCHIVED, not deleted: every mafioso read-only, renamed
 * `mafia-<gameId>-archived`. The club keeps the mafia's talk for the appeals that follow a
 * game (FORUM-APPEAL-KEEP, seven days) and for the post-game review; an admin deletes it when done.
 */
export const MAFIA_CHANNEL_PREFIX = 'mafia-';
const ARCHIVED_SUFFIX = '-archived';

export function mafiaChannelName(gameId: string, archived = false): string {
  return `${MAFIA_CHANNEL_PREFIX}${gameId}${archived ? ARCHIVED_SUFFIX : ''}`;
}

const P = PermissionFlagsBits;
/** What the bot keeps for itself in the channel: to post the screens and to manage it. */
const BOT_ALLOW = P.ViewChannel | P.SendMessages | P.ReadMessageHistory | P.EmbedLinks;
/** An alive mafioso: reads and writes. */
const MEMBER_ALLOW = P.ViewChannel | P.SendMessages | P.ReadMessageHistory;
/** An out mafioso (and everyone at the end): reads only. */
const READER_ALLOW = P.ViewChannel | P.ReadMessageHistory;
/**
 * What a reader is denied. Discord refuses an overwrite that denies a permission the bot does
 * not have itself, so everything after Send Messages is denied only when the bot holds it.
 */
const READER_DENY = [
  P.SendMessages,
  P.SendMessagesInThreads,
  P.CreatePublicThreads,
  P.CreatePrivateThreads,
  P.AddReactions,
] as const;

/** The bot's permissions the mafia channel needs (checked by `/mafia start preset:forum`). */
export const MAFIA_CHANNEL_PERMISSIONS = [
  'ManageChannels',
  'ManageRoles',
  'ViewChannel',
  'SendMessages',
  'ReadMessageHistory',
  'EmbedLinks',
] as const satisfies ReadonlyArray<keyof typeof PermissionFlagsBits>;

export interface WantedOverwrite {
  id: string;
  type: OverwriteType;
  allow: bigint;
  deny: bigint;
}

/**
 * Who may see and write in the mafia channel: what the engine says (`mafiaRoomAccess`: each
 * alive mafioso reads and writes, an out mafioso reads only, at the end everyone reads only),
 * as Discord overwrites; besides, @everyone cannot see it and the bot can. `botPermissions` are
 * the bot's guild permissions (what it may grant or deny).
 */
export function mafiaOverwrites(
  state: GameState,
  guildId: string,
  botId: string,
  botPermissions: bigint,
): WantedOverwrite[] {
  const admin = (botPermissions & P.Administrator) !== 0n;
  const readerDeny = READER_DENY.filter(
    (bit) => bit === P.SendMessages || admin || (botPermissions & bit) === bit,
  ).reduce((all, bit) => all | bit, 0n);
  const overwrites: WantedOverwrite[] = [
    { id: guildId, type: OverwriteType.Role, allow: 0n, deny: P.ViewChannel },
    {
      id: botId,
      type: OverwriteType.Member,
      // Manage Channels lets it rename the channel at the end even if the category denies it.
      allow:
        BOT_ALLOW | (admin || (botPermissions & P.ManageChannels) !== 0n ? P.ManageChannels : 0n),
      deny: 0n,
    },
  ];
  const seen = new Set([guildId, botId]);
  for (const { userId, posts } of mafiaRoomAccess(state)) {
    if (seen.has(userId)) continue;
    seen.add(userId);
    overwrites.push({
      id: userId,
      type: OverwriteType.Member,
      allow: posts ? MEMBER_ALLOW : READER_ALLOW,
      deny: posts ? 0n : readerDeny,
    });
  }
  return overwrites;
}

function sameOverwrites(channel: TextChannel, wanted: readonly WantedOverwrite[]): boolean {
  const current = channel.permissionOverwrites.cache;
  if (current.size !== wanted.length) return false;
  return wanted.every((entry) => {
    const have = current.get(entry.id);
    return (
      have !== undefined &&
      have.type === entry.type &&
      have.allow.bitfield === entry.allow &&
      have.deny.bitfield === entry.deny
    );
  });
}

export interface MafiaChannelPorts {
  client: Client;
  logger: Logger;
  /** Posts a bot message (with the table's nonce, so a repeat after a crash posts once). */
  post(game: GameDocument, channel: TextChannel, text: AnyText, key: string): Promise<unknown>;
}

/**
 * Finds, creates, keeps in step and archives the forum mafia channel of each game. One call at
 * a time per game (the orchestrator already runs a game's effects one by one; this also holds
 * if two ever overlap), so a channel is never created twice.
 */
export class MafiaChannels {
  readonly #ports: MafiaChannelPorts;
  readonly #running = new Map<string, Promise<TextChannel | undefined>>();

  constructor(ports: MafiaChannelPorts) {
    this.#ports = ports;
  }

  /** Whether this game has a mafia channel at all: forum games, from the deal on. */
  static applies(game: GameDocument): boolean {
    return hasMafiaRoom(game.state);
  }

  /**
   * Brings the channel to what the game state says (creating it during the game, archiving it
   * at the end) and returns it; undefined for games without one, or once it is archived.
   */
  sync(game: GameDocument): Promise<TextChannel | undefined> {
    if (!MafiaChannels.applies(game)) return Promise.resolve(undefined);
    const gameId = game.state.gameId;
    const previous = this.#running.get(gameId) ?? Promise.resolve(undefined);
    const next = previous
      .catch(() => undefined)
      .then(() => this.#sync(game))
      .finally(() => {
        if (this.#running.get(gameId) === next) this.#running.delete(gameId);
      });
    this.#running.set(gameId, next);
    return next;
  }

  async #sync(game: GameDocument): Promise<TextChannel | undefined> {
    const { client } = this.#ports;
    const gameChannel = await guildChannel(client, game.meta.guildId, game.meta.channelId);
    if (!isGameChannel(gameChannel)) throw new Error(`game channel ${game.meta.channelId} is gone`);
    const guild = gameChannel.guild;
    const located = await this.#locate(guild, game);
    if (located === 'archived') return undefined;
    const found = located && (await this.#fresh(located));
    const me = guild.members.me ?? (await guild.members.fetchMe());
    const wanted = mafiaOverwrites(game.state, guild.id, me.id, me.permissions.bitfield);
    const channel = found ?? (await this.#create(guild, gameChannel.parentId, game, wanted));
    await this.#greet(game, channel);
    if (game.state.phase.kind === 'ended') {
      await this.#archive(game, channel, wanted);
      return undefined;
    }
    if (!sameOverwrites(channel, wanted)) {
      await channel.permissionOverwrites.set(
        wanted.map((entry) => ({ ...entry })),
        `mafia game ${game.state.gameId}: access follows the seats`,
      );
    }
    return channel;
  }

  /** The game's mafia channel, `archived` when there is nothing more to do, or none yet. */
  async #locate(guild: Guild, game: GameDocument): Promise<TextChannel | 'archived' | undefined> {
    const gameId = game.state.gameId;
    const channel = find(guild, mafiaChannelName(gameId));
    if (channel) return channel;
    // Archived already (a repeat after the end): nothing more to do.
    if (find(guild, mafiaChannelName(gameId, true))) return 'archived';
    if (game.state.phase.kind === 'ended') return 'archived';
    // The cache may lag behind (a restart while the gateway was still filling it).
    await guild.channels.fetch();
    const fetched = find(guild, mafiaChannelName(gameId));
    if (!fetched && find(guild, mafiaChannelName(gameId, true))) return 'archived';
    return fetched;
  }

  async #create(
    guild: Guild,
    parent: string | null,
    game: GameDocument,
    wanted: ReturnType<typeof mafiaOverwrites>,
  ): Promise<TextChannel> {
    const gameId = game.state.gameId;
    const channel = await guild.channels.create({
      name: mafiaChannelName(gameId),
      type: ChannelType.GuildText,
      parent,
      permissionOverwrites: wanted.map((entry) => ({ ...entry })),
      reason: `mafia game ${gameId}: the mafia's private channel (rules 7.4.1, D37)`,
    });
    this.#ports.logger.info({ gameId, channelId: channel.id }, 'mafia channel created');
    return channel;
  }

  /**
   * The channel as Discord has it now. The owning shard's cache follows the gateway; another
   * shard's copy (game-channel.ts `guildChannel`) sees only its own calls, so its overwrites and
   * last message (whether the intro was posted) are read again (GET /channels/:id).
   */
  async #fresh(channel: TextChannel): Promise<TextChannel> {
    const { client } = this.#ports;
    if (ownsGuild(client, channel.guildId)) return channel;
    const fetched = await client.channels.fetch(channel.id, { force: true });
    return fetched?.type === ChannelType.GuildText ? fetched : channel;
  }

  /** The first post names the mafia; later, a substitute (FORUM-SUBSTITUTE) is greeted by name. */
  async #greet(game: GameDocument, channel: TextChannel): Promise<void> {
    const gameId = game.state.gameId;
    const access = mafiaRoomAccess(game.state);
    if (channel.lastMessageId === null) {
      const userIds = access.map((seat) => seat.userId);
      const intro = { key: 'ui.mafiaChannel.intro', params: { gameId, userIds } } as const;
      await this.#ports.post(game, channel, intro, `${gameId}:mafia-channel:intro`);
      return;
    }
    const before = new Set(channel.permissionOverwrites.cache.keys());
    for (const seat of access) {
      if (before.has(seat.userId) || !seat.posts) continue;
      await this.#ports.post(
        game,
        channel,
        { key: 'ui.mafiaChannel.joined', params: { userId: seat.userId, seat: seat.seat } },
        `${gameId}:mafia-channel:joined:${seat.userId}`,
      );
    }
  }

  async #archive(
    game: GameDocument,
    channel: TextChannel,
    wanted: ReturnType<typeof mafiaOverwrites>,
  ): Promise<void> {
    const gameId = game.state.gameId;
    const archived = { key: 'ui.mafiaChannel.archived', params: {} } as const;
    await this.#ports.post(game, channel, archived, `${gameId}:mafia-channel:archived`);
    await channel.edit({
      name: mafiaChannelName(gameId, true),
      permissionOverwrites: wanted.map((entry) => ({ ...entry })),
      reason: `mafia game ${gameId} is over: the channel is kept read-only`,
    });
    this.#ports.logger.info({ gameId, channelId: channel.id }, 'mafia channel archived');
  }
}

function find(guild: Guild, name: string): TextChannel | undefined {
  const found = guild.channels.cache.find(
    (channel) => channel.type === ChannelType.GuildText && channel.name === name,
  );
  return found?.type === ChannelType.GuildText ? found : undefined;
}
