import { seatOfUser, type PrivateKind } from '../engine/index.ts';
import type { GameDocument } from './document.ts';
import type { JudgeNotice } from './ports.ts';

/** A private message that missed its player: he reads it through his inbox instead. */
export interface Missed {
  userId: string;
  kind: PrivateKind;
  /** Closed DMs (Discord 50007), or any other refusal. */
  reason: 'dmClosed' | 'failed';
}

/** What the game channel may show of it when the judge's DMs are closed: nobody named. */
const MISSED_IN_PUBLIC: JudgeNotice = { key: 'judge.undeliveredSomeone', params: {} };

/**
 * The judge's notice of a missed private message, and the `what` that sends it once per game
 * for each player and kind (a night prompt to closed DMs fails every night). Undefined for the
 * judge's own messages: telling him by DM that his DMs are closed cannot work. `inPublic` is
 * what the channel may show instead: whose night prompt or check result failed would tell the
 * table who holds a night role.
 */
export function missedNotice(
  document: GameDocument,
  missed: Missed,
): { what: string; notice: JudgeNotice; inPublic: JudgeNotice } | undefined {
  if (missed.userId === document.state.judgeId) return undefined;
  const seat = seatOfUser(document.state, missed.userId)?.seat;
  return {
    what: `undelivered:${missed.userId}:${missed.kind}`,
    notice: {
      key: 'judge.undelivered',
      params: {
        userId: missed.userId,
        kind: missed.kind,
        reason: missed.reason,
        ...(seat ? { seat } : {}),
      },
    },
    inPublic: MISSED_IN_PUBLIC,
  };
}
