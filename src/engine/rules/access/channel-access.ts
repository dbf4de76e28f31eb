import { gameKind } from '../game-options.ts';
import { seatOfUser } from '../queries.ts';
import type { GameState } from '../state/state.ts';

/** One mafia seat's access to the forum mafia's private room (FORUM-MAFIA-ROOM, D37). */
export interface MafiaRoomAccess {
  seat: number;
  /** The seat's current holder (after any replacement, FORUM-SUBSTITUTE). */
  userId: string;
  /** Alive during the game: reads and writes; out, or once the game is over: reads only. */
  posts: boolean;
}

/** Whether this game has a mafia room: forum games, from the deal on. */
export function hasMafiaRoom(state: GameState): boolean {
  return gameKind(state.config.preset).mafiaRoom && state.seats.length > 0;
}

/** FORUM-MAFIA-ROOM:
 * Who may read and who may write in the mafia room, from the state alone: each mafia seat's
 * holder, writing while alive; nobody else (not the host or judge, D53).
 */
export function mafiaRoomAccess(state: GameState): MafiaRoomAccess[] {
  const ended = state.phase.kind === 'ended';
  return state.seats
    .filter((seat) => seat.team === 'MAFIA')
    .map((seat) => ({ seat: seat.seat, userId: seat.userId, posts: seat.alive && !ended }));
}

/**
 * What a message in the game channel of a dealt, running game means:
 * - forum: an alive player's message counts for his activity (FORUM-ACTIVITY); anyone else may post only
 *   if he may act as the game's judge, else it is removed (FORUM-POSTING, T77);
 * - sports: a player's message is a leak, removed and flagged to the judge (FLAG-LEAKED-TEXT, T57);
 *   others are none of the game's business.
 */
export type GameChannelPost =
  { kind: 'ignore' } | { kind: 'count' } | { kind: 'judgesOnly' } | { kind: 'leak'; seat: number };

/** What becomes of a post in the game channel (FORUM-POSTING, FLAG-LEAKED-TEXT). */
export function gameChannelPost(state: GameState, authorId: string): GameChannelPost {
  if (state.seats.length === 0 || state.phase.kind === 'ended') return { kind: 'ignore' };
  const seat = seatOfUser(state, authorId);
  if (state.config.preset === 'forum')
    return seat?.alive ? { kind: 'count' } : { kind: 'judgesOnly' };
  return seat ? { kind: 'leak', seat: seat.seat } : { kind: 'ignore' };
}
