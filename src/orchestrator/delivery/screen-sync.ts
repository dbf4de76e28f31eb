import {
  closedScreen,
  isTableCard,
  privateRecipient,
  screenKind,
  screens,
  type Screen,
} from '../../engine/index.ts';
import type { OrchestratorCore } from '../context.ts';
import type { GameDocument, ScreenHandle, ScreenRecord } from '../document.ts';
import { UnreachableRecipient, type ClickResponse } from '../ports.ts';
import type { Missed } from '../judge-notices/undelivered.ts';

/** What a pass changed on screen (null: closed), and what it could not show. */
export interface ScreenPass {
  readonly updates: Map<string, ScreenRecord | null>;
  readonly missed: Missed[];
  readonly failures: string[];
  /** The responses of the clicks this pass follows, newest last (see ClickResponse). */
  readonly responses: readonly ClickResponse[];
  /** Whom to name in the channel as unreachable by DM (the judge, when his panel cannot go). */
  readonly naming?: { note(userId: string): void };
}

/** The response of the latest click on the message behind `handle`, if one waits. */
function responseOn(pass: ScreenPass, handle: ScreenHandle | undefined, screenId?: string) {
  return handle
    ? pass.responses.findLast((response) => response.isOn(handle, screenId))
    : undefined;
}

/** The screens the state shows now, by id. */
export function wantedScreens(document: GameDocument): Map<string, Screen> {
  return new Map(
    screens(document.state, document.screenGenerations).map((screen) => [screen.id, screen]),
  );
}

/** The user a private screen or notice goes to now (empty for public and team ones). */
export function recipientOf(document: GameDocument, screen: Pick<Screen, 'to'>): string {
  return privateRecipient(document.state, screen.to) ?? '';
}

/**
 * The table card's last form shows the winner: it is edited after the outbox of the turn that
 * ended the game, so the departure that decided it ("#4 is jailed") is read before the verdict.
 */
export function closesAfterOutbox(screenId: string): boolean {
  return isTableCard(screenId);
}

/**
 * A table card the state moved down (GAME-CARD-IN-VIEW): another card is wanted in its place. It
 * is not closed but taken away once its successor is shown (src/orchestrator/delivery/card-moves.ts).
 */
export function movedDown(screenId: string, wanted: ReadonlyMap<string, Screen>): boolean {
  return isTableCard(screenId) && [...wanted.keys()].some(isTableCard);
}

/**
 * Edits each screen the state no longer shows (and `which` picks) into its final form, without
 * controls. Done before the outbox, so that the result posted next (a vote's, or the report
 * that ends the game) follows a message that already shows its final state; the table card
 * alone is closed after it (closesAfterOutbox).
 */
export async function closeGone(
  core: OrchestratorCore,
  document: GameDocument,
  wanted: ReadonlyMap<string, Screen>,
  pass: ScreenPass,
  which: (screenId: string) => boolean,
): Promise<void> {
  for (const [screenId, record] of Object.entries(document.screens)) {
    if (wanted.has(screenId) || !which(screenId) || movedDown(screenId, wanted)) continue;
    try {
      // Its final state (the whole tally of a vote), not the last one shown while it ran.
      const closed = closedScreen(document.state, record.screen);
      await core.table.closeScreen(
        document,
        closed,
        record.handle,
        responseOn(pass, record.handle),
      );
    } catch (error) {
      core.logger.warn(
        { gameId: document.state.gameId, screenId, err: error },
        'closing a screen failed',
      );
    }
    pass.updates.set(screenId, null);
  }
}

/** Brings every wanted screen to what the state shows: posted, edited, or left as it is. */
export async function showScreens(
  core: OrchestratorCore,
  document: GameDocument,
  wanted: ReadonlyMap<string, Screen>,
  pass: ScreenPass,
): Promise<void> {
  for (const screen of wanted.values()) await showScreen(core, document, screen, pass);
}

/** What a screen shows, to compare with what its message shows. */
function shownOf(screen: Screen): string {
  return JSON.stringify(screen);
}

async function showScreen(
  core: OrchestratorCore,
  document: GameDocument,
  screen: Screen,
  pass: ScreenPass,
): Promise<void> {
  const shown = shownOf(screen);
  const recipient = recipientOf(document, screen);
  const record = await currentRecord(core, document, screen.id, recipient);
  if (record && shownOf(record.screen) === shown) return;
  const addressed = recipient ? { recipient } : {};
  try {
    const key = `${document.state.gameId}:screen:${screen.id}${recipient ? `:${recipient}` : ''}`;
    const response = responseOn(pass, record?.handle, screen.id);
    const handle = await core.table.showScreen(document, screen, record?.handle, key, response);
    pass.updates.set(screen.id, { handle, screen, ...addressed });
  } catch (error) {
    if (error instanceof UnreachableRecipient) {
      // DMs closed: the player sees it through "Show my role and messages" instead.
      pass.missed.push({ userId: error.userId, kind: screenKind(screen), reason: 'dmClosed' });
      // The judge's panel names no role: he is named with the button that opens it.
      if (screen.to.kind === 'judge') pass.naming?.note(error.userId);
      const handle = { unreachable: error.userId };
      pass.updates.set(screen.id, { handle, screen, ...addressed });
      return;
    }
    core.logger.warn(
      { gameId: document.state.gameId, screenId: screen.id, err: error },
      'showing a screen failed',
    );
    keepFailedScreen(screen, recipient, record, pass);
  }
}

/** The record to edit, if any: a seat that changed hands gets its screen afresh. */
async function currentRecord(
  core: OrchestratorCore,
  document: GameDocument,
  screenId: string,
  recipient: string,
): Promise<ScreenRecord | undefined> {
  const record = document.screens[screenId];
  if (!record || (record.recipient ?? '') === recipient) return record;
  // The seat changed hands (a replacement): close the old DM, show the new one afresh.
  await core.table.closeScreen(document, record.screen, record.handle).catch(() => {});
  return undefined;
}

/** A refused screen: a player's is named to the judge as missed, any other as failed. */
function keepFailedScreen(
  screen: Screen,
  recipient: string,
  record: ScreenRecord | undefined,
  pass: ScreenPass,
): void {
  if (recipient && screen.to.kind !== 'judge')
    pass.missed.push({ userId: recipient, kind: screenKind(screen), reason: 'failed' });
  else pass.failures.push(`screen:${screen.id.split('.')[0]}`);
  if (record) pass.updates.set(screen.id, { ...record, screen });
}
