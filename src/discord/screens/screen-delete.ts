import { DiscordAPIError, RESTJSONErrorCodes, Routes, type Client } from 'discord.js';
import type { ScreenHandle } from '../../orchestrator/ports.ts';

/**
 * GAME-CARD-IN-VIEW: deletes a screen's message (the bot's own, so no Manage Messages is needed):
 * one REST call, DELETE /channels/{id}/messages/{id}, in its own rate-limit bucket. A message
 * already gone (a delete repeated after a pass cut short, or removed by a moderator) counts as
 * deleted; any other refusal throws, and the caller edits the message instead.
 */
export async function deleteScreenMessage(client: Client, handle: ScreenHandle): Promise<void> {
  if (!handle.channelId || !handle.messageId) return;
  try {
    await client.rest.delete(Routes.channelMessage(handle.channelId, handle.messageId));
  } catch (error) {
    if (error instanceof DiscordAPIError && error.code === RESTJSONErrorCodes.UnknownMessage)
      return;
    throw error;
  }
}
