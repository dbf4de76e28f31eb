import { submitNightAction } from '../actions.ts';
import { checkWin, endGame } from '../departures.ts';
import { countQuietCycle, openNight, resolveMoves } from '../night-resolution.ts';
import { nightTitleScreen, seatPrompts } from '../night-screens.ts';
import type { Phase } from '../phase.ts';
import { scaled } from '../presets.ts';
import { alive, currentNight, seatOf, shooters } from '../queries.ts';
import type { GameState } from '../state.ts';
import type { Turn } from '../turn.ts';

/** Sports night d ≥ 1 (§3.4, §4.3): one parallel window of fixed length (1.6, D47). */
function enter(turn: Turn, { night }: { night: number }): void {
  openNight(turn, night);
  turn.setStepTimer(scaled(turn.state.config, 'nightWindow'));
}

/** The last valid submission of `action` by an actor who is still alive at the window's end. */
function shotOf(state: GameState, seat: number): number | undefined {
  if (!seatOf(state, seat)?.alive) return undefined;
  return currentNight(state)?.submissions[String(seat)]?.shot?.[0];
}

/** Sports (D05): the kill happens iff every shooter named the same alive player. */
function unanimousShot(state: GameState): number | undefined {
  const seats = shooters(state);
  if (seats.length === 0) return undefined;
  const targets = seats.map((seat) => shotOf(state, seat));
  const first = targets[0];
  if (first === undefined || targets.some((target) => target !== first)) return undefined;
  return seatOf(state, first)?.alive ? first : undefined;
}

/**
 * The window ends (§3.5, D16): the moves resolve, then the win check, the 7.6 and quiet-cycle
 * counters, and the morning.
 */
function onStepEnd(turn: Turn): void {
  const state = turn.state;
  const night = currentNight(state);
  if (!night) return;
  const atTable = alive(state).length;
  const memory = state.memory;
  const { outcome, victim } = resolveMoves(turn, unanimousShot(state));
  if (checkWin(turn)) return;
  // 7.6 (D30): three consecutive nights with exactly 4 at the table ending in a miss → red wins.
  memory.fourMisses = atTable === 4 && outcome === 'miss' ? memory.fourMisses + 1 : 0;
  if (state.config.geo76 && memory.fourMisses >= 3) {
    endGame(turn, { winner: 'red', teams: ['RED'], reason: 'fourMisses' });
    return;
  }
  // 5.10.1: three consecutive quiet cycles (Day d + Night d with no departure) → draw.
  if (countQuietCycle(memory) >= 3) {
    endGame(turn, { winner: 'draw', teams: [], reason: 'quietCycles' });
    return;
  }
  turn.goTo({
    to: 'speeches',
    morning: { day: night.number + 1, ...(victim !== undefined ? { victim } : {}) },
  });
}

function screens(state: GameState) {
  const night = currentNight(state);
  return night ? [nightTitleScreen(state, night), ...seatPrompts(state, night)] : [];
}

export const night: Phase<'night'> = {
  name: 'night',
  enter,
  handlers: { nightAction: submitNightAction },
  onStepEnd,
  screens,
};
