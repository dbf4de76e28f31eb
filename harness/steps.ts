/** Step-by-step helpers for scenario tests: what one person does at one moment. */
import type { Player, SeenMessage } from '@mafia-bot/fake-discord';
import type { NightAction } from '../src/engine/rules/roles.ts';
import { type Table } from './table.ts';
import { waitUntil } from './wait.ts';

/** When a speech was shown: the table card is edited in place, its last edit hands the floor. */
export function shownAt(message: SeenMessage): number {
  return Date.parse(message.editedAt ?? message.createdAt);
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
  async speechOf(
    seat: number,
    timeoutMs = 20_000,
    also: (message: SeenMessage) => boolean = () => true,
  ): Promise<SeenMessage> {
    const pass = this.#t.label('control.pass');
    return this.#t.judge.waitForMessage(
      (message) =>
        message.buttons.some((button) => button.label === pass && !button.disabled) &&
        new RegExp(`#${seat}(?!\\d)`).test(message.title) &&
        also(message),
      { timeoutMs },
    );
  }

  /** A classic game started, filled and dealt, up to the first speech with its speaker heard. */
  async firstClassicSpeech(): Promise<SeenMessage> {
    await this.#t.start('classic');
    await this.#t.fill();
    await this.#t.deal();
    const first = await this.speechOf(1, 30_000);
    await waitUntil(() => !this.#t.atSeat(1).isServerMuted, 10_000, 'the speaker unmuted');
    return first;
  }

  async pass(seat: number): Promise<void> {
    const message = await this.speechOf(seat);
    await this.#t.atSeat(seat).click(message, this.#t.label('control.pass'));
  }

  async nominate(seat: number, target: number): Promise<string> {
    const message = await this.speechOf(seat);
    const player = this.#t.atSeat(seat);
    const reply = await player.select(message, this.#option(target, message), {
      placeholder: this.#t.label('control.nominate'),
    });
    // The click is acknowledged at once; its words follow (only he sees them).
    return (await player.followUpOf(reply)).text;
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
        message.title === title &&
        message.selects.some((select) => select.placeholder === placeholder && !select.disabled),
      { timeoutMs, channel: 'game' },
    );
  }

  /** Forum votes from the vote message's menu: voter seat → target seat, one after another. */
  async forumVotes(day: number, votes: Record<number, number>): Promise<void> {
    const message = await this.forumVoteMessage(day);
    for (const [voter, target] of Object.entries(votes)) {
      const player = this.#t.atSeat(Number(voter));
      const reply = await player.select(message, this.#option(target, message), {
        placeholder: this.#t.label('control.forumVote'),
      });
      // Acknowledged at once; the words follow, only for him.
      const { text } = await player.followUpOf(reply);
      if (text !== this.#t.label('forum.vote.accepted', { target }))
        throw new Error(`#${voter} could not vote for #${target}: ${text}`);
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
        entry.title === title &&
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

  /**
   * JUDGE-CONFIRM: a judge command that asks first (`end`, `penalty`), confirmed as the judge
   * does it: the command, then Confirm on its private question. `command`: `mafia` or `judge`.
   */
  async judgeConfirmed(
    subcommand: string,
    options: Record<string, unknown> = {},
    command: 'mafia' | 'judge' = 'mafia',
  ) {
    const asked = await this.#t.judge.slash(command, subcommand, options as never);
    if (!asked.message) throw new Error(`/${command} ${subcommand} asked nothing: ${asked.text}`);
    return this.#t.judge.click(asked.message, this.#t.label('control.confirm'));
  }
}
