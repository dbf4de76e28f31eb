import { submitNightAction } from '../actions.ts';
import { endGame } from '../flow/departures.ts';
import { beginStepOnFloor } from '../floor/floor-ready.ts';
import { countQuietCycle, openNight, resolveMoves } from '../night/night-resolution.ts';
import type { Phase } from '../flow/phase.ts';
import { scaled } from '../presets.ts';
import { alive, currentNight, seatOf, shooters } from '../queries.ts';
import type { GameState } from '../state/state.ts';
import type { Draft } from '../flow/draft.ts';

/** Sports night d ≥ 1 (NIGHT-WINDOW): one parallel window of fixed length (GAME-FIXED-WINDOWS, D47). */
function enter(draft: Draft, { night }: { night: number }): void {
  openNight(draft, night);
  beginStepOnFloor(draft, scaled(draft.state.config, 'nightWindow'));
}

/** The last valid submission of `action` by an actor who is still alive at the window's end. */
function shotOf(state: GameState, seat: number): number | undefined {
  if (!seatOf(state, seat)?.alive) return undefined;
  return currentNight(state)?.submissions[String(seat)]?.shot?.[0];
}

/** NIGHT-SHOT: Sports (D05): the kill happens iff every shooter named the same alive player. */
function unanimousShot(state: GameState): number | undefined {
  const seats = shooters(state);
  if (seats.length === 0) return undefined;
  const targets = seats.map((seat) => shotOf(state, seat));
  const first = targets[0];
  if (first === undefined || targets.some((target) => target !== first)) return undefined;
  return seatOf(state, first)?.alive ? first : undefined;
}

/** WIN-THREE-MISSES, WIN-QUIET-DRAW:
 * The window ends (NIGHT-RESOLUTION, D16): the moves resolve; unless a side has won, the WIN-THREE-MISSES and quiet-cycle
 * counters, and the morning.
 */
function onStepEnd(draft: Draft): void {
  const state = draft.state;
  const night = currentNight(state);
  if (!night) return;
  const atTable = alive(state).length;
  const memory = state.memory;
  const { outcome, victim } = resolveMoves(draft, unanimousShot(state));
  // GAME-WIN-CHECK: a side has won by the night's kill; the flow ends the game, nothing more counts.
  if (draft.ending) return;
  // WIN-THREE-MISSES (D30): three consecutive nights with exactly 4 at the table ending in a miss → red wins.
  memory.fourMisses = atTable === 4 && outcome === 'miss' ? memory.fourMisses + 1 : 0;
  if (state.config.geo76 && memory.fourMisses >= 3) {
    endGame(draft, { winner: 'red', teams: ['RED'], reason: 'fourMisses' });
    return;
  }
  // WIN-QUIET-DRAW: three consecutive quiet cycles (Day d + Night d with no departure) → draw.
  if (countQuietCycle(memory) >= 3) {
    endGame(draft, { winner: 'draw', teams: [], reason: 'quietCycles' });
    return;
  }
  draft.goTo({
    to: 'speeches',
    morning: { day: night.number + 1, ...(victim !== undefined ? { victim } : {}) },
  });
}

export const night: Phase<'night'> = {
  name: 'night',
  next: ['speeches'],
  enter,
  handlers: { nightAction: submitNightAction },
  onStepEnd,
};
