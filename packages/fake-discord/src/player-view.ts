/** A scripted player's identity, voice, DMs and the messages they see or post (everything but interactions). */
import { ChannelType } from 'discord-api-types/v10';
import type { FakeConfig } from './context.ts';
import type { Gateway } from './gateway.ts';
import type { InteractionRegistry } from './interactions.ts';
import { has } from './permissions.ts';
import { see, type SeenMessage } from './seen.ts';
import { textOf } from './text.ts';
import type { ChannelRecord, MessageChange, MessageRecord, World } from './world.ts';

/** What a player needs from the fake. */
export interface PlayerHost {
  world: World;
  gateway: Gateway;
  interactions: InteractionRegistry;
  config: FakeConfig;
}

export type MessageRef = SeenMessage | { id: string } | string;

export interface WaitOptions {
  timeoutMs?: number;
  /** Only this channel (id or name); 'dm' for the player's DM channel with the bot. */
  channel?: string;
  /** Consider messages that already exist (default true); false: only new ones and edits. */
  includeExisting?: boolean;
}

/** A player as the fake sees them: who they are, their voice and DMs, what they can see, what they post. */
export class PlayerView {
  readonly id: string;
  readonly name: string;
  readonly guildId: string;
  /** Where `slash()` runs by default (id). */
  defaultChannelId: string;
  protected readonly host: PlayerHost;

  constructor(host: PlayerHost, userId: string, guildId: string, defaultChannelId: string) {
    this.host = host;
    this.id = userId;
    this.guildId = guildId;
    this.defaultChannelId = defaultChannelId;
    this.name = host.world.user(userId)?.username ?? userId;
  }

  toString(): string {
    return this.name;
  }

  protected get world(): World {
    return this.host.world;
  }

  /** `<@id>`, as the bot would mention them. */
  get mention(): string {
    return `<@${this.id}>`;
  }

  get locale(): string {
    return this.world.user(this.id)?.locale ?? 'en-US';
  }

  get isServerMuted(): boolean {
    return this.world.member(this.guildId, this.id)?.mute ?? false;
  }

  get isServerDeafened(): boolean {
    return this.world.member(this.guildId, this.id)?.deaf ?? false;
  }

  get voiceChannelId(): string | null {
    return this.world.guild(this.guildId)?.voice.get(this.id)?.channelId ?? null;
  }

  get dmsOpen(): boolean {
    return this.world.user(this.id)?.dmsOpen ?? false;
  }

  /** The DM channel the bot opened with this player, if any. */
  get dmChannelId(): string | null {
    return this.world.user(this.id)?.dmChannelId ?? null;
  }

  /** "Allow direct messages from server members": off. The bot then gets 50007. */
  closeDms(): void {
    const user = this.world.user(this.id);
    if (user) user.dmsOpen = false;
  }

  openDms(): void {
    const user = this.world.user(this.id);
    if (user) user.dmsOpen = true;
  }

  // ----------------------------------------------------------------------------- voice

  /** Joins (or moves to) a voice channel (id or name; default: the first voice channel). */
  joinVoice(channel?: string): void {
    const target = channel
      ? this.channel(channel)
      : this.world
          .requireGuild(this.guildId)
          .channelIds.map((id) => this.world.channel(id))
          .find((c) => c?.type === ChannelType.GuildVoice);
    if (!target || target.type !== ChannelType.GuildVoice) {
      throw new Error(`${this.name}: no voice channel ${channel ?? ''}`);
    }
    const perms = this.world.permissionsIn(this.id, target.id);
    if (!has(perms, 'ViewChannel') || !has(perms, 'Connect')) {
      throw new Error(`${this.name} may not connect to ${target.name}`);
    }
    this.world.setVoice(this.guildId, this.id, target.id);
  }

  leaveVoice(): void {
    this.world.setVoice(this.guildId, this.id, null);
  }

  /** The player's own mute button (not the server mute). */
  setSelfMute(on: boolean): void {
    const channelId = this.voiceChannelId;
    if (!channelId) throw new Error(`${this.name} is not in voice`);
    this.world.setVoice(this.guildId, this.id, channelId, { selfMute: on });
  }

  // ----------------------------------------------------------------------------- reading

  /** Messages in a channel (id or name, or 'dm') this player can see, oldest first. */
  visibleMessages(channel: string): SeenMessage[] {
    const record = channel === 'dm' ? this.dmChannel() : this.channel(channel);
    if (!record) return [];
    return record.messageIds
      .map((id) => this.world.message(id))
      .filter((m): m is MessageRecord => m !== undefined && this.world.canSeeMessage(this.id, m))
      .map((m) => see(this.world, m));
  }

  /**
   * The newest `count` messages of a channel this player can see, oldest first, and the newest
   * one further up that `wanted` picks (a person scrolling up to it), if any: seen without
   * reading the whole channel, which a table of scripted players does at every step.
   */
  recentMessages(
    channel: string,
    count: number,
    wanted: (message: SeenMessage) => boolean,
  ): { recent: SeenMessage[]; further: SeenMessage | undefined } {
    const record = channel === 'dm' ? this.dmChannel() : this.channel(channel);
    const recent: SeenMessage[] = [];
    let further: SeenMessage | undefined;
    for (let index = (record?.messageIds.length ?? 0) - 1; index >= 0; index--) {
      const message = this.world.message(record!.messageIds[index]!);
      if (!message || !this.world.canSeeMessage(this.id, message)) continue;
      const seen = see(this.world, message);
      if (recent.length < count) recent.unshift(seen);
      else if (wanted(seen)) {
        further = seen;
        break;
      }
      if (recent.length === count && recent.some(wanted)) break;
    }
    return { recent, further };
  }

  /** Messages in the player's DM channel with the bot, oldest first. */
  dmMessages(): SeenMessage[] {
    return this.dmChannelId ? this.visibleMessages('dm') : [];
  }

  /** Ephemeral messages only this player sees, oldest first. */
  ephemerals(): SeenMessage[] {
    return [...this.world.messages.values()]
      .filter((m) => !m.deleted && m.visibleTo === this.id)
      .map((m) => see(this.world, m));
  }

  lastEphemeral(): SeenMessage | undefined {
    return this.ephemerals().at(-1);
  }

  /** The latest version of a message, if this player can see it. */
  view(message: MessageRef): SeenMessage | undefined {
    const record = this.world.message(refId(message));
    return record && this.world.canSeeMessage(this.id, record)
      ? see(this.world, record)
      : undefined;
  }

  canSee(message: MessageRef): boolean {
    return this.view(message) !== undefined;
  }

  /**
   * Resolves with the first message this player can see (in a channel, a DM, a thread they are
   * in, or an ephemeral reply to them) that satisfies `predicate`: existing ones first (newest
   * first), then new messages and edits.
   */
  waitForMessage(
    predicate: (message: SeenMessage) => boolean,
    options: WaitOptions = {},
  ): Promise<SeenMessage> {
    const { timeoutMs = 5000, includeExisting = true } = options;
    const world = this.world;
    const channelId = options.channel
      ? options.channel === 'dm'
        ? this.dmChannelId
        : (this.channel(options.channel)?.id ?? options.channel)
      : undefined;
    const accept = (record: MessageRecord): SeenMessage | undefined => {
      if (!world.canSeeMessage(this.id, record)) return undefined;
      if (channelId !== undefined && record.message.channel_id !== channelId) return undefined;
      const seen = see(world, record);
      return predicate(seen) ? seen : undefined;
    };
    if (includeExisting) {
      for (const record of [...world.messages.values()].reverse()) {
        const found = accept(record);
        if (found) return Promise.resolve(found);
      }
    }
    return new Promise((resolve, reject) => {
      const onMessage = (change: MessageChange) => {
        if (change.kind === 'delete') return;
        const found = accept(change.record);
        if (!found) return;
        cleanup();
        resolve(found);
      };
      const timer = setTimeout(() => {
        cleanup();
        const recent = [...world.messages.values()]
          .filter((m) => world.canSeeMessage(this.id, m))
          .slice(-5)
          .map((m) => `  - ${JSON.stringify(textOf(m.message).slice(0, 160))}`)
          .join('\n');
        reject(
          new Error(
            `${this.name} saw no matching message within ${timeoutMs} ms. Latest visible:\n${recent || '  (none)'}`,
          ),
        );
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        world.events.off('message', onMessage);
      };
      world.events.on('message', onMessage);
    });
  }

  // ----------------------------------------------------------------------------- acting

  /** Writes a message in a channel (MESSAGE_CREATE to the bot). */
  post(channel: string, text: string): SeenMessage {
    const record = channel === 'dm' ? this.dmChannel() : this.channel(channel);
    if (!record) throw new Error(`${this.name}: no channel ${channel}`);
    if (!this.world.canViewChannel(this.id, record.id)) {
      throw new Error(`${this.name} cannot see #${record.name}`);
    }
    const perms = this.world.permissionsIn(this.id, record.id);
    const needed = record.thread ? 'SendMessagesInThreads' : 'SendMessages';
    if (record.guildId && !has(perms, needed)) {
      throw new Error(`${this.name} may not write in #${record.name}`);
    }
    return see(
      this.world,
      this.world.createMessage({ channelId: record.id, authorId: this.id, content: text }),
    );
  }

  protected channel(idOrName: string): ChannelRecord | undefined {
    return this.world.findChannel(this.guildId, idOrName);
  }

  protected dmChannel(): ChannelRecord | undefined {
    const id = this.dmChannelId;
    return id ? this.world.channel(id) : undefined;
  }

  protected visibleRecord(message: MessageRef): MessageRecord {
    const id = refId(message);
    const record = this.world.message(id);
    if (!record) throw new Error(`${this.name}: message ${id} does not exist (deleted?)`);
    if (!this.world.canSeeMessage(this.id, record))
      throw new Error(`${this.name} cannot see message ${id}`);
    return record;
  }
}

function refId(message: MessageRef): string {
  return typeof message === 'string' ? message : message.id;
}
