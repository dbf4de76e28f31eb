import type { RoomAccess } from '../../engine/index.ts';
import type { Logger } from '../../logger.ts';
import type { GameMeta } from '../document.ts';
import type { MemberPort, RoomAccessRead } from '../ports.ts';

/**
 * The room-opening server permissions of these members, as the adapter reads them (facts
 * only: whom to warn is the engine's call). A member who cannot be read counts as having
 * none: the game must not stop for a warning.
 */
export async function roomAccessOf(
  members: MemberPort | undefined,
  meta: GameMeta,
  userIds: readonly string[],
  logger: Logger,
): Promise<RoomAccess[]> {
  if (!members || userIds.length === 0) return [];
  // Read together: a deal waits for all of them inside the judge's click.
  const read: RoomAccessRead[] = await members
    .roomAccess(meta.guildId, meta.channelId, userIds)
    .catch((error: unknown) => userIds.map((userId) => ({ userId, error })));
  const found: RoomAccess[] = [];
  for (const entry of read) {
    if ('error' in entry)
      logger.warn(
        { guildId: meta.guildId, userId: entry.userId, err: entry.error },
        'reading permissions failed',
      );
    else if (entry.permissions.length > 0) found.push(entry);
  }
  return found;
}
