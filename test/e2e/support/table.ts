import type { FakeDiscord, Player, SeenMessage } from '../../fake-discord/index.ts';
import { has } from '../../fake-discord/permissions.ts';
import type { ChannelRecord } from '../../fake-discord/world.ts';
import type { MessageKey, MessageParams } from '../../../src/engine/messages.ts';
import { ROLES, type NightAction, type Preset, type Role } from '../../../src/engine/roles.ts';
import type { AdapterKey, AdapterParams } from '../../../src/i18n/adapter-messages.ts';
import { render, type Locale } from '../../../src/i18n/index.ts';

type Key = MessageKey | AdapterKey;
type Params<K extends Key> = K extends MessageKey
  ? MessageParams[K]
  : K extends AdapterKey
    ? AdapterParams[K]
    : never;

export async function waitUntil(
  condition: () => boolean,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** What a player does when it is up to him; every choice is made from what he can see. */
export interface Policy {
  /** Night: which option labels to pick in a night-action menu (null: do not act). */
  night(player: Player, placeholder: string, options: string[]): string[] | null;
  /** His speech: an option label to nominate (null: no nomination). */
  nominate(player: Player, options: string[]): string | null;
  /** A vote window is open for this candidate button label: click it? */
  vote(player: Player, buttonLabel: string): boolean;
  eliminateAll(player: Player): boolean;
  bestMove(player: Player, options: string[]): string[];
  /** How long a speaker talks before pressing Pass (0: at once). */
  speakMs?: number;
  /** What he writes in a team meeting thread or the forum mafia channel (null: nothing). */
  meeting?(player: Player): string | null;
  /** Forum day: the option label to vote for in the vote message's menu (null: no vote). */
  forumVote?(player: Player, options: string[]): string | null;
  /** Forum duel, by DM: the option for the cover, the target or the shot's position menu. */
  duel?(player: Player, placeholder: string, options: string[]): string | null;
  /** Forum day: what he writes in the game channel once a day, before voting (null: nothing). */
  talk?(player: Player): string | null;
}

/** The seat number in an option label or a title ("Seat #5 — P3" → 5). */
export function seatIn(label: string): number {
  return Number(/#(\d+)/.exec(label)?.[1] ?? 0);
}

/**
 * A table of scripted people around the real bot: they read what Discord shows them and press
 * the buttons they find by label (the labels a person reads in the game's language).
 */
export class Table {
  readonly fake: FakeDiscord;
  readonly locale: Locale;
  readonly judge: Player;
  readonly players: Player[];
  /** Seat of each player, as the public seating message says. */
  readonly seats = new Map<string, number>();
  readonly #acted = new Set<string>();
  readonly #cards = new Map<string, string>();
  /** Something changed on Discord since the players last looked. */
  #dirty = true;
  #running = false;
  #loop: Promise<void> | undefined;
  readonly errors: string[] = [];

  constructor(
    fake: FakeDiscord,
    count: number,
    locale: Locale,
    /** guildId: a table in another guild of the fake (the default guild otherwise). */
    options: { closedDms?: number[]; guildId?: string } = {},
  ) {
    this.fake = fake;
    this.locale = locale;
    const guildId = options.guildId;
    this.judge = fake.addPlayer({ name: 'Judge', locale, guildId });
    this.judge.joinVoice('Table');
    this.players = Array.from({ length: count }, (_, index) => {
      const player = fake.addPlayer({
        name: `P${index + 1}`,
        locale,
        dmsOpen: !options.closedDms?.includes(index + 1),
        guildId,
      });
      player.joinVoice('Table');
      return player;
    });
  }

  label<K extends Key>(key: K, params: Params<K> = {} as Params<K>): string {
    return render(this.locale, { key, params } as never);
  }

  /** The newest message in #game that has a button with this label. */
  find(viewer: Player, buttonLabel: string): SeenMessage | undefined {
    return viewer
      .visibleMessages('game')
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
      {
        timeoutMs,
      },
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

  async deal(): Promise<void> {
    const lobby = await this.waitForButton(this.judge, this.label('control.deal'));
    await this.judge.click(lobby, this.label('control.deal'));
    const seatingHeader = this.label('deal.seating', { seats: [] }).split('\n')[0] ?? '';
    const seating = await this.judge.waitForMessage(
      (message) => message.text.includes(seatingHeader),
      { timeoutMs: 10_000 },
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
    const messages = this.judge.visibleMessages('game');
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

  /** Runs the policy for everybody in the background until stopped or the game is over. */
  autoplay(policy: Policy): void {
    this.#running = true;
    // People look again when something changes (and now and then anyway): scanning every
    // player's view on a fixed fast tick would cost more CPU than the bot itself.
    const onChange = () => {
      this.#dirty = true;
    };
    this.fake.world.events.on('message', onChange);
    this.#loop = (async () => {
      let idleTicks = 0;
      while (this.#running && !this.gameOver()) {
        if (!this.#dirty && idleTicks++ < 20) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          continue;
        }
        this.#dirty = false;
        idleTicks = 0;
        for (const player of this.players) {
          try {
            await this.#act(player, policy);
          } catch (error) {
            // A refusal or a closed window is part of the game; keep a note for diagnosis.
            this.errors.push(`${player.name}: ${(error as Error).message.split('\n')[0]}`);
          }
        }
      }
      this.fake.world.events.off('message', onChange);
    })();
  }

  async stop(): Promise<void> {
    this.#running = false;
    await this.#loop;
  }

  async playToTheEnd(policy: Policy, timeoutMs = 120_000): Promise<SeenMessage> {
    this.autoplay(policy);
    try {
      await waitUntil(() => this.gameOver(), timeoutMs, 'the end of the game').catch(
        (error: Error) => {
          const last = this.judge
            .visibleMessages('game')
            .slice(-8)
            .map(
              (message) => `  - ${message.text.split('\n').slice(0, 2).join(' | ').slice(0, 160)}`,
            );
          throw new Error(
            `${error.message}\nLast messages in #game:\n${last.join('\n')}\nLast failed actions:\n${this.errors.slice(-8).join('\n')}`,
          );
        },
      );
    } finally {
      await this.stop();
    }
    return this.report()!;
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

  /** Every open menu of a night prompt, the mafia's kill menu or a duel prompt, once each. */
  async #menus(player: Player, policy: Policy, message: SeenMessage): Promise<void> {
    const duelMenus = [
      this.label('control.duelCover'),
      this.label('control.duelTarget'),
      this.label('control.duelPosition'),
    ];
    for (const menu of message.selects.filter((select) => !select.disabled)) {
      const id = `${player.id}:${message.id}:${menu.placeholder}`;
      if (this.#acted.has(id)) continue;
      this.#acted.add(id);
      const placeholder = menu.placeholder ?? '';
      const options = menu.options.map((option) => option.label);
      let picks: string[] | null;
      if (duelMenus.includes(placeholder)) {
        const pick = policy.duel
          ? policy.duel(player, placeholder, options)
          : (policy.night(player, placeholder, options)?.[0] ?? null);
        picks = pick ? [pick] : null;
      } else {
        picks = policy.night(player, placeholder, options);
      }
      if (picks && picks.length > 0)
        await player.select(message, picks, { placeholder: menu.placeholder ?? undefined });
    }
  }

  async #act(player: Player, policy: Policy): Promise<void> {
    for (const thread of this.threads(player)) {
      const id = `${player.id}:thread:${thread}`;
      const record = this.fake.world.channel(thread);
      if (
        this.#acted.has(id) ||
        !policy.meeting ||
        record?.thread?.locked ||
        record?.thread?.archived
      )
        continue;
      this.#acted.add(id);
      const words = policy.meeting(player);
      if (words) player.post(thread, words);
    }
    // The forum mafia's channel: a word to the team once, and the night's kill menu there.
    for (const channel of this.mafiaChannels()) {
      if (!this.fake.world.canViewChannel(player.id, channel.id)) continue;
      const id = `${player.id}:mafia:${channel.id}`;
      // He speaks once he has read his role card (it names his teammates).
      if (
        policy.meeting &&
        !this.#acted.has(id) &&
        this.card(player) !== '' &&
        this.canWrite(player, channel)
      ) {
        this.#acted.add(id);
        const words = policy.meeting(player);
        if (words) player.post(channel.id, words);
      }
      for (const message of player.visibleMessages(channel.id))
        await this.#menus(player, policy, message);
    }
    // Night prompts and duel moves in the player's DMs.
    for (const message of player.dmMessages()) await this.#menus(player, policy, message);
    const seat = this.seatOf(player);
    const pass = this.label('control.pass');
    const forumVote = this.label('control.forumVote');
    for (const message of player.visibleMessages('game').slice(-10)) {
      // A forum day: one vote from the vote message's menu (it stays open all day).
      const voteMenus = message.selects.filter(
        (select) => select.placeholder === forumVote && !select.disabled,
      );
      if (voteMenus.length > 0 && policy.forumVote) {
        const id = `${player.id}:fvote:${message.id}`;
        if (this.#acted.has(id)) continue;
        this.#acted.add(id);
        const words = policy.talk?.(player);
        if (words) player.post('game', words);
        const pick = policy.forumVote(
          player,
          voteMenus.flatMap((select) => select.options.map((option) => option.label)),
        );
        if (pick) await player.select(message, pick, { placeholder: forumVote });
        continue;
      }
    }
    for (const message of player.visibleMessages('game').slice(-6)) {
      const open = (label: string) =>
        message.buttons.some((button) => button.label === label && !button.disabled);
      // My speech: nominate, Best Move, then pass.
      if (open(pass) && new RegExp(`#${seat}(?!\\d)`).test(message.embeds[0]?.title ?? '')) {
        const id = `${player.id}:speech:${message.id}`;
        if (this.#acted.has(id)) continue;
        this.#acted.add(id);
        const nominate = message.selects.find(
          (select) => select.placeholder === this.label('control.nominate'),
        );
        if (nominate) {
          const pick = policy.nominate(
            player,
            nominate.options.map((option) => option.label),
          );
          if (pick)
            await player.select(message, pick, { placeholder: nominate.placeholder ?? undefined });
        }
        const bestMove = message.selects.find(
          (select) => select.placeholder === this.label('control.bestMove'),
        );
        if (bestMove) {
          const picks = policy.bestMove(
            player,
            bestMove.options.map((option) => option.label),
          );
          if (picks.length > 0)
            await player.select(message, picks, { placeholder: bestMove.placeholder ?? undefined });
        }
        if (policy.speakMs) await new Promise((resolve) => setTimeout(resolve, policy.speakMs));
        await player.click(message, pass).catch(() => {
          // The time ran out while he was talking: the floor already moved on.
        });
        continue;
      }
      for (const button of message.buttons.filter((entry) => !entry.disabled)) {
        const id = `${player.id}:${message.id}:${button.label}`;
        if (this.#acted.has(id)) continue;
        if (
          /#\d+/.test(button.label) &&
          button.label.startsWith(this.label('control.vote', { seat: 0 }).replace(/#?0.*$/, ''))
        ) {
          this.#acted.add(id);
          if (policy.vote(player, button.label)) await player.click(message, button.label);
        } else if (
          button.label === this.label('control.yes') ||
          button.label === this.label('control.no')
        ) {
          this.#acted.add(`${player.id}:${message.id}:${this.label('control.yes')}`);
          this.#acted.add(`${player.id}:${message.id}:${this.label('control.no')}`);
          await player.click(
            message,
            policy.eliminateAll(player) ? this.label('control.yes') : this.label('control.no'),
          );
        }
      }
    }
  }
}

/**
 * A simple table: blacks shoot the lowest seat that is not on their team (they know it from
 * their card), the checkers check the first seat offered, every speaker nominates the first seat
 * offered, everybody votes for the first candidate and says yes to eliminating all.
 */
export function simplePolicy(table: Table): Policy {
  // The words before the teammates' seats on a card, learnt from a sample card in this language.
  const sample = table.label('role.card', {
    seat: 1,
    role: 'MAFIOSO',
    team: 'MAFIA',
    preset: 'classic',
    teammates: [97, 98],
  });
  const sampleLine = sample.split('\n').find((line) => line.includes('#97')) ?? '';
  const prefix = sampleLine.slice(0, sampleLine.indexOf('#97'));
  const teammates = (player: Player): number[] => {
    const line = table
      .card(player)
      .split('\n')
      .find((entry) => prefix !== '' && entry.startsWith(prefix));
    return [...(line ?? '').matchAll(/#(\d+)/g)].map((match) => Number(match[1]));
  };
  // Blacks tell each other their team in the Night-0 meetings, so the leaders of the two black
  // teams know every black seat and shoot the same player.
  const knownBlacks = (player: Player): Set<number> =>
    new Set([
      table.seatOf(player),
      ...teammates(player),
      ...[...table.threadTalk(player).matchAll(/#(\d+)/g)].map((match) => Number(match[1])),
    ]);
  const shot = table.label('control.nightTarget', { action: 'shot' });
  return {
    night: (player, placeholder, options) => {
      if (placeholder === shot) {
        const mine = knownBlacks(player);
        const target = options.find((option) => !mine.has(Number(/#(\d+)/.exec(option)?.[1])));
        return target ? [target] : null;
      }
      const others = options.filter(
        (option) => Number(/#(\d+)/.exec(option)?.[1]) !== table.seatOf(player),
      );
      return placeholder === table.label('control.nightTarget', { action: 'compare' })
        ? others.slice(0, 2)
        : others.slice(0, 1);
    },
    nominate: (player, options) =>
      options.find((option) => Number(/#(\d+)/.exec(option)?.[1]) !== table.seatOf(player)) ?? null,
    vote: () => true,
    eliminateAll: () => true,
    // Forum: everyone votes for the lowest seat he does not know to be on his own side.
    forumVote: (player, options) => {
      const mine = knownBlacks(player);
      return options.find((option) => !mine.has(seatIn(option))) ?? null;
    },
    // Forum duel: the cover and the shot follow the seat, so the duellists seldom agree.
    duel: (player, placeholder, options) => {
      const seat = table.seatOf(player);
      if (placeholder === table.label('control.duelCover')) return options[seat % 3] ?? null;
      if (placeholder === table.label('control.duelPosition'))
        return options[(seat + 1) % 3] ?? null;
      return options[0] ?? null;
    },
    meeting: (player) =>
      [table.seatOf(player), ...teammates(player)].map((seat) => `#${seat}`).join(' '),
    bestMove: (player, options) =>
      options
        .filter((option) => Number(/#(\d+)/.exec(option)?.[1]) !== table.seatOf(player))
        .slice(0, 3),
  };
}

/**
 * A forum table that reaches an end: the mafia shoot the lowest seat not on their side, the
 * Doctor protects the highest seat he may, the Detective checks seats he has not checked yet
 * and tells the game channel when he finds a mafioso, and the town votes for the newest seat
 * named so (else the lowest seat); the mafia vote for the lowest town seat.
 */
export function forumPolicy(table: Table): Policy {
  const simple = simplePolicy(table);
  const results = (['red', 'black'] as const).map((side) => ({
    side,
    parts: table.label('night.result.check', { seat: 0, side, preset: 'forum' }).split('#0'),
  }));
  /** What the Detective learnt: seat → mafia or not, from his DMs. */
  const checks = (player: Player): Map<number, boolean> => {
    const found = new Map<number, boolean>();
    for (const message of player.dmMessages()) {
      const seat = seatIn(message.text);
      for (const { side, parts } of results)
        if (seat > 0 && message.text.includes(`${parts[0]}#${seat}${parts[1]}`))
          found.set(seat, side === 'black');
    }
    return found;
  };
  const accusation = (seat: number) => `#${seat}: mafia (checked). Vote #${seat}!`;
  const check = table.label('control.nightTarget', { action: 'check' });
  const protect = table.label('control.nightTarget', { action: 'protect' });
  const mafioso = (player: Player) => table.roleOf(player) === 'MAFIOSO';
  return {
    ...simple,
    night: (player, placeholder, options) => {
      const others = options.filter((option) => seatIn(option) !== table.seatOf(player));
      if (placeholder === check) {
        const known = checks(player);
        const next = others.find((option) => !known.has(seatIn(option)));
        return next ? [next] : others.slice(0, 1);
      }
      if (placeholder === protect) return others.slice(-1);
      return simple.night(player, placeholder, options);
    },
    talk: (player) => {
      const found = [...checks(player)].filter(([, isMafia]) => isMafia).map(([seat]) => seat);
      const last = found.at(-1);
      return last !== undefined ? accusation(last) : null;
    },
    forumVote: (player, options) => {
      if (!mafioso(player)) {
        const named = table.judge
          .visibleMessages('game')
          .filter((message) => message.authorId !== table.fake.botUserId)
          .map((message) => seatIn(message.text))
          .reverse()
          .find((seat) => options.some((option) => seatIn(option) === seat));
        const pick = options.find((option) => seatIn(option) === named);
        if (pick) return pick;
      }
      return simple.forumVote?.(player, options) ?? null;
    },
  };
}

/** Step-by-step helpers for scenario tests (what one person does at one moment). */
export class Steps {
  readonly table: Table;
  constructor(table: Table) {
    this.table = table;
  }

  get #t() {
    return this.table;
  }

  /** Waits for the speech message of this seat (a Pass button and "#seat" in its title). */
  async speechOf(seat: number, timeoutMs = 20_000): Promise<SeenMessage> {
    const pass = this.#t.label('control.pass');
    return this.#t.judge.waitForMessage(
      (message) =>
        message.buttons.some((button) => button.label === pass && !button.disabled) &&
        new RegExp(`#${seat}(?!\\d)`).test(message.embeds[0]?.title ?? ''),
      { timeoutMs },
    );
  }

  async pass(seat: number): Promise<void> {
    const message = await this.speechOf(seat);
    await this.#t.atSeat(seat).click(message, this.#t.label('control.pass'));
  }

  async nominate(seat: number, target: number): Promise<string> {
    const message = await this.speechOf(seat);
    const reply = await this.#t.atSeat(seat).select(message, this.#option(target, message), {
      placeholder: this.#t.label('control.nominate'),
    });
    return reply.text;
  }

  #option(seat: number, message: SeenMessage): string {
    for (const select of message.selects) {
      const option = select.options.find((entry) =>
        new RegExp(`#${seat}(?!\\d)`).test(entry.label),
      );
      if (option) return option.label;
    }
    throw new Error(`no option for #${seat}`);
  }

  /** Everybody in `seats` passes in turn as his speech comes (nominating as given). */
  async speeches(seats: number[], nominations: Record<number, number> = {}): Promise<void> {
    for (const seat of seats) {
      if (nominations[seat] !== undefined) await this.nominate(seat, nominations[seat]);
      await this.pass(seat);
    }
  }

  /** Waits for the vote window of this candidate and lets the voters click at once. */
  async vote(candidate: number, voters: number[]): Promise<void> {
    const label = this.#t.label('control.vote', { seat: candidate });
    const message = await this.#t.waitForButton(this.#t.judge, label, 20_000);
    await Promise.all(voters.map((voter) => this.#t.atSeat(voter).click(message, label)));
  }

  async eliminateAll(yes: number[], no: number[] = []): Promise<void> {
    const yesLabel = this.#t.label('control.yes');
    const message = await this.#t.waitForButton(this.#t.judge, yesLabel, 20_000);
    await Promise.all([
      ...yes.map((seat) => this.#t.atSeat(seat).click(message, yesLabel)),
      ...no.map((seat) => this.#t.atSeat(seat).click(message, this.#t.label('control.no'))),
    ]);
  }

  // ── forum ────────────────────────────────────────────────────────────────────────────

  /** Today's forum vote message, while its menu is open (all day, until the deadline). */
  async forumVoteMessage(day: number, timeoutMs = 30_000): Promise<SeenMessage> {
    const title = this.#t.label('forum.vote.title', { day });
    const placeholder = this.#t.label('control.forumVote');
    return this.#t.judge.waitForMessage(
      (message) =>
        message.embeds[0]?.title === title &&
        message.selects.some((select) => select.placeholder === placeholder && !select.disabled),
      { timeoutMs, channel: 'game' },
    );
  }

  /** Forum votes from the vote message's menu: voter seat → target seat, one after another. */
  async forumVotes(day: number, votes: Record<number, number>): Promise<void> {
    const message = await this.forumVoteMessage(day);
    for (const [voter, target] of Object.entries(votes)) {
      const reply = await this.#t
        .atSeat(Number(voter))
        .select(message, this.#option(target, message), {
          placeholder: this.#t.label('control.forumVote'),
        });
      if (reply.text !== this.#t.label('forum.vote.accepted', { target }))
        throw new Error(`#${voter} could not vote for #${target}: ${reply.text}`);
    }
  }

  /** `/mafia vote player:@…` in the game channel. */
  async slashVote(voter: number, target: number) {
    return this.#t.atSeat(voter).slash('mafia', 'vote', { player: this.#t.atSeat(target) });
  }

  /** The player's open DM prompt whose menus include this placeholder (night move or duel). */
  async dmPrompt(player: Player, placeholder: string, timeoutMs = 20_000): Promise<SeenMessage> {
    return player.waitForMessage(
      (message) =>
        message.inDm &&
        message.selects.some((select) => select.placeholder === placeholder && !select.disabled),
      { timeoutMs },
    );
  }

  /** A duellist's move by his DM menus: cover, the target (3 or more duellists), the shot. */
  async duelMove(
    seat: number,
    move: { cover: number; position: number; target?: number },
  ): Promise<void> {
    const t = this.#t;
    const player = t.atSeat(seat);
    const cover = t.label('control.duelCover');
    const message = await this.dmPrompt(player, cover);
    const position = (value: number) => t.label('control.position', { position: value });
    await player.select(message, position(move.cover), { placeholder: cover });
    if (move.target !== undefined)
      await player.select(message, this.#option(move.target, message), {
        placeholder: t.label('control.duelTarget'),
      });
    await player.select(message, position(move.position), {
      placeholder: t.label('control.duelPosition'),
    });
  }

  /** A role's night move by his DM prompt. */
  async nightMove(seat: number, action: NightAction, target: number): Promise<void> {
    const player = this.#t.atSeat(seat);
    const placeholder = this.#t.label('control.nightTarget', { action });
    const message = await this.dmPrompt(player, placeholder);
    await player.select(message, this.#option(target, message), { placeholder });
  }

  /** A mafioso's choice in the forum mafia channel's kill menu of this night. */
  async mafiaChoice(seat: number, night: number, target: number): Promise<void> {
    const player = this.#t.atSeat(seat);
    const title = this.#t.label('night.prompt.title', { action: 'shot', night });
    const placeholder = this.#t.label('control.nightTarget', { action: 'shot' });
    const message = await player.waitForMessage(
      (entry) =>
        entry.embeds[0]?.title === title &&
        entry.selects.some((select) => select.placeholder === placeholder && !select.disabled) &&
        this.#t.mafiaChannels().some((channel) => channel.id === entry.channelId),
      { timeoutMs: 20_000 },
    );
    await player.select(message, this.#option(target, message), { placeholder });
  }

  /** The newest public message whose text contains the rendered text. */
  async publicText(text: string, timeoutMs = 20_000): Promise<SeenMessage> {
    return this.#t.judge.waitForMessage((message) => message.text.includes(text), { timeoutMs });
  }

  /** A judge command: `/mafia foul player:@… reason:…`. */
  async judge(subcommand: string, options: Record<string, unknown> = {}) {
    return this.#t.judge.slash('mafia', subcommand, options as never);
  }
}
