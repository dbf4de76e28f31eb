import type { UndoLapse, UndoableAction } from './state/state.ts';

/** Why the judge's correction cannot be made now. */
export type CorrectionRefusal =
  | 'noSpeaker'
  | 'notNominated'
  | 'voteStarted'
  | 'noVote'
  | 'notEligible'
  | 'notCandidate'
  | 'noChange'
  | 'alreadySpoke'
  | 'holdsFloor';

/** The rule errors' codes (RuleError keys, also i18n keys) and their parameters. */
export interface RuleErrorParams {
  'error.internal': Record<string, never>;
  'error.gameOver': Record<string, never>;
  'error.notLobby': Record<string, never>;
  'error.lobbyFull': { max: number };
  'error.bannedForSkips': { count: number };
  'error.alreadyJoined': Record<string, never>;
  /** TOUR-FIXED-SEATS: this tournament table is seated, and the member is not in its seating. */
  'error.notSeatedHere': Record<string, never>;
  /** TOUR-FIXED-SEATS: a seated table deals once every seated player has joined. */
  'error.seatsMissing': { userIds: string[] };
  'error.notJoined': Record<string, never>;
  'error.judgeCannotPlay': Record<string, never>;
  'error.notJudge': Record<string, never>;
  'error.playerCount': { min: number; max: number; count: number };
  'error.wrongPhase': Record<string, never>;
  'error.paused': Record<string, never>;
  'error.notPaused': Record<string, never>;
  'error.notAPlayer': Record<string, never>;
  'error.playerOut': Record<string, never>;
  'error.noSuchSeat': { seat: number };
  'error.notYourTurn': Record<string, never>;
  'error.noAction': Record<string, never>;
  'error.targetOut': { seat: number };
  'error.targetSelf': Record<string, never>;
  'error.targetRepeat': { seat: number };
  'error.lawyerSelfUsed': Record<string, never>;
  'error.targetCount': { expected: number };
  'error.targetsDistinct': Record<string, never>;
  'error.alreadyNominated': { target: number };
  'error.candidateTaken': { seat: number };
  'error.notNominationSlot': Record<string, never>;
  'error.closed': Record<string, never>;
  'error.alreadyVoted': Record<string, never>;
  'error.notEligible': Record<string, never>;
  'error.bestMoveNotYours': Record<string, never>;
  'error.bestMoveTooMany': Record<string, never>;
  'error.bestMoveSelf': Record<string, never>;
  'error.bestMoveDone': Record<string, never>;
  'error.timerStale': Record<string, never>;
  'error.noTimer': Record<string, never>;
  'error.shortenNotice': { minutes: number };
  'error.badSeconds': Record<string, never>;
  'error.badHours': { max: number };
  'error.notDuellist': Record<string, never>;
  'error.badMove': Record<string, never>;
  'error.notDealt': Record<string, never>;
  'error.alreadyFouledOut': Record<string, never>;
  'error.noFouls': Record<string, never>;
  'error.notForum': Record<string, never>;
  'error.userInGame': Record<string, never>;
  'error.noSuchFlag': Record<string, never>;
  /** JUDGE-UNDO: why the judge's last action cannot be taken back (`nothing`: there is none). */
  /** Why a judge's correction is refused (`seat`: the seat it names). */
  'error.correction': { why: CorrectionRefusal; seat?: number };
  'error.undo': { why: UndoLapse | 'nothing' | 'ended'; action?: UndoableAction };
}
