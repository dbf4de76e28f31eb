import {
  ChannelType,
  RESTJSONErrorCodes,
  ThreadAutoArchiveDuration,
  type ThreadChannel,
} from 'discord.js';
import type { Screen } from '../../engine/index.ts';
import { render } from '../../i18n/index.ts';
import type { Logger } from '../../logger.ts';
import type { GameDocument } from '../../orchestrator/document.ts';
import type { ScreenHandle } from '../../orchestrator/ports.ts';
import type { ScreenMessage } from '../screens/render-card.ts';
import { discordCode, type TablePosts } from './table-posts.ts';

/**
 * A black team's meeting: a private thread of the game channel with only its members
 * (NIGHT0-STEPS), locked when the step ends. Without the permission to create private threads
 * the members get the screen by DM instead.
 */
export async function openMeeting(
  posts: TablePosts,
  logger: Logger,
  meeting: { game: GameDocument; screen: Screen; members: string[] },
  message: ScreenMessage,
  key: string,
): Promise<ScreenHandle> {
  const { game, screen, members } = meeting;
  const channel = await posts.gameChannel(game);
  try {
    const thread = await channel.threads.create({
      name: render(game.meta.locale, screen.title).slice(0, 100),
      type: ChannelType.PrivateThread,
      invitable: false,
      autoArchiveDuration: ThreadAutoArchiveDuration.OneHour,
    });
    for (const userId of members) await thread.members.add(userId);
    const sent = await posts.sendScreen(thread, message, key);
    return { channelId: thread.id, messageId: sent.id, thread: '1' };
  } catch (error) {
    if (
      discordCode(error) !== RESTJSONErrorCodes.MissingPermissions &&
      discordCode(error) !== RESTJSONErrorCodes.MissingAccess
    )
      throw error;
    logger.warn({ gameId: game.state.gameId }, 'cannot create private threads; meeting sent by DM');
    for (const userId of members)
      await posts.dm(userId, message, `${key}:${userId}`, true).catch(() => {});
    return { dm: '1' };
  }
}

/** A meeting's thread, closed when the step ends. */
export async function closeMeeting(thread: ThreadChannel): Promise<void> {
  // Locked and archived (NIGHT0-THREADS-LOCKED): no channel of communication after the step.
  // One edit does both; locking needs Manage Threads, so without it the bot still archives
  // its own thread.
  await thread
    .edit({ locked: true, archived: true })
    .catch(() => thread.setArchived(true))
    .catch(() => {});
}
