import type { JudgePanel } from '../judge/panel-state.ts';
import type { GameConfig, NightZeroStep } from '../presets.ts';
import type { NightAction, Role, Side, Team } from '../roles.ts';
import type { DealInfo } from './deal-state.ts';
import type { Flag } from './flag-state.ts';
import type { LobbyEntry } from './lobby-state.ts';
import type { CarryOver } from './carry-over.ts';
import type { PausedTimer, Timer } from './timer-state.ts';

export type { DealInfo } from './deal-state.ts';
export type { Flag, FlagKind } from './flag-state.ts';
export type { LobbyEntry, RoomAccess, RoomPermission } from './lobby-state.ts';
export type { CarryOver, WinCounters } from './carry-over.ts';

/** Why a player left the table (GAME-DEPARTURES). */
export type DepartureReason = 'killed' | 'voted' | 'removed';

/** The part of the game something happened in: Day d, Night d, or the acquaintance night. */
export type GamePhase = 'day' | 'night' | 'night0';

export interface Seat {
  seat: number; // 1..N, as dealt
  userId: string;
  name: string;
  role: Role;
  team: Team;
  side: Side;
  alive: boolean;
  out?: { reason: DepartureReason; day: number; phase: GamePhase };
  fouls: number;
  warnings: number;
  /** D25: the first regular slot after the 3rd foul is silenced, once. */
  silencePending: boolean;
  /** Forum (FORUM-SKIPS): the nights this player skipped a move (reset on replacement, D46). */
  skips?: number[];
  /** Forum (FORUM-ACTIVITY): game-channel messages in the current cycle (reset on replacement). */
  messages?: number;
}

export type { PausedTimer, StepOnFloor, Timer } from './timer-state.ts';

/** Who holds the floor in voice (and the right to press Pass / Nominate). */
export type FloorKind = 'regular' | 'silenced' | 'short' | 'tie' | 'lastWord';

export interface Floor {
  seat: number;
  kind: FloorKind;
  /** Unique per slot, so a click on an older speech message is recognised as stale. */
  slotId: string;
  /** The speech warning has sounded, with this many seconds left (shown on the table card). */
  warnedSeconds?: number;
}

export interface Nomination {
  by: number;
  target: number;
  /** JUDGE-NOMINATE-ALOUD: made aloud and entered by the judge, not clicked by the speaker. */
  byJudge?: true;
}

/** One sequential vote (VOTE-SEQUENCE): candidates in nomination order, one window each. */
export interface VoteRound {
  id: string;
  /** 1 = the day's vote, 2 = the revote among the tied. */
  round: number;
  candidates: number[];
  /** Index of the candidate whose window is open. */
  current: number;
  /** voter seat → candidate seat; `auto` marks votes counted for the last candidate. */
  votes: Array<{ voter: number; candidate: number; auto: boolean }>;
  eligible: number[];
}

export interface EliminateAllVote {
  id: string;
  candidates: number[];
  eligible: number[];
  yes: number[];
  no: number[];
}

export type DayStage =
  | { kind: 'lastWords'; queue: number[]; after: 'morning' | 'vote' }
  | { kind: 'speeches'; order: number[]; index: number }
  | { kind: 'voting'; vote: VoteRound }
  | { kind: 'tieSpeeches'; tied: number[]; index: number }
  | { kind: 'eliminateAll'; vote: EliminateAllVote }
  | { kind: 'forumVoting' }
  | { kind: 'duel'; duel: Duel };

export interface DayState {
  number: number;
  opener: number;
  stage: DayStage;
  floor?: Floor;
  nominations: Nomination[];
  /** VOTE-CANCEL: a removal cancelled today's vote. */
  voteCancelled: boolean;
  /** VOTE-CANCEL: today's vote result is known (so a later removal cancels tomorrow's vote). */
  resultDetermined: boolean;
  /** D04: the seat the FBI Agent blocked for today. */
  blocked?: number;
  /** Seats that already gave their regular speech today (never twice, even after a skip). */
  spoke: number[];
  /** How many left by today's vote (LAST-BESTMOVE-NONE: two or more on Day 1 → no Best Move). */
  votedOut: number[];
  /** Best Move owner for today's morning last word (LAST-BESTMOVE-PICK). */
  bestMoveSeat?: number;
  /** Forum day votes (D38): voter → target, changeable until the deadline. */
  forumVotes: Record<string, number>;
}

/** Why a duel ended: its loser was hit most, did not move, or was drawn; or removals ended it. */
export type DuelEnd = 'hits' | 'noMove' | 'draw' | 'removal';

/** Forum duel (FORUM-DUEL-ROUNDS): cover & shot rounds. */
export interface Duel {
  id: string;
  duellists: number[];
  round: number;
  moves: Record<string, { cover: number; target: number; position: number }>;
  hits: Record<string, number>;
  history: Array<{
    round: number;
    moves: Record<string, { cover: number; target: number; position: number }>;
    hits: Record<string, number>;
  }>;
}

export interface NightState {
  number: number;
  /** Night 0 only: the step running now. */
  step?: { index: number; steps: NightZeroStep[] };
  /** seat → action → the last valid submission (changeable until the window ends, NIGHT-WINDOW). */
  submissions: Record<string, Partial<Record<NightAction, number[]>>>;
}

export interface Departure {
  seat: number;
  reason: DepartureReason;
  day: number;
  phase: 'day' | 'night' | 'night0';
}

export type Winner = 'red' | 'black' | 'draw' | 'aborted';

export interface GameResult {
  winner: Winner;
  /** The teams listed as winners (D07: both black teams together). */
  teams: Team[];
  reason:
    | 'allBlacksOut'
    | 'parity'
    | 'quietCycles'
    | 'fourMisses'
    | 'teamLoss'
    | 'allTownOut'
    | 'aborted'
    | 'cancelled';
  /** TL: the seat whose penalty ended the game. */
  penaltySeat?: number;
}

/** What the end-of-game report lists (timeline of nights and votes, fouls, the deal). */
export type TimelineEntry =
  | { kind: 'dealt'; at: number }
  | {
      kind: 'night';
      night: number;
      shot?: number;
      outcome: 'kill' | 'miss' | 'save' | 'none';
      victim?: number;
      actions: Array<{ seat: number; action: NightAction; targets: number[] }>;
    }
  | { kind: 'nomination'; day: number; by: number; target: number; byJudge?: true }
  | {
      kind: 'vote';
      day: number;
      round: number;
      votes: Array<{ voter: number; candidate: number; auto: boolean }>;
      out: number[];
    }
  | {
      kind: 'eliminateAll';
      day: number;
      candidates: number[];
      yes: number[];
      /** Absent in games saved before the protocol recorded it. */
      no?: number[];
      passed: boolean;
    }
  | { kind: 'forumVote'; day: number; votes: Record<string, number>; out: number[]; tie: number[] }
  | {
      kind: 'duelRound';
      day: number;
      round: number;
      moves: Duel['moves'];
      hits: Record<string, number>;
    }
  /**
   * How a duel ended (FORUM-DUEL-ROUNDS, -NO-MOVE, -FALLBACK, -REMOVAL): its loser and why, or
   * nobody when removals left fewer than two duellists. Absent in games saved before it was
   * recorded, and when the game itself ended during the duel.
   */
  | {
      kind: 'duelEnded';
      day: number;
      duellists: number[];
      loser: number | null;
      why: DuelEnd;
    }
  | { kind: 'departure'; seat: number; reason: DepartureReason; day: number; phase: string }
  // `phase` (for the game protocol) is absent in games saved before it was recorded.
  | { kind: 'foul'; seat: number; count: number; reason?: string; day: number; phase?: GamePhase }
  | { kind: 'unfoul'; seat: number; count: number; day: number; phase?: GamePhase }
  | { kind: 'warning'; seat: number; reason?: string; day: number; phase?: GamePhase }
  | { kind: 'disqualified'; seat: number; reason: string; day: number; phase?: GamePhase }
  | { kind: 'teamLoss'; seat: number; reason: string; day: number; phase?: GamePhase }
  | {
      kind: 'voteCancelled';
      day: number;
      /** A vote cut short by the removal (VOTE-CANCEL): its round and the votes cast until then. */
      cut?: { round: number; votes: Array<{ voter: number; candidate: number; auto: boolean }> };
    }
  | { kind: 'bestMove'; seat: number; named: number[] }
  | { kind: 'paused' | 'resumed'; at: number }
  | { kind: 'skipped'; what: string; day: number }
  | { kind: 'extended'; seconds: number; day: number }
  | { kind: 'phaseLength'; phase: 'day' | 'night'; hours: number; day: number }
  | { kind: 'flag'; flag: Flag; resolution: 'confirmed' | 'dismissed'; day: number }
  | {
      kind: 'skip';
      seat: number;
      night: number;
      count: number;
      sanction: 'reminder' | 'warning' | 'removed';
    }
  | { kind: 'replaced'; seat: number; from: string; to: string; day: number }
  /** The judge's corrections (JUDGE-NOMINATE-ALOUD … JUDGE-GIVE-FLOOR), announced publicly. */
  | { kind: 'correction'; correction: Correction; day: number; phase: GamePhase }
  /** JUDGE-UNDO: the judge took back his last action; its entries are kept here, marked. */
  | { kind: 'undone'; action: UndoneEntry; also: TimelineEntry[]; day: number; phase: GamePhase }
  | { kind: 'ended'; winner: Winner; reason: string };

/**
 * A judge's correction of what the table did or the bot recorded: a nomination made aloud
 * (JUDGE-NOMINATE-ALOUD), one entered by mistake taken back (JUDGE-WITHDRAW-NOMINATION), a
 * misclicked vote (JUDGE-CORRECT-VOTE; `null`: no vote), a speech given again in full
 * (JUDGE-RESTART-SPEECH) or the floor handed to a seat (JUDGE-GIVE-FLOOR).
 */
export type Correction =
  | { what: 'nominate'; by: number; target: number }
  | { what: 'withdraw'; by: number; target: number }
  | { what: 'vote'; round: number; voter: number; from: number | null; to: number | null }
  | { what: 'restart'; seat: number; floor: FloorKind }
  | { what: 'floor'; seat: number; from?: number };

/** JUDGE-UNDO: the timeline entry of a judge's action that `/mafia undo` took back. */
export type UndoneEntry = Extract<
  TimelineEntry,
  {
    kind:
      | 'foul'
      | 'unfoul'
      | 'warning'
      | 'disqualified'
      | 'skipped'
      | 'extended'
      | 'phaseLength'
      | 'correction';
  }
>;

/** The judge's corrections, as commands; each can be taken back with JUDGE-UNDO. */
export type CorrectionAction =
  'judgeNominate' | 'withdrawNomination' | 'correctVote' | 'restartSpeech' | 'giveFloor';

/** JUDGE-UNDO: the judge's actions `/mafia undo` can take back (a team loss ends the game). */
export type UndoableAction =
  'foul' | 'unfoul' | 'warn' | 'disqualify' | 'skip' | 'extend' | 'phaseLength' | CorrectionAction;

/** JUDGE-UNDO: why it can no longer be undone: what followed, `undone`, or `told` (in private). */
export type UndoLapse =
  'step' | 'vote' | 'nightMove' | 'speech' | 'judge' | 'other' | 'undone' | 'told';

/** JUDGE-UNDO: the judge's last action, and what undoing it restores while nothing followed. */
export interface UndoRecord {
  action: UndoableAction;
  seat?: number;
  before?: UndoSnapshot; // while it can be undone: the parts of the state it may have changed
  lapsed?: UndoLapse; // once it can no longer be undone: why
}

export interface UndoSnapshot {
  seats: Seat[];
  phase: Phase;
  memory: CarryOver;
  schedule?: GameState['schedule'];
  /** The step's timers as the time they had left at the action; absent when it left them alone. */
  clock?: PausedTimer[];
  /** `/mafia extend`: how far it moved the deadline (ms), to move it back. */
  shiftedMs?: number;
  /** The timeline from `from` on as it was, its length after the action, and what it added. */
  timeline: { from: number; restore: TimelineEntry[]; count: number } & UndoneParts;
}

type UndoneParts = { action: UndoneEntry; also: TimelineEntry[] };

export type Phase =
  | { kind: 'lobby' }
  | { kind: 'night'; night: NightState }
  | { kind: 'day'; day: DayState }
  | { kind: 'ended'; result: GameResult };

export interface GameState {
  /** Grows by one per accepted command; never on a rule error. */
  version: number;
  gameId: string;
  config: GameConfig;
  /** The host/judge: does not play, sees the roles, alone uses the judge commands. */
  judgeId: string;
  /** The voice channel the table sits in (sports presets), shown in the lobby. */
  voiceChannelId?: string;
  createdAt: number;
  lobby: LobbyEntry[];
  /** LOBBY-QUEUE: sign-ups past the table's size, in order; the first takes a seat that frees. */
  lobbyQueue?: LobbyEntry[];
  seats: Seat[];
  deal: DealInfo;
  phase: Phase;
  memory: CarryOver;
  timers: Timer[];
  paused?: { at: number; timers: PausedTimer[] };
  /** Monotonic counter for timer ids (a fired id is never reused). */
  timerSeq: number;
  /** Things the bot noticed that only the judge may turn into a penalty (FLAG-POLICY, D32). */
  flags?: Flag[];
  flagSeq?: number;
  timeline: TimelineEntry[];
  /**
   * FORUM-SCHEDULE: the host's new phase lengths (ms before the time scale), used from the next
   * phase on. Kept apart from `config`, which is committed by its hash at the deal (FAIR-SEED).
   */
  schedule?: { forumDay?: number; forumNight?: number };
  /** JUDGE-UNDO: the judge's last action, for `/mafia undo`. */
  undo?: UndoRecord;
  /** What the judge picked on his panel (a seat, a confirmation waiting): judge-panel.ts. */
  judgePanel?: JudgePanel;
}
