import { alive, blackTeams } from '../queries.ts';
import type { GameResult, GameState } from '../state/state.ts';

/** WIN-SPORTS, FORUM-WIN:
 * The win rules, checked by the flow after every command, timer and move (GAME-WIN-CHECK, flow.ts).
 * Sports (WIN-SPORTS): red wins when no black is alive; black (every black team together, D07)
 * when the alive blacks are at least the alive reds. Forum (FORUM-WIN, D48): a side wins only by
 * eliminating every opponent — no parity win.
 */
export function winner(state: GameState): GameResult | undefined {
  const living = alive(state);
  const blacks = living.filter((seat) => seat.side === 'black').length;
  const reds = living.length - blacks;
  if (blacks === 0) {
    return { winner: 'red', teams: ['RED'], reason: 'allBlacksOut' };
  }
  if (state.config.preset === 'forum') {
    return reds === 0
      ? { winner: 'black', teams: blackTeams(state), reason: 'allTownOut' }
      : undefined;
  }
  if (blacks >= reds) {
    return { winner: 'black', teams: blackTeams(state), reason: 'parity' };
  }
  return undefined;
}
