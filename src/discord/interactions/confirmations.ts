import { randomBytes } from 'node:crypto';
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  EmbedBuilder,
  type ButtonInteraction,
  type MessageActionRowComponentBuilder,
} from 'discord.js';
import { render, type AnyText, type Locale } from '../../i18n/index.ts';
import type { IncomingCommand } from '../../orchestrator/orchestrator.ts';
import { ephemeral } from './command-kit.ts';
import type { Reply } from './respond.ts';

/** JUDGE-CONFIRM: a confirmation unanswered this long is stale (the judge asks again). */
export const CONFIRM_TTL_MS = 2 * 60_000;
const PREFIX = 'confirm';

/** A judge's command held until he confirms it (JUDGE-CONFIRM): whose, for which game, asked when. */
interface Pending {
  gameId: string;
  userId: string;
  command: IncomingCommand;
  askedAt: number;
}

/** What a click on Confirm or Cancel comes to. */
export type ConfirmOutcome =
  | { kind: 'refused'; reply: Reply }
  | { kind: 'cancelled'; reply: Reply }
  | { kind: 'confirmed'; gameId: string; command: IncomingCommand };

/**
 * JUDGE-CONFIRM: `end` and `penalty` (team loss) act only after the judge's second step. The
 * command is kept here, in this process, under a random nonce the buttons carry; a click by
 * anyone else, a second click, one after the TTL or after a restart finds nothing to run and is
 * refused — nothing happens without Confirm. (A guild's interactions reach the one process that
 * owns it, so the command and its confirmation meet here.)
 */
export class Confirmations {
  readonly #pending = new Map<string, Pending>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** The ephemeral question with Confirm / Cancel, in the judge's language. */
  ask(pending: Omit<Pending, 'askedAt'>, question: AnyText, locale: Locale): Reply {
    this.#sweep();
    const nonce = randomBytes(9).toString('base64url');
    this.#pending.set(nonce, { ...pending, askedAt: this.#now() });
    const button = (answer: 'yes' | 'no', key: 'control.confirm' | 'control.dontConfirm') =>
      new ButtonBuilder()
        .setCustomId(`${PREFIX}|${nonce}|${answer}`)
        .setLabel(render(locale, { key, params: {} }))
        .setStyle(answer === 'yes' ? ButtonStyle.Danger : ButtonStyle.Secondary);
    const row = new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
      button('yes', 'control.confirm'),
      button('no', 'control.dontConfirm'),
    );
    const embed = new EmbedBuilder().setDescription(render(locale, question));
    return { kind: 'message', message: { embeds: [embed], components: [row] }, ephemeral: true };
  }

  static owns(customId: string): boolean {
    return customId.startsWith(`${PREFIX}|`);
  }

  /** A click on Confirm or Cancel: only by who asked, once, within the TTL. */
  answer(interaction: Pick<ButtonInteraction, 'customId' | 'user'>): ConfirmOutcome {
    const [, nonce = '', answer] = interaction.customId.split('|');
    const pending = this.#pending.get(nonce);
    if (!pending || this.#now() - pending.askedAt > CONFIRM_TTL_MS) {
      this.#pending.delete(nonce);
      return { kind: 'refused', reply: ephemeral({ key: 'ui.confirmStale', params: {} }) };
    }
    if (pending.userId !== interaction.user.id)
      return { kind: 'refused', reply: ephemeral({ key: 'ui.confirmNotYours', params: {} }) };
    this.#pending.delete(nonce);
    if (answer !== 'yes')
      return { kind: 'cancelled', reply: ephemeral({ key: 'ui.confirmCancelled', params: {} }) };
    return { kind: 'confirmed', gameId: pending.gameId, command: pending.command };
  }

  #sweep(): void {
    const now = this.#now();
    for (const [nonce, pending] of this.#pending)
      if (now - pending.askedAt > CONFIRM_TTL_MS) this.#pending.delete(nonce);
  }
}
