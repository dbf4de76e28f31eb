/**
 * What the game carries from one day or night to the next, stored as `state.memory` (the stored
 * name stays). Named by what each part holds (issue 24: one `Memory` of unrelated counters).
 */

/** DAY-OPENER: the seat that opened the previous day. */
interface OpenerRecord {
  lastOpener?: number;
}

/** The night roles' limits across nights (D12, D13): the no-repeat rules and the one-shots. */
interface NightRoleLimits {
  lawyerSelfUsed: boolean;
  /** Night number and target of the last protect / block, for the no-repeat rule. */
  lastProtect?: { night: number; seat: number };
  lastBlock?: { night: number; seat: number };
  /** Block for the coming day (D04). */
  pendingBlock?: number;
}

/** The counters the win rules read (WIN-QUIET-DRAW, WIN-THREE-MISSES / D30). */
export interface WinCounters {
  quietCycles: number;
  /**
   * WIN-THREE-MISSES / D30: consecutive nights with four at the table ending in a miss (three
   * win it for the town). Stored under its first name, `fourMisses` (the four at the table).
   */
  fourMisses: number;
  /** Departures since the current cycle began (a cycle is Day d + Night d). */
  departuresThisCycle: number;
}

/** VOTE-CANCEL rule 3: tomorrow's vote is cancelled by a removal. */
interface VoteCarryOver {
  cancelNextVote: boolean;
}

/** LAST-BESTMOVE-PICK: the first night's victim and the best move he named. */
interface BestMoveRecord {
  nightOneVictim?: number;
  bestMove?: { seat: number; named: number[] };
}

/** FAIR-DERIVATION: every draw, labelled "draw|<phase id>|<counter>", for the verifier. */
interface DrawLog {
  draws: Array<{ label: string; n: number; result: number }>;
}

/** Everything carried over: `state.memory`. */
export interface CarryOver
  extends OpenerRecord, NightRoleLimits, WinCounters, VoteCarryOver, BestMoveRecord, DrawLog {}

/** What a game carries over before its first day: nothing used, nothing counted. */
export function freshCarryOver(): CarryOver {
  return {
    lawyerSelfUsed: false,
    quietCycles: 0,
    fourMisses: 0,
    departuresThisCycle: 0,
    cancelNextVote: false,
    draws: [],
  };
}
