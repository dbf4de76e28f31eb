import type { OrchestratorCore } from '../context.ts';
import type { GameDocument } from '../document.ts';

/**
 * Users with closed DMs, named in the game channel (with the button that shows them their
 * messages) together, before the next public message: each at most once per game, and only
 * when the notice names no role (a role card, a notice to the judge).
 */
export class ClosedDmNaming {
  readonly #core: OrchestratorCore;
  readonly #document: GameDocument;
  readonly #failures: string[];
  /** Everyone named so far in this game, this pass included. */
  readonly named: Set<string>;
  #toName: string[] = [];

  constructor(core: OrchestratorCore, document: GameDocument, failures: string[]) {
    this.#core = core;
    this.#document = document;
    this.#failures = failures;
    this.named = new Set(document.dmClosedNamed ?? []);
  }

  /** A user found unreachable: to be named at the next announcement, unless already. */
  note(userId: string): void {
    if (this.named.has(userId)) return;
    this.named.add(userId);
    this.#toName.push(userId);
  }

  async announce(): Promise<void> {
    if (this.#toName.length === 0) return;
    const userIds = this.#toName;
    this.#toName = [];
    const gameId = this.#document.state.gameId;
    try {
      const key = `${gameId}:dmclosed:${userIds.join(',')}`;
      await this.#core.table.announceUnreachable(this.#document, userIds, key);
    } catch (error) {
      this.#core.logger.warn({ gameId, err: error }, 'naming closed DMs failed');
      this.#failures.push('dmClosed');
      for (const userId of userIds) this.named.delete(userId);
    }
  }

  /** Users newly named, to add to the latest document's record. */
  newIn(latest: GameDocument): string[] {
    return [...this.named].filter((id) => !latest.dmClosedNamed?.includes(id));
  }
}
