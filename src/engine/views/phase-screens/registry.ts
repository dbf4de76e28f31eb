import { phaseOf } from '../../rules/flow/phase-driver.ts';
import type { PhaseName } from '../../rules/flow/transitions.ts';
import type { GameState } from '../../rules/state/state.ts';
import type { Screen } from '../screen.ts';
import { duelScreens } from './duel.ts';
import { eliminateAllScreens } from './eliminate-all.ts';
import { lastWordsScreens, speechesScreens, tieSpeechesScreens } from './floor.ts';
import { forumVotingScreens } from './forum-day.ts';
import { forumNightScreens } from './forum-night.ts';
import { lobbyScreens } from './lobby.ts';
import { nightZeroScreens } from './night-zero.ts';
import { nightScreens } from './night.ts';
import { votingScreens } from './vote.ts';

/**
 * Each phase's screens, by phase name (issue 24: the views apart from the rules). The type is
 * exhaustive: a phase added to the graph without its screens here fails the typecheck.
 */
const PHASE_SCREENS: { readonly [K in PhaseName]: (state: GameState) => Screen[] } = {
  lobby: lobbyScreens,
  nightZero: nightZeroScreens,
  night: nightScreens,
  forumNight: forumNightScreens,
  speeches: speechesScreens,
  voting: votingScreens,
  tieSpeeches: tieSpeechesScreens,
  eliminateAll: eliminateAllScreens,
  lastWords: lastWordsScreens,
  forumVoting: forumVotingScreens,
  duel: duelScreens,
  ended: () => [],
};

/** The screens of the running phase (the judge's flag questions are added by screens.ts). */
export function phaseScreens(state: GameState): Screen[] {
  return PHASE_SCREENS[phaseOf(state)](state);
}
