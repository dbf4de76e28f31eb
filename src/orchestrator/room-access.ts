import type { RoomAccess } from '../engine/index.ts';
import type { Logger } from '../logger.ts';
import type { GameMeta } from './document.ts';
import type { MemberPort } from './ports.ts';

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
  if (!members) return [];
  // Read together: a deal waits for all of them inside the judge's click (3 s to answer).
  const read = await Promise.all(
    userIds.map(async (userId): Promise<RoomAccess> => {
      try {
        return {
          userId,
          permissions: await members.roomAccess(meta.guildId, meta.channelId, userId),
        };
      } catch (error) {
        logger.warn({ guildId: meta.guildId, userId, err: error }, 'reading permissions failed');
        return { userId, permissions: [] };
      }
    }),
  );
  return read.filter((entry) => entry.permissions.length > 0);
}
