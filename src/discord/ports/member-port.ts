import {
  Events,
  PermissionFlagsBits,
  type Client,
  type Guild,
  type GuildBasedChannel,
  type GuildMember,
  type Interaction,
  type PermissionsBitField,
} from 'discord.js';
import type { RoomPermission } from '../../engine/index.ts';
import type { MemberPort, RoomAccessRead } from '../../orchestrator/ports.ts';

/**
 * How long the member a click brought counts as Discord's own word on him. The sign-up is
 * read within milliseconds of its click; a few seconds cover a queue in front of it.
 */
export const SEEN_FRESH_MS = 5_000;
/** How long a members request over the gateway may take before the REST read stands in. */
const CHUNK_WAIT_MS = 2_500;

/** What an interaction told of its member: when, and his permissions in its channel. */
interface Seen {
  at: number;
  channelId: string;
  permissions: Readonly<PermissionsBitField> | null;
}

/**
 * Discord shows a private thread to its members and to whoever has Manage Threads in the parent
 * channel; Administrator passes every overwrite; Manage Channels lets a member open any channel's
 * settings, the forum mafia channel's included. So these open the teams' rooms whatever the
 * bot's overwrites say. Administrator implies the others and is named alone.
 *
 * Where the members come from, without a REST call (issue 13, REST economy): the bot has no
 * privileged GuildMembers intent, so no event tells it that a member's roles changed, and a
 * cached member is only as fresh as his last interaction, message or voice state. Roles' own
 * permissions and the channels' overwrites are always fresh (Guilds intent). So:
 * - a member who clicked in the last seconds (the sign-up) is read as that click brought him:
 *   Discord sends with every interaction the member's roles (discord.js patches the cache with
 *   them) and his permissions in the interaction's channel, overwrites included;
 * - anybody else (the players at the deal, whose sign-up may be long past and whose roles the
 *   host may have changed since, as the lobby's note asks) is asked of Discord afresh, all in
 *   one Request Guild Members by user ids over the gateway (op 8: no privileged intent needed
 *   for ids, not counted against the REST limits);
 * - if that fails (a gateway rate limit, no answer in time) each is read by REST as before.
 */
export class DiscordMembers implements MemberPort {
  readonly #client: Client;
  readonly #seen = new Map<string, Seen>();
  readonly #now: () => number;

  constructor(client: Client, now: () => number = Date.now) {
    this.#client = client;
    this.#now = now;
    client.on(Events.InteractionCreate, (interaction) => this.#note(interaction));
  }

  async roomAccess(
    guildId: string,
    channelId: string,
    userIds: readonly string[],
  ): Promise<RoomAccessRead[]> {
    const guild = await this.#client.guilds.fetch(guildId);
    const channel = await guild.channels.fetch(channelId);
    const read = await this.#members(guild, userIds);
    return userIds.map((userId) => {
      const member = read.get(userId);
      if (!member || member instanceof Error)
        return { userId, error: member ?? new Error(`${userId} is not a member`) };
      return { userId, permissions: opening(member, channel, this.#fresh(guildId, userId)) };
    });
  }

  async #members(guild: Guild, userIds: readonly string[]) {
    const read = new Map<string, GuildMember | Error>();
    const asked: string[] = [];
    for (const userId of userIds) {
      const cached = this.#fresh(guild.id, userId) && guild.members.cache.get(userId);
      if (cached) read.set(userId, cached);
      else asked.push(userId);
    }
    if (asked.length === 0) return read;
    try {
      const fetched = await guild.members.fetch({ user: asked, time: CHUNK_WAIT_MS });
      for (const [userId, member] of fetched) read.set(userId, member);
    } catch {
      // Fresh from Discord all the same, one by one.
      await Promise.all(
        asked.map(async (userId) => {
          const member = await guild.members
            .fetch({ user: userId, force: true })
            .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
          read.set(userId, member);
        }),
      );
    }
    return read;
  }

  /** The member's last interaction, if it is recent enough to be his state now. */
  #fresh(guildId: string, userId: string): Seen | undefined {
    const seen = this.#seen.get(`${guildId}:${userId}`);
    return seen && this.#now() - seen.at <= SEEN_FRESH_MS ? seen : undefined;
  }

  #note(interaction: Interaction): void {
    if (!interaction.inCachedGuild()) return;
    const now = this.#now();
    // Oldest first (re-noting moves a member to the end), so the stale ones leave from the front.
    for (const [key, seen] of this.#seen) {
      if (now - seen.at <= SEEN_FRESH_MS) break;
      this.#seen.delete(key);
    }
    const key = `${interaction.guildId}:${interaction.user.id}`;
    this.#seen.delete(key);
    this.#seen.set(key, {
      at: now,
      channelId: interaction.channelId ?? '',
      permissions: interaction.memberPermissions,
    });
  }
}

function opening(
  member: GuildMember,
  channel: GuildBasedChannel | null,
  seen: Seen | undefined,
): RoomPermission[] {
  const server = member.permissions;
  // In the click's own channel Discord computed them itself (overwrites, Administrator).
  const here =
    seen?.permissions && channel && seen.channelId === channel.id
      ? seen.permissions
      : channel
        ? member.permissionsIn(channel)
        : server;
  if (server.has(PermissionFlagsBits.Administrator) || here.has(PermissionFlagsBits.Administrator))
    return ['Administrator'];
  const found: RoomPermission[] = [];
  if (here.has(PermissionFlagsBits.ManageThreads)) found.push('ManageThreads');
  if (server.has(PermissionFlagsBits.ManageChannels)) found.push('ManageChannels');
  return found;
}
