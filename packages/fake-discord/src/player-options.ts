/** What a player's interactions take (options, choices) and what they get back (the reply). */
import type { APIModalInteractionResponseCallbackData } from 'discord-api-types/v10';
import type { InteractionRecord } from './interactions.ts';
import type { SeenMessage } from './seen.ts';

/** The bot's answer to one interaction, as the player experienced it. */
export interface InteractionReply {
  interactionId: string;
  response: 'message' | 'deferred-message' | 'update' | 'deferred-update' | 'modal';
  /** "Only you can see this". */
  ephemeral: boolean;
  /** The reply (or the updated message) as the player sees it; null for a modal. */
  message: SeenMessage | null;
  /** The modal the bot opened, if it did. */
  modal: APIModalInteractionResponseCallbackData | null;
  /** ms from dispatch to the bot's first response. */
  latencyMs: number;
  /** Shortcut: textOf(message), '' when there is none. */
  text: string;
  record: InteractionRecord;
}

export type Choice = string | RegExp | { readonly id: string };

export interface InteractOptions {
  /** How long to wait for a deferred reply to be filled in (default 10 s). */
  completionTimeoutMs?: number;
}

export interface SlashOptions extends InteractOptions {
  /** Channel id or name to run the command in (default: the player's default channel). */
  channel?: string;
  /** Run it in the player's DM with the bot. */
  dm?: boolean;
}
