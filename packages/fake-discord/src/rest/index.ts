import type { FakeContext } from '../context.ts';
import { Router } from '../router.ts';
import { channelRoutes } from './channels.ts';
import { commandRoutes } from './commands.ts';
import { guildRoutes } from './guilds.ts';
import { interactionRoutes } from './interactions.ts';
import { messageRoutes } from './messages.ts';
import { userRoutes } from './users.ts';

/** Every REST route the fake knows, under /api/v10. */
export function buildRouter(): Router<FakeContext> {
  return new Router<FakeContext>().add(
    ...userRoutes,
    ...commandRoutes,
    ...interactionRoutes,
    ...messageRoutes,
    ...channelRoutes,
    ...guildRoutes,
  );
}
