import { currentNight } from '../../rules/queries.ts';
import type { GameState } from '../../rules/state/state.ts';
import { nightTitleScreen, seatPrompts } from '../night-screens.ts';
import type { Screen } from '../screen.ts';

export function nightScreens(state: GameState): Screen[] {
  const night = currentNight(state);
  return night ? [nightTitleScreen(state, night), ...seatPrompts(state, night)] : [];
}
