/** The sign-up as the game state keeps it: its entries and their room-opening permissions. */
export interface LobbyEntry {
  userId: string;
  name: string;
  /** His server permissions that open the teams' private rooms, if any (told to the host). */
  roomAccess?: RoomPermission[];
}

/**
 * Server permissions with which Discord shows a member the black teams' private threads (and
 * the forum mafia channel) whatever the bot's overwrites say: the adapter reads them.
 */
export type RoomPermission = 'Administrator' | 'ManageThreads' | 'ManageChannels';

/** A member's room-opening permissions, as the adapter found them. */
export interface RoomAccess {
  userId: string;
  permissions: RoomPermission[];
}
