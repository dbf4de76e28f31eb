import { missedInPublic, seatOfUser } from '../../engine/index.ts';
import type { GameDocument, MissedMessage } from '../document.ts';
import type { JudgeNotice } from '../ports.ts';

/** A private message that missed its player: he reads it through his inbox instead. */
export type Missed = Omit<MissedMessage, 'seat'>;

/** What the game channel may show of it when the judge's DMs are closed: nobody named. */
const MISSED_IN_PUBLIC: JudgeNotice = { key: 'judge.undeliveredSomeone', params: {} };

/**
 * The judge's notice of a missed private message, and the `what` that sends it once per game
 * for each player and kind (a night prompt to closed DMs fails every night). Undefined for the
 * judge's own messages: telling him by DM that his DMs are closed cannot work. `inPublic` is
 * what the channel may show instead, if anything now (FAIR-NO-LEAKS, `missedInPublic`): whose
 * night prompt or check result failed, or even that one did, would tell the table who holds a
 * night role.
 */
export function missedNotice(
  document: GameDocument,
  missed: Missed,
):
  | { what: string; notice: JudgeNotice & { params: MissedMessage }; inPublic?: JudgeNotice }
  | undefined {
  if (missed.userId === document.state.judgeId) return undefined;
  const seat = seatOfUser(document.state, missed.userId)?.seat;
  const notice = {
    key: 'judge.undelivered' as const,
    params: {
      userId: missed.userId,
      kind: missed.kind,
      reason: missed.reason,
      ...(seat ? { seat } : {}),
    },
  };
  const told = missedInPublic(document.state, missed.kind);
  const inPublic = told === 'named' ? notice : told === 'anonymous' ? MISSED_IN_PUBLIC : undefined;
  return {
    what: `undelivered:${missed.userId}:${missed.kind}`,
    notice,
    ...(inPublic ? { inPublic } : {}),
  };
}

/** The misses held while the game ran, told once it is over (undefined: none, or not yet). */
export function heldNotice(document: GameDocument): JudgeNotice | undefined {
  const entries = document.heldForJudge ?? [];
  if (document.state.phase.kind !== 'ended' || entries.length === 0) return undefined;
  return { key: 'judge.undeliveredHeld', params: { entries } };
}
