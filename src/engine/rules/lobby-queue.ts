import type { Actor } from './events.ts';

import { text, type Text } from './messages.ts';
import { isJudge } from './queries.ts';
import type { GameState, LobbyEntry } from './state/state.ts';
import type { Draft } from './flow/draft.ts';

/** The select on the lobby with which the judge removes a member (LOBBY-JUDGE-REMOVE). */
export const REMOVE_CONTROL_ID = 'lobbyRemove';

export function queueOf(state: GameState): LobbyEntry[] {
  return state.lobbyQueue ?? [];
}

/** Whether the member is signed up or waits in the queue. */
export function signedUp(state: GameState, userId: string): boolean {
  const listed = (entry: LobbyEntry) => entry.userId === userId;
  return state.lobby.some(listed) || queueOf(state).some(listed);
}

/** LOBBY-QUEUE: a sign-up past the table's size waits in the queue, in the order of sign-up. */
export function joinQueue(draft: Draft, entry: LobbyEntry): void {
  const queue = (draft.state.lobbyQueue ??= []);
  queue.push(entry);
  draft.notice(
    { kind: 'user', userId: entry.userId },
    'info',
    text('lobby.queued', { position: queue.length, max: draft.state.config.maxPlayers }),
  );
}

/**
 * Takes the member off the sign-up or the queue; false when he is on neither. A seat freed at
 * the table goes to the first in the queue, who is told (LOBBY-QUEUE).
 */
export function leaveLobby(draft: Draft, userId: string): boolean {
  const state = draft.state;
  const queue = queueOf(state);
  const queued = queue.findIndex((entry) => entry.userId === userId);
  if (queued >= 0) {
    queue.splice(queued, 1);
    return true;
  }
  const index = state.lobby.findIndex((entry) => entry.userId === userId);
  if (index < 0) return false;
  state.lobby.splice(index, 1);
  const next = queue.shift();
  if (next) {
    state.lobby.push(next);
    draft.notice({ kind: 'user', userId: next.userId }, 'success', text('lobby.promoted', {}));
  }
  return true;
}

/** LOBBY-JUDGE-REMOVE: the judge takes a member off the sign-up; the table is told. */
export function removeFromLobby(draft: Draft, by: Actor, userId: string): Text | undefined {
  if (!isJudge(draft.state, by)) return text('error.notJudge', {});
  // Gone since the menu was shown (left, or removed by a click a moment before): stale.
  if (!leaveLobby(draft, userId)) return text('error.closed', {});
  draft.notice({ kind: 'public' }, 'warning', text('lobby.removed', { userId }));
  return undefined;
}
