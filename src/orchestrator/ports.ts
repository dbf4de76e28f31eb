import type { GameEvent, RoomAccess, Screen } from '../engine/index.ts';
import type { VoiceUnavailableReason } from '../voice/stage.ts';
import type { GameDocument, MissedMessage, ScreenHandle } from './document.ts';

/**
 * What the orchestrator needs from the outside world. The Discord adapter implements these;
 * tests implement them in memory (with Discord's error behaviour) so the orchestrator is
 * tested without Discord.
 */

export type { ScreenHandle } from './document.ts';

export interface TablePort {
  /**
   * Posts a one-off notice (public, DM, judge, team thread). `key` is unique per game and event:
   * a second call with the same key must not post twice (Discord: message nonce + enforce_nonce).
   */
  postNotice(
    game: GameDocument,
    notice: Extract<GameEvent, { type: 'notice' }>,
    key: string,
  ): Promise<void>;
  /**
   * Posts a screen (no handle yet) or edits it in place; returns the handle to edit it later.
   * `response`: the click on this very message that caused the change, whose own interaction
   * response carries the edit when it still can (free of the global rate limit). The adapter
   * may also carry a change with no click of its own on the newest earlier click's response
   * on the message, while its token lives (src/discord/interactions/recent-clicks.ts).
   */
  showScreen(
    game: GameDocument,
    screen: Screen,
    handle: ScreenHandle | undefined,
    key: string,
    response?: ClickResponse,
  ): Promise<ScreenHandle>;
  /** The screen left the state: remove its controls (and close a meeting thread). */
  closeScreen(
    game: GameDocument,
    screen: Screen,
    handle: ScreenHandle,
    response?: ClickResponse,
  ): Promise<void>;
  /**
   * GAME-CARD-IN-VIEW: takes a moved table card's message away. A message already gone counts as
   * deleted (the delete is repeated after a pass cut short); any other refusal throws.
   */
  deleteScreen(game: GameDocument, handle: ScreenHandle): Promise<void>;
  /**
   * Names in the game channel users whose DMs are closed, with the button that shows them their
   * messages. The orchestrator calls it once per user and game, at the role card only: naming a
   * user whose night prompt failed would tell the table he holds a night role.
   */
  announceUnreachable(game: GameDocument, userIds: string[], key: string): Promise<void>;
  /**
   * These users will get DMs from the game (a lobby's players and judge: the role cards): their
   * DM channels may be opened now, in the background, so that the deal only posts (issue 23,
   * defect 6). Optional: a table without it opens them at the first DM.
   */
  prepareDms?(userIds: readonly string[]): void;
  /**
   * A notice from the bot itself to the judge (once per game and kind, `key` deduplicates).
   * When his DMs are closed the game channel gets `inPublic` instead: the same notice unless it
   * names something only the judge may know. Without `inPublic` the channel may be told nothing
   * now: closed DMs throw UnreachableRecipient, and the orchestrator keeps the notice.
   */
  tellJudge(
    game: GameDocument,
    notice: JudgeNotice,
    key: string,
    inPublic: JudgeNotice | undefined,
  ): Promise<void>;
}

/**
 * The interaction response of a click, already acknowledged (a deferred update), kept until
 * the effects pass after the click's turn: when that pass changes the message clicked on, the
 * change rides on the response (an edit of its original message) instead of a rate-limited
 * message edit (issue 13, item 4).
 */
export interface ClickResponse {
  /**
   * Whether the click was on the message behind `handle`; for a screen its recipient could not
   * be sent (DMs closed), whether he clicked it where he sees it instead (an ephemeral view).
   */
  isOn(handle: ScreenHandle, screenId?: string): boolean;
  /**
   * Shows `screen` on the message clicked on (`closed`: in its final form, without controls).
   * False when the response cannot (the acknowledgement failed, the token expired, Discord
   * refused): the message is then edited the usual way, so nothing is lost and nothing is
   * edited twice.
   */
  show(game: GameDocument, screen: Screen, closed: boolean): Promise<boolean>;
}

/** What the orchestrator itself may need to tell a judge (not a rule event). */
export type JudgeNotice =
  | { key: 'judge.noMutePermission'; params: Record<string, never> }
  /** A mute token (a helper bot, or the bot itself) can no longer mute in this server. */
  | { key: 'judge.muteTokenDropped'; params: MuteTokenDrop }
  | { key: 'judge.effectFailed'; params: { what: string } }
  /** A player's private message did not reach him; he reads it through his inbox instead. */
  | { key: 'judge.undelivered'; params: MissedMessage }
  /** The same, as the game channel may show it: nobody named, nothing told of any role. */
  | { key: 'judge.undeliveredSomeone'; params: Record<string, never> }
  /** The store came back from an outage without the game's last saves: it goes on from before them. */
  | { key: 'judge.storeRolledBack'; params: Record<string, never> }
  /** Once the game is over: the misses the channel could not be told of while it ran. */
  | { key: 'judge.undeliveredHeld'; params: { entries: MissedMessage[] } }
  /** Role cards not delivered a few seconds after the deal: seats and players, no role. */
  | {
      key: 'judge.lateRoleCards';
      params: { cards: { seat: number; userId: string }[]; seconds: number };
    }
  | {
      key: 'judge.voiceUnavailable';
      params: { reason: VoiceUnavailableReason };
    };

/** A member's room-opening permissions as read, or why he could not be read. */
export type RoomAccessRead = RoomAccess | { userId: string; error: unknown };

/** What the orchestrator reads of a guild's members: facts for the engine to judge. */
export interface MemberPort {
  /**
   * Their server permissions that open the teams' private rooms of a game in this channel, one
   * entry for each of them, read together (a deal reads every player).
   */
  roomAccess(
    guildId: string,
    channelId: string,
    userIds: readonly string[],
  ): Promise<RoomAccessRead[]>;
}

/** A member's voice state as the gateway last reported it. */
export interface MemberVoice {
  channelId: string | null;
  serverMuted: boolean;
}

export interface VoicePort {
  memberVoice(guildId: string, userId: string): MemberVoice | undefined;
  /** Who is connected to a voice channel now, the bot itself left out. */
  membersIn(guildId: string, channelId: string): string[];
  /**
   * One member edit (PATCH /guilds/{g}/members/{u} {mute}); throws a VoiceEditError. With
   * several tokens, says which bot made it and which tokens were dropped on the way.
   */
  setServerMute(guildId: string, userId: string, muted: boolean): Promise<MuteEdit | void>;
  /** How many member edits may run at once in the guild (one per usable token; 1 if absent). */
  muteLanes?(guildId: string): number;
  /** Tokens usable in the guild and the member edits they allow per 10 s (`/mafia settings`). */
  muteCapacity?(guildId: string): Promise<MuteCapacity>;
  /** Mute Members may have been granted again: dropped tokens get another chance there. */
  retryMuteTokens?(guildId: string): void;
}

/** A helper token that can no longer edit members in a server (issue 14, item 6). */
export interface MuteTokenDrop {
  /** The bot's name (its Discord username once known). */
  bot: string;
  /** The bot's own token, not a helper's: the judge is told of the bot itself. */
  main?: boolean;
  reason: 'unauthorized' | 'missingPermissions' | 'notInServer';
  /** Tokens still usable there. */
  left: number;
}

export interface MuteEdit {
  /** The helper bot whose token made the edit; absent: the bot itself. */
  by?: string;
  dropped: MuteTokenDrop[];
}

export interface MuteCapacity {
  tokens: number;
  editsPer10s: number;
}

/**
 * The recipient cannot be reached privately (Discord 50007: DMs closed). The orchestrator keeps
 * the message in the player's inbox, which "Show my role and messages" shows ephemerally.
 */
export class UnreachableRecipient extends Error {
  /** The first of them, for single recipients. */
  readonly userId: string;
  /** Everyone the message could not reach (a team notice may miss several members). */
  readonly userIds: string[];
  constructor(users: string | string[]) {
    const userIds = typeof users === 'string' ? [users] : users;
    super(`cannot send a direct message to ${userIds.join(', ')}`);
    this.name = 'UnreachableRecipient';
    this.userId = userIds[0] ?? '';
    this.userIds = userIds;
  }
}

/** Why a member edit failed, in Discord's terms. */
export class VoiceEditError extends Error {
  readonly reason: 'notInVoice' | 'missingPermissions' | 'unknownMember' | 'failed';
  constructor(reason: VoiceEditError['reason'], message: string) {
    super(message);
    this.name = 'VoiceEditError';
    this.reason = reason;
  }
}

/** Time and timers, injected so tests control them. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};
