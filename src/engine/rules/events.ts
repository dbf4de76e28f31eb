import type { PanelPick } from './judge/panel-rules.ts';
import type { NightAction } from './roles.ts';
import type { RandomSource } from './random.ts';
import type { Text } from './messages.ts';
import type { FlagKind, GameState, RoomAccess, RoomPermission, Timer } from './state/state.ts';

/** Whom an event or a screen is for. The adapter maps these to a channel, a DM or a thread. */
export type Audience =
  | { kind: 'public' }
  | { kind: 'judge' }
  | { kind: 'seat'; seat: number }
  | { kind: 'user'; userId: string }
  /** A black team's private meeting (Night 0 threads, the forum #mafia channel). */
  | { kind: 'team'; team: 'GAMBINO' | 'KA' | 'MAFIA' | 'LEADERS' };

/** How a message looks; the adapter picks colours and icons from it. */
export type Tone = 'info' | 'night' | 'day' | 'vote' | 'warning' | 'success' | 'end';

/** Voice announcements and cues (the voice issue plays these; the text channel ignores them). */
export type Narration =
  | { cue: 'citySleeps' }
  | { cue: 'cityWakes'; day: number }
  | { cue: 'nightStep'; step: string }
  | { cue: 'speech'; seat: number }
  | { cue: 'tenSeconds' }
  | { cue: 'timeUp' }
  | { cue: 'voting' }
  | { cue: 'lastWord'; seat: number }
  | { cue: 'gameOver'; winner: string };

/**
 * What a notice is, for the layers that carry it out: a role card may name a closed DM, the
 * report carries the deal record, a personal notice stays with the person (D46). Notices saved
 * before the field existed get it at load (src/store/migrations/v1-to-v2.ts).
 */
export type NoticePurpose = 'roleCard' | 'nightResult' | 'report' | 'personal' | 'other';

/** One-off output of a turn. Every event has an id unique in the game, for idempotent delivery. */
export type GameEvent =
  | { type: 'notice'; id: string; to: Audience; tone: Tone; lines: Text[]; purpose: NoticePurpose }
  | { type: 'narration'; id: string; narration: Narration }
  /**
   * Something the guild remembers of a member beyond this game (FORUM-SKIP-BAN: removals for skipped
   * moves count across games). Recording the same event twice must count it once.
   */
  | { type: 'memberRecord'; id: string; userId: string; entry: 'skipRemoval' };

/** What the voice channel should look like: the players who may speak; every other player muted. */
export type VoiceTarget = { managed: false } | { managed: true; unmuted: string[] };

/** The bot itself, for the records it raises (flags); never a Discord user id. */
export const BOT_ACTOR: Actor = { userId: 'bot' };

/** Who sent a command. `privileged` is Manage Server or the guild's judge role (product.md). */
export interface Actor {
  userId: string;
  name?: string;
  privileged?: boolean;
}

/** Everything people and timers do to a game. */
export type Command =
  | {
      type: 'join';
      by: Actor;
      /** How many games of this guild removed the member for skipped moves (FORUM-SKIP-BAN). */
      pastSkipRemovals?: number;
      /** His server permissions that open the teams' private rooms (read by the adapter). */
      roomAccess?: RoomPermission[];
    }
  | { type: 'leave'; by: Actor }
  /** LOBBY-JUDGE-REMOVE: the judge takes a member off the sign-up (or its queue). */
  | { type: 'lobbyRemove'; by: Actor; userId: string }
  | {
      type: 'deal';
      by: Actor;
      finalSeed: string;
      players: string[];
      /** The players' room-opening permissions at the deal (read by the adapter). */
      roomAccess?: RoomAccess[];
    }
  | { type: 'cancel'; by: Actor }
  | { type: 'nightAction'; by: Actor; action: NightAction; targets: number[] }
  | { type: 'pass'; by: Actor }
  | { type: 'nominate'; by: Actor; target: number }
  | { type: 'vote'; by: Actor; voteId: string; candidate: number }
  | { type: 'eliminateAll'; by: Actor; voteId: string; yes: boolean }
  | { type: 'bestMove'; by: Actor; seats: number[] }
  | { type: 'warn'; by: Actor; seat: number; reason?: string }
  | { type: 'foul'; by: Actor; seat: number; reason?: string }
  | { type: 'unfoul'; by: Actor; seat: number }
  | { type: 'disqualify'; by: Actor; seat: number; reason: string }
  | { type: 'penalty'; by: Actor; seat: number; reason: string }
  | { type: 'pause'; by: Actor }
  | { type: 'resume'; by: Actor }
  | { type: 'skip'; by: Actor }
  | { type: 'extend'; by: Actor; seconds: number }
  /** FORUM-SCHEDULE: the length of every later day or night, in whole hours. */
  | { type: 'phaseLength'; by: Actor; phase: 'day' | 'night'; hours: number }
  | { type: 'end'; by: Actor }
  /** JUDGE-UNDO: the judge takes back his last action while nothing followed it. */
  | { type: 'undo'; by: Actor }
  /** The judge's panel: a seat chosen, an action to confirm, its violation (panel-rules.ts). */
  | { type: 'panel'; by: Actor; pick: PanelPick }
  /** JUDGE-NOMINATE-ALOUD: the speaker named `target` aloud; the judge enters it for him. */
  | { type: 'judgeNominate'; by: Actor; target: number }
  /** JUDGE-WITHDRAW-NOMINATION: the nomination of `target`, entered by mistake, is taken back. */
  | { type: 'withdrawNomination'; by: Actor; target: number }
  /** JUDGE-CORRECT-VOTE: `voter`'s vote in the open round is for `candidate` (null: none yet). */
  | { type: 'correctVote'; by: Actor; voter: number; candidate: number | null }
  /** JUDGE-RESTART-SPEECH: the current speech starts again with its full time. */
  | { type: 'restartSpeech'; by: Actor }
  /** JUDGE-GIVE-FLOOR: `seat`, who has not spoken today, speaks now. */
  | { type: 'giveFloor'; by: Actor; seat: number }
  | { type: 'forumVote'; by: Actor; target: number | null }
  | {
      type: 'duelMove';
      by: Actor;
      duelId: string;
      cover?: number;
      target?: number;
      position?: number;
    }
  | { type: 'timerExpired'; timerId: string }
  /**
   * GAME-CLOCK-ON-FLOOR: Discord confirmed the mutes of the step waiting under this `floorReady`
   * timer (sent by the orchestrator once the member edits were answered).
   */
  | { type: 'floorSet'; timerId: string }
  /** The bot noticed something for the judge (sent by the orchestrator as BOT_ACTOR). */
  | { type: 'flag'; by: Actor; kind: FlagKind; seat: number; durationMs?: number }
  | { type: 'resolveFlag'; by: Actor; flagId: string; confirm: boolean }
  /** FORUM-ACTIVITY: game-channel messages counted by the bot since the last report (BOT_ACTOR). */
  | { type: 'activity'; by: Actor; counts: Record<string, number> }
  /** FORUM-SUBSTITUTE: the host puts a substitute in a player's seat. */
  | { type: 'replace'; by: Actor; seat: number; userId: string; name: string };

export interface Context {
  /** Epoch ms. */
  now: number;
  random: RandomSource;
}

/**
 * What asks for screens to be posted afresh, below what the turn announced: the table card moved
 * down (GAME-CARD-IN-VIEW: how many times this command moved it) and the screens an undo brought
 * back (JUDGE-UNDO). The engine says only that; which messages that makes, and their ids, are the
 * orchestrator's (src/engine/views/screen-generations.ts, kept in its stored document).
 */
export interface Reposts {
  cardMoves: number;
  undo: boolean;
}

export type Decision =
  | {
      ok: true;
      state: GameState;
      events: GameEvent[];
      /** Timers that must be armed now (all others of this game cancelled). */
      timers: Timer[];
      voice: VoiceTarget;
      /** The ephemeral answer to the sender (e.g. "your vote for #5 is counted"). */
      reply?: Text;
      /** Screens to post afresh as new messages; absent: none (see Reposts). */
      reposts?: Reposts;
    }
  | { ok: false; error: Text };
