import { seatOfUser } from '../../engine/index.ts';
import { render } from '../../i18n/index.ts';
import type { Orchestrator } from '../../orchestrator/orchestrator.ts';
import type { DisqualifyAtTable } from '../../tournament/service/ports.ts';

/**
 * TOUR-REMOVAL: the removed player disqualified from the game under way at his table through the
 * orchestrator, by the game's own judge, so it is what the judge's `/mafia disqualify` is: the
 * public notice, the protocol's `disqualified`, the vote and the floor as the rules say.
 */
export function disqualifyAtTable(games: Orchestrator): DisqualifyAtTable {
  return async ({ gameId, userId, reason }) => {
    const document = await games.read(gameId);
    if (!document) return { ok: false, why: 'refused' };
    const { state, meta } = document;
    if (state.phase.kind === 'lobby') return { ok: false, why: 'notDealt' };
    const seat = seatOfUser(state, userId);
    if (!seat) return { ok: false, why: 'refused' };
    const outcome = await games.dispatch(gameId, {
      type: 'disqualify',
      by: { userId: state.judgeId },
      seat: seat.seat,
      reason: render(meta.locale, { key: 'tournament.removalReason', params: { reason } }),
    });
    return outcome.ok ? { ok: true } : { ok: false, why: 'refused' };
  };
}
