import type { Player, SeenMessage } from '@mafia-bot/fake-discord';
import { TableView } from './table-view.ts';
import { waitUntil } from './wait.ts';

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

/**
 * A table of scripted people around the real bot: they read what Discord shows them and press
 * the buttons they find by label (the labels a person reads in the game's language).
 */
export class Table extends TableView {
  readonly #acted = new Set<string>();
  /** Something changed on Discord since the players last looked. */
  #dirty = true;
  #running = false;
  #loop: Promise<void> | undefined;
  readonly errors: string[] = [];

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
            .visibleMessages(this.textChannel)
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

  /**
   * The messages a player looks at in the game channel: the newest ones, and the table card
   * wherever it is while it holds the floor's controls (he scrolls up to it, as a person would).
   */
  #lookedAt(player: Player, pass: string): SeenMessage[] {
    const holdsFloor = (message: SeenMessage) =>
      message.buttons.some((button) => button.label === pass && !button.disabled);
    const { recent, further } = player.recentMessages(this.textChannel, 6, holdsFloor);
    return further ? [further, ...recent] : recent;
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
    for (const message of player.visibleMessages(this.textChannel).slice(-10)) {
      // A forum day: one vote from the vote message's menu (it stays open all day).
      const voteMenus = message.selects.filter(
        (select) => select.placeholder === forumVote && !select.disabled,
      );
      if (voteMenus.length > 0 && policy.forumVote) {
        const id = `${player.id}:fvote:${message.id}`;
        if (this.#acted.has(id)) continue;
        this.#acted.add(id);
        const words = policy.talk?.(player);
        if (words) player.post(this.textChannel, words);
        const pick = policy.forumVote(
          player,
          voteMenus.flatMap((select) => select.options.map((option) => option.label)),
        );
        if (pick) await player.select(message, pick, { placeholder: forumVote });
        continue;
      }
    }
    for (const message of this.#lookedAt(player, pass)) {
      const open = (label: string) =>
        message.buttons.some((button) => button.label === label && !button.disabled);
      // My speech: nominate, Best Move, then pass.
      if (open(pass) && new RegExp(`#${seat}(?!\\d)`).test(message.title)) {
        // The card stays one message all day: the slot is told apart by its Pass button's id.
        const slot = message.buttons.find((button) => button.label === pass)?.customId;
        const id = `${player.id}:speech:${message.id}:${slot}`;
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
