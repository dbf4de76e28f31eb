import { MessageFlags, type MessageComponentInteraction } from 'discord.js';
import type { Screen } from '../../engine/index.ts';
import type { Logger } from '../../logger.ts';
import type { GameDocument, ScreenHandle } from '../../orchestrator/document.ts';
import type { ClickResponse } from '../../orchestrator/ports.ts';
import { acknowledge } from '../transport/index.ts';
import { parseCustomId } from './custom-id.ts';
import { linkedScreen, type WebLinks } from '../screens/web-links.ts';

/** Discord: an interaction token answers for 15 minutes (discord-notes.md). */
export const INTERACTION_TOKEN_LIFETIME_MS = 15 * 60_000;
/** Not tried this close to the end: an edit refused for age would only cost a round trip. */
const TOKEN_MARGIN_MS = 30_000;

/**
 * A click acknowledged at once with a deferred update (type 6), whose token later carries the
 * clicked message's change as an edit of the interaction's original message: the message the
 * component is on. Interaction webhooks do not count against the bot's global rate limit, a
 * channel message edit does.
 */
export class ClickCarrier implements ClickResponse {
  readonly #interaction: MessageComponentInteraction;
  readonly #logger: Logger;
  readonly #receivedAt: number;
  readonly #links: WebLinks | undefined;
  /** The deferred update: true once Discord took it. */
  readonly acknowledged: Promise<boolean>;
  /** The deferred update is on its way (ack-departure.ts): the turn may start. */
  readonly departed: Promise<void>;

  /** `links`: the server's web page links, as the table's own edits carry them (table-port.ts). */
  constructor(interaction: MessageComponentInteraction, logger: Logger, links?: WebLinks) {
    this.#interaction = interaction;
    this.#logger = logger;
    this.#links = links;
    this.#receivedAt = Date.now();
    const sent = acknowledge(interaction.id, () =>
      interaction.deferUpdate().then(
        () => true,
        (error: unknown) => {
          logger.warn({ err: error, interaction: interaction.id }, 'acknowledging a click failed');
          return false;
        },
      ),
    );
    this.acknowledged = sent.acknowledged;
    this.departed = sent.departed;
  }

  isOn(handle: ScreenHandle, screenId?: string): boolean {
    if (handle.messageId) return handle.messageId === this.#interaction.message.id;
    // DMs closed: the judge's panel clicked in the ephemeral view his recipient opened.
    const clicked = parseCustomId(this.#interaction.customId);
    return (
      handle.unreachable === this.#interaction.user.id &&
      clicked?.kind === 'screen' &&
      clicked.screenId === screenId &&
      this.#interaction.message.flags.has(MessageFlags.Ephemeral)
    );
  }

  async show(game: GameDocument, screen: Screen, closed: boolean): Promise<boolean> {
    if (!(await this.acknowledged)) return false;
    const age = Date.now() - this.#receivedAt;
    if (age > INTERACTION_TOKEN_LIFETIME_MS - TOKEN_MARGIN_MS) return false;
    try {
      await this.#interaction.editReply(await linkedScreen(this.#links, game, screen, closed));
      return true;
    } catch (error) {
      // The usual message edit follows: the screen is brought right either way.
      this.#logger.debug(
        { err: error, interaction: this.#interaction.id },
        "the click's response could not carry the edit",
      );
      return false;
    }
  }
}
