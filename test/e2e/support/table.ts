import type { FakeDiscord, Player, SeenMessage } from '../../fake-discord/index.ts';
import type { MessageKey, MessageParams } from '../../../src/engine/messages.ts';
import type { Preset } from '../../../src/engine/roles.ts';
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
  #running = false;
  #loop: Promise<void> | undefined;
  readonly errors: string[] = [];

  constructor(
    fake: FakeDiscord,
    count: number,
    locale: Locale,
    options: { closedDms?: number[] } = {},
  ) {
    this.fake = fake;
    this.locale = locale;
    this.judge = fake.addPlayer({ name: 'Judge', locale });
    this.judge.joinVoice('Table');
    this.players = Array.from({ length: count }, (_, index) => {
      const player = fake.addPlayer({
        name: `P${index + 1}`,
        locale,
        dmsOpen: !options.closedDms?.includes(index + 1),
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

  async start(preset: Preset): Promise<void> {
    const reply = await this.judge.slash('mafia', 'start', { preset });
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
    return player.dmMessages().find((message) => message.text.includes(prefix))?.text ?? '';
  }

  /** The report message (it carries the deal record file) once the game is over. */
  report(): SeenMessage | undefined {
    return this.judge
      .visibleMessages('game')
      .find((message) =>
        message.attachments.some((file) => file.filename.startsWith('deal-record-')),
      );
  }

  gameOver(): boolean {
    return this.report() !== undefined;
  }

  /** Runs the policy for everybody in the background until stopped or the game is over. */
  autoplay(policy: Policy): void {
    this.#running = true;
    this.#loop = (async () => {
      while (this.#running && !this.gameOver()) {
        for (const player of this.players) {
          try {
            await this.#act(player, policy);
          } catch (error) {
            // A refusal or a closed window is part of the game; keep a note for diagnosis.
            this.errors.push(`${player.name}: ${(error as Error).message.split('\n')[0]}`);
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
    })();
  }

  async stop(): Promise<void> {
    this.#running = false;
    await this.#loop;
  }

  async playToTheEnd(policy: Policy, timeoutMs = 120_000): Promise<SeenMessage> {
    this.autoplay(policy);
    try {
      await waitUntil(() => this.gameOver(), timeoutMs, 'the end of the game');
    } finally {
      await this.stop();
    }
    return this.report()!;
  }

  async #act(player: Player, policy: Policy): Promise<void> {
    // Night prompts in the player's DMs.
    for (const message of player.dmMessages()) {
      for (const menu of message.selects.filter((select) => !select.disabled)) {
        const key = `${message.id}:${menu.placeholder}:${message.editedAt ?? ''}`;
        if (this.#acted.has(`${player.id}:${message.id}:${menu.placeholder}`)) continue;
        const picks = policy.night(
          player,
          menu.placeholder ?? '',
          menu.options.map((option) => option.label),
        );
        this.#acted.add(`${player.id}:${message.id}:${menu.placeholder}`);
        void key;
        if (picks && picks.length > 0)
          await player.select(message, picks, { placeholder: menu.placeholder ?? undefined });
      }
    }
    const seat = this.seatOf(player);
    const pass = this.label('control.pass');
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
  const shot = table.label('control.nightTarget', { action: 'shot' });
  return {
    night: (player, placeholder, options) => {
      if (placeholder === shot) {
        const mine = new Set([table.seatOf(player), ...teammates(player)]);
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
    bestMove: (player, options) =>
      options
        .filter((option) => Number(/#(\d+)/.exec(option)?.[1]) !== table.seatOf(player))
        .slice(0, 3),
  };
}
