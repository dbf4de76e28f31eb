import type { GameEvent, Narration, Screen, PrivateKind, RoomPermission } from '../engine/index.ts';
import type { GameDocument } from './document.ts';

/**
 * What the orchestrator needs from the outside world. The Discord adapter implements these;
 * tests implement them in memory (with Discord's error behaviour) so the orchestrator is
 * tested without Discord.
 */

/** Where a screen's message lives, as the adapter recorded it (opaque to the orchestrator). */
export type ScreenHandle = Record<string, string>;

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
  /** Posts a screen (no handle yet) or edits it in place; returns the handle to edit it later. */
  showScreen(
    game: GameDocument,
    screen: Screen,
    handle: ScreenHandle | undefined,
    key: string,
  ): Promise<ScreenHandle>;
  /** The screen left the state: remove its controls (and close a meeting thread). */
  closeScreen(game: GameDocument, screen: Screen, handle: ScreenHandle): Promise<void>;
  /**
   * Names in the game channel users whose DMs are closed, with the button that shows them their
   * messages. The orchestrator calls it once per user and game, at the role card only: naming a
   * user whose night prompt failed would tell the table he holds a night role.
   */
  announceUnreachable(game: GameDocument, userIds: string[], key: string): Promise<void>;
  /**
   * A notice from the bot itself to the judge (once per game and kind, `key` deduplicates).
   * When his DMs are closed the game channel gets `inPublic` instead: the same notice unless it
   * names something only the judge may know.
   */
  tellJudge(
    game: GameDocument,
    notice: JudgeNotice,
    key: string,
    inPublic: JudgeNotice,
  ): Promise<void>;
  /** Voice narration and cues; a text-only setup may ignore them. */
  narrate(game: GameDocument, narration: Narration, key: string): Promise<void>;
}

/** What the orchestrator itself may need to tell a judge (not a rule event). */
export type JudgeNotice =
  | { key: 'judge.noMutePermission'; params: Record<string, never> }
  | { key: 'judge.effectFailed'; params: { what: string } }
  /** A player's private message did not reach him; he reads it through his inbox instead. */
  | {
      key: 'judge.undelivered';
      params: { userId: string; seat?: number; kind: PrivateKind; reason: 'dmClosed' | 'failed' };
    }
  /** The same, as the game channel may show it: nobody named, nothing told of any role. */
  | { key: 'judge.undeliveredSomeone'; params: Record<string, never> }
  | {
      key: 'judge.voiceUnavailable';
      params: {
        reason:
          'voiceDisabled' | 'channelMissing' | 'missingPermissions' | 'joinFailed' | 'guildBusy';
      };
    };

/** What the orchestrator reads of a guild's members: facts for the engine to judge. */
export interface MemberPort {
  /** His server permissions that open the teams' private rooms of a game in this channel. */
  roomAccess(guildId: string, channelId: string, userId: string): Promise<RoomPermission[]>;
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
  /** One member edit (PATCH /guilds/{g}/members/{u} {mute}); throws a VoiceEditError. */
  setServerMute(guildId: string, userId: string, muted: boolean): Promise<void>;
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
