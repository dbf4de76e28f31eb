import { isTableCard, movedCardPointer, type Screen } from '../../engine/index.ts';
import type { OrchestratorCore } from '../context.ts';
import type { GameDocument, ScreenRecord } from '../document.ts';
import { movedDown, type ScreenPass } from './screen-sync.ts';

/**
 * GAME-CARD-IN-VIEW: the table cards the state moved down, taken away once the card that
 * replaces them is on screen (posted by this pass or an earlier one). Never before: a pass cut
 * short between the post and the delete leaves the old record in the document, so the next pass
 * (after a crash or an outage) posts the new card again under its key (the nonce gives back the
 * same message) and deletes the old one then; a delete repeated finds it gone (Unknown Message).
 * So there are never two live cards after a pass, and never none. A card that cannot be deleted
 * (no permission, Discord down) is edited into a pointer to the new one, without controls.
 */
export async function retireMovedCards(
  core: OrchestratorCore,
  document: GameDocument,
  wanted: ReadonlyMap<string, Screen>,
  pass: ScreenPass,
): Promise<void> {
  if (!successorShown(document, wanted, pass)) return;
  for (const [screenId, record] of Object.entries(document.screens)) {
    if (wanted.has(screenId) || !movedDown(screenId, wanted)) continue;
    await retire(core, document, screenId, record);
    pass.updates.set(screenId, null);
  }
}

/** The wanted card has a message: this pass's record of it, else the document's. */
function successorShown(
  document: GameDocument,
  wanted: ReadonlyMap<string, Screen>,
  pass: ScreenPass,
): boolean {
  const cardId = [...wanted.keys()].find(isTableCard);
  if (cardId === undefined) return false;
  const record = pass.updates.has(cardId) ? pass.updates.get(cardId) : document.screens[cardId];
  return record !== undefined && record !== null;
}

async function retire(
  core: OrchestratorCore,
  document: GameDocument,
  screenId: string,
  record: ScreenRecord,
): Promise<void> {
  try {
    await core.table.deleteScreen(document, record.handle);
  } catch (error) {
    core.logger.warn({ gameId: document.state.gameId, screenId, err: error }, 'card delete failed');
    const pointer = movedCardPointer(record.screen);
    await core.table.closeScreen(document, pointer, record.handle).catch(() => {});
  }
}
