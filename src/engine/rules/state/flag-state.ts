/** FLAG-POLICY: what the bot noticed for the judge, as the game state keeps it. */
/**
 * A record the bot raises for the judge (D32: voice detection and disconnects have false
 * positives, so nothing is penalised without the judge's confirmation).
 */
export type FlagKind = 'outOfTurn' | 'disconnect' | 'leak';

export interface Flag {
  id: string;
  /**
   * FLAG-OUT-OF-TURN: speaking out of turn (#15); FLAG-DISCONNECT: away from the table past the grace (#11);
   * FLAG-LEAKED-TEXT: text written in the game channel while a sports game runs (#10 at night, #15 by day).
   */
  kind: FlagKind;
  /** For a leak: written at night (a disqualifying #10) rather than by day (a #15 foul). */
  night?: boolean;
  seat: number;
  at: number;
  durationMs?: number;
}
