/**
 * Custom ids of every component the bot sends. They carry the game id, so a click on an old
 * message of a finished game reaches that game (and is told "closed"), never another game; the
 * screen id names the very message (a speech, a vote window), so a stale click is recognised.
 *
 *   m|<gameId>|s|<screenId>|<controlId>   a control of an engine screen
 *   m|<gameId>|inbox                      "Show my role and messages" (DMs closed, or any time)
 */
const PREFIX = 'm';
export const CUSTOM_ID_LIMIT = 100;

export type CustomId =
  | { kind: 'screen'; gameId: string; screenId: string; controlId: string }
  | { kind: 'inbox'; gameId: string };

export function screenControlId(gameId: string, screenId: string, controlId: string): string {
  const id = [PREFIX, gameId, 's', screenId, controlId].join('|');
  if (id.length > CUSTOM_ID_LIMIT) throw new RangeError(`custom id too long: ${id}`);
  return id;
}

export function inboxId(gameId: string): string {
  return [PREFIX, gameId, 'inbox'].join('|');
}

export function parseCustomId(customId: string): CustomId | undefined {
  const parts = customId.split('|');
  if (parts[0] !== PREFIX || !parts[1]) return undefined;
  if (parts[2] === 's' && parts.length === 5 && parts[3] && parts[4]) {
    return { kind: 'screen', gameId: parts[1], screenId: parts[3], controlId: parts[4] };
  }
  if (parts[2] === 'inbox' && parts.length === 3) return { kind: 'inbox', gameId: parts[1] };
  return undefined;
}
