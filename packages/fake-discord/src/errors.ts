import { RESTJSONErrorCodes } from 'discord-api-types/v10';

/** A nested `errors` object in Discord's Invalid Form Body shape. */
export interface FormErrors {
  [key: string]: FormErrors | { code: string; message: string }[];
}

/** An error answered as Discord answers it: an HTTP status and a JSON body `{ code, message }`. */
export class DiscordHttpError extends Error {
  readonly status: number;
  readonly code: number;
  readonly errors: FormErrors | undefined;

  constructor(status: number, code: number, message: string, errors?: FormErrors) {
    super(message);
    this.status = status;
    this.code = code;
    this.errors = errors;
  }

  toBody(): { code: number; message: string; errors?: FormErrors } {
    return this.errors
      ? { message: this.message, code: this.code, errors: this.errors }
      : { message: this.message, code: this.code };
  }
}

const E = RESTJSONErrorCodes;
const err = (status: number, code: number, message: string) => () =>
  new DiscordHttpError(status, code, message);

/** Discord's errors, by name, with their real status codes and messages. */
export const Errors = {
  unauthorized: err(401, 0, '401: Unauthorized'),
  notFound: err(404, 0, '404: Not Found'),
  methodNotAllowed: err(405, 0, '405: Method Not Allowed'),
  unknownApplication: err(404, E.UnknownApplication, 'Unknown Application'),
  unknownChannel: err(404, E.UnknownChannel, 'Unknown Channel'),
  unknownGuild: err(404, E.UnknownGuild, 'Unknown Guild'),
  unknownMember: err(404, E.UnknownMember, 'Unknown Member'),
  unknownMessage: err(404, E.UnknownMessage, 'Unknown Message'),
  unknownOverwrite: err(404, E.UnknownPermissionOverwrite, 'Unknown Overwrite'),
  unknownRole: err(404, E.UnknownRole, 'Unknown Role'),
  unknownUser: err(404, E.UnknownUser, 'Unknown User'),
  unknownWebhook: err(404, E.UnknownWebhook, 'Unknown Webhook'),
  unknownInteraction: err(404, E.UnknownInteraction, 'Unknown interaction'),
  unknownCommand: err(404, E.UnknownApplicationCommand, 'Unknown application command'),
  alreadyAcknowledged: err(
    400,
    E.InteractionHasAlreadyBeenAcknowledged,
    'Interaction has already been acknowledged.',
  ),
  notConnectedToVoice: err(
    400,
    E.TargetUserIsNotConnectedToVoice,
    'Target user is not connected to voice.',
  ),
  cannotSendEmpty: err(400, E.CannotSendAnEmptyMessage, 'Cannot send an empty message'),
  cannotSendToUser: err(403, E.CannotSendMessagesToThisUser, 'Cannot send messages to this user'),
  cannotEditOthersMessage: err(
    403,
    E.CannotEditMessageAuthoredByAnotherUser,
    'Cannot edit a message authored by another user',
  ),
  cannotSendInVoiceChannelWithoutText: err(
    400,
    E.CannotSendMessagesInNonTextChannel,
    'Cannot send messages in a non-text channel',
  ),
  missingAccess: err(403, E.MissingAccess, 'Missing Access'),
  missingPermissions: err(403, E.MissingPermissions, 'Missing Permissions'),
  invalidWebhookToken: err(401, E.InvalidWebhookToken, 'Invalid Webhook Token'),
  threadArchived: err(400, E.InvalidActionOnArchivedThread, 'Thread is archived'),
  threadLocked: err(403, E.ThreadLocked, 'Thread is locked'),
} as const;

/** 400 Invalid Form Body (50035) with Discord's nested `errors` object. */
export function invalidFormBody(errors: FormErrors): DiscordHttpError {
  return new DiscordHttpError(400, E.InvalidFormBodyOrContentType, 'Invalid Form Body', errors);
}
