import type { Draft } from './draft.ts';

/** GAME-CARD-IN-VIEW:
 * The table card moves to the bottom of the channel whenever a stage begins whose messages would
 * push it up: a day opens, a vote round opens, tie speeches begin, the last words after a vote
 * begin. The engine says only that it moves (`Reposts.cardMoves`); the orchestrator gives the
 * card a new screen id (a new generation, as an undo's returning screens get), so the adapter
 * posts it afresh below what that turn announced and takes the old message away; the speaker's
 * Nominate and Pass stay among the last messages. Message ids are the adapter's.
 */
export function moveCardDown(draft: Draft): void {
  draft.reposts.cardMoves += 1;
}
