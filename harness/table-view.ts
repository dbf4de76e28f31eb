/** The table as the test reads it: the scripted people, their seats, cards and roles, the game's messages and the steps of its setup. */
import { learnCommandIds } from '../src/i18n/command-mentions.ts';
import {
  type FakeDiscord,
  type Player,
  type SeenMessage,
  has,
  type ChannelRecord,
} from '@mafia-bot/fake-discord';
import type { MessageKey, MessageParams } from '../src/engine/rules/messages.ts';
import { ROLES, type Preset, type Role } from '../src/engine/rules/roles.ts';
import type { AdapterKey, AdapterParams } from '../src/i18n/adapter-messages.ts';
import { render, type Locale } from '../src/i18n/index.ts';

type Key = MessageKey | AdapterKey;
type Params<K extends Key> = K extends MessageKey
  ? MessageParams[K]
  : K extends AdapterKey
    ? AdapterParams[K]
    : never;

/** The scripted people around the bot and what the test reads from Discord about them (no autoplay). */
export class TableView {
  readonly fake: FakeDiscord;
  readonly locale: Locale;
  readonly judge: Player;
  readonly players: Player[];
  /** The game channel's name. */
  readonly textChannel: string;
  /** Seat of each player, as the public seating message says. */
  readonly seats = new Map<string, number>();
  readonly #cards = new Map<string, string>();

  constructor(
    fake: FakeDiscord,
    count: number,
    locale: Locale,
    /**
     * guildId: a table in another guild of the fake (the default guild otherwise); textChannel
     * and voiceChannel: its channels by name ('game' and 'Table'), for several tables in one.
     */
    options: {
      closedDms?: number[];
      guildId?: string;
      textChannel?: string;
      voiceChannel?: string;
    } = {},
  ) {
    this.fake = fake;
    this.locale = locale;
    this.textChannel = options.textChannel ?? 'game';
    const voiceChannel = options.voiceChannel ?? 'Table';
    const guildId = options.guildId;
    this.judge = fake.addPlayer({ name: 'Judge', locale, guildId });
    const world = fake.world;
    this.judge.defaultChannelId =
      world
        .requireGuild(guildId ?? fake.guildId)
        .channelIds.find((id) => world.channel(id)?.name === this.textChannel) ?? '';
    this.judge.joinVoice(voiceChannel);
    this.players = Array.from({ length: count }, (_, index) => {
      const player = fake.addPlayer({
        name: `P${index + 1}`,
        locale,
        dmsOpen: !options.closedDms?.includes(index + 1),
        guildId,
      });
      player.defaultChannelId = this.judge.defaultChannelId;
      player.joinVoice(voiceChannel);
      return player;
    });
  }

  label<K extends Key>(key: K, params: Params<K> = {} as Params<K>): string {
    // Texts that name a command mention it by the id the bot registered, as the bot renders them.
    learnCommandIds([...this.fake.commands(), ...this.fake.commands('global')]);
    return render(this.locale, { key, params } as never);
  }

  /** The newest message in #game that has a button with this label. */
  find(viewer: Player, buttonLabel: string): SeenMessage | undefined {
    return viewer
      .visibleMessages(this.textChannel)
      .reverse()
      .find((message) =>
        message.buttons.some((button) => button.label === buttonLabel && !button.disabled),
      );
  }

  async waitForButton(
    viewer: Player,
    buttonLabel: string,
    timeoutMs = 10_000,
  ): Promise<SeenMessage> {
    return viewer.waitForMessage(
      (message) =>
        message.buttons.some((button) => button.label === buttonLabel && !button.disabled),
      { timeoutMs, channel: this.textChannel },
    );
  }

  /** The game id the bot gave at `/mafia start` (in its ephemeral answer). */
  gameId = '';

  async start(preset: Preset): Promise<void> {
    const reply = await this.judge.slash('mafia', 'start', { preset });
    this.gameId = /`([0-9a-z-]+)`/i.exec(reply.text)?.[1] ?? '';
    if (
      reply.ephemeral &&
      !reply.text.includes(this.label('ui.started', { gameId: '' }).split(' ')[0] ?? '')
    ) {
      // An unexpected refusal: show it.
      throw new Error(`start refused: ${reply.text}`);
    }
  }

  async fill(players: Player[] = this.players): Promise<void> {
    const lobby = await this.waitForButton(this.judge, this.label('control.join'));
    for (const player of players) await player.click(lobby, this.label('control.join'));
  }

  /** `timeoutMs`: how long the judge waits for the seating (longer when the bot is saturated). */
  async deal(timeoutMs = 10_000): Promise<void> {
    const lobby = await this.waitForButton(this.judge, this.label('control.deal'));
    const seatingHeader = this.label('deal.seating', { seats: [] }).split('\n')[0] ?? '';
    const isSeating = (message: SeenMessage) => message.text.includes(seatingHeader);
    // A person reads the seating that follows his click, not an earlier game's in the channel
    // (the click is acknowledged before the deal is carried out).
    const earlier = new Set(
      this.judge
        .visibleMessages(this.textChannel)
        .filter(isSeating)
        .map((message) => message.id),
    );
    await this.judge.click(lobby, this.label('control.deal'));
    const seating = await this.judge.waitForMessage(
      (message) => isSeating(message) && !earlier.has(message.id),
      { timeoutMs, channel: this.textChannel },
    );
    for (const player of this.players) {
      const match = new RegExp(`#(\\d+)\\D{0,8}<@${player.id}>`).exec(seating.text);
      if (match) this.seats.set(player.id, Number(match[1]));
    }
    if (this.seats.size !== this.players.length)
      throw new Error(`could not read the seating:\n${seating.text}`);
  }

  /** A substitute takes a player's seat (FORUM-SUBSTITUTE): the table's bookkeeping follows. */
  substitute(old: Player, substitute: Player): void {
    const seat = this.seatOf(old);
    this.seats.delete(old.id);
    this.seats.set(substitute.id, seat);
    this.players.push(substitute);
    this.#cards.delete(old.id);
  }

  seatOf(player: Player): number {
    return this.seats.get(player.id) ?? 0;
  }

  atSeat(seat: number): Player {
    const player = this.players.find((entry) => this.seatOf(entry) === seat);
    if (!player) throw new Error(`nobody at seat ${seat}`);
    return player;
  }

  /** The role card the player got by DM (his own knowledge). */
  card(player: Player): string {
    const title =
      this.label('role.card', {
        seat: 1,
        role: 'CIVILIAN',
        team: 'RED',
        preset: 'classic',
        teammates: [],
      }).split('\n')[0] ?? '';
    const prefix = title.split(':')[0] ?? title;
    const cached = this.#cards.get(player.id);
    if (cached) return cached;
    const card = player.dmMessages().find((message) => message.text.includes(prefix))?.text ?? '';
    if (card) this.#cards.set(player.id, card);
    return card;
  }

  /** The player's role, read from his role card (the test's view; players only know theirs). */
  roleOf(player: Player): Role | undefined {
    const title = this.card(player).split('\n')[0];
    return ROLES.find(
      (role) =>
        this.label('role.card', {
          seat: 1,
          role,
          team: 'RED',
          preset: 'forum',
          teammates: [],
        }).split('\n')[0] === title,
    );
  }

  /** Seats by role, as the test reads every card (no player knows more than his own). */
  seatsByRole(): Map<Role, number[]> {
    const byRole = new Map<Role, number[]>();
    for (const player of this.players) {
      const role = this.roleOf(player);
      if (!role) throw new Error(`no role card for ${player.name}`);
      byRole.set(
        role,
        [...(byRole.get(role) ?? []), this.seatOf(player)].sort((a, b) => a - b),
      );
    }
    return byRole;
  }

  /** The forum mafia's private channels in the guild (`mafia-<gameId>`, or archived). */
  mafiaChannels(): ChannelRecord[] {
    return [...this.fake.world.channels.values()].filter(
      (channel) =>
        channel.guildId !== null &&
        channel.thread === null &&
        !channel.deleted &&
        channel.name.startsWith('mafia-'),
    );
  }

  /** May this player write in this channel (Send Messages after its overwrites)? */
  canWrite(player: Player, channel: ChannelRecord): boolean {
    return (
      this.fake.world.canViewChannel(player.id, channel.id) &&
      has(this.fake.world.permissionsIn(player.id, channel.id), 'SendMessages')
    );
  }

  /**
   * The end-of-game report once the game is over. A long report comes as several messages in a
   * row, the deal record file on the last: their texts are joined here, so that a check of "every
   * seat's role" reads the whole report. A message before it belongs to the report only if the
   * two could not have been one message (over Discord's 6000 characters): the adapter splits
   * nothing shorter, so an earlier short notice is never taken for a part.
   */
  report(): SeenMessage | undefined {
    const messages = this.judge.visibleMessages(this.textChannel);
    const last = messages.findIndex((message) =>
      message.attachments.some((file) => file.filename.startsWith('deal-record-')),
    );
    if (last < 0) return undefined;
    const colour = (message: SeenMessage) => message.embeds[0]?.color;
    let first = last;
    while (
      first > 0 &&
      messages[first - 1]!.components.length === 0 &&
      colour(messages[first - 1]!) === colour(messages[last]!) &&
      messages[first - 1]!.text.length + messages[first]!.text.length > 6000
    )
      first--;
    const parts = messages.slice(first, last + 1);
    return { ...messages[last]!, text: parts.map((message) => message.text).join('\n') };
  }

  gameOver(): boolean {
    return this.report() !== undefined;
  }

  /** Private threads this player sees (the black teams' Night-0 meetings). */
  threads(player: Player): string[] {
    return [...this.fake.world.channels.values()]
      .filter(
        (channel) =>
          channel.thread !== null && this.fake.world.canViewChannel(player.id, channel.id),
      )
      .map((channel) => channel.id);
  }

  /** What other players wrote in the threads this player sees. */
  threadTalk(player: Player): string {
    return this.threads(player)
      .flatMap((thread) => player.visibleMessages(thread))
      .filter(
        (message) => message.authorId !== this.fake.botUserId && message.authorId !== player.id,
      )
      .map((message) => message.text)
      .join('\n');
  }
}
