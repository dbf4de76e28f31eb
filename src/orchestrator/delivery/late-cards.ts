import { privateRecipient, type GameEvent } from '../../engine/index.ts';
import type { Clock } from '../ports.ts';
import type { GameDocument } from '../document.ts';

/**
 * How long a role card may take before the judge hears of it (issue 23, defect 6). Real time,
 * not scaled: it is the judge who waits, and one table's ten cards take well under a second.
 */
export const ROLE_CARD_LATE_MS = 5_000;

/**
 * A pass that starts this soon after the deal counts from the deal (its cards were asked for
 * then); a later one (a substitute's card, a pass resumed long after) from its own start.
 */
const DEAL_RECENT_MS = 60_000;

/** A role card still on its way: the seat and the player, as the judge is told them. */
export interface LateCard {
  seat: number;
  userId: string;
}

/**
 * The role cards of one effects pass, watched while the pass carries them out: those not carried
 * out ROLE_CARD_LATE_MS after they were asked for are handed to `tell` (once), while the pass
 * goes on sending them. A card carried out or given up on (closed DMs: the judge hears of it
 * as undelivered) is no longer late.
 */
export class LateCardsWatch {
  readonly #clock: Clock;
  readonly #pending = new Map<string, LateCard>();
  #timer: unknown;

  private constructor(clock: Clock) {
    this.#clock = clock;
  }

  /** Starts watching the outbox's role cards; none: nothing is armed. */
  static start(
    clock: Clock,
    document: GameDocument,
    tell: (late: LateCard[]) => void,
  ): LateCardsWatch {
    const watch = new LateCardsWatch(clock);
    for (const event of document.outbox) {
      const card = cardOf(document, event);
      if (card) watch.#pending.set(event.id, card);
    }
    if (watch.#pending.size === 0) return watch;
    const now = clock.now();
    const dealt = document.state.timeline.find((entry) => entry.kind === 'dealt')?.at;
    const since = dealt !== undefined && now - dealt <= DEAL_RECENT_MS ? dealt : now;
    watch.#timer = clock.setTimeout(
      () => {
        watch.#timer = undefined;
        if (watch.#pending.size > 0) tell([...watch.#pending.values()]);
      },
      Math.max(0, since + ROLE_CARD_LATE_MS - now),
    );
    return watch;
  }

  /** The event was carried out (or given up on). */
  carried(eventId: string): void {
    this.#pending.delete(eventId);
    if (this.#pending.size === 0) this.stop();
  }

  /** The pass is over: whatever it did not carry out is the next pass's to watch. */
  stop(): void {
    if (this.#timer !== undefined) this.#clock.clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}

function cardOf(document: GameDocument, event: GameEvent): LateCard | undefined {
  if (event.type !== 'notice' || event.to.kind !== 'seat' || event.purpose !== 'roleCard')
    return undefined;
  const userId = privateRecipient(document.state, event.to);
  return userId ? { seat: event.to.seat, userId } : undefined;
}
