import type { RoomAccess } from '../engine/state.ts';
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
  const found: RoomAccess[] = [];
  for (const userId of userIds) {
    try {
      const permissions = await members.roomAccess(meta.guildId, meta.channelId, userId);
      if (permissions.length > 0) found.push({ userId, permissions });
    } catch (error) {
      logger.warn({ guildId: meta.guildId, userId, err: error }, 'reading permissions failed');
    }
  }
  return found;
}
