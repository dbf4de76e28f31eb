import { namesNoRole, privateKindOf, type GameEvent } from '../../engine/index.ts';
import { StoreUnavailableError } from '../../store/game-store.ts';
import { ClosedDmNaming } from './closed-dms.ts';
import type { OrchestratorCore } from '../context.ts';
import type { GameDocument } from '../document.ts';
import { UnreachableRecipient, type ClickResponse } from '../ports.ts';
import { recipientOf, type ScreenPass } from './screen-sync.ts';

type Notice = Extract<GameEvent, { type: 'notice' }>;

/** One effects pass over a loaded document: what it did, and what it could not. */
export interface DrainPass extends ScreenPass {
  readonly document: GameDocument;
  /** Outbox events carried out (or given up on), to drop from the outbox. */
  readonly done: string[];
  /** Private notices that missed their player: kept for his inbox. */
  readonly undelivered: Array<{ userId: string; event: Notice }>;
  readonly naming: ClosedDmNaming;
}

export function newPass(
  core: OrchestratorCore,
  document: GameDocument,
  responses: readonly ClickResponse[] = [],
): DrainPass {
  const failures: string[] = [];
  return {
    document,
    responses,
    done: [],
    failures,
    missed: [],
    undelivered: [],
    updates: new Map(),
    naming: new ClosedDmNaming(core, document, failures),
  };
}

/**
 * How the judge is told which effect failed. A public notice is named by its text; a private
 * one only as "a private message": the judge's notice falls back to the game channel when his
 * DMs are closed, and "a check result failed" would tell the table that a checker acted.
 */
function failureLabel(event: GameEvent): string {
  if (event.type !== 'notice') return event.type;
  return event.to.kind === 'public' ? (event.lines[0]?.key ?? 'notice') : 'privateMessage';
}

/** DMs closed: the notice waits in the inbox; a role card also names the user in the channel. */
function keepUnreachable(pass: DrainPass, event: Notice, error: UnreachableRecipient): void {
  for (const userId of error.userIds) {
    pass.undelivered.push({ userId, event });
    pass.missed.push({ userId, kind: privateKindOf(event), reason: 'dmClosed' });
    if (namesNoRole(event)) pass.naming.note(userId);
  }
}

/** Any other refusal: a player's notice is kept for his inbox, anything else told the judge. */
function keepFailed(pass: DrainPass, event: GameEvent): void {
  const recipient = event.type === 'notice' ? recipientOf(pass.document, event) : '';
  if (event.type === 'notice' && recipient && event.to.kind !== 'judge') {
    // Kept for his inbox, so that the judge's advice to open it holds.
    pass.undelivered.push({ userId: recipient, event });
    pass.missed.push({ userId: recipient, kind: privateKindOf(event), reason: 'failed' });
  } else pass.failures.push(failureLabel(event));
}

export type CarryOut = (document: GameDocument, event: GameEvent) => Promise<void>;

/**
 * Carries out the outbox in order, each event once (its key lets the adapter deduplicate a
 * retry after a crash). 'outage': the store is down, the pass must start again later.
 * `carried` hears of each event carried out or given up on, as it happens.
 */
export async function deliverOutbox(
  core: OrchestratorCore,
  pass: DrainPass,
  carryOut: CarryOut,
  carried: (eventId: string) => void = () => {},
): Promise<'delivered' | 'stopped' | 'outage'> {
  for (const event of pass.document.outbox) {
    if (core.stopped) return 'stopped';
    if (event.type === 'notice' && event.to.kind === 'public') await pass.naming.announce();
    if (!(await deliverOne(core, pass, event, carryOut))) return 'outage';
    pass.done.push(event.id);
    carried(event.id);
  }
  return core.stopped ? 'stopped' : 'delivered';
}

/** One event carried out, or kept for later; false: the store is down, nothing is done. */
async function deliverOne(
  core: OrchestratorCore,
  pass: DrainPass,
  event: GameEvent,
  carryOut: CarryOut,
): Promise<boolean> {
  try {
    await carryOut(pass.document, event);
  } catch (error) {
    // A stored effect (a lifetime record) is not a failed one: it waits for the store.
    if (error instanceof StoreUnavailableError) return false;
    if (error instanceof UnreachableRecipient && event.type === 'notice')
      keepUnreachable(pass, event, error);
    else {
      const gameId = pass.document.state.gameId;
      core.logger.warn({ gameId, event: event.id, err: error }, 'effect failed');
      keepFailed(pass, event);
    }
  }
  return true;
}
